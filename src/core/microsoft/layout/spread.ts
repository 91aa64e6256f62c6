import { excelPermut } from "../../formula";

/**
 * The calculator's placement of one datacenter's copies (E2013Calcv7.6, VBA Module1 `Spread2`, lines
 * 333-430): for each of `databases` databases (1 up), the server (1 up, among the datacenter's `servers`)
 * of its copy 1, 2, ..., `copies`. Copy numbers are the datacenter's own; the caller numbers the second
 * datacenter's after the first's (`Show_Spread2`).
 *
 * The rule, in ExSize's words:
 * - Copy 1 goes round the servers: database i on server ((i - 1) mod n) + 1.
 * - Copy c (c >= 2) walks a counter S from server c, one server per database (wrapping), over a cycle of
 *   P(n, c) = n! / (n - c)! databases, in blocks of P(n, c - 1) databases:
 *   - after a database that ends the cycle, S starts again at server c (and the block at c);
 *   - after one that ends a block of P(n, c - 1), the block's start moves on by one and S starts there;
 *   - after one that ends a run of n databases (only for c >= 3: for c = 2 a block is n), S moves on by
 *     two (wrapping) and then on by one while it is a server that one of the next database's copies
 *     1..c-1 already uses; for c >= 4, at every P(n, 2)-th database, S also moves on (skipping the same
 *     servers) while the next database's servers 1..c-1 plus S, written one after another as text,
 *     equal those of a database at the start of an earlier P(n, 2)-run of the same cycle;
 *   - after any other database, S moves on by one.
 * Within a run of n databases every copy's server is copy 1's plus a fixed step, so each run spreads
 * each copy level once over the n servers.
 * Example: n = 2, c = 2, 4 databases: copy 1 on 1, 2, 1, 2; copy 2 on 2, 1, 2, 1.
 * n = 4, c = 3, databases 1-8: copy 1 on 1 2 3 4 1 2 3 4, copy 2 on 2 3 4 1 3 4 1 2, copy 3 on
 * 3 4 1 2 4 1 2 3 (second run: S = 2 after database 4, + 2 = 4, next database's copies use 1 and 3,
 * so 4 stays).
 * Units: server and copy numbers, whole. Throws a RangeError where the VBA would fail (more copies than
 * servers: WorksheetFunction.Permut errs), or loop for ever (no pattern left: never for n <= 16 here, a
 * guard).
 */
export function spreadCopies(servers: number, copies: number, databases: number): number[][] {
  if (!Number.isInteger(servers) || servers < 1)
    throw new RangeError(`a datacenter of the layout needs 1 or more servers (got ${servers})`);
  if (!Number.isInteger(copies) || copies < 1 || copies > servers)
    throw new RangeError(
      `${copies} copies of a database do not fit on ${servers} server(s) of a datacenter`
    );
  const n = servers;
  // grid[i][c] = server of copy c+1 of database i+1; row `databases` (one past the end) stays 0, as
  // the VBA's erased array reads there.
  const grid: number[][] = Array.from({ length: databases + 1 }, () =>
    new Array<number>(copies).fill(0)
  );
  const wrap = (s: number) => (s > n ? s - n : s);
  for (let i = 0; i < databases; i++) grid[i][0] = (i % n) + 1;
  const pairs = n > 1 ? excelPermut(n, 2) : 0;
  let cycle = n;
  for (let c = 2; c <= copies; c++) {
    let s = c;
    let block = c;
    const blockLength = cycle;
    cycle = excelPermut(n, c);
    const skipUsed = (db: number) => {
      let guard = 0;
      // while one of the next database's copies 1..c-1 is on server s
      while (grid[db].slice(0, c - 1).includes(s)) {
        s = wrap(s + 1);
        if (++guard > n) throw new RangeError("no free server for a copy (the VBA would loop)");
      }
    };
    for (let db = 1; db <= databases; db++) {
      grid[db - 1][c - 1] = s;
      if (db % cycle === 0) {
        block = c;
        s = block;
      } else if (db % blockLength === 0) {
        block += 1;
        s = block;
      } else if (db % n === 0) {
        s = wrap(s + 2);
        skipUsed(db);
        if (c > 3 && db % pairs === 0) {
          // the patterns of the databases at the start of this cycle's earlier P(n, 2)-runs
          const seen = new Set<string>();
          for (let y = Math.floor(db / cycle) * cycle + 1; y <= db - 1; y += pairs)
            seen.add(grid[y - 1].slice(0, c).join(""));
          let guard = 0;
          while (seen.has(grid[db].slice(0, c - 1).join("") + String(s))) {
            s = wrap(s + 1);
            skipUsed(db);
            if (++guard > n * n)
              throw new RangeError("no unused pattern left for a copy (the VBA would loop)");
          }
        }
      } else s = wrap(s + 1);
    }
  }
  return grid.slice(0, databases);
}
