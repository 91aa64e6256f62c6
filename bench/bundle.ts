/**
 * What the shared-runtime page costs to load, measured on the BUILT files (npm run build): dist/ and
 * the chunk graph webpack.config.js records in build/webpack-stats.json. Nothing here is a list of
 * file names: the page's script tags say what loads at startup, the chunk graph what loads on demand,
 * so moving the UI into the startup bundle, or adding a polyfill entry, shows in the figures.
 *
 * Sizes are gzip at zlib level 6 (Node's default, and gzip's), in KB of 1,024 bytes.
 */
import * as fs from "fs";
import * as path from "path";
import { gzipSync } from "zlib";

/** Microsoft's office.js: served by Microsoft's CDN, not part of what ExSize ships. */
export const OFFICE_JS = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";

/**
 * Code that belongs to the task pane's UI and must not load before the functions can answer. Packages
 * match wherever node_modules lies (a git worktree's is a link elsewhere: ../../main/node_modules/).
 */
const UI_MODULES = [
  /^src\/taskpane\/(?!taskpane\.ts$)/, // the pane (taskpane.ts is the bootstrap that loads it later)
  /(?:^|\/)node_modules\/@fluentui\//,
  /(?:^|\/)node_modules\/@microsoft\/fast-element\//,
  /(?:^|\/)node_modules\/@microsoft\/focusgroup-polyfill\//,
];

/** build/webpack-stats.json, as BuildRecordPlugin (webpack.config.js) writes it. */
interface BuildRecord {
  readonly mode: string;
  readonly startedAt: number;
  readonly entrypoints: Record<string, string[]>;
  readonly chunks: readonly {
    readonly id: string | number;
    readonly name: string | null;
    readonly initial: boolean;
    readonly files: readonly string[];
    readonly children: readonly (string | number)[];
    readonly modules: readonly string[];
  }[];
  /**
   * Every chunk group an import() loads (not those of the entry points): webpack fetches all of a
   * group's chunks, its own and the split chunks it shares, when the import() first runs.
   */
  readonly asyncGroups: readonly AsyncGroup[];
  readonly assets: Record<string, number>;
  readonly inputs: readonly string[];
}

interface AsyncGroup {
  /** Its webpackChunkName, or null. */
  readonly name: string | null;
  /** The import() calls that load it: the module holding the call, what it imports, its chunks. */
  readonly origins: readonly {
    readonly module: string | null;
    readonly request: string | null;
    readonly chunks: readonly (string | number)[];
  }[];
  readonly chunks: readonly (string | number)[];
}

/** Whether code in these chunks can import() the group. */
function loadsFrom(group: AsyncGroup, chunks: (id: string | number) => boolean): boolean {
  return group.origins.some((o) => o.chunks.some(chunks));
}

export interface BundleFigures {
  readonly startupJsGzKB: number;
  /**
   * What one registered function loads on its first call, gzip KB: the largest, over the lazy groups
   * the registering code can import(), of that group's chunks not loaded at startup.
   */
  readonly onFirstCallJsGzKB: number;
  /** Each lazy group's figure (gzip KB) and files (gzip bytes), by group name ("microsoft", "summary"). */
  readonly onFirstCallGzKBByGroup: Readonly<Record<string, number>>;
  readonly onFirstCallFiles: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly taskpaneJsGzKB: number;
  /** The JavaScript files (or "inline #n" scripts) counted in each figure, with their gzip bytes. */
  readonly startupFiles: Readonly<Record<string, number>>;
  readonly taskpaneFiles: Readonly<Record<string, number>>;
  /** CustomFunctions.associate calls in the startup JavaScript, and the functions in functions.json. */
  readonly startupAssociateCalls: number;
  readonly declaredFunctions: number;
  /** Modules of the pane's UI found in the startup JavaScript (none is the rule). */
  readonly startupUiModules: readonly string[];
  /** Packages (node_modules) bundled into the startup JavaScript. */
  readonly startupPackages: readonly string[];
}

/** The build is missing, stale or not the one described: measuring it would mislead. */
export class StaleBuildError extends Error {}

function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 100) / 100;
}

function gzipBytes(data: Buffer | string): number {
  return gzipSync(data).length;
}

function readRecord(root: string): BuildRecord {
  const html = path.join(root, "dist/taskpane.html");
  const file = path.join(root, "build/webpack-stats.json");
  if (!fs.existsSync(html)) {
    throw new StaleBuildError("dist/taskpane.html is missing: run `npm run build` first.");
  }
  if (!fs.existsSync(file)) {
    throw new StaleBuildError(
      "build/webpack-stats.json is missing (dist/ predates the build record): run `npm run build`."
    );
  }
  const record = JSON.parse(fs.readFileSync(file, "utf8")) as BuildRecord;
  if (record.mode !== "production") {
    throw new StaleBuildError(
      `dist/ is a ${record.mode} build: run \`npm run build\` (production) first.`
    );
  }
  if (!Array.isArray(record.asyncGroups)) {
    throw new StaleBuildError(
      "build/webpack-stats.json predates its chunk groups (asyncGroups): run `npm run build`."
    );
  }
  return record;
}

/** Refuses a dist/ that is not the recorded build, or that is older than a file the build read. */
function checkCurrent(root: string, record: BuildRecord): void {
  const differ = Object.entries(record.assets).filter(([name, size]) => {
    const file = path.join(root, "dist", name);
    return !fs.existsSync(file) || fs.statSync(file).size !== size;
  });
  if (differ.length > 0) {
    throw new StaleBuildError(
      `dist/ is not the build build/webpack-stats.json records (${differ.map(([n]) => n).join(", ")} differ): run \`npm run build\`.`
    );
  }
  // webpack lists its loaders among its inputs, not the modules webpack.config.js itself requires.
  const inputs = [
    ...new Set([
      ...record.inputs,
      "webpack.config.js",
      "scripts/webpack/functionsLayer.js",
      "package-lock.json",
      "tsconfig.json",
    ]),
  ];
  const newer = inputs.filter((name) => {
    const file = path.join(root, name);
    if (!fs.existsSync(file)) return false;
    const stat = fs.statSync(file);
    return stat.isFile() && stat.mtimeMs > record.startedAt;
  });
  if (newer.length > 0) {
    const shown = newer.slice(0, 5).join(", ") + (newer.length > 5 ? ", ..." : "");
    throw new StaleBuildError(
      `dist/ is older than ${newer.length} of its sources (${shown}): run \`npm run build\`.`
    );
  }
}

interface PageScript {
  /** A path in dist/, or undefined for an inline script. */
  readonly src?: string;
  readonly inline?: string;
}

/** The scripts the page loads by itself: <script> tags and <link rel=preload|modulepreload as=script>. */
function pageScripts(html: string): PageScript[] {
  const scripts: PageScript[] = [];
  const attr = (tag: string, name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined);
  const local = (url: string): PageScript[] => {
    if (url === OFFICE_JS) return [];
    if (/^([a-z]+:)?\/\//i.test(url)) {
      throw new Error(`the page loads ${url} from elsewhere: the bench cannot measure it`);
    }
    return [{ src: url.replace(/^\.?\//, "").replace(/[?#].*$/, "") }];
  };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(m[1], "src");
    if (src !== undefined) scripts.push(...local(src));
    else if (m[2].trim()) scripts.push({ inline: m[2] });
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(m[0], "rel")?.toLowerCase();
    const as = attr(m[0], "as")?.toLowerCase();
    const href = attr(m[0], "href");
    if (href && (rel === "modulepreload" || (rel === "preload" && as === "script"))) {
      scripts.push(...local(href));
    }
  }
  return scripts;
}

/** Every chunk reachable on demand (import()) from these chunks, them included. */
function closure(record: BuildRecord, from: readonly (string | number)[]): Set<string | number> {
  const seen = new Set<string | number>();
  const todo = [...from];
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(record.chunks.find((c) => c.id === id)?.children ?? []));
  }
  return seen;
}

/**
 * The lazy groups the registering chunks import() (a function's first call), each with the chunks
 * that call loads: the group's own, and those of any group its code imports in turn (counted, though
 * a call may not reach them; none today), less the chunks loaded at startup. Keyed by the group's
 * webpackChunkName (else what its import() requests, else its chunk ids).
 */
export function firstCallGroups(
  record: Pick<BuildRecord, "asyncGroups">,
  registering: ReadonlySet<string | number>,
  startup: ReadonlySet<string | number>
): Map<string, Set<string | number>> {
  const loads = (group: AsyncGroup) => {
    const chunks = new Set<string | number>();
    const seen = new Set<AsyncGroup>();
    const todo = [group];
    while (todo.length > 0) {
      const g = todo.pop()!;
      if (seen.has(g)) continue;
      seen.add(g);
      for (const id of g.chunks) chunks.add(id);
      // Imports made by the group's code; the startup's own imports are other groups' first calls.
      const from = (id: string | number) => g.chunks.includes(id) && !startup.has(id);
      todo.push(...record.asyncGroups.filter((child) => loadsFrom(child, from)));
    }
    return new Set([...chunks].filter((id) => !startup.has(id)));
  };
  const groups = new Map<string, Set<string | number>>();
  for (const group of record.asyncGroups) {
    // An import() in no chunk would leave its group out of every figure: measure nothing rather.
    const lost = group.origins.find((o) => o.chunks.length === 0);
    if (lost !== undefined)
      throw new Error(
        `the build record does not say which chunk holds ${lost.module ?? "an"} import(${lost.request ?? ""}) of group ${group.name ?? group.chunks.join("+")}`
      );
    if (!loadsFrom(group, (id) => registering.has(id))) continue;
    const requests = [...new Set(group.origins.flatMap((o) => o.request ?? []))].join(", ");
    const base = group.name ?? (requests || `chunks ${group.chunks.join(", ")}`);
    let name = base;
    for (let n = 2; groups.has(name); n++) name = `${base} (${n})`;
    groups.set(name, loads(group));
  }
  return groups;
}

/**
 * Startup: every script the built page loads by itself (its tags; office.js excluded), with every
 * initial chunk of their entry points: what Excel loads before the first EX.* formula answers, the
 * registration of every function included. On first call: what one function's first call loads, the
 * largest lazy group (firstCallGroups): the EX.MS* functions import the Microsoft method's core then,
 * EX.SUMMARY its own chunk and that core; no other function waits for them, and a call loads its own
 * group only, never the other's chunks. Task pane open: the startup, and every chunk the page can load on
 * demand (the UI and its vendor chunk, and the on-first-call chunks).
 */
export function measureBundle(root: string): BundleFigures {
  const record = readRecord(root);
  checkCurrent(root, record);
  const html = fs.readFileSync(path.join(root, "dist/taskpane.html"), "utf8");
  const read = (file: string) => fs.readFileSync(path.join(root, "dist", file));
  const scripts = pageScripts(html);
  const loaded = new Set(scripts.flatMap((s) => (s.src ? [s.src] : [])));
  const entryFiles = Object.values(record.entrypoints).filter((files) =>
    files.some((f) => loaded.has(f))
  );
  for (const files of entryFiles) for (const f of files) loaded.add(f);
  const chunksOf = (files: ReadonlySet<string>) =>
    record.chunks.filter((c) => c.files.some((f) => files.has(f)));
  const registering = chunksOf(loaded)
    .filter((c) => c.files.some((f) => read(f).includes("CustomFunctions.associate(")))
    .map((c) => c.id);
  const initial = chunksOf(loaded).map((c) => c.id);
  const startupChunks = new Set(initial);
  const groups = firstCallGroups(record, new Set(registering), startupChunks);
  // Every chunk some function's first call can load (the UI check below).
  const onFirstCallChunks = new Set([...groups.values()].flatMap((ids) => [...ids]));
  const allChunks = closure(record, initial);
  const filesOf = (ids: ReadonlySet<string | number>) => {
    const files = new Set(loaded);
    for (const c of record.chunks) if (ids.has(c.id)) for (const f of c.files) files.add(f);
    return files;
  };
  const sized = (files: ReadonlySet<string>) => {
    const sizes: Record<string, number> = {};
    for (const f of [...files].sort()) sizes[f] = gzipBytes(read(f));
    scripts.forEach((s, i) => {
      if (s.inline !== undefined) sizes[`inline #${i + 1}`] = gzipBytes(s.inline);
    });
    return sizes;
  };
  const startupFiles = filesOf(startupChunks);
  const startup = sized(startupFiles);
  const total = (sizes: Record<string, number>) =>
    kb(Object.values(sizes).reduce((a, b) => a + b, 0));
  const onFirstCall: Record<string, Record<string, number>> = {};
  const onFirstCallKB: Record<string, number> = {};
  for (const [name, ids] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const files: Record<string, number> = {};
    for (const c of record.chunks)
      if (ids.has(c.id)) for (const f of c.files) files[f] = gzipBytes(read(f));
    onFirstCall[name] = files;
    onFirstCallKB[name] = total(files);
  }
  const taskpane = sized(filesOf(allChunks));
  const startupText =
    [...startupFiles].map((f) => read(f).toString("utf8")).join("\n") +
    scripts.map((s) => s.inline ?? "").join("\n");
  // The pane's UI must load neither at startup nor with a function's first call.
  const startupModules = record.chunks
    .filter((c) => startupChunks.has(c.id) || onFirstCallChunks.has(c.id))
    .flatMap((c) => c.modules);
  const metadata = JSON.parse(read("functions.json").toString("utf8")) as { functions: unknown[] };
  return {
    startupJsGzKB: total(startup),
    onFirstCallJsGzKB: Math.max(0, ...Object.values(onFirstCallKB)),
    onFirstCallGzKBByGroup: onFirstCallKB,
    onFirstCallFiles: onFirstCall,
    taskpaneJsGzKB: total(taskpane),
    startupFiles: startup,
    taskpaneFiles: taskpane,
    startupAssociateCalls: startupText.split("CustomFunctions.associate(").length - 1,
    declaredFunctions: metadata.functions.length,
    startupUiModules: startupModules.filter((m) => UI_MODULES.some((re) => re.test(m))),
    startupPackages: [
      ...new Set(
        startupModules.flatMap(
          (m) => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(m)?.[1] ?? []
        )
      ),
    ].sort(),
  };
}
