/**
 * Two gaps issue 33's closing note admitted, closed against the BUILT pane in a real browser (Debian's
 * chromium, headless, driven by playwright-core; webpack's production build into .tmp/pane-gaps-test/;
 * Office a TEST DOUBLE, tests/support/excel-double/browser.ts, an in-memory workbook behind Excel.run),
 * one build shared by both (the build takes minutes on a shared machine):
 *
 * 1. The search with servers that name a processor model of the catalog (src/catalog/processorRows.ts,
 *    served as dist/processors.json) rather than a typed SPECint rate: the pane's designs are the built
 *    CLI's (`exsize search REQ.json --top 3 --json` on the pane's own request); "Use this design" puts
 *    the winner's processor in the form (model and sockets in their boxes, the catalog's reading beside
 *    them: SPECrate2017_int_base and cores as the CLI resolved them), and the scenario the form then
 *    gives (the one a Build uses) sizes, through `exsize size --json`, to the CLI winner's summary.
 * 2. "Measure from tracking logs" on bad input: a folder holding no *.log or *.log.gz; a log whose
 *    date-time fields carry an offset (+01:00, not Exchange's Z) measured with a non-UTC time zone, and
 *    a time zone that is no IANA zone; a log with an unreadable line. Each is compared with the built
 *    `exsize profile` on the same files (the same refusal, word for word after the CLI's "exsize profile: "
 *    or "exsize: " prefix, or the same figures), and none writes to the workbook (its snapshot unchanged) or changes
 *    the form. Cancel in the middle of a read leaves the workbook and the form as they were, also after
 *    the time the whole read takes.
 *
 * The small logs are written at test time into a temporary folder (never committed) in Exchange's
 * message tracking log format (tests/support/trackingLogWriter.ts); the large one for Cancel by
 * tests/support/tieredLogSet.ts.
 */
import { execFileSync, spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
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
import { writeTieredLogSet } from "../support/tieredLogSet";
import { FIELDS_2019, deliver, logFileText, other, receive } from "../support/trackingLogWriter";

const root = path.join(__dirname, "../..");
const out = path.join(root, ".tmp/pane-gaps-test");
const dist = path.join(out, "dist");
const EXSIZE = path.join(root, "bin/exsize.js");
const NOT_MEASURED = "Not measured, nothing in the form changed: ";

let browser: Browser;
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-pane-gaps-"));
  await buildPane(dist, out);
  browser = await launchChromium();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Opens the built pane with the Office double; the search worker's jobs are recorded. */
async function openPane(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors, offline } = await openSearchPane(browser, dist, out, true);
  await page.locator("#measure-start").waitFor();
  expect(offline).toEqual([]);
  return { page, errors };
}

/** The built CLI: its JSON answer, or its one-line refusal (stderr without "exsize: " or "exsize CMD: "), and exit code. */
function cli(args: string[], cwd = root): { json?: any; refusal?: string; status: number | null } {
  const run = spawnSync(process.execPath, [EXSIZE, ...args], {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  if (run.status === 0) return { json: JSON.parse(run.stdout), status: 0 };
  return { refusal: run.stderr.trim().replace(/^exsize( \w+)?: /, ""), status: run.status };
}

function writeJson(name: string, value: unknown): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, JSON.stringify(value, null, 2));
  return file;
}

// ---------------------------------------------------------------- 1. processor models in the search

/**
 * Server rows naming catalog processors (model, sockets; no cores, no SPECint rate typed), written into
 * the ExSizeServers table's three example rows (sheet rows 4-6, columns A-H). Prices are illustrative
 * test inputs, not quotes.
 */
const PROCESSOR_SERVERS: readonly (readonly (string | number)[])[] = [
  ["Gold 6448Y x2", "Intel Xeon Gold 6448Y", 2, "", "", 256, 24, 30000],
  ["Gold 6418H x2", "Intel Xeon Gold 6418H", 2, "", "", 256, 24, 21000],
  ["Gold 6414U x1", "Intel Xeon Gold 6414U", 1, "", "", 192, 12, 12000],
];

/** The REQ.json of a job the pane gave its search worker, made as the worker makes it. */
function requestOf(job: any): Record<string, unknown> {
  const fields = readSearchFields(Object.fromEntries(job.texts));
  const servers = readTable(SERVERS_TABLE, job.cells[0]);
  const disks = readTable(DISKS_TABLE, job.cells[1]);
  if (!("settings" in fields) || "problem" in servers || "problem" in disks)
    throw new Error(`the job does not read: ${JSON.stringify([fields, servers, disks])}`);
  return searchRequest(job.scenario, servers.entries, disks.entries, fields.settings);
}

/**
 * A search design's inputs as a scenario `exsize size` takes: without the search's prices. A named
 * processor stays as `exsize search --json` prints it, the catalog's specRate2017IntBase and
 * coresPerServer beside the model (which exsize size refused as a second CPU until the pane's processor
 * search found it: a resolved scenario now resolves to itself, src/catalog/processorModels.ts).
 */
function sizeableDesign(inputs: Record<string, unknown>): Record<string, unknown> {
  const scenario = { ...inputs };
  delete scenario.prices;
  return scenario;
}

const en = (x: number) => x.toLocaleString("en-US", { maximumFractionDigits: 2 });

test("search over catalog processors: the CLI's designs; Use this design puts the processor in the form; its Build sizes as exsize size of the design", async () => {
  const { page, errors } = await openPane();
  await typeSearchExample(page);
  await page.locator("#search-top").fill("3");
  // the first run adds the tables with the example rows; they are then edited as a consultant would
  await page.locator("#search-run").click();
  await page.locator("#search-results li").first().waitFor({ timeout: 120_000 });
  await page.evaluate(
    (rows) => {
      const wb = (window as any).excelDouble.double.workbook;
      const sheet = wb.sheet("ExSize search");
      rows.forEach((row: (string | number)[], r: number) =>
        row.forEach((value, c) => {
          if (value === "") sheet.cells.delete(`${3 + r},${c}`);
          else {
            const cell = wb.cell(sheet, 3 + r, c);
            cell.kind = typeof value === "number" ? "number" : "text";
            cell.content = value;
          }
        })
      );
    },
    PROCESSOR_SERVERS as (string | number)[][]
  );
  await page.locator("#search-run").click();
  await page.waitForFunction(() => (window as any).searchJobs.length === 4);
  await page.locator("#search-results li").first().waitFor({ timeout: 120_000 });
  await page.waitForFunction(() =>
    /candidates evaluated/.test(document.getElementById("search-status")!.textContent!)
  );

  // the pane's request, given to the built CLI: the same designs, order and costs
  const jobs: any[] = await page.evaluate(() => (window as any).searchJobs);
  const request = requestOf(jobs[3]);
  expect((request.search as any).servers.map((s: any) => [s.processor, s.sockets])).toEqual(
    PROCESSOR_SERVERS.map((r) => [r[1], r[2]])
  );
  const search = cli([
    "search",
    writeJson("processor-request.json", request),
    "--top",
    "3",
    "--json",
  ]);
  expect(search.refusal).toBeUndefined();
  const designs: any[] = search.json.designs;
  const shown = await page.locator("#search-results > li").evaluateAll((items) =>
    items.map((li) => ({
      name: li.querySelector(".design-name")!.textContent,
      cost: li.querySelector("[id$='-0']")!.textContent,
    }))
  );
  expect(shown).toEqual(
    designs.map((d) => ({ name: `#${d.rank} ${d.server}, ${d.disk}`, cost: `Cost ${en(d.cost)}` }))
  );
  const winner = designs[0].inputs;
  expect(PROCESSOR_SERVERS.map((r) => r[1])).toContain(winner.processor);

  // Use this design: the processor's model and sockets in the form, the catalog's reading beside them
  await page.locator("#search-use-1").click();
  const status = await page.locator("#search-status").innerText();
  expect(status).toContain(`Put design #1 ${designs[0].server}, ${designs[0].disk} in the form`);
  expect(status).not.toMatch(/except/);
  await expect(page.locator("#env-processor").inputValue()).resolves.toBe(winner.processor);
  await expect(page.locator("#env-sockets").inputValue()).resolves.toBe(String(winner.sockets));
  // (the catalog is fetched when a processor is shown, then the box is read again)
  await page.waitForFunction(
    () => document.getElementById("env-processor-reading")!.textContent !== "",
    undefined,
    { timeout: 30_000 }
  );
  // (textContent: the environment's <details> is closed, where innerText is "")
  const reading = await page.locator("#env-processor-reading").textContent();
  expect(reading).toContain(
    `${winner.processor} x ${winner.sockets}: SPECrate2017_int_base ${en(winner.specRate2017IntBase)}, the median of`
  );
  expect(reading).toContain(`; ${winner.coresPerServer} cores;`);
  await expect(page.locator("#env-exchangeServersPerDag").inputValue()).resolves.toBe(
    String(winner.exchangeServersPerDag)
  );
  await expect(page.locator("#env-dagCount").inputValue()).resolves.toBe(String(winner.dagCount));

  // Build: the workbook is written from the form's scenario
  await page.locator("#build").click();
  await page
    .locator("#outcome-bar[data-intent='success'], #outcome-bar[data-intent='error']")
    .waitFor({ timeout: 120_000 });
  await expect(page.locator("#outcome-bar").innerText()).resolves.toContain(
    "Built the Microsoft method's sizing workbook"
  );
  const written: unknown[] = await page.evaluate(() => {
    const wb = (window as any).excelDouble.double.workbook;
    return wb.sheets.flatMap((s: any) => [...s.cells.values()].map((c: any) => c.content));
  });
  expect(written).toContain(winner.processor);

  // The form's scenario (what Build took: the search posts the same actions.scenario()), sized by the
  // built CLI, gives exsize size's figures of the design the search printed, and its summary.
  await page.locator("#search-run").click();
  await page.waitForFunction(() => (window as any).searchJobs.length === 6);
  const formScenario = (await page.evaluate(() => (window as any).searchJobs))[5].scenario;
  expect(formScenario).toMatchObject({ processor: winner.processor, sockets: winner.sockets });
  const fromForm = cli(["size", writeJson("form-scenario.json", formScenario), "--json"]);
  const fromDesign = cli(["size", writeJson("design.json", sizeableDesign(winner)), "--json"]);
  expect(fromForm.refusal).toBeUndefined();
  expect(fromDesign.refusal).toBeUndefined();
  expect(fromForm.json.summary).toEqual(designs[0].summary);
  // every figure alike
  expect(fromForm.json).toEqual(fromDesign.json);
  expect(errors).toEqual([]);
  await page.context().close();
}, 900_000);

// ---------------------------------------------------------------- 2. measure: error paths and Cancel

const USERS = 12;

/**
 * One server's day of traffic on Monday 2026-11-02 (a working day): per hour 08:00-17:00 UTC, each user
 * sends one message (RECEIVE from STOREDRIVER) to the next user (DELIVER from STOREDRIVER), with an
 * SMTP SEND between. `at` writes each date-time (Exchange writes yyyy-mm-ddThh:mm:ss.fffZ).
 */
function dayOfTraffic(server: string, at: (utcMs: number) => string): string {
  const events = [];
  for (let hour = 8; hour < 18; hour++)
    for (let u = 0; u < USERS; u++) {
      const ms = Date.UTC(2026, 10, 2, hour, u * 4);
      const id = `<m${hour}-${u}@contoso.com>`;
      const from = `user${u}@contoso.com`;
      const to = `user${(u + 1) % USERS}@contoso.com`;
      const bytes = 20_000 + u * 5_000;
      events.push(receive(at(ms), server, `${hour}${u}1`, id, from, [to], bytes, "Report"));
      events.push(other(at(ms + 500), server, "SEND", "SMTP", id, "Report"));
      events.push(deliver(at(ms + 1000), server, `${hour}${u}2`, id, [to], bytes, from, "Report"));
    }
  return logFileText({
    fields: FIELDS_2019,
    version: "15.02.1118.007",
    date: "2026-11-02T08:00:00.000Z",
    events,
  });
}

const utcText = (ms: number) => new Date(ms).toISOString();
/** The same instant as a date-time with a +01:00 offset ("2026-11-02T09:04:00.000+01:00"). */
const plusOneText = (ms: number) => `${new Date(ms + 3_600_000).toISOString().slice(0, 23)}+01:00`;

/** A MessageTracking folder under tmp (its name MessageTracking, one folder a server): name to text. */
function logFolder(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, name, "MessageTracking");
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** What the pane's form and the workbook hold (to show that nothing changed). */
async function state(page: Page): Promise<{ form: Record<string, string>; workbook: unknown }> {
  return page.evaluate(() => ({
    form: Object.fromEntries(
      [
        ...document.querySelectorAll<HTMLInputElement>(
          "#tier-list input, #tier-list select, #ms-environment input, #ms-environment select, #ms-environment textarea"
        ),
      ].map((e) => [e.id, e.value])
    ),
    workbook: (window as any).excelDouble.double.workbook.snapshot(),
  }));
}

/** Picks `folder` as a folder in the pane (time zone `tz`) and returns the one line it ends on. */
async function measureFolder(page: Page, folder: string, tz = ""): Promise<string> {
  await page.locator("#measure-tz").fill(tz);
  await page.evaluate(() => (document.getElementById("measure-summary")!.textContent = ""));
  await page.locator("#measure-folder").setInputFiles(folder);
  await page.waitForFunction(
    () => document.getElementById("measure-summary")!.textContent !== "",
    undefined,
    { timeout: 120_000 }
  );
  expect(await page.locator("#measure-cancel").isVisible()).toBe(false);
  return page.locator("#measure-summary").innerText();
}

/** `exsize profile MessageTracking [--tz ZONE] --json` run where the folder is, so it names files as the pane. */
const profileOf = (folder: string, tz?: string) =>
  cli(["profile", "MessageTracking", ...(tz ? ["--tz", tz] : []), "--json"], path.dirname(folder));

test("measure: a folder with no *.log or *.log.gz is one line naming what is missing (exsize profile refuses it too); nothing written", async () => {
  const { page, errors } = await openPane();
  const before = await state(page);
  const empty = logFolder("no-logs", {
    "README.txt": "Exported from EX01\r\n",
    "mailboxes.csv": '"DisplayName","PrimarySmtpAddress","TotalItemSize"\r\n',
  });
  expect(profileOf(empty)).toEqual({
    refusal: "MessageTracking: no *.log or *.log.gz file in it",
    status: 1,
  });
  const line = await measureFolder(page, empty);
  expect(line).toBe(`${NOT_MEASURED}no *.log or *.log.gz file picked`);
  expect(line).not.toContain("\n");
  expect(await state(page)).toEqual(before);
  expect(errors).toEqual([]);
  await page.context().close();
}, 900_000);

test("measure: a time zone that is no IANA zone is exsize profile --tz's refusal; nothing written", async () => {
  const { page, errors } = await openPane();
  const before = await state(page);
  const good = logFolder("bad-zone", {
    "EX01/MSGTRK2026110208-1.LOG": dayOfTraffic("EX01", utcText),
  });
  expect(profileOf(good, "Mars/Olympus")).toEqual({
    refusal: '--tz must be an IANA time zone such as UTC or Europe/Berlin (got "Mars/Olympus")',
    status: 1,
  });
  // the same refusal, in the pane's words for its box
  await expect(measureFolder(page, good, "Mars/Olympus")).resolves.toBe(
    `${NOT_MEASURED}Time zone: must be an IANA time zone such as UTC or Europe/Berlin (got "Mars/Olympus")`
  );
  expect(await state(page)).toEqual(before);
  expect(errors).toEqual([]);
  await page.context().close();
}, 900_000);

test("measure: date-times with a +01:00 offset, measured in Europe/Berlin, give exsize profile --tz's tiers and hourly profile; no sheet written", async () => {
  const { page, errors } = await openPane();
  const before = await state(page);
  // Date-times with an offset instead of Exchange's Z: the CLI reads them as the instants they name
  const good = logFolder("zulu", { "EX01/MSGTRK2026110208-1.LOG": dayOfTraffic("EX01", utcText) });
  const offset = logFolder("offset", {
    "EX01/MSGTRK2026110208-1.LOG": dayOfTraffic("EX01", plusOneText),
  });
  const cliAnswer = profileOf(offset, "Europe/Berlin");
  expect(cliAnswer.refusal).toBeUndefined();
  // the same instants as the Z log: the same profile; and Berlin's differs from UTC's (an hour later)
  expect(cliAnswer.json.logGenerationProfilePercent).toEqual(
    profileOf(good, "Europe/Berlin").json.logGenerationProfilePercent
  );
  expect(cliAnswer.json.logGenerationProfilePercent).not.toEqual(
    profileOf(offset).json.logGenerationProfilePercent
  );
  const line = await measureFolder(page, offset, "Europe/Berlin");
  expect(line).toMatch(/^Measured \d+ tiers? and the hourly log profile into the form\./);
  expect(line).toContain(`${cliAnswer.json.events.read.toLocaleString("en-US")} event lines`);
  const tiers = await page.evaluate(() =>
    [...document.querySelectorAll("#tier-list > li")].map((row) =>
      ["mailboxes", "messagesPerDay", "avgMessageKB"].map((k) =>
        Number((row.querySelector(`[id$="-${k}"]`) as HTMLInputElement).value)
      )
    )
  );
  expect(tiers).toEqual(
    cliAnswer.json.tiers.map((t: any) => [t.mailboxes, t.messagesPerDay, t.avgMessageKB])
  );
  const profileBox = await page.locator("#env-logGenerationProfilePercent").inputValue();
  expect(profileBox.split(/\s+/).map(Number)).toEqual(cliAnswer.json.logGenerationProfilePercent);
  expect((await state(page)).workbook).toEqual(before.workbook);
  expect(errors).toEqual([]);
  await page.context().close();
}, 900_000);

test("measure: an unreadable line is exsize profile's refusal naming the same file and line; nothing written", async () => {
  const { page, errors } = await openPane();
  const before = await state(page);
  // A DELIVER from STOREDRIVER cut after 9 of the 30 fields #Fields names (Exchange 2019), in the
  // middle of a file: the 21st line (5 header lines before it)
  const lines = dayOfTraffic("EX02", utcText).split("\r\n");
  lines.splice(20, 0, "2026-11-02T09:30:00.000Z,,EX02,EX02,,,STOREDRIVER,DELIVER,cut");
  const bad = logFolder("bad-line", {
    "EX01/MSGTRK2026110208-1.LOG": dayOfTraffic("EX01", utcText),
    "EX02/MSGTRK2026110208-1.LOG": lines.join("\r\n"),
  });
  const cliAnswer = profileOf(bad);
  expect(cliAnswer.status).toBe(1);
  expect(cliAnswer.refusal).toBe(
    `MessageTracking/EX02/MSGTRK2026110208-1.LOG:21: 9 fields where #Fields names ${FIELDS_2019.length}`
  );
  await expect(measureFolder(page, bad)).resolves.toBe(NOT_MEASURED + cliAnswer.refusal);
  expect(await state(page)).toEqual(before);
  expect(errors).toEqual([]);
  await page.context().close();
}, 900_000);

test("measure: Cancel mid-read leaves the workbook and the form untouched, also after the read would have ended", async () => {
  const logs = path.join(tmp, "large", "MessageTracking");
  fs.mkdirSync(logs, { recursive: true });
  writeTieredLogSet(logs, 60);
  const { page, errors } = await openPane();
  const before = await state(page);
  await page.locator("#measure-folder").setInputFiles(logs);
  await page.waitForFunction(
    () => (document.getElementById("measure-progress-bar") as HTMLProgressElement).value >= 5,
    undefined,
    { timeout: 120_000 }
  );
  const at = await page
    .locator("#measure-progress-bar")
    .evaluate((e) => (e as HTMLProgressElement).value);
  expect(at).toBeLessThan(100);
  await page.locator("#measure-cancel").click();
  await expect(page.locator("#measure-summary").innerText()).resolves.toBe(
    "Measuring cancelled: nothing in the form changed."
  );
  expect(await state(page)).toEqual(before);
  // After twice the time exsize profile takes on the same 60 MB (at least 5 s; the pane reads about
  // as fast, paneMeasure.browser.test.ts logs both), nothing came back from the cancelled read.
  const t0 = Date.now();
  execFileSync(process.execPath, [EXSIZE, "profile", logs, "--json"], { maxBuffer: 64 << 20 });
  await page.waitForTimeout(Math.max(5_000, 2 * (Date.now() - t0)));
  expect(await state(page)).toEqual(before);
  await expect(page.locator("#measure-summary").innerText()).resolves.toBe(
    "Measuring cancelled: nothing in the form changed."
  );
  expect(errors).toEqual([]);
  await page.context().close();
}, 900_000);
