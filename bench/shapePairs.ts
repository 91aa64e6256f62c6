/**
 * srcShapePairs (issue 29): how many pairs of places in src/ share a run of six or more lines of the same
 * shape, the same lines or the same but for names, strings and numbers. Each pair is a formula or a
 * block written twice, which a change must find and edit twice.
 *
 * The rule, applied to every source file (.ts, .js, .html, .css, ...; no data or prose) below the folder:
 * 1. Each line is folded (white space runs to one space, trimmed) and passed over when it is shorter than
 *    3 characters, only punctuation (`{}()[];,:.` and spaces), a comment line (starting `//`, `/*`, `*`),
 *    or a header line (import, require, `export {..} from`).
 * 2. Its shape: the line's tokens (names, numbers, closed strings, single characters) with every name
 *    written `x`, every string `s`, every number `0`: `total += rows[3] * "GB";` -> `x + = x [ 0 ] * s ;`.
 * 3. Every window of 6 consecutive kept lines of a file is a place, keyed twice: by its folded lines
 *    (exact) and, when it has some substance (at least 24 tokens and 2 statements: a line starting with
 *    `return`, `if`, `const`, ..., an assignment, or 8 tokens or more, not a `key: value,` table arm), by
 *    its shapes.
 * 4. A key found in 2 to 8 places pairs each two of them (two places in one file when they do not
 *    overlap); a key in more than 8 places is too common to count (a table's rows, a test's lines).
 * 5. A pair is two files, or one file with itself, sharing at least one key: the figure counts these.
 *    A pair is "by shape" when no exact key found it first, and "boilerplate" when it is by shape and
 *    most of its shared windows are thin (over 60 % punctuation and keywords in both places) or are a
 *    shape found in 3 files or more of one folder.
 *
 * This is the rule of the `duplicates` command (`duplicates --repo src --most 200`, a developer tool of
 * the build machine, not a dependency), written again here so that CI can hold the budget without it;
 * docs/performance.md gives the calibration against it (the same counts on today's tree and 5 commits
 * of history). Example: two functions whose bodies differ only in `singleFailure` / `doubleFailure`
 * (megacycles.ts before issue 29) are one pair by shape.
 */
import * as fs from "fs";
import * as path from "path";

/** The shared lines that make a pair. */
export const WINDOW = 6;
/** A key in more places than this is too common to count. */
const BUCKET_MAX = 8;
/** A window's key by shape needs this many tokens a line on average, and this many statements. */
const MIN_TOKENS = 4;
const MIN_STATEMENTS = 2;
/** A window is thin when more than this share of its tokens is punctuation or keywords. */
const THIN_SHARE = 0.6;
/** A shape found in this many files of one folder is the folder's plumbing, not a copy. */
const PLUMBING_FILES = 3;
const LINE_MAX = 2000;

/** File endings counted: source and build files, not data or prose (JSON, YAML, Markdown). */
const SLASH_COMMENTS = new Set(
  "rs go java kt cs swift js mjs cjs jsx ts tsx mts cts c h cc cpp hpp scss less vue svelte".split(
    " "
  )
);
const HASH_COMMENTS = new Set("py pyi sh bash ps1 rb pl r mk cmake".split(" "));
const NO_LINE_COMMENT = new Set(["css", "html", "htm"]);
const SKIPPED_FOLDERS = new Set(["node_modules", ".git", "vendor", "third_party", "thirdparty"]);

const STATEMENT_WORDS = new Set(
  (
    "if for while loop return let var const else elif try except catch with raise throw yield await " +
    "defer go do unsafe assert del goto continue break"
  ).split(" ")
);
const DECLARATION_WORDS = new Set(
  "impl class struct enum interface trait union typedef pub export".split(" ")
);
const KEYWORDS = new Set([
  ...STATEMENT_WORDS,
  ...DECLARATION_WORDS,
  ...(
    "case switch default func def fn function nil null none None true false err error self this new " +
    "end then in not and or static void int bool string public private final mut match Ok Err Some"
  ).split(" "),
]);

const NO_SUBSTANCE = /^[\s{}()[\];,:.]*$/;
const HEADER_LINE =
  /^(import\b|from \S+ import\b|use [\w:{]|(pub(\([\w:]+\))? )?(use|mod) [\w:{]+;?$|#\s*(?:include|import)\b|package [\w.]+;?$|(const |var |let )?[\w{}, ]+ = require\(|export \{[^}]*\} from )/;
const TOKEN = /[A-Za-z_][A-Za-z0-9_]*|[0-9][0-9a-fA-FxX_.]*|\S/gu;
const STRING_BODY: Record<string, RegExp> = {
  '"': /(?:[^"\\]|\\.)*/y,
  "'": /(?:[^'\\]|\\.)*/y,
};
/** A `key: value,` / `key => value` arm of a table or switch: not a statement. */
const OPERAND = String.raw`(?:[sx0_](?: [:.] [:.]? ?x)*(?: \( [sx0_ .:,]*\)?)?)`;
const ARM = new RegExp(String.raw`^(?:x )?${OPERAND} (?:= >|:|- >) (?:x )?${OPERAND} [,;]?$`);

function ending(file: string): string {
  const base = file.slice(file.lastIndexOf("/") + 1);
  return base.includes(".") ? base.slice(base.lastIndexOf(".") + 1).toLowerCase() : "";
}

/** Whether a file counts, and the marks that open its comment lines. */
function commentMarks(file: string): readonly string[] | undefined {
  const end = ending(file);
  const block = ["/*", "*", "'''", '"""'];
  if (SLASH_COMMENTS.has(end)) return [...block, "//"];
  if (HASH_COMMENTS.has(end)) return [...block, "#"];
  if (NO_LINE_COMMENT.has(end)) return block;
  return undefined;
}

/** The line folded, or "" when it is passed over (short, punctuation, a comment). */
export function foldLine(line: string, marks: readonly string[]): string {
  const s = line.split(/\s+/).filter(Boolean).join(" ");
  if (s.length < 3 || s.length > LINE_MAX || NO_SUBSTANCE.test(s)) return "";
  return marks.some((m) => s.startsWith(m)) && !s.startsWith("*/") ? "" : s;
}

/** [start, end) of each string literal closed on the line ("..." or '...'). */
function closedStrings(line: string): [number, number][] {
  const out: [number, number][] = [];
  const readTo: Record<string, number> = { '"': 0, "'": 0 };
  let look = 0;
  for (;;) {
    let at = -1;
    for (let i = look; i < line.length; i++) {
      if (line[i] === '"' || line[i] === "'") {
        at = i;
        break;
      }
    }
    if (at < 0) return out;
    const quote = line[at];
    look = at + 1;
    if (at < readTo[quote]) continue;
    const body = STRING_BODY[quote];
    body.lastIndex = look;
    const m = body.exec(line);
    const end = m ? look + m[0].length : look;
    if (line[end] === quote) {
      out.push([at, end + 1]);
      look = end + 1;
    } else {
      readTo[quote] = end;
    }
  }
}

function tokens(line: string): string[] {
  const out: string[] = [];
  let rest = 0;
  for (const [at, end] of closedStrings(line)) {
    out.push(...(line.slice(rest, at).match(TOKEN) ?? []), line.slice(at, end));
    rest = end;
  }
  return [...out, ...(line.slice(rest).match(TOKEN) ?? [])];
}

const isName = (t: string) => /^[\p{L}_]/u.test(t);

/** The line's shape (names `x`, strings `s`, numbers `0`, the rest as written) and its names. */
export function lineShape(line: string): { shape: string; names: string[] } {
  const toks = tokens(line);
  const letter = (t: string) =>
    isName(t) ? "x" : t[0] === '"' || t[0] === "'" ? "s" : /^\p{Nd}/u.test(t) ? "0" : t;
  return { shape: toks.map(letter).join(" "), names: toks.filter(isName) };
}

function isStatement(shape: string, names: readonly string[]): boolean {
  const toks = shape.split(" ").filter(Boolean);
  if (toks.length === 0 || toks[0] === "#" || ARM.test(shape)) return false;
  if (names.length > 0 && STATEMENT_WORDS.has(names[0])) return true;
  const opens = "{(:".includes(toks[toks.length - 1]) && !toks.includes("=");
  if (names.length > 0 && DECLARATION_WORDS.has(names[0]) && opens) return false;
  for (let k = 0; k < toks.length; k++) {
    const alone = k + 1 >= toks.length || !"=>".includes(toks[k + 1]);
    if (toks[k] === "=" && alone && (k === 0 || !"=!<>".includes(toks[k - 1]))) return true;
  }
  return toks.length >= 8;
}

function thinTokens(shape: string, names: readonly string[]): number {
  const punctuation = shape.split(" ").filter((t) => t && t !== "x" && t !== "s" && t !== "0");
  return punctuation.length + names.filter((n) => KEYWORDS.has(n)).length;
}

/** One window of WINDOW kept lines: first and last line numbers (1-based), its keys, thin or not. */
interface Place {
  readonly file: string;
  readonly first: number;
  readonly last: number;
  readonly thin: boolean;
}

interface Window extends Place {
  readonly exact: string;
  /** "" when the window has too little substance to be keyed by shape. */
  readonly shaped: string;
}

/** Every window of a file's kept lines. */
export function fileWindows(file: string, text: string, window = WINDOW): Window[] {
  const marks = commentMarks(file) ?? [];
  const rows: {
    s: string;
    shape: string;
    line: number;
    count: number;
    does: boolean;
    thin: number;
  }[] = [];
  text.split("\n").forEach((raw, i) => {
    const s = foldLine(raw, marks);
    if (!s || HEADER_LINE.test(s)) return;
    const { shape, names } = lineShape(s);
    const count = shape.split(" ").filter(Boolean).length;
    rows.push({
      s,
      shape,
      line: i + 1,
      count,
      does: isStatement(shape, names),
      thin: thinTokens(shape, names),
    });
  });
  const out: Window[] = [];
  for (let i = 0; i + window <= rows.length; i++) {
    const chunk = rows.slice(i, i + window);
    const count = chunk.reduce((n, r) => n + r.count, 0);
    const statements = chunk.filter((r) => r.does).length;
    const slight = count < MIN_TOKENS * window || statements < MIN_STATEMENTS;
    out.push({
      file,
      first: chunk[0].line,
      last: chunk[window - 1].line,
      exact: chunk.map((r) => r.s).join("\n"),
      shaped: slight ? "" : chunk.map((r) => r.shape).join("\n"),
      thin: chunk.reduce((n, r) => n + r.thin, 0) > THIN_SHARE * Math.max(1, count),
    });
  }
  return out;
}

/** One pair of places: two files (or one file twice) and the run they share that is longest. */
export interface ShapePair {
  readonly a: string;
  readonly b: string;
  /** Lines of the longest shared run, in a and in b. */
  readonly aLines: readonly [number, number];
  readonly bLines: readonly [number, number];
  /** Shared windows (distinct place pairs). */
  readonly windows: number;
  readonly byShape: boolean;
  readonly boilerplate: boolean;
}

export interface ShapePairCount {
  readonly pairs: number;
  readonly byShape: number;
  readonly boilerplate: number;
  readonly files: number;
  /** Most shared windows first. */
  readonly list: readonly ShapePair[];
}

const byPlace = (p: Place, q: Place) =>
  p.file < q.file ? -1 : p.file > q.file ? 1 : p.first - q.first || p.last - q.last;

/** Merges a pair's shared windows into runs (consecutive windows in both places). */
function runs(hits: readonly (readonly [number, number, number, number])[]): number[][] {
  const out: number[][] = [];
  const sorted = [...new Set(hits.map((h) => h.join(",")))]
    .map((h) => h.split(",").map(Number))
    .sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || x[3] - y[3]);
  for (const [a1, a2, b1, b2] of sorted) {
    const near = out.slice(-4).reverse();
    const r = near.find((r) => r[0] < a1 && a1 <= r[1] + 1 && r[2] < b1 && b1 <= r[3] + 1);
    if (r) {
      r[1] = Math.max(r[1], a2);
      r[3] = Math.max(r[3], b2);
    } else out.push([a1, a2, b1, b2]);
  }
  return out;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The pairs of places among these files (path -> text), by the rule above. */
export function countShapePairs(
  texts: Readonly<Record<string, string>>,
  window = WINDOW
): ShapePairCount {
  const exact = new Map<string, Window[]>();
  const shaped = new Map<string, Window[]>();
  const files = Object.keys(texts)
    .filter((f) => commentMarks(f) !== undefined)
    .sort();
  for (const file of files) {
    for (const w of fileWindows(file, texts[file], window)) {
      push(exact, w.exact, w);
      if (w.shaped) push(shaped, w.shaped, w);
    }
  }
  const hits = new Map<string, [number, number, number, number][]>();
  const solid = new Map<string, number>();
  const kinds = new Map<string, "exact" | "shape">();
  for (const [kind, buckets] of [
    ["exact", exact],
    ["shape", shaped],
  ] as const) {
    for (const bucket of buckets.values()) {
      if (bucket.length > BUCKET_MAX) continue;
      const places = [...bucket].sort(byPlace);
      const plumbing = kind === "shape" && isPlumbing(places);
      places.forEach((p, j) => {
        for (const q of places.slice(j + 1)) {
          if (p.file === q.file && q.first <= p.last) continue;
          const key = `${p.file}\0${q.file}`;
          push(hits, key, [p.first, p.last, q.first, q.last]);
          const weak = plumbing || (kind === "shape" && p.thin && q.thin);
          solid.set(key, (solid.get(key) ?? 0) + (weak ? 0 : 1));
          if (!kinds.has(key)) kinds.set(key, kind);
        }
      });
    }
  }
  const list: ShapePair[] = [...hits].map(([key, found]) => {
    const [a, b] = key.split("\0");
    const merged = runs(found);
    const longest = merged.reduce((best, r) =>
      r[1] - r[0] > best[1] - best[0] || (r[1] - r[0] === best[1] - best[0] && r[0] < best[0])
        ? r
        : best
    );
    const windows = new Set(found.map((h) => h.join(","))).size;
    const byShape = kinds.get(key) === "shape";
    return {
      a,
      b,
      aLines: [longest[0], longest[1]],
      bLines: [longest[2], longest[3]],
      windows,
      byShape,
      boilerplate: byShape && 2 * (solid.get(key) ?? 0) < windows,
    };
  });
  list.sort((x, y) => y.windows - x.windows || (x.a < y.a ? -1 : x.a > y.a ? 1 : 0));
  return {
    pairs: list.length,
    byShape: list.filter((p) => p.byShape).length,
    boilerplate: list.filter((p) => p.boilerplate).length,
    files: files.length,
    list,
  };
}

/** Whether a shape stands in PLUMBING_FILES files or more of one folder. */
function isPlumbing(places: readonly Place[]): boolean {
  const folders = new Map<string, Set<string>>();
  for (const p of places) {
    const folder = p.file.slice(0, Math.max(0, p.file.lastIndexOf("/")));
    folders.set(folder, (folders.get(folder) ?? new Set()).add(p.file));
  }
  return [...folders.values()].some((f) => f.size >= PLUMBING_FILES);
}

/** Every counted file below dir, by its path relative to dir ("/"-separated). */
export function readTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(e.name.toLowerCase())) walk(p);
      } else if (e.isFile() && commentMarks(p) !== undefined) {
        const bytes = fs.readFileSync(path.join(dir, p));
        if (bytes.length <= 1 << 20 && !bytes.includes(0)) out[p] = bytes.toString("utf8");
      }
    }
  };
  walk("");
  return out;
}

/** srcShapePairs: the pairs of places in root/src. */
export function srcShapePairs(root: string): ShapePairCount {
  return countShapePairs(readTree(path.join(root, "src")));
}

/** Lines of the non-test .ts files under root/src/core/microsoft (coreMicrosoftLines). */
export function coreMicrosoftLines(root: string): number {
  let lines = 0;
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".ts") && !e.name.endsWith(".test.ts")) {
        const text = fs.readFileSync(p, "utf8");
        lines += (text.match(/\n/g) ?? []).length;
      }
    }
  };
  walk(path.join(root, "src/core/microsoft"));
  return lines;
}

if (require.main === module) {
  const root = process.argv[2] ?? path.resolve(__dirname, "../../..");
  const count = srcShapePairs(root);
  console.log(
    `${count.pairs} pairs of places (${count.files} files read): ${count.byShape} by shape alone, ${count.boilerplate} of those boilerplate`
  );
  if (process.argv.includes("--list")) {
    for (const p of count.list) {
      const words = (p.byShape ? " shape" : "") + (p.boilerplate ? " boilerplate" : "");
      console.log(`${p.a}:${p.aLines.join("-")} ~ ${p.b}:${p.bLines.join("-")}${words}`);
    }
  }
}
