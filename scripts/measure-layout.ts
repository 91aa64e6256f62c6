/**
 * Measures the copy layout (docs/copy-layout.md) after two server failures: the most active databases on
 * one server over every pair of failed servers of DAG 1's first datacenter.
 *
 * Run: npx tsc -p scripts/tsconfig.measure.json && node build/measure/scripts/measure-layout.js [grid|core]
 *
 * grid (default): single-datacenter designs of 3..12 servers, 1..120 databases, 3 and 4 HA copies, against
 *   R = ROUNDUP(A + 2A / (n - 2), 0), A = databases / servers (E2013Calcv7.6 Role Requirements C121 before
 *   the 2 it adds when the copies are fewer than its symmetrical count). Prints the designs by excess over R,
 *   the worst ones, and any design that breaks a bound that must hold (normal running ROUNDUP(A, 0), single
 *   failure ROUNDUP(A + A / (n - 1), 0), a symmetrical count, a multiple of PERMUT(n, copies): exactly R).
 * core [calculator|exsize]: the layout rule (default calculator, the calculator's own); scenarios sized by the Microsoft method (sizeMicrosoft, the calculator's own database count:
 *   symmetricalDatabaseCount Yes and No, and databaseCountCustom = mailboxes / 150), Single Datacenter,
 *   3..16 servers, 3 and 4 copies, 20 mailbox counts of 500..50,000 (2 GB quota), against the method's
 *   activeDatabasesPerServer.doubleFailure; prints how many designs are at, under and over it, and the over.
 */
import { Value } from "../src/core/formula";
import { LayoutDesign, layoutDesignOf } from "../src/core/microsoft/layout/design";
import { worstActive } from "../src/core/microsoft/layout/failures";
import { readFileSync } from "fs";
import { calculatorGrid } from "../src/core/microsoft/layout/calculatorLayout";
import { copyLayout } from "../src/core/microsoft/layout/layout";
import { parseMicrosoftScenario } from "../src/core/microsoft/scenario/parse";
import { evaluateMicrosoft, sizeMicrosoft } from "../src/core/microsoft/size";

const permut = (n: number, k: number) => {
  let p = 1;
  for (let t = 0; t < k; t++) p *= n - t;
  return p;
};
const servers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const count = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

function grid(): void {
  const byExcess = new Map<string, number>();
  const worst: string[] = [];
  const broken: string[] = [];
  let maxExcess = -Infinity;
  for (let n = 3; n <= 12; n++)
    for (const copies of [3, 4]) {
      if (copies > n) continue;
      for (let databases = 1; databases <= 120; databases++) {
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
          databasesPerVolume: 1,
          rule: "exsize",
        };
        const layout = copyLayout(d);
        const a = databases / n;
        const r = Math.ceil(a + (2 * a) / (n - 2) - 1e-9);
        const normal = worstActive(layout, servers(n), 0);
        const single = worstActive(layout, servers(n), 1);
        const double = worstActive(layout, servers(n), 2);
        const name = `${n} servers, ${databases} databases, ${copies} copies`;
        if (normal !== Math.ceil(a - 1e-9)) broken.push(`${name}: normal ${normal}`);
        if (single > Math.ceil(a + a / (n - 1) - 1e-9)) broken.push(`${name}: single ${single}`);
        if (databases % permut(n, copies) === 0 && double !== r)
          broken.push(`${name}: symmetrical, double ${double} (R ${r})`);
        const excess = double - r;
        count(byExcess, String(excess));
        if (excess > maxExcess) {
          maxExcess = excess;
          worst.length = 0;
        }
        if (excess === maxExcess) worst.push(`${name}: ${double} (R ${r})`);
      }
    }
  const total = [...byExcess.values()].reduce((s, x) => s + x, 0);
  console.log(`${total} designs (3..12 servers, 1..120 databases, 3 and 4 copies)`);
  for (const e of [...byExcess.keys()].sort((x, y) => Number(x) - Number(y)))
    console.log(`  +${e} over R: ${byExcess.get(e)}`);
  console.log(`worst (+${maxExcess}), ${worst.length} designs, first 10:`);
  for (const w of worst.slice(0, 10)) console.log(`  ${w}`);
  console.log(broken.length === 0 ? "no bound broken" : `BROKEN:\n  ${broken.join("\n  ")}`);
}

function core(): void {
  const mailboxCounts = [
    500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 6000, 7000, 8000, 10000, 12000, 14000, 16000,
    20000, 25000, 30000, 40000, 50000,
  ];
  const tally = new Map<string, number>();
  const over: string[] = [];
  let rejected = 0;
  for (const count3 of ["Yes", "No", "custom"])
    for (let n = 3; n <= 16; n++)
      for (const haCopies of [3, 4]) {
        if (haCopies > n) continue;
        for (const mailboxes of mailboxCounts) {
          const json = {
            method: "microsoft",
            highAvailability: true,
            datacenterModel: "Single Datacenter",
            exchangeServersPerDag: n,
            haCopies,
            ...(count3 === "custom"
              ? { databaseCountCustom: Math.round(mailboxes / 150) }
              : { symmetricalDatabaseCount: count3 }),
            tiers: [{ mailboxes, quotaMB: 2048 }],
          };
          const sized = sizeMicrosoft(json) as unknown as {
            validationError: unknown;
            activeDatabasesPerServer: Record<string, unknown>;
          };
          if (sized.validationError === true) {
            rejected++;
            continue;
          }
          const scenario = parseMicrosoftScenario(json);
          const values: Record<string, Value | undefined> = { ...scenario.cells };
          for (const [k, v] of evaluateMicrosoft(scenario))
            if (typeof v !== "object") values[k] = v as Value;
          const d: LayoutDesign = {
            ...layoutDesignOf(values),
            rule: process.argv[3] === "exsize" ? "exsize" : "calculator",
          };
          const home = copyLayout(d).filter((c) => c.dag === 1 && c.database <= d.databasesDc1);
          const worst = worstActive(home, servers(d.activeServersDc1), 2);
          const figure = sized.activeDatabasesPerServer.doubleFailure;
          if (typeof figure !== "number") {
            count(tally, `no figure (${JSON.stringify(figure)})`);
            continue;
          }
          const r = Math.ceil(d.databasesDc1 / (d.activeServersDc1 - 2) - 1e-9);
          const adds = figure - r === 2 ? "adds 2" : figure === r ? "adds 0" : `R ${figure - r}`;
          const key = `${worst > figure ? "over" : worst === figure ? "at" : "under"} (calculator ${adds})`;
          count(tally, key);
          if (worst > figure)
            over.push(
              `${n} servers, ${haCopies} copies, ${mailboxes} mailboxes, count ${count3}: ` +
                `${d.databasesDc1} databases, ${worst} > ${figure}`
            );
        }
      }
  const accepted = [...tally.values()].reduce((s, x) => s + x, 0);
  console.log(`${accepted} designs the calculator accepts (${rejected} rejected)`);
  for (const k of [...tally.keys()].sort()) console.log(`  ${k}: ${tally.get(k)}`);
  console.log(over.length === 0 ? "none over" : `over:\n  ${over.join("\n  ")}`);
}

/**
 * vba DESIGNS OUT: ExSize's calculatorGrid against the calculator's VBA run in LibreOffice on a grid of the
 * VBA's globals (tests/golden/microsoft-layout/vba_grid_designs.py writes DESIGNS, vba_layouts.py OUT):
 * prints how many designs match cell for cell, lagged marks included, and names the others.
 */
function vba(designsFile: string, outFile: string): void {
  const designs = JSON.parse(readFileSync(designsFile, "utf8"));
  const drawn = JSON.parse(readFileSync(outFile, "utf8"));
  const differ: string[] = [];
  drawn.forEach((o: { name: string; grid: number[][]; laggedServers: number[][] }, i: number) => {
    const g = designs[i];
    const { grid, lagged } = calculatorGrid({
      sites: g.sites,
      servers: g.servers,
      copies: g.copies,
      laggedCopies: g.lag,
      distributedLag: g.distributedLag,
      dagSize: g.amb[0] + g.amb[1],
      databases: g.databases,
      activeActiveSingleDag: g.siteResilience === "Yes" && g.model === "Active/Active (Single DAG)",
    });
    const lag = lagged.map((r) => r.flatMap((x, k) => (x ? [k] : [])));
    if (
      JSON.stringify(grid) !== JSON.stringify(o.grid) ||
      JSON.stringify(lag) !== JSON.stringify(o.laggedServers)
    )
      differ.push(o.name);
  });
  console.log(`${drawn.length - differ.length} of ${drawn.length} designs match the VBA`);
  if (differ.length > 0) console.log(`differ:\n  ${differ.join("\n  ")}`);
}

if (process.argv[2] === "core") core();
else if (process.argv[2] === "vba") vba(process.argv[3], process.argv[4]);
else grid();
