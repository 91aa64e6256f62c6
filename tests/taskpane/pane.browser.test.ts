/**
 * The task pane in a real browser: Debian's chromium, headless, driven by playwright-core, loads the
 * BUILT pane (webpack, production, into .tmp/) as Excel would load it from https://localhost:3000.
 * Office is a TEST DOUBLE: Microsoft's office.js URL is answered with tests/support/excel-double/
 * browser.ts (bundled here), an in-memory workbook behind Excel.run. The test types into the form,
 * sees the custom functions' message for a bad value, builds, and checks what the double received.
 *
 * The screenshot goes to test-output/taskpane.png; UPDATE_SCREENSHOT=1 also writes docs/taskpane.png
 * (the README's picture).
 */
import * as fs from "fs";
import * as path from "path";
import { chromium, Browser, Page } from "playwright-core";
import webpack from "webpack";
import { DEFAULT_SCENARIO } from "../../src/workbook";

const root = path.join(__dirname, "../..");
const out = path.join(root, ".tmp/pane-test");
const dist = path.join(out, "dist");
const OFFICE_JS = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";
const ORIGIN = "https://localhost:3000/";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function compile(config: webpack.Configuration): Promise<void> {
  return new Promise((resolve, reject) =>
    webpack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString("errors-only")));
      resolve();
    })
  );
}

async function buildPane(): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const projectConfig = require(path.join(root, "webpack.config.js"));
  const config = await projectConfig({}, { mode: "production" });
  await compile({ ...config, mode: "production", output: { ...config.output, path: dist } });
  await compile({
    mode: "development",
    devtool: false,
    entry: path.join(root, "tests/support/excel-double/browser.ts"),
    output: { path: out, filename: "office-double.js" },
    resolve: { extensions: [".ts", ".js"] },
    module: {
      rules: [{ test: /\.ts$/, loader: "ts-loader", options: { transpileOnly: true } }],
    },
  });
}

let browser: Browser;

beforeAll(async () => {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `chromium not found at ${CHROMIUM}: install Debian's chromium (bash .ci/run does)`
    );
  }
  await buildPane();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** Opens the built pane with the Office double; `sheets` are the user's workbook. */
async function openPane(sheets: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 900 } });
  const page = await context.newPage();
  const offline: string[] = [];
  await page.route("**/*", async (route) => {
    const url = route.request().url();
    if (url === OFFICE_JS) {
      return route.fulfill({
        path: path.join(out, "office-double.js"),
        contentType: "text/javascript",
      });
    }
    if (url.startsWith(ORIGIN)) {
      const file = path.join(dist, new URL(url).pathname);
      if (fs.existsSync(file)) return route.fulfill({ path: file });
    }
    offline.push(url);
    return route.abort();
  });
  await page.addInitScript((s) => {
    (window as unknown as { excelDoubleConfig: unknown }).excelDoubleConfig = { sheets: s };
  }, sheets);
  await page.goto(`${ORIGIN}taskpane.html`);
  await page.locator("#field-users").waitFor();
  expect(offline).toEqual([]);
  return page;
}

async function typeInto(page: Page, key: string, text: string): Promise<void> {
  const input = page.locator(`#field-${key} input`);
  await input.fill("");
  await input.pressSequentially(text);
}

test("the pane validates as the user types, builds into the workbook and says what it did", async () => {
  const page = await openPane(["Inputs", "Budget"]);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));

  // The form starts from the paper's worked example and shows the option defaults.
  await expect(page.locator("#field-users input").inputValue()).resolves.toBe(
    String(DEFAULT_SCENARIO.users)
  );
  await expect(page.locator("#field-dbOverhead input").getAttribute("placeholder")).resolves.toBe(
    "1.2"
  );

  // A bad value gets the custom functions' own message, as the user types.
  await typeInto(page, "users", "-5");
  await expect(page.locator("#field-users-message").textContent()).resolves.toBe(
    "users must be a whole number greater than 0 (got -5)"
  );
  await typeInto(page, "copies", "17");
  await expect(page.locator("#field-copies-message").textContent()).resolves.toBe(
    "copies must be a whole number from 1 to 16 (got 17)"
  );
  await page.locator("#build").click();
  await expect(page.locator("#outcome-bar").getAttribute("intent")).resolves.toBe("error");
  const untouched = await page.evaluate(() => (window as any).excelDouble.double.syncs());
  expect(untouched).toBe(1); // only the pane's first look at the workbook

  // Fixed, the messages go; a customer name that looks like a formula stays text.
  await typeInto(page, "users", "6000");
  await typeInto(page, "copies", "3");
  await expect(page.locator("#field-users-message").textContent()).resolves.toBe("");
  await typeInto(page, "customer", '=HYPERLINK("http://x","y")');
  await page.locator("#build").click();
  await page.locator("#outcome-bar[intent='success']").waitFor({ timeout: 30_000 });

  const outcome = await page.locator("#outcome-bar").innerText();
  expect(outcome).toMatch(/Built the sizing workbook: \d+ sheets/);
  expect(outcome).toContain(
    "Your workbook already has a sheet named “Inputs”, left untouched: ExSize's is “Inputs (2)”"
  );

  const built = await page.evaluate(() => {
    const { double } = (window as any).excelDouble;
    const wb = double.workbook;
    const cellsOf = (name: string) =>
      [...wb.sheet(name).cells.values()].map((c: any) => ({ kind: c.kind, content: c.content }));
    return {
      syncs: double.syncs(),
      sheets: wb.sheets.map((s: any) => s.name),
      active: wb.sheetById(wb.activeSheetId).name,
      userInputs: cellsOf("Inputs"),
      inputs: cellsOf("Inputs (2)"),
      summary: cellsOf("Summary"),
      names: wb.names.map((n: any) => [n.name, wb.formulaOf(n)]),
      maxRequest: Math.max(...double.requests.map((r: any) => r.bytes)),
    };
  });
  // One look when the pane opened, 3 syncs for the build, one look after it.
  expect(built.syncs).toBe(1 + 3 + 1);
  expect(built.sheets.slice(0, 3)).toEqual(["Inputs", "Budget", "Summary"]);
  expect(built.sheets).toContain("Inputs (2)");
  expect(built.active).toBe("Summary");
  expect(built.userInputs).toEqual([]);
  expect(built.inputs).toContainEqual({ kind: "number", content: 6000 });
  expect(built.summary).toContainEqual({ kind: "text", content: '=HYPERLINK("http://x","y")' });
  expect(built.names).toContainEqual(["ex.NU", "='Inputs (2)'!$C$6"]);
  expect(built.maxRequest).toBeLessThan(5 * 1024 * 1024);
  expect(errors).toEqual([]);

  const shot = path.join(root, "test-output/taskpane.png");
  fs.mkdirSync(path.dirname(shot), { recursive: true });
  await page.screenshot({ path: shot, fullPage: true });
  if (process.env.UPDATE_SCREENSHOT) fs.copyFileSync(shot, path.join(root, "docs/taskpane.png"));

  // The consultant types into the built Inputs and Summary, then builds again keeping those values.
  await page.evaluate(() => {
    const wb = (window as any).excelDouble.double.workbook;
    wb.cell(wb.sheet("Inputs (2)"), 5, 2).content = 7000;
    wb.cell(wb.sheet("Summary"), 3, 1).content = "Contoso";
  });
  await expect(page.locator("#keep-row").isVisible()).resolves.toBe(true);
  await expect(page.locator("#keep-inputs").evaluate((el) => (el as any).checked)).resolves.toBe(
    true
  );
  const before = await page.evaluate(() => (window as any).excelDouble.double.syncs());
  await page.locator("#build").click();
  await page.locator("#outcome-bar[intent='success']").waitFor({ timeout: 30_000 });
  const rebuilt = await page.locator("#outcome-bar").innerText();
  expect(rebuilt).toContain("Replaced the 13 sheets of the previous build.");
  expect(rebuilt).toMatch(
    /Kept from the previous Inputs sheet: .*ex\.Customer = Contoso.*ex\.NU = 7000/
  );
  await expect(page.locator("#field-users input").inputValue()).resolves.toBe("7000");
  await expect(page.locator("#field-customer input").inputValue()).resolves.toBe("Contoso");
  const second = await page.evaluate(() => {
    const { double } = (window as any).excelDouble;
    const wb = double.workbook;
    return {
      syncs: double.syncs(),
      sheets: wb.sheets.map((s: any) => s.name),
      users: wb.sheet("Inputs (2)").cells.get("5,2").content,
      userInputs: wb.sheet("Inputs").cells.size,
    };
  });
  expect(second.syncs - before).toBe(3 + 1);
  expect(second.sheets.length).toBe(built.sheets.length);
  expect(second.users).toBe(7000);
  expect(second.userInputs).toBe(0);

  // The second action: the catalogs alone, beside the sizing workbook's own.
  await page.locator("#catalogs").click();
  await page.locator("#outcome-bar[intent='success']").waitFor({ timeout: 30_000 });
  const catalogs = await page.locator("#outcome-bar").innerText();
  expect(catalogs).toContain("Added the array catalogs: Capacity catalog (2), IOPS catalog (2).");
  expect(errors).toEqual([]);
  await page.context().close();
});
