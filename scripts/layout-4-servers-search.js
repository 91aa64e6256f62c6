/**
 * Exhaustive search behind docs/copy-layout.md ("Not reached"): with 4 servers, can a layout that deals the
 * actives in turn (database i active on server MOD(i, 4), rotation INT(i / 4)) and repeats its copy orders
 * every P rotations reach the calculator's figures for EVERY count D = 4Q + r (Q = 0, 1, ...) at once:
 * actives ROUNDUP(D/4); after one failure balanced within one and at most ROUNDUP(D/3); after two failures
 * at most ROUNDUP(D/2)?  With 4 servers two failures leave two, and a database goes to whichever of them
 * comes first in its copies (the fourth server, holding none, counts as last), so the double-failure
 * condition is that for every two servers z, w the databases that put z first and those that put w
 * first differ by at most D MOD 2.
 * Run: node scripts/layout-4-servers-search.js r P   (e.g. 2 12); prints up to 3 tables found or none.
 * Measured: r = 0, 1, 3 with P = 6: tables exist; r = 2 with P = 6 and P = 12: none.
 */
const n = 4;
const r = Number(process.argv[2] ?? 2);
const P = Number(process.argv[3] ?? 12);
const perms = [];
for (let a = 0; a < n; a++) {
  perms[a] = [];
  for (let b = 0; b < n; b++)
    for (let c = 0; c < n; c++)
      if (new Set([a, b, c]).size === 3) perms[a].push([a, b, c, 6 - a - b - c]);
}
const pairs = [];
for (let z = 0; z < n; z++) for (let w = z + 1; w < n; w++) pairs.push([z, w]);
const tournament = (p) => pairs.map(([z, w]) => (p.indexOf(z) < p.indexOf(w) ? 1 : -1));
const T = pairs.map(() => 0);
const moved = [0, 1, 2, 3].map(() => [0, 0, 0, 0]); // moved[x][z]: x's databases whose second copy is on z
const actives = [0, 0, 0, 0];
function apply(p, sign) {
  tournament(p).forEach((t, i) => (T[i] += sign * t));
  moved[p[0]][p[1]] += sign;
  actives[p[0]] += sign;
}
function perfect(D) {
  if (T.some((t) => Math.abs(t) > D % 2)) return false;
  for (let x = 0; x < n; x++) {
    const loads = [0, 1, 2, 3].filter((z) => z !== x).map((z) => actives[z] + moved[x][z]);
    if (Math.max(...loads) - Math.min(...loads) > 1 || Math.max(...loads) > Math.ceil(D / 3))
      return false;
  }
  return true;
}
const found = [];
const table = [];
function rotation(q) {
  if (found.length >= 3) return;
  if (q === P) {
    // the pattern repeats: after P rotations the state must be the one it started from, in effect
    const even = moved.every((row, x) => {
      const v = row.filter((_, z) => z !== x);
      return Math.max(...v) === Math.min(...v);
    });
    if (T.every((t) => t === 0) && even)
      found.push(table.map((g) => g.map((p) => p.join("")).join(" ")));
    return;
  }
  const group = [];
  const anchor = (a) => {
    if (a === n) {
      table.push(group.slice());
      rotation(q + 1);
      table.pop();
      return;
    }
    for (const p of perms[a]) {
      apply(p, 1);
      group[a] = p;
      const D = a === r - 1 ? 4 * q + r : r === 0 && a === n - 1 ? 4 * (q + 1) : -1;
      if (D < 0 || perfect(D)) anchor(a + 1);
      apply(p, -1);
      if (found.length >= 3) return;
    }
  };
  anchor(0);
}
rotation(0);
console.log(
  `4 servers, D = 4Q + ${r}, pattern repeating every ${P} rotations: ${found.length ? "found" : "none"}`
);
for (const t of found) console.log(`  ${t.join(" | ")}`);
