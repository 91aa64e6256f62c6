/**
 * "Measure from tracking logs" in a real browser (issue 33, item 3): Debian's chromium, headless, driven
 * by playwright-core, loads the BUILT pane (webpack, production, into .tmp/pane-measure-test/) as Excel
 * would from https://localhost:3000, with Office as a TEST DOUBLE (tests/support/excel-double/browser.ts,
 * an in-memory workbook behind Excel.run), as tests/taskpane/pane.browser.test.ts does.
 *
 * The logs are generated AT TEST TIME into a temporary folder (never committed) by
 * tests/support/tieredLogSet.ts, in Exchange's message tracking log format (#Software, #Version,
 * #Log-type, #Date, #Fields headers, then Exchange 2019's fields as CSV rows), traffic skewed so the
 * mailboxes fall into several tiers: four servers' folders of 10 MB files, one file kept as a .LOG.gz
 * copy, 120 MB (about 110 MB as stored) in all, and a Get-MailboxStatistics CSV with addresses. The expected
 * answer is the built CLI's, `exsize profile FOLDER --mailboxes CSV --json`, run here on the same files:
 * the pane's tier cells and hourly profile must hold its figures exactly.
 * Also: Cancel mid-run leaves the form as it was and the pane usable (a field typed into while the
 * worker reads), and axe finds nothing on the new section, idle, running and done.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as zlib from "zlib";
import { Browser, Page } from "playwright-core";
import { buildPane, launchChromium, servePane } from "../support/paneBrowser";
import { TIERED_MAILBOXES, writeTieredLogSet } from "../support/tieredLogSet";

const root = path.join(__dirname, "../..");
const out = path.join(root, ".tmp/pane-measure-test");
const dist = path.join(out, "dist");
const ORIGIN = "https://localhost:3000/";
const SET_MB = 120;

let browser: Browser;
let logs: string;
let statsFile: string;
let setBytes = 0;

/** Get-MailboxStatistics joined with PrimarySmtpAddress, en-US, for the generated set's user0..user2999. */
function writeStatistics(file: string): void {
  const rows = ['"DisplayName","PrimarySmtpAddress","TotalItemSize"'];
  for (let i = 0; i < TIERED_MAILBOXES; i++) {
    const bytes = 104_857_600 + ((i * 7919) % 2000) * 1_048_576;
    rows.push(
      `"User ${i}","user${i}@contoso.com","${bytes} B (${bytes.toLocaleString("en-US")} bytes)"`
    );
  }
  fs.writeFileSync(file, rows.join("\r\n") + "\r\n");
}

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]
    )
    .sort();

beforeAll(async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-measure-"));
  logs = path.join(tmp, "MessageTracking");
  fs.mkdirSync(logs);
  writeTieredLogSet(logs, SET_MB);
  // one file as a gzip copy (exsize profile reads .log.gz; the pane through DecompressionStream)
  const first = path.join(logs, "EX02", fs.readdirSync(path.join(logs, "EX02")).sort()[0]);
  fs.writeFileSync(`${first}.gz`, zlib.gzipSync(fs.readFileSync(first)));
  fs.rmSync(first);
  statsFile = path.join(tmp, "mailboxes.csv");
  writeStatistics(statsFile);
  setBytes = filesUnder(logs).reduce((a, f) => a + fs.statSync(f).size, 0);
  await buildPane(dist, out);
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (logs) fs.rmSync(path.dirname(logs), { recursive: true, force: true });
});

async function openPane(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 900 } });
  const page = await context.newPage();
  const offline = await servePane(context, dist, out, ORIGIN);
  await page.addInitScript(() => {
    (window as unknown as { excelDoubleConfig: unknown }).excelDoubleConfig = {
      sheets: ["Inputs"],
    };
  });
  await page.goto(`${ORIGIN}taskpane.html`);
  await page.locator("#measure-start").waitFor();
  expect(offline).toEqual([]);
  return page;
}

const AXE = require.resolve("axe-core/axe.min.js");

/** axe-core over the new section, every rule on. */
async function axeOnSection(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  const violations: { id: string; help: string; nodes: { target: string[] }[] }[] =
    await page.evaluate(async () => {
      const axe = (window as any).axe;
      const result = await axe.run("#measure", { resultTypes: ["violations"] });
      return result.violations;
    });
  return violations.map(
    (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join("; ")}`
  );
}

/** Every tier row's measured cells, in table order, as numbers. */
async function tierCells(page: Page): Promise<Record<string, number>[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("#tier-list > li")].map((row) => {
      const cell = (key: string) =>
        (row.querySelector(`[id$="-${key}"]`) as HTMLInputElement | HTMLSelectElement | null)
          ?.value;
      const out: Record<string, number> = {};
      for (const key of ["mailboxes", "messagesPerDay", "avgMessageKB", "initialMailboxMB"]) {
        const text = cell(key);
        if (text !== undefined) out[key] = Number(text);
      }
      return out;
    })
  );
}

test(`a ${SET_MB} MB MessageTracking folder measured in the pane gives exsize profile's tiers and hourly profile; Cancel changes nothing`, async () => {
  // exsize profile's answer on the same files (the built CLI, its defaults: working days, UTC, 4 tiers)
  const cliStarted = Date.now();
  const cli = JSON.parse(
    execFileSync(
      process.execPath,
      [path.join(root, "bin/exsize.js"), "profile", logs, "--mailboxes", statsFile, "--json"],
      {
        encoding: "utf8",
        maxBuffer: 64 << 20,
      }
    )
  );
  const cliMs = Date.now() - cliStarted;
  const expectedTiers = cli.tiers.map((t: Record<string, number | null>) => ({
    mailboxes: t.mailboxes,
    messagesPerDay: t.messagesPerDay,
    avgMessageKB: t.avgMessageKB,
    initialMailboxMB: t.initialMailboxMB,
  }));
  expect(expectedTiers.length).toBeGreaterThan(1);
  expect(setBytes).toBeGreaterThanOrEqual(100 * 1048576);

  const page = await openPane();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  expect(await axeOnSection(page)).toEqual([]);
  const before = await tierCells(page);

  // Cancel mid-run: every file picked; while the worker reads, a field is typed into; then Cancel.
  await page.locator("#measure-logs").setInputFiles(filesUnder(logs));
  await page.waitForFunction(() => {
    const bar = document.getElementById("measure-progress-bar") as HTMLProgressElement;
    return bar.value >= 5;
  });
  expect(await page.locator("#measure-progress").isVisible()).toBe(true);
  expect(await page.locator("#measure-start").getAttribute("aria-disabled")).toBe("true");
  expect(await axeOnSection(page)).toEqual([]);
  await page.locator("#tier-1-name").fill("Typed while measuring");
  await page.locator("#measure-cancel").click();
  await expect(page.locator("#measure-summary").innerText()).resolves.toBe(
    "Measuring cancelled: nothing in the form changed."
  );
  expect(await page.locator("#measure-progress").isVisible()).toBe(false);
  expect(await page.locator("#measure-cancel").isVisible()).toBe(false);
  expect(await tierCells(page)).toEqual(before);
  expect(await page.locator("#tier-1-name").inputValue()).toBe("Typed while measuring");
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("measure-start");

  // The folder, picked as a folder, with the mailbox statistics CSV.
  await page.locator("#measure-stats").setInputFiles(statsFile);
  const started = Date.now();
  await page.locator("#measure-folder").setInputFiles(logs);
  await page.locator("#measure-summary", { hasText: "Measured" }).waitFor({ timeout: 300_000 });
  const paneMs = Date.now() - started;
  const summary = await page.locator("#measure-summary").innerText();

  expect(await tierCells(page)).toEqual(expectedTiers);
  const profileBox = await page.locator("#env-logGenerationProfilePercent").inputValue();
  expect(profileBox.split(/\s+/).map(Number)).toEqual(cli.logGenerationProfilePercent);
  const files = filesUnder(logs).length;
  expect(summary).toContain(
    `Measured ${expectedTiers.length} tiers and the hourly log profile into the form.`
  );
  expect(summary).toContain(`Read ${files} files`);
  expect(summary).toContain(`${cli.events.read.toLocaleString("en-US")} event lines`);
  expect(summary).toContain(
    `${cli.events.skipped.otherEvent.toLocaleString("en-US")} other events`
  );
  expect(summary).toContain(
    `${cli.events.skipped.notCountedDay.toLocaleString("en-US")} on days not counted`
  );
  expect(await axeOnSection(page)).toEqual([]);
  expect(errors).toEqual([]);
  // the figures the report quotes
  console.log(
    `streamed ${(setBytes / 1048576).toFixed(1)} MB in ${files} files: pane ${paneMs} ms, exsize profile ${cliMs} ms`
  );
}, 900_000);
