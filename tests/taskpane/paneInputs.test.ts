/**
 * Issue 33, item 4: every input `exsize` takes for a Microsoft design is a field of the pane, and the same
 * inputs typed into the pane and given to the CLI build the same workbook.
 *
 * - Completeness: the inputs `exsize size --help` lists (src/cli/microsoftInputs.ts: every global input,
 *   the special ones, the SPECrate2017 and processor keys; the tier inputs), the 2019 keys parse.ts reads
 *   besides (sockets, hyperthreading, the MetaCache keys), exchangeVersion, project and customer, and the
 *   16 deployment inputs are each a field of the environment form, the tier table or the deployment
 *   section. The keys left out are named with why.
 * - Parity: texts typed into the pane's fields (2019, a 20 TB disk outside the calculator's list, a
 *   processor model of the catalog for the primary servers and a SPECrate2017 result for the secondary
 *   ones, MetaCache SSDs, accepted rejects, names) go through the pane's build path (envToScenario,
 *   tiersToScenario, deploymentInputsOf, resolvedDesign with the catalog rows as dist/processors.json
 *   holds them, buildMicrosoftWorkbook); the design the pane saves goes through `exsize workbook` (in
 *   process). The Inputs sheet of both holds the same value or formula in every cell.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { microsoftInputs, microsoftTierInputs } from "../../src/cli/microsoftInputs";
import { workbookCommand } from "../../src/cli/workbookCommand";
import { DEPLOYMENT_INPUTS } from "../../src/core/microsoft/scenario/inputs";
import { cellRef } from "../../src/workbook/a1";
import { buildMicrosoftWorkbook } from "../../src/workbook/microsoft/build";
import { DEPLOYMENT_FIELDS, deploymentInputsOf } from "../../src/taskpane/deployment";
import { ENV_FIELDS, envToScenario } from "../../src/taskpane/msEnvironment";
import { resolvedDesign } from "../../src/taskpane/msFormChecks";
import { useProcessorRows } from "../../src/taskpane/processorCatalog";
import { TIER_COLUMNS } from "../../src/taskpane/tierColumns";
import { addTier, initialTiers, setTierValue, tiersToScenario } from "../../src/taskpane/tiers";
import { readXlsx } from "../support/xlsxRead";
const { processorCatalogJson } = require("../../scripts/webpack/processorCatalogAsset");

const root = path.join(__dirname, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-pane-inputs-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const DATE = new Date(2026, 10, 27);

test("every input the CLI takes for a Microsoft design is a field of the pane", () => {
  const pane = new Set([
    ...ENV_FIELDS.map((f) => f.key),
    ...TIER_COLUMNS.map((c) => c.key),
    ...DEPLOYMENT_FIELDS.map((f) => f.key),
  ]);
  const cli = [
    ...microsoftInputs().map((i) => i.name),
    ...microsoftTierInputs().map((i) => i.name),
    // parse.ts's keys besides (docs/microsoft-method.md, issue 30)
    "exchangeVersion",
    "project",
    "customer",
    "sockets",
    "socketsSecondary",
    "socketsLagged",
    "hyperthreading",
    "mcdbCapacityPercent",
    "mcdbSsdCapacityGB",
    ...DEPLOYMENT_INPUTS.map((s) => s.name),
  ];
  // Not fields, by design: `servers` is another name of exchangeServersPerDag; profileSource and prices
  // are written by exsize profile and exsize search (the pane's own sections set them); a tier's
  // `archive` is archiveQuotaMB > 0.
  expect(cli.filter((k) => !pane.has(k))).toEqual([]);
});

const TEXTS: Readonly<Record<string, string>> = {
  project: "Contoso mail 2026",
  customer: "Contoso",
  exchangeVersion: "2019",
  exchangeServersPerDag: "4",
  dagCount: "1",
  datacenterModel: "Active/Passive",
  haCopies: "4",
  laggedCopies: "0",
  haCopiesSecondary: "2",
  laggedCopiesSecondary: "0",
  diskCapacityGB: "20000",
  diskType: '7.2K RPM SAS 3.5"',
  processor: "Intel Xeon Gold 6448Y",
  sockets: "2",
  specRate2017IntBaseSecondary: "400",
  processorVendor: "AMD",
  hyperthreading: "No",
  mcdbCapacityPercent: "6",
  mcdbSsdCapacityGB: "7680",
  acceptedDespite: "cpuFailureMode",
  maxCpuWorstFailurePercent: "75",
  networkLinkLatencyMs: "20",
};

test("the same inputs through the pane's build path and through exsize workbook give the same Inputs sheet, and every other sheet", async () => {
  // The tiers as typed into the table: tier 1 of 12,000 mailboxes, a second of 800 at 350 messages.
  let table = setTierValue(initialTiers(), 1, "mailboxes", "12,000");
  table = addTier(table);
  table = setTierValue(table, 2, "mailboxes", "800");
  table = setTierValue(table, 2, "messagesPerDay", "350");
  const design = {
    method: "microsoft",
    ...envToScenario(TEXTS, "en-US"),
    tiers: tiersToScenario(table, "en-US"),
    ...deploymentInputsOf({
      serverNames: "mbx01, mbx02, mbx03, mbx04, mbx05, mbx06",
      dagName: "DAG01",
    }),
  };
  // The pane: the catalog as it fetches it, then Build's path.
  useProcessorRows(
    JSON.parse(
      processorCatalogJson(fs.readFileSync(path.join(root, "src/catalog/processorRows.ts"), "utf8"))
    )
  );
  const resolved = await resolvedDesign(design);
  expect(resolved).toMatchObject({ specRate2017IntBase: 578.5, coresPerServer: 64 });
  const pane = buildMicrosoftWorkbook(resolved, { date: DATE });
  // The CLI: the design as the pane saves it (models by name), read from a file.
  const file = path.join(dir, "design.json");
  fs.writeFileSync(file, JSON.stringify(design));
  const out = path.join(dir, "design.xlsx");
  const run = workbookCommand([file, "-o", out], DATE);
  expect(run.stderr).toBe("");
  expect(run.exitCode).toBe(0);
  const cli = readXlsx(new Uint8Array(fs.readFileSync(out)));

  // Every sheet, the Inputs sheet first: each cell's formula, else its value.
  expect(cli.sheetNames).toEqual(pane.sheets.map((s) => s.name));
  const literals: unknown[] = [];
  let compared = 0;
  for (const sheet of pane.sheets) {
    const written = cli.cells.get(sheet.name)!;
    sheet.rows.forEach((row, r) =>
      row.forEach((cell, c) => {
        if (!cell || (cell.value === undefined && cell.formula === undefined)) return;
        const at = `${sheet.name}!${cellRef(r, c)}`;
        const w = written.get(cellRef(r, c));
        expect({ at, content: w?.formula ?? w?.value }).toEqual({
          at,
          content: cell.formula?.replace(/^=/, "") ?? cell.value,
        });
        literals.push(cell.value);
        compared++;
      })
    );
  }
  expect(compared).toBeGreaterThan(1000);
  // The 2019 inputs reached the workbook: the 20 TB disk on the Inputs sheet, the MetaCache share, the
  // processor model, the project.
  expect(literals).toEqual(
    expect.arrayContaining([
      "20000 GB",
      "Intel Xeon Gold 6448Y (ExSize's processor catalog)",
      "Contoso mail 2026",
      "cpuFailureMode",
    ])
  );
});
