/**
 * jest's globalSetup (tests/support/globalSetup.js) compiles the CLI only when build/cli is not newer
 * than every input it could be compiled from (issue 29: a run with no source changed since the last
 * compile skips its 13 CPU seconds). Checked on a test double of a checkout in a temporary folder: a
 * fresh build, then each way it goes stale (a source edited, a source added, tsconfig edited, the CLI's
 * entry missing), and an output left by a deleted source not holding the check back.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const { cliBuildFresh } = require("./support/globalSetup.js") as {
  cliBuildFresh: (root: string) => boolean;
};

let root: string;
const at = (file: string, seconds: number) => {
  const p = path.join(root, file);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  if (!fs.existsSync(p)) fs.writeFileSync(p, "");
  const t = new Date(Date.UTC(2026, 10, 27, 4, 0, seconds));
  fs.utimesSync(p, t, t);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-global-setup-"));
  at("tsconfig.json", 0);
  at("tsconfig.cli.json", 0);
  at("src/cli/main.ts", 1);
  at("src/core/x.ts", 2);
  at("src/core/x.test.ts", 50); // a test is no input of the CLI
  at("build/cli/cli/main.js", 10);
  at("build/cli/core/x.js", 10);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test("a build newer than every input is fresh", () => {
  expect(cliBuildFresh(root)).toBe(true);
});

test("a source edited, a source added or a tsconfig edited after the build makes it stale", () => {
  at("src/core/x.ts", 20);
  expect(cliBuildFresh(root)).toBe(false);
  at("src/core/x.ts", 2);
  at("src/core/new.ts", 20);
  expect(cliBuildFresh(root)).toBe(false);
  fs.rmSync(path.join(root, "src/core/new.ts"));
  at("tsconfig.cli.json", 20);
  expect(cliBuildFresh(root)).toBe(false);
});

test("a source newer than one output only (a compile cut short) makes it stale", () => {
  at("build/cli/core/x.js", 1);
  expect(cliBuildFresh(root)).toBe(false);
});

test("no build/cli/cli/main.js is stale; an output of a deleted source does not count", () => {
  at("build/cli/core/gone.js", 0);
  expect(cliBuildFresh(root)).toBe(true);
  fs.rmSync(path.join(root, "build/cli/cli/main.js"));
  expect(cliBuildFresh(root)).toBe(false);
});
