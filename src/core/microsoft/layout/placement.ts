import { Value, evaluateNumber } from "../../formula";
import { PLACEMENT_STEPS } from "./placementSteps";

/**
 * The placement rule of the copy layout (docs/copy-layout.md): which server of a group of n servers
 * holds copy k (0 = the group's first copy) of a database with anchor a (0..n-1), rotation q and group
 * remainder r. The rule is written once, as PLACEMENT_STEPS (placementSteps.ts, Excel's MOD, ROUNDDOWN
 * and IF); this evaluates those steps, and the workbook's Copy layout sheet prints the same steps as
 * native formulas. Results are memoized by (k, a, q, n, r): a layout asks for few distinct ones.
 * Example: n = 4, r = 0, a = 1, q = 5: copies on servers 1, 0, 2 and 3 (offsets 0, 3, 1, 2).
 */
export function copyServer(k: number, a: number, q: number, n: number, r: number): number {
  if (k >= n) throw new RangeError(`copy ${k + 1} of a database does not fit on ${n} servers`);
  const key = `${k},${a},${q},${n},${r}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const values: Record<string, Value> = {
    copyIndex: k,
    anchor: a,
    rotation: q,
    groupServers: n,
    remainder: r,
  };
  const env = (name: string): Value | undefined => values[name];
  for (const s of PLACEMENT_STEPS) values[s.key] = evaluateNumber(s.formula, env, s.key);
  const server = values.copyServerInGroup as number;
  if (memo.size > 100_000) memo.clear();
  memo.set(key, server);
  return server;
}
const memo = new Map<string, number>();
