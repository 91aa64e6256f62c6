import { Expr, f, or } from "../../formula";

/**
 * A sum the calculator writes as one term copied for each mailbox tier (Role Requirements, the tier
 * columns C/I), written once (issue 29): the term of each tier, added left to right in the order the
 * calculator's cell adds them (some cells add tier 3 before tier 2), so the formula's tree, its printed
 * formula and its figure are the cell's.
 * Example: tierSum([1, 3, 2, 4], (t) => f`tier${t}.mailboxes`) is
 * tier1.mailboxes+tier3.mailboxes+tier2.mailboxes+tier4.mailboxes (Role Requirements!C97).
 */
export function tierSum(tiers: readonly number[], term: (t: number) => Expr): Expr {
  return tiers.map(term).reduce((sum, x) => f`${sum}+${x}`);
}

/**
 * A test the calculator writes once for each mailbox tier inside one OR (Role Requirements!I157), written
 * once (issue 29): OR of the test of each tier, in the order the calculator's cell writes them, the same
 * tree as the cell's OR(...), so the same printed formula and figure. TRUE where any tier's test is.
 * Example: tierAny([1, 2, 3, 4], (t) => f`AND(input.tier${t}.mailboxes<>0,input.tier${t}.quotaMB=0)`) is
 * OR(AND(input.tier1.mailboxes<>0,input.tier1.quotaMB=0),...,AND(input.tier4.mailboxes<>0,input.tier4.quotaMB=0)).
 */
export function tierAny(tiers: readonly number[], test: (t: number) => Expr): Expr {
  return or(...tiers.map(test));
}

/**
 * A step family's columns down the tier rows (issue 29): a tier each, in the file's order, citing cell(t).
 * Example: tierColumns([2], (t) => `Role Requirements!C${69 + t}`) is [{ id: "2", cell: "Role Requirements!C71" }].
 */
export const tierColumns = (tiers: readonly number[], cell: (t: number) => string) =>
  tiers.map((t) => ({ id: `${t}`, cell: cell(t) }));
