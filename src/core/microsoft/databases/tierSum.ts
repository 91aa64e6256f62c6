import { Expr, f } from "../../formula";

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
