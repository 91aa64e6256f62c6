/**
 * EXSIZE_URL, the production build's hosting folder (scripts/webpack/hostingUrl.js, docs/install.md):
 * an https:// folder address is taken as it is, anything else refused with one line naming EXSIZE_URL
 * (before webpack empties dist/: scripts/webpack/checkHostingUrl.js exits 1); the manifest's development
 * URLs all move to it, and a development build keeps https://localhost:3000/.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import fc from "fast-check";

const root = path.join(__dirname, "../..");
const { hostingUrl, manifestForOrigin } = require(path.join(root, "scripts/webpack/hostingUrl.js"));
const DEV = "https://localhost:3000/";
const manifest = fs.readFileSync(path.join(root, "manifest.xml"), "utf8");

test("an https:// folder address is the hosting URL; unset, the development address stays", () => {
  expect(hostingUrl("https://sizing.example.com/exsize/", DEV)).toBe(
    "https://sizing.example.com/exsize/"
  );
  expect(hostingUrl("https://addins.contoso.com/", DEV)).toBe("https://addins.contoso.com/");
  expect(hostingUrl("https://contoso.sharepoint.example:8443/a/b/", DEV)).toBe(
    "https://contoso.sharepoint.example:8443/a/b/"
  );
  expect(hostingUrl(undefined, DEV)).toBe(DEV);
  expect(hostingUrl("", DEV)).toBe(DEV);
});

test.each([
  ["http://sizing.example.com/exsize/", "not HTTPS: Office refuses it"],
  ["https://sizing.example.com/exsize", "a file, not a folder"],
  ["https://sizing.example.com/exsize/taskpane.html", "a file"],
  ["https://sizing.example.com/exsize/?v=2", "a query"],
  ["https://sizing.example.com/exsize/#x", "a fragment"],
  ["https://user:pw@sizing.example.com/exsize/", "credentials"],
  ["https://sizing.example.com/ex size/", "not written as a URL (a space)"],
  ["sizing.example.com/exsize/", "no scheme"],
])("%s is refused (%s) with one line naming EXSIZE_URL", (value) => {
  expect(() => hostingUrl(value, DEV)).toThrow(
    `EXSIZE_URL: must be an https:// address of a folder, ending in / (for example https://sizing.example.com/exsize/) (got ${value})`
  );
});

test("any string is either an https:// folder or refused, never something between", () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.webUrl()), (value) => {
      let url: string | undefined;
      try {
        url = hostingUrl(value, DEV);
      } catch (error) {
        expect((error as Error).message).toMatch(/^EXSIZE_URL: must be an https:\/\/ address/);
        return;
      }
      if (value === "") return;
      expect(url).toBe(value);
      expect(url).toMatch(/^https:\/\/[^/?#@]+\/([^?#]*\/)?$/);
    }),
    { numRuns: 300 }
  );
});

test("the manifest moved to a hosting folder keeps no development address; the AppDomain is its origin", () => {
  const moved: string = manifestForOrigin(manifest, DEV, "https://sizing.example.com/exsize/");
  expect(moved).not.toContain("localhost");
  expect(moved).toContain("<AppDomain>https://sizing.example.com</AppDomain>");
  expect(moved).toContain('DefaultValue="https://sizing.example.com/exsize/taskpane.html"');
  // Only the addresses changed.
  expect(moved.replace(/https:\/\/sizing\.example\.com(\/exsize\/)?/g, "")).toBe(
    manifest.replace(/https:\/\/localhost:3000\/?/g, "")
  );
  // A development build (target = the development address) is left as it is.
  expect(manifestForOrigin(manifest, DEV, DEV)).toBe(manifest);
});

test("npm run build's first step: a bad EXSIZE_URL is one line on stderr and exit 1; a good one says where the manifest points", () => {
  const script = path.join(root, "scripts/webpack/checkHostingUrl.js");
  const run = (value: string) =>
    spawnSync(process.execPath, [script], {
      env: { ...process.env, EXSIZE_URL: value },
      encoding: "utf8",
    });
  const bad = run("http://sizing.example.com/exsize/");
  expect(bad.status).toBe(1);
  expect(bad.stdout).toBe("");
  expect(bad.stderr.trim().split("\n")).toEqual([
    "EXSIZE_URL: must be an https:// address of a folder, ending in / (for example https://sizing.example.com/exsize/) (got http://sizing.example.com/exsize/)",
  ]);
  const good = run("https://sizing.example.com/exsize/");
  expect(good.status).toBe(0);
  expect(good.stdout.trim()).toBe(
    "dist/manifest.xml will point at https://sizing.example.com/exsize/"
  );
});
