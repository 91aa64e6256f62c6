/**
 * "Find the cheapest design" in the pane (issue 33, item 2), in a real browser: Debian's chromium,
 * headless, driven by playwright-core, loads the BUILT pane (webpack, production, into .tmp/) with its
 * search worker (dist/searchWorker.js), as Excel would from https://localhost:3000. Office is a TEST
 * DOUBLE (tests/support/excel-double/browser.ts: an in-memory workbook behind Excel.run).
 *
 * - The search, first run: the pane adds the tables ExSizeServers and ExSizeDisks on a new sheet with
 *   examples/search-2019.json's rows, runs the worker, and lists the designs. The job the pane gave its
 *   worker is captured (Worker.prototype.postMessage), made into REQ.json as the worker makes it, and
 *   given to the built CLI,
 *   `node bin/exsize.js search REQ.json --top 5 --json` (jest's globalSetup builds it): the pane shows
 *   the CLI's designs, in the CLI's order, at the CLI's costs, and its counts. On the example's own
 *   scenario the CLI's winner is docs/search.md's "#1 2U 24-core, 8 TB NL-SAS: cost 176,040".
 * - A bad cell typed into the table is one line naming the row; "Use this design" puts the design in the
 *   form; "Write Compare of top 3" writes the Compare sheet through the builder.
 * - Cancel mid-run: the progress stops, no result is shown or written, and the pane stays usable (a field
 *   typed into, and a new search that finishes).
 * - axe finds nothing on the section, in every state (fields, progress, results, an error).
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { Browser, Page } from "playwright-core";
import { readSearchFields, searchRequest } from "../../src/taskpane/search/searchFields";
import { DISKS_TABLE, SERVERS_TABLE, readTable } from "../../src/taskpane/search/searchTables";
import {
  buildPane,
  launchChromium,
  openSearchPane,
  typeSearchExample,
} from "../support/paneBrowser";

const root = path.join(__dirname, "../..");
const out = path.join(root, ".tmp/pane-search-test");
const dist = path.join(out, "dist");
const AXE = require.resolve("axe-core/axe.min.js");

let browser: Browser;

beforeAll(async () => {
  await buildPane(dist, out);
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
});

/** Opens the built pane (on Microsoft's method) with the Office double; the worker's jobs are recorded. */
async function openPane(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors, offline } = await openSearchPane(browser, dist, out);
  expect(offline).toEqual([]);
  return { page, errors };
}

async function axeOnSearch(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  const violations: { id: string; help: string; nodes: { target: string[] }[] }[] =
    await page.evaluate(async () => {
      const result = await (window as any).axe.run(
        { include: [["#search"]] },
        { resultTypes: ["violations"] }
      );
      return result.violations;
    });
  return violations.map(
    (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join("; ")}`
  );
}

/**
 * The REQ.json of a job the pane gave its worker (the form's scenario, the fields' texts, the tables'
 * cells), made as the worker makes it (searchFields.ts and searchTables.ts, whose agreement with the
 * CLI's example request tests/taskpane/searchTables.test.ts holds).
 */
function requestOf(job: any): Record<string, unknown> {
  const fields = readSearchFields(Object.fromEntries(job.texts));
  const servers = readTable(SERVERS_TABLE, job.cells[0]);
  const disks = readTable(DISKS_TABLE, job.cells[1]);
  if (!("settings" in fields) || "problem" in servers || "problem" in disks)
    throw new Error(`the job does not read: ${JSON.stringify([fields, servers, disks])}`);
  return searchRequest(job.scenario, servers.entries, disks.entries, fields.settings);
}

/** The built CLI's answer to a request (`node bin/exsize.js search REQ.json --top N --json`). */
function cliSearch(request: unknown, top: number): any {
  const file = path.join(out, `request-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(request, null, 2));
  try {
    return JSON.parse(
      execFileSync(
        process.execPath,
        [path.join(root, "bin/exsize.js"), "search", file, "--top", String(top), "--json"],
        {
          encoding: "utf8",
        }
      )
    );
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const en = (x: number) => x.toLocaleString("en-US", { maximumFractionDigits: 2 });

test("the search in the pane gives exsize search's designs; a bad cell names its row; Use and Compare; axe finds nothing", async () => {
  const { page, errors } = await openPane();
  expect(await axeOnSearch(page)).toEqual([]);
  await typeSearchExample(page);
  await page.locator("#search-top").fill("5");
  await page.locator("#search-run").click();
  await page.locator("#search-results li").first().waitFor({ timeout: 120_000 });

  // the tables, added on a new sheet with the example's rows
  const sheet = await page.evaluate(() => {
    const wb = (window as any).excelDouble.double.workbook;
    return {
      sheets: wb.sheets.map((s: any) => s.name),
      tables: wb.tables.map((t: any) => [t.name, wb.sheetById(t.sheetId).name, t.address]),
    };
  });
  expect(sheet.sheets).toEqual(["Sheet1", "ExSize search"]);
  expect(sheet.tables).toEqual([
    ["ExSizeServers", "ExSize search", "$A$3:$H$6"],
    ["ExSizeDisks", "ExSize search", "$J$3:$N$6"],
  ]);
  await expect(page.locator("#search-status").innerText()).resolves.toContain(
    "Added the tables ExSizeServers and ExSizeDisks on the sheet “ExSize search”"
  );

  // the pane's request, given to the built CLI: the same designs, order and costs
  const jobs: any[] = await page.evaluate(() => (window as any).searchJobs);
  expect(jobs).toHaveLength(2); // the workbook's names, then (the tables added) their cells
  const cli = cliSearch(requestOf(jobs[1]), 5);
  const shown = await page.locator("#search-results > li").evaluateAll((items) =>
    items.map((li) => ({
      name: li.querySelector(".design-name")!.textContent,
      cost: li.querySelector("[id$='-0']")!.textContent,
    }))
  );
  expect(shown).toEqual(
    cli.designs.map((d: any) => ({
      name: `#${d.rank} ${d.server}, ${d.disk}`,
      cost: `Cost ${en(d.cost)}`,
    }))
  );
  await expect(page.locator("#search-status").innerText()).resolves.toContain(
    `${en(cli.evaluated)} candidates evaluated, ${en(cli.feasible)} feasible`
  );
  // On the example's scenario the answer is docs/search.md's (exsize search examples/search-2019.json --top 2).
  expect(shown[0]).toEqual({ name: "#1 2U 24-core, 8 TB NL-SAS", cost: "Cost 176,040" });
  expect(shown[1]).toEqual({ name: "#2 2U 24-core, 12 TB NL-SAS", cost: "Cost 195,420" });
  const bar = page.locator("#search-progress-bar");
  await expect(page.getByRole("progressbar", { name: "Search progress" }).count()).resolves.toBe(1);
  await expect(bar.evaluate((e) => (e as HTMLProgressElement).value)).resolves.toBe(100);
  await expect(bar.getAttribute("aria-valuetext")).resolves.toBe(
    `${en(cli.evaluated)} of ${en(cli.evaluated)} candidates`
  );
  await expect(page.locator("#search-design-1").innerText()).resolves.toContain(
    "Verdict: accepted (no rule broken)"
  );
  expect(await axeOnSearch(page)).toEqual([]);

  // Use this design: the form holds #1's servers per DAG and DAGs
  await page.locator("#search-use-1").click();
  await expect(page.locator("#search-status").innerText()).resolves.toContain(
    "Put design #1 2U 24-core, 8 TB NL-SAS in the form"
  );
  const used = cli.designs[0].inputs;
  await expect(page.locator("#env-exchangeServersPerDag").inputValue()).resolves.toBe(
    String(used.exchangeServersPerDag)
  );
  await expect(page.locator("#env-dagCount").inputValue()).resolves.toBe(String(used.dagCount));

  // Write Compare of top 3 (the list of 3): the Compare sheet through the builder
  await page.locator("#search-top").fill("3");
  await page.locator("#search-run").click();
  await page.waitForFunction(() => (window as any).searchJobs.length === 4);
  await page.locator("#search-compare").waitFor({ state: "visible", timeout: 120_000 });
  await expect(page.locator("#search-compare").innerText()).resolves.toBe("Write Compare of top 3");
  await page.locator("#search-compare").click();
  await page.locator("#outcome-bar[data-intent='success']").waitFor({ timeout: 120_000 });
  const compare = await page.evaluate(() =>
    (window as any).excelDouble.double.workbook.sheets.map((s: any) => s.name)
  );
  expect(compare.some((name: string) => /Compare/.test(name))).toBe(true);

  // a bad cell in the table: one line naming the row and column, nothing searched
  await page.evaluate(() => {
    const wb = (window as any).excelDouble.double.workbook;
    const cell = wb.cell(wb.sheet("ExSize search"), 4, 7); // H5 (0-based row 4, column 7): 2U 24-core's price
    cell.kind = "text";
    cell.content = "18,000";
  });
  await page.locator("#search-run").click();
  await page.waitForFunction(() =>
    /row 5/.test(document.getElementById("search-status")!.textContent!)
  );
  await expect(page.locator("#search-status").innerText()).resolves.toBe(
    'Servers table, row 5 (2U 24-core): Price must be a number (got the text "18,000")'
  );
  expect(await page.evaluate(() => (window as any).searchJobs.length)).toBe(6);
  await expect(page.locator("#search-results > li").count()).resolves.toBe(0);
  expect(await axeOnSearch(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
}, 600_000);

test("Cancel mid-run: the progress stops, nothing is shown or written, the pane stays usable", async () => {
  const { page, errors } = await openPane();
  // 3 servers x 3 disks x 15 x 80 = 10,800 candidates: long enough to cancel in the middle
  await page.locator("#search-exchangeServersPerDag-to").fill("16");
  await page.locator("#search-dagCount-to").fill("80");
  await page.locator("#search-run").click();
  const bar = page.locator("#search-progress-bar");
  await page.waitForFunction(
    () => (document.getElementById("search-progress-bar") as HTMLProgressElement).value > 0,
    undefined,
    { timeout: 120_000 }
  );
  expect(await axeOnSearch(page)).toEqual([]);
  // the pane is usable while the search runs: a field takes typing at once
  await page.locator("#tier-1-mailboxes").fill("12000", { timeout: 2_000 });
  await page.locator("#search-cancel").click();
  const at = await bar.evaluate((e) => (e as HTMLProgressElement).value);
  expect(at).toBeLessThan(100);
  await expect(page.locator("#search-status").innerText()).resolves.toMatch(
    /^Cancelled at [\d,]+ of 10,800 candidates: nothing written\.$/
  );
  await page.waitForTimeout(1_500);
  await expect(bar.evaluate((e) => (e as HTMLProgressElement).value)).resolves.toBe(at);
  await expect(page.locator("#search-results > li").count()).resolves.toBe(0);
  await expect(page.locator("#search-cancel").isHidden()).resolves.toBe(true);
  const sheets = await page.evaluate(() =>
    (window as any).excelDouble.double.workbook.sheets.map((s: any) => s.name)
  );
  expect(sheets).toEqual(["Sheet1", "ExSize search"]);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("search-run");
  // usable after: a small search runs to its end
  await page.locator("#search-exchangeServersPerDag-from").fill("4");
  await page.locator("#search-exchangeServersPerDag-to").fill("4");
  await page.locator("#search-dagCount-to").fill("1");
  await page.locator("#search-run").click();
  await page.locator("#search-results li").first().waitFor({ timeout: 120_000 });
  await expect(bar.evaluate((e) => (e as HTMLProgressElement).value)).resolves.toBe(100);
  expect(errors).toEqual([]);
  await page.context().close();
}, 600_000);
