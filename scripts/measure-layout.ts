/**
 * Measures the copy layout's worst active databases per server after two server failures against
 * R = ROUNDUP(A + 2A / (n - 2), 0), A = databases / servers (E2013Calcv7.6 Role Requirements C121
 * before the 2 it adds when the copies are fewer than its symmetrical count), over single-datacenter
 * designs of 3..12 servers, 1..120 databases, 3 and 4 HA copies (docs/copy-layout.md, "What it gives").
 * Run: npx tsc -p scripts/tsconfig.measure.json && node build/measure/scripts/measure-layout.js [maxServers maxDatabases]
 * Prints the number of designs by excess over R, the worst designs, and any design that breaks a bound
 * that must hold (normal running, single failure, symmetrical counts exactly R).
 */
import { LayoutDesign } from "../src/core/microsoft/layout/design";
import { worstActive } from "../src/core/microsoft/layout/failures";
import { copyLayout } from "../src/core/microsoft/layout/layout";

const maxServers = Number(process.argv[2] ?? 12);
const maxDatabases = Number(process.argv[3] ?? 120);
const permut = (n: number, k: number) => {
  let p = 1;
  for (let t = 0; t < k; t++) p *= n - t;
  return p;
};
const byExcess = new Map<number, number>();
const worst: string[] = [];
const broken: string[] = [];
let maxExcess = -Infinity;
for (let n = 3; n <= maxServers; n++)
  for (const copies of [3, 4]) {
    if (copies > n) continue;
    for (let databases = 1; databases <= maxDatabases; databases++) {
      const d: LayoutDesign = {
        highAvailability: true,
        dags: 1,
        model: "Single Datacenter",
        databasesDc1: databases,
        databasesDc2: 0,
        activeServersDc1: n,
        activeServersDc2: 0,
        drServersDc1: 0,
        drServersDc2: 0,
        laggedServersDc1: 0,
        laggedServersDc2: 0,
        haCopiesDc1: copies,
        laggedCopiesDc1: 0,
        haCopiesDc2: 0,
        laggedCopiesDc2: 0,
      };
      const layout = copyLayout(d);
      const servers = Array.from({ length: n }, (_, i) => i + 1);
      const a = databases / n;
      const r = Math.ceil(a + (2 * a) / (n - 2) - 1e-9);
      const normal = worstActive(layout, servers, 0);
      const single = worstActive(layout, servers, 1);
      const double = worstActive(layout, servers, 2);
      const name = `${n} servers, ${databases} databases, ${copies} copies`;
      if (normal !== Math.ceil(a - 1e-9)) broken.push(`${name}: normal ${normal}`);
      if (single > Math.ceil(a + a / (n - 1) - 1e-9)) broken.push(`${name}: single ${single}`);
      if (databases % permut(n, copies) === 0 && double !== r)
        broken.push(`${name}: symmetrical, double ${double} (R ${r})`);
      const excess = double - r;
      byExcess.set(excess, (byExcess.get(excess) ?? 0) + 1);
      if (excess > maxExcess) {
        maxExcess = excess;
        worst.length = 0;
      }
      if (excess === maxExcess) worst.push(`${name}: ${double} (R ${r})`);
    }
  }
const total = [...byExcess.values()].reduce((s, x) => s + x, 0);
console.log(`${total} designs (3..${maxServers} servers, 1..${maxDatabases} databases, 3 and 4 copies)`);
for (const e of [...byExcess.keys()].sort((x, y) => x - y))
  console.log(`  ${e >= 0 ? "+" : ""}${e} over R: ${byExcess.get(e)}`);
console.log(`worst (+${maxExcess}), ${worst.length} designs, first 10:`);
for (const w of worst.slice(0, 10)) console.log(`  ${w}`);
console.log(broken.length === 0 ? "no bound broken" : `BROKEN:\n  ${broken.slice(0, 20).join("\n  ")}`);
