import { Expr, Operand, cmp, div, eq, iff, mul, or, roundup, text } from "../../formula";

/** x = "text" */
export const is = (x: Operand, value: string): Expr => eq(x, text(value));
/** x is one of the texts. */
export const isOneOf = (x: Operand, ...values: string[]): Expr =>
  or(...values.map((v) => is(x, v)));

/**
 * Excel's ISNUMBER for a cell that holds a number or a text (the calculator's "--" or a message):
 * numbers sort before text in Excel's comparisons, so x<"" is TRUE exactly for numbers (and FALSE for
 * text and logicals). Used where the calculator SUMs cells that may hold text, which SUM ignores.
 */
export const isNumber = (x: Operand): Expr => cmp(x, "<", text(""));
/** The number, or 0 for text: what SUM(ref) counts of a cell. */
export const numberOr0 = (x: Operand): Expr => iff(isNumber(x), x, 0);

/** Excel's CEILING(x, s) for x >= 0 and s > 0: ROUNDUP(x/s, 0) x s. */
export const ceiling = (x: Operand, s: number): Expr =>
  s === 1 ? roundup(x, 0) : mul(roundup(div(x, s), 0), s);

/** The texts the calculator writes in place of a JBOD disk type when JBOD cannot be used (Storage Design C181). */
const JBOD_REFUSALS = [
  "RAID Required",
  "Database and Log Isolation Enabled",
  "Insufficient Disk Capacity",
  "Insufficient Disk IO Capacity",
  "Insufficient Database Copies",
  "Incorrect Volume Architecture",
] as const;
/** The status reads one of JBOD_REFUSALS (Storage Design C181, C185): JBOD cannot be used. */
export const jbodRefused = (status: Operand): Expr => isOneOf(status, ...JBOD_REFUSALS);
