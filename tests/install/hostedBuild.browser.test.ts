/**
 * The production build a team hosts (docs/install.md), followed as an administrator would on this machine:
 * `EXSIZE_URL=https://sizing.example.com/exsize/ npm run build` (webpack.config.js in production mode,
 * here into .tmp/hosted-build/dist), then dist/ copied as it is to a plain static web server, then the pane
 * opened from the manifest's address. Checked:
 * - dist/manifest.xml is valid against Microsoft's add-in manifest schemas (tests/support/manifestSchemas.ts,
 *   xmllint from Debian's libxml2-utils) and a broken copy of it is not (the check can fail);
 * - every URL in it is on https://sizing.example.com/exsize/ (the AppDomain is that origin), and every file
 *   URL is a file of dist/;
 * - dist/ served by node's http module on 127.0.0.1 (no dev server, no special headers, files as they are)
 *   loads the pane and the functions in Debian's chromium through playwright-core: the browser asks for
 *   https://sizing.example.com/exsize/..., each request is answered by that static server; office.js is the
 *   Excel TEST DOUBLE (tests/support/excel-double/browser.ts); the build, the double and chromium are
 *   tests/support/paneBrowser.ts's, as tests/taskpane/pane.browser.test.ts has them.
 *   Nothing else is fetched, and axe finds nothing on the pane.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as http from "http";
import type { AddressInfo } from "net";
import * as path from "path";
import { Browser } from "playwright-core";
import { manifestSchemaFolder } from "../support/manifestSchemas";
import {
  OFFICE_JS,
  answerOfficeJs,
  axeRun,
  buildPane,
  launchChromium,
} from "../support/paneBrowser";

const root = path.join(__dirname, "../..");
const out = path.join(root, ".tmp/hosted-build");
const dist = path.join(out, "dist");
const HOSTED = "https://sizing.example.com/exsize/";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".png": "image/png",
  ".xml": "application/xml",
};

/** A plain static server: GET /exsize/<file> answers dist/<file> with its content type, else 404. */
function staticServer(requests: string[]): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname);
    requests.push(pathname);
    const file = path.join(dist, pathname.replace(/^\/exsize\//, ""));
    if (
      !pathname.startsWith("/exsize/") ||
      !file.startsWith(dist + path.sep) ||
      !fs.existsSync(file)
    ) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let manifest: string;

beforeAll(async () => {
  await buildPane(dist, out, HOSTED);
  manifest = fs.readFileSync(path.join(dist, "manifest.xml"), "utf8");
  // The production build takes 3.5 to 7.5 minutes on a shared 2-core machine.
}, 900_000);

function xmllint(schema: string, file: string) {
  const run = spawnSync("xmllint", ["--noout", "--schema", schema, file], { encoding: "utf8" });
  if (run.error) {
    throw new Error("xmllint not found: install Debian's libxml2-utils (bash .ci/run does)");
  }
  return run;
}

test("the hosted build's manifest is valid against the add-in manifest schemas; a broken copy is not", () => {
  const schema = manifestSchemaFolder();
  const valid = xmllint(schema, path.join(dist, "manifest.xml"));
  expect(valid.stderr.trim()).toBe(`${path.join(dist, "manifest.xml")} validates`);
  expect(valid.status).toBe(0);
  // The check can fail: a permission the schema does not know, a description over 250 characters.
  const broken = path.join(out, "broken-manifest.xml");
  for (const [from, to] of [
    [
      "<Permissions>ReadWriteDocument</Permissions>",
      "<Permissions>ReadWriteEverything</Permissions>",
    ],
    [
      /<Description DefaultValue="[^"]*"/.exec(manifest)![0],
      `<Description DefaultValue="${"x".repeat(251)}"`,
    ],
  ]) {
    fs.writeFileSync(broken, manifest.replace(from, to));
    const run = xmllint(schema, broken);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("fails to validate");
  }
});

test("every URL of the hosted manifest is on https://sizing.example.com/exsize/, each file URL a file of dist/", () => {
  const urls = [...manifest.matchAll(/[a-z][a-z0-9+.-]*:\/\/[^"<\s]+/gi)]
    .map((m) => m[0])
    .filter((u) => !/^http:\/\/(www\.w3\.org|schemas\.microsoft\.com)\//.test(u)); // XML namespaces
  expect(urls.length).toBeGreaterThan(10);
  expect(manifest).not.toContain("localhost");
  for (const url of urls) {
    if (url === "https://sizing.example.com") continue; // the AppDomain: the origin itself
    expect(url.startsWith(HOSTED)).toBe(true);
    expect(fs.existsSync(path.join(dist, url.slice(HOSTED.length)))).toBe(true);
  }
  expect(manifest).toContain("<AppDomain>https://sizing.example.com</AppDomain>");
  // The page refers to its scripts relatively, so the folder can be anywhere.
  const page = fs.readFileSync(path.join(dist, "taskpane.html"), "utf8");
  const scripts = [...page.matchAll(/<script[^>]*\bsrc="?([^"\s>]+)/g)].map((m) => m[1]);
  expect(scripts).toEqual([OFFICE_JS, "functions.js", "taskpane.js"]);
});

test("dist/ on a plain static server loads the pane and the functions in chromium, nothing else fetched, axe finds nothing", async () => {
  const served: string[] = [];
  const server = await staticServer(served);
  const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}/exsize/`;
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 360, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const elsewhere: string[] = [];
    await page.route("**/*", async (route) => {
      const url = route.request().url();
      if (await answerOfficeJs(route, out)) return;
      if (url.startsWith(HOSTED)) {
        const response = await route.fetch({ url: local + url.slice(HOSTED.length) });
        return route.fulfill({ response });
      }
      elsewhere.push(url);
      return route.abort();
    });
    await page.addInitScript(() => {
      (window as unknown as { excelDoubleConfig: unknown }).excelDoubleConfig = {
        sheets: ["Sheet1"],
      };
    });
    const taskpane = /<bt:Url id="Taskpane.Url" DefaultValue="([^"]+)"/.exec(manifest)![1];
    await page.goto(taskpane);
    await page.locator("#build").waitFor({ timeout: 60_000 });
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
    // The page's scripts, the functions' metadata the manifest names, and the pane's lazy chunk came from
    // the static server.
    expect(served).toEqual(
      expect.arrayContaining([
        "/exsize/taskpane.html",
        "/exsize/functions.js",
        "/exsize/taskpane.js",
      ])
    );
    expect(served.some((p) => /^\/exsize\/pane\.[0-9a-f]{8}\.js$/.test(p))).toBe(true);
    const metadataUrl = /<bt:Url id="Functions.Metadata.Url" DefaultValue="([^"]+)"/.exec(
      manifest
    )![1];
    const metadata = await page.evaluate(async (u) => (await fetch(u)).json(), metadataUrl);
    expect(metadata.functions.length).toBeGreaterThan(20);
    expect(served).toContain("/exsize/functions.json");
    expect((await axeRun(page)).map((v) => v.id)).toEqual([]);
  } finally {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  }
});
