/**
 * The browser tests' one setup of the pane: the production build of webpack.config.js into a folder of
 * .tmp/, the office.js TEST DOUBLE (tests/support/excel-double/browser.ts, bundled beside it as
 * office-double.js), Debian's chromium launched headless through playwright-core, and axe-core run on a
 * page. Used by tests/taskpane/*.browser.test.ts (the pane at https://localhost:3000/, servePane) and
 * tests/install/hostedBuild.browser.test.ts (the hosted build, EXSIZE_URL set while it builds).
 * Example: await buildPane(".tmp/pane-test/dist", ".tmp/pane-test"); const browser = await launchChromium();
 */
import * as fs from "fs";
import * as path from "path";
import { chromium, Browser, BrowserContext, Page, Route } from "playwright-core";
import webpack from "webpack";

const root = path.join(__dirname, "../..");
export const OFFICE_JS = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Where the browser tests serve the built pane (the manifest's development origin). */
export const PANE_ORIGIN = "https://localhost:3000/";
const AXE = require.resolve("axe-core/axe.min.js");

function compile(config: webpack.Configuration): Promise<void> {
  return new Promise((resolve, reject) =>
    webpack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString("errors-only")));
      resolve();
    })
  );
}

/**
 * `npm run build`'s webpack step into `dist` (with EXSIZE_URL = `hostingUrl` while it runs, when given),
 * and the office.js double as `out`/office-double.js.
 */
export async function buildPane(dist: string, out: string, hostingUrl?: string): Promise<void> {
  const saved = process.env.EXSIZE_URL;
  if (hostingUrl !== undefined) process.env.EXSIZE_URL = hostingUrl;
  try {
    const config = await require(path.join(root, "webpack.config.js"))({}, { mode: "production" });
    await compile({ ...config, mode: "production", output: { ...config.output, path: dist } });
  } finally {
    if (saved === undefined) delete process.env.EXSIZE_URL;
    else process.env.EXSIZE_URL = saved;
  }
  await compile({
    mode: "development",
    devtool: false,
    entry: path.join(root, "tests/support/excel-double/browser.ts"),
    output: { path: out, filename: "office-double.js" },
    resolve: { extensions: [".ts", ".js"] },
    module: { rules: [{ test: /\.ts$/, loader: "ts-loader", options: { transpileOnly: true } }] },
  });
}

/** Debian's chromium, headless, without the network chatter of a first run. */
export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(
      `chromium not found at ${CHROMIUM}: install Debian's chromium (bash .ci/run does)`
    );
  return chromium.launch({
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
}

/** Answers Microsoft's office.js URL with the double built into `out`; false for any other request. */
export async function answerOfficeJs(route: Route, out: string): Promise<boolean> {
  if (route.request().url() !== OFFICE_JS) return false;
  await route.fulfill({ path: path.join(out, "office-double.js"), contentType: "text/javascript" });
  return true;
}

export interface AxeViolation {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly { readonly target: string[]; readonly failureSummary?: string }[];
}

/** axe-core over the whole page, every rule on (WCAG 2.0-2.2 A/AA and best practices). */
export async function axeRun(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
}

/**
 * Serves the built pane offline to a page or a whole browser context (a context's routes reach the
 * pane's workers too): office.js answered by the double (answerOfficeJs), a file of `dist` under
 * `origin` (JavaScript as text/javascript, which a module worker needs), anything else refused. The
 * list it gives fills with the refused URLs: a test expects it empty (the pane loads nothing from the
 * network but office.js).
 */
export async function servePane(
  target: Page | BrowserContext,
  dist: string,
  out: string,
  origin = PANE_ORIGIN
): Promise<string[]> {
  const offline: string[] = [];
  await target.route("**/*", async (route) => {
    const url = route.request().url();
    if (await answerOfficeJs(route, out)) return;
    if (url.startsWith(origin)) {
      const file = path.join(dist, new URL(url).pathname);
      if (fs.existsSync(file))
        return route.fulfill({
          path: file,
          contentType: file.endsWith(".js") ? "text/javascript" : undefined,
        });
    }
    offline.push(url);
    return route.abort();
  });
  return offline;
}

/**
 * Opens the built pane (servePane) in a new 360 x 900 context over one sheet "Sheet1" of the Office
 * double, with a copy of each message the page posts to a worker kept in `window.searchJobs` (only the
 * search jobs, those with a scenario, when `jobsOnly`), the page's errors collected, once the search
 * section is there. The refused URLs come back for the test to expect empty.
 */
export async function openSearchPane(
  browser: Browser,
  dist: string,
  out: string,
  jobsOnly = false
): Promise<{ page: Page; errors: string[]; offline: string[] }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 900 } });
  const page = await context.newPage();
  const offline = await servePane(context, dist, out);
  await page.addInitScript((only: boolean) => {
    (window as any).excelDoubleConfig = { sheets: ["Sheet1"] };
    const jobs: unknown[] = ((window as any).searchJobs = []);
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: any[]) {
      if (!only || (message && typeof message === "object" && "scenario" in message))
        jobs.push(JSON.parse(JSON.stringify(message)));
      return (post as any).call(this, message, ...rest);
    };
  }, jobsOnly);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${PANE_ORIGIN}taskpane.html`);
  await page.locator("#search-run").waitFor();
  return { page, errors, offline };
}

/**
 * The tier and environment the example search request gives (examples/search-2019.json), typed into the
 * pane's form as a consultant would (the search browser suites start from it).
 */
export async function typeSearchExample(page: Page): Promise<void> {
  // the example's tier: 10,000 mailboxes, 150 messages a day of 75 KB, 10,240 MB quota
  for (const [key, value] of [
    ["mailboxes", "10000"],
    ["messagesPerDay", "150"],
    ["avgMessageKB", "75"],
    ["quotaMB", "10240"],
  ]) {
    const cell = page.locator(`#tier-1-${key}`);
    if ((await cell.evaluate((e) => e.tagName)) === "SELECT") await cell.selectOption(value);
    else await cell.fill(value);
  }
  await page.locator("#ms-environment > summary").click();
  await page.locator("#env-exchangeVersion").selectOption("2019");
  await page.locator("#env-datacenterModel").selectOption("Active/Active (Single DAG)");
  await page.locator("#env-haCopies").fill("4");
  await page.locator("#env-laggedCopies").fill("0");
  await page.locator("#env-haCopiesSecondary").fill("2");
  await page.locator("#env-laggedCopiesSecondary").fill("0");
  await page.locator("#ms-environment > summary").click();
}
