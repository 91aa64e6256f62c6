/**
 * bench/bundle.ts's on-first-call measure (onFirstCallJsGzKB), on a test double of a build: a fake
 * dist/ and build/webpack-stats.json in a temporary directory, laid out as webpack lays out ExSize's
 * (an entry that registers the functions, two lazy groups sharing a split chunk, the pane's group).
 * One function's first call loads its own group's chunks (webpack fetches an import()'s chunk group:
 * its chunk and the split chunks it shares), so the figure is the larger group, not every lazy chunk.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { randomBytes } from "crypto";
import { gzipSync } from "zlib";
import { StaleBuildError, firstCallGroups, measureBundle } from "../../bench/bundle";

const OFFICE = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";

/** Text that gzip cannot shrink much, so each file's gzip size is its own. */
const noise = (bytes: number) => `/*${randomBytes(bytes).toString("base64")}*/`;
const gz = (text: string) => gzipSync(text).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

const FILES: Record<string, string> = {
  "functions.js": `CustomFunctions.associate("A",a);CustomFunctions.associate("B",b);${noise(3000)}`,
  "taskpane.js": `import("./pane")${noise(200)}`,
  "core.js": noise(20000), // the split chunk both lazy function groups share (the Microsoft core)
  "ms.js": noise(2000), // group "microsoft"'s own chunk
  "summary.js": noise(6000), // group "summary"'s own chunk
  "pane.js": noise(30000), // the pane's group, loaded by the taskpane entry, not by a function
};

function chunk(
  id: number,
  name: string | null,
  initial: boolean,
  file: string,
  children: number[] = []
) {
  return {
    id,
    name,
    initial,
    files: [file],
    children,
    modules: [`src/${file.replace(".js", ".ts")}`],
  };
}

const origin = (module: string, chunks: number[]) => ({ module, request: "./x", chunks });

/** The build record of the double: chunk 1 registers the functions, 2 is the pane's bootstrap. */
const RECORD = {
  mode: "production",
  startedAt: 0,
  entrypoints: { functions: ["functions.js"], taskpane: ["taskpane.js"] },
  chunks: [
    chunk(1, "functions", true, "functions.js", [10, 11, 12]),
    chunk(2, "taskpane", true, "taskpane.js", [10, 13]),
    chunk(10, null, false, "core.js"),
    chunk(11, "microsoft", false, "ms.js"),
    chunk(12, "summary", false, "summary.js"),
    chunk(13, "pane", false, "pane.js"),
  ],
  asyncGroups: [
    { name: "microsoft", origins: [origin("src/excel/microsoft.ts", [1])], chunks: [10, 11] },
    { name: "summary", origins: [origin("src/excel/summary.ts", [1])], chunks: [10, 12] },
    { name: "pane", origins: [origin("src/taskpane.ts", [2])], chunks: [10, 13] },
  ],
};

let root: string;

function writeBuild(record: object): void {
  fs.rmSync(path.join(root, "dist"), { recursive: true, force: true });
  fs.mkdirSync(path.join(root, "dist"), { recursive: true });
  fs.mkdirSync(path.join(root, "build"), { recursive: true });
  const files: Record<string, string> = {
    ...FILES,
    "taskpane.html": `<script src="${OFFICE}"></script><script src="functions.js"></script><script src="taskpane.js"></script>`,
    "functions.json": JSON.stringify({ functions: [{ id: "A" }, { id: "B" }] }),
  };
  for (const [name, text] of Object.entries(files))
    fs.writeFileSync(path.join(root, "dist", name), text);
  const assets = Object.fromEntries(
    Object.entries(files).map(([n, t]) => [n, Buffer.byteLength(t)])
  );
  fs.writeFileSync(
    path.join(root, "build/webpack-stats.json"),
    JSON.stringify({ ...record, startedAt: Date.now(), assets, inputs: [] })
  );
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-bundle-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test("a function's first call counts its own group's chunks, shared split chunk included, not the other group's", () => {
  writeBuild(RECORD);
  const figures = measureBundle(root);
  const sizes = Object.fromEntries(Object.entries(FILES).map(([n, t]) => [n, gz(t)]));
  expect(figures.onFirstCallFiles).toEqual({
    microsoft: { "core.js": sizes["core.js"], "ms.js": sizes["ms.js"] },
    summary: { "core.js": sizes["core.js"], "summary.js": sizes["summary.js"] },
  });
  expect(figures.onFirstCallGzKBByGroup).toEqual({
    microsoft: kb(sizes["core.js"] + sizes["ms.js"]),
    summary: kb(sizes["core.js"] + sizes["summary.js"]),
  });
  // The larger group (summary's own chunk is the larger), not every lazy chunk summed.
  expect(figures.onFirstCallJsGzKB).toBe(kb(sizes["core.js"] + sizes["summary.js"]));
  expect(figures.onFirstCallJsGzKB).toBeLessThan(
    kb(sizes["core.js"] + sizes["ms.js"] + sizes["summary.js"])
  );
  // Startup and pane-open figures are as before: the pane's group is counted once the pane opens.
  expect(figures.startupJsGzKB).toBe(kb(sizes["functions.js"] + sizes["taskpane.js"]));
  expect(figures.taskpaneJsGzKB).toBe(kb(Object.values(sizes).reduce((a, b) => a + b)));
  expect([figures.startupAssociateCalls, figures.declaredFunctions]).toEqual([2, 2]);
});

test("a chunk loaded at startup is not counted again, and a group a group imports counts in its figure only", () => {
  const groups = firstCallGroups(
    {
      asyncGroups: [
        ...RECORD.asyncGroups,
        // summary's own code imports a further group; the registering entry cannot import it directly.
        { name: "nested", origins: [origin("src/summary.ts", [12])], chunks: [14] },
        // a group listing a startup chunk (1) among its chunks.
        { name: null, origins: [origin("src/excel/other.ts", [1])], chunks: [1, 15] },
      ],
    },
    new Set([1]),
    new Set([1, 2])
  );
  expect(Object.fromEntries([...groups].map(([n, ids]) => [n, [...ids].sort()]))).toEqual({
    microsoft: [10, 11],
    summary: [10, 12, 14],
    "./x": [15],
  });
});

test("a build record without its chunk groups is refused as stale (run npm run build)", () => {
  const { asyncGroups: _groups, ...older } = RECORD;
  void _groups;
  writeBuild(older);
  expect(() => measureBundle(root)).toThrow(StaleBuildError);
  expect(() => measureBundle(root)).toThrow(/asyncGroups.*npm run build/);
});

test("an import() the record places in no chunk stops the measure instead of leaving its group out", () => {
  const lost = { name: "summary", origins: [origin("src/excel/summary.ts", [])], chunks: [10, 12] };
  expect(() => firstCallGroups({ asyncGroups: [lost] }, new Set([1]), new Set([1]))).toThrow(
    /src\/excel\/summary\.ts.*group summary/
  );
});

test("a pane UI package in a startup chunk is found where node_modules is a link (a git worktree's)", () => {
  const fluent = "../../main/node_modules/@fluentui/tokens/lib/global/colors.js";
  writeBuild({
    ...RECORD,
    chunks: RECORD.chunks.map((c) => (c.id === 1 ? { ...c, modules: [...c.modules, fluent] } : c)),
  });
  const figures = measureBundle(root);
  expect(figures.startupUiModules).toEqual([fluent]);
  expect(figures.startupPackages).toEqual(["@fluentui/tokens"]);
});
