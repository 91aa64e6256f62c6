import type { Expr, Step } from "../core/formula";

/**
 * The characters one value the design gives takes in a formula's text, at its widest: a number joined
 * by & prints at most 15 significant digits with a sign and a decimal point (17; the verdict quotes its
 * figures through ROUND(x,0) or ROUND(x,2), fewer), and the longest input text a verdict sentence quotes,
 * a disk type of the calculator's list ('5.2K RPM SATA 2.5"', scenario/diskTables.ts), is 18.
 */
const VALUE_CHARACTERS = 18;

/**
 * The longest text `x` can show, for sizing the row of a wrapped formula cell (Cell.longestText): a
 * text constant as it is, & as its parts joined, IF and IFERROR as their longer branch, MID as that
 * part of its text's longest (the verdict's list of accepted rejects), a name of a step whose unit is
 * "text" as that step's longest text (`steps`: the workbook's steps by key), and any other value (a
 * number, an input) as a word of VALUE_CHARACTERS characters ("0"s).
 * Example: say("needs ", round("databaseVolumeSizeGB", 0), " GB") is "needs " + 18 "0"s + " GB" (27
 * characters); IF(x,"kept","") is "kept".
 */
export function longestText(x: Expr, steps: ReadonlyMap<string, Step>): string {
  const of = (e: Expr) => longestText(e, steps);
  const longer = (a: string, b: string) => (b.length > a.length ? b : a);
  if (x.op === "text") return x.value;
  if (x.op === "concat") return x.args.map(of).join("");
  if (x.op === "if") return longer(of(x.then), of(x.else));
  if (x.op === "iferror") return longer(of(x.a), of(x.b));
  if (x.op === "mid") return of(x.a).slice(x.start - 1, x.start - 1 + x.length);
  const step = x.op === "ref" ? steps.get(x.name) : undefined;
  if (step?.unit === "text") return of(step.formula);
  return "0".repeat(VALUE_CHARACTERS);
}
