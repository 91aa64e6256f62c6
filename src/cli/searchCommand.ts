import * as fs from "fs";
import * as path from "path";
import { SizingError } from "../core";
import {
  DEFAULT_MAX_CANDIDATES,
  FEASIBILITY_RULES,
  SearchDesign,
  SearchRequest,
  SearchResult,
  parseSearchRequest,
  searchDesigns,
} from "../core/microsoft/search";
import { SUMMARY_KEYS } from "../core/summary";
import { renderXlsx } from "../render/xlsx";
import { COMPARE_DESIGNS, buildCompareWorkbook } from "../workbook/compare";
import { Command, CommandIO, UsageError } from "./command";
import { HELP_OPTION, parseCommandArgs } from "./parseCommandArgs";
import { writeDeployDirectory } from "./deployOutput";
import { readJsonFile } from "./scenarioFile";
import { processAlive, writeFileWhole } from "./wholeWrite";
import { checkTarget } from "./xlsxOutput";

const INDENT = " ".repeat(31);

export const SEARCH_USAGE = `  exsize search REQ.json [--top N] [--json] [-o OUT.xlsx] [--write DIR]
${INDENT}Find the cheapest Microsoft design that passes every rule: REQ.json is
${INDENT}a "microsoft" scenario plus a "search" object of ranges ([from, to] of
${INDENT}whole-number inputs: exchangeServersPerDag, dagCount, ...) and lists of
${INDENT}servers and disks with their prices; every combination is sized as
${INDENT}exsize size sizes it. docs/search.md; examples/search-2019.json.`;

const SEARCH_HELP = `Usage:
${SEARCH_USAGE}

Options:
  --top N                 How many designs to show (default 5).
  --json                  One JSON object: {"evaluated", "feasible", "rejectedBy",
                          "designs": [{"rank", "cost", "inputs", "summary", ...}], "why"}.
  -o, --output OUT.xlsx   Also write the Compare workbook of the top designs (2 to
                          ${COMPARE_DESIGNS.max}, so --top 2 or more; live formulas, as exsize compare).
  --force                 Replace OUT even if it is not as ExSize wrote it, and design
                          files of the same names in DIR.
  --write DIR             Also write each top design as a scenario file named after
                          its inputs, DIR/design-1-<server>-<disk>-<ranges>.json, ...,
                          its project "#1 <server>, <disk>, <ranges>" (exsize size and
                          exsize compare read them). DIR is written whole: its other
                          files stay, files of the same names need --force.
  --max-candidates N      Allow more than ${DEFAULT_MAX_CANDIDATES.toLocaleString("en-US")} candidates.
  -h, --help              This help.

A design is feasible when exsize size would not reject it (the verdict's one
rule table, docs/summary.md: the calculator's checks, every "Insufficient ..."
storage status, CPU in every failure mode at most maxCpuWorstFailurePercent
(default 80), the Exchange version's cores and RAM per server) and it fits the
server: disks per server at most its diskSlots, recommended RAM at most its
maxRamGB. Both datacenters' figures are checked where the design has servers there.
Cost = servers x the server's price + disks x the disk's price; ties go to fewer
servers, then fewer disks, then the order of the lists.
Exit 0 with the designs; exit 1 when no design is feasible (the counts of the
broken rules say why) or on a bad request (one line naming the key).`;

const fmt = (x: number | null): string =>
  x === null ? "--" : x.toLocaleString("en-US", { maximumFractionDigits: 2 });

interface Parsed {
  readonly file: string;
  readonly top: number;
  readonly json: boolean;
  readonly out?: string;
  readonly force: boolean;
  readonly writeDir?: string;
  readonly maxCandidates: number;
}

function wholeAtLeast(name: string, v: string | undefined, min: number, fallback: number): number {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!/^\d+$/.test(v) || !Number.isSafeInteger(n) || n < min)
    throw new UsageError(
      `${name} must be a whole number of ${min} or more (got ${JSON.stringify(v)})`
    );
  return n;
}

function parse(args: readonly string[]): Parsed | "help" {
  const { values, positionals } = parseCommandArgs("search", args, {
    top: { type: "string" },
    json: { type: "boolean" },
    output: { type: "string", short: "o" },
    force: { type: "boolean" },
    write: { type: "string" },
    "max-candidates": { type: "string" },
    ...HELP_OPTION,
  });
  if (values.help) return "help";
  if (positionals.length !== 1)
    throw new UsageError(
      `give one request file (exsize search REQ.json [--top N] [--json] [-o OUT.xlsx] [--write DIR]); got ${positionals.length}`
    );
  if (values.output === "")
    throw new UsageError("-o/--output needs a file name, e.g. -o compare.xlsx");
  if (values.write === "") throw new UsageError("--write needs a directory, e.g. --write designs");
  const top = wholeAtLeast("--top", values.top, 1, 5);
  if (values.output !== undefined && top < COMPARE_DESIGNS.min)
    throw new UsageError(
      `-o writes a Compare workbook of the top designs, which takes ${COMPARE_DESIGNS.min} or more; --top ${top} keeps ${top}: give --top ${COMPARE_DESIGNS.min} or more, or leave -o out`
    );
  return {
    file: positionals[0],
    top,
    json: values.json === true,
    out: values.output,
    force: values.force === true,
    writeDir: values.write,
    maxCandidates: wholeAtLeast(
      "--max-candidates",
      values["max-candidates"],
      1,
      DEFAULT_MAX_CANDIDATES
    ),
  };
}

/** A design's label in the Compare workbook and the report: its rank, server and disk. */
const label = (d: SearchDesign) => `#${d.rank} ${d.server}, ${d.disk}`;

/** The varied inputs of a design, in the request's words. */
function inputLine(d: SearchDesign, keys: readonly string[]): string {
  return keys
    .map(
      (k) =>
        `${k} ${typeof d.inputs[k] === "number" ? fmt(d.inputs[k] as number) : JSON.stringify(d.inputs[k])}`
    )
    .join(", ");
}

/** The report a person reads: the winners first, then the counts and why designs were rejected. */
export function searchReport(
  result: SearchResult,
  file: string,
  varied: readonly string[]
): string {
  const lines: string[] = [
    `exsize search ${file}: ${result.evaluated.toLocaleString("en-US")} candidates evaluated, ${result.feasible.toLocaleString("en-US")} feasible`,
  ];
  for (const d of result.designs) {
    const f = d.figures;
    const two = (a: number | null, b: number | null, unit: string) =>
      `${fmt(a)}${unit}` +
      (b !== null && b !== 0 && b !== a ? ` (secondary ${fmt(b)}${unit})` : "");
    lines.push(
      "",
      `${label(d)}: cost ${fmt(d.cost)} = ${fmt(f.serversEnvironment)} servers + ${fmt(f.disksEnvironment)} disks` +
        (f.ssdsEnvironment ? ` + ${fmt(f.ssdsEnvironment)} MetaCache SSDs` : ""),
      `   inputs: ${inputLine(d, varied)}`,
      `   CPU worst failure ${two(f.cpuWorstFailurePercent, f.cpuWorstFailurePercentSecondary, " %")}; RAM ${two(f.ramRecommendedGB, f.ramRecommendedGBSecondary, " GB")}; disks per server ${two(f.disksPerServer, f.disksPerServerSecondary, "")}`,
      `   summary: ${SUMMARY_KEYS.filter((k) => d.summary[k] !== null)
        .map((k) => `${k} ${fmt(d.summary[k])}`)
        .join(", ")}`,
      ...[...d.warnings, ...d.flags].map((w) => `   warning: ${w}`)
    );
  }
  const broken = FEASIBILITY_RULES.filter((r) => result.rejectedBy[r.id] > 0);
  if (broken.length > 0) {
    lines.push("", "Rejected, by rule (a design may break several):");
    const width = Math.max(...broken.map((r) => r.id.length));
    for (const r of broken)
      lines.push(
        `  ${r.id.padEnd(width)}  ${fmt(result.rejectedBy[r.id]).padStart(9)}  ${r.label}`
      );
  }
  if (result.feasible === 0)
    lines.push("", "No design is feasible. Why:", ...result.why.map((w) => `  ${w}`));
  else if (result.why.length > 0)
    lines.push("", "Why designs were rejected:", ...result.why.map((w) => `  ${w}`));
  return lines.join("\n");
}

/** Text as a part of a file name: letters, digits and dots, every other run of characters one hyphen. */
const fileNamePart = (text: string) =>
  text
    .replace(/[^A-Za-z0-9.]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .replace(/\.{2,}/g, ".");

/** What tells a design from the others (issue 31): its rank, server, disk and the ranges' values. */
function designName(d: SearchDesign, ranges: readonly string[]): string {
  return [
    `#${d.rank} ${d.server}`,
    d.disk,
    ...ranges.map((k) => `${k} ${String(d.inputs[k])}`),
  ].join(", ");
}

/** At most this many characters in a design's file name (a path of DIR plus it stays far below 255). */
const MAX_FILE_NAME = 120;

/**
 * The design files of --write, by name: "design-RANK-<server>-<disk>-<range key>-<value>....json" (cut
 * to 120 characters), each the design's scenario with its `project` "#RANK <server>, <disk>, <key>
 * <value>, ..." followed by the request's own project, so exsize compare's columns tell them apart.
 * Example: design-1-2U-24-core-8-TB-NL-SAS-exchangeServersPerDag-6-dagCount-1.json.
 */
export function designFiles(
  designs: readonly SearchDesign[],
  ranges: readonly string[]
): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const d of designs) {
    const name = designName(d, ranges);
    const stem = `design-${d.rank}-${fileNamePart(name.replace(/^#\d+ /, ""))}`
      .slice(0, MAX_FILE_NAME - ".json".length)
      .replace(/[-.]+$/, "");
    const own = typeof d.inputs.project === "string" ? d.inputs.project.trim() : "";
    const scenario = { ...d.inputs, project: own === "" ? name : `${name} -- ${own}` };
    files[`${stem}.json`] = new TextEncoder().encode(JSON.stringify(scenario, null, 2) + "\n");
  }
  return files;
}

/**
 * Removes what a run of the earlier --write left in DIR when it was killed between a design's write and
 * its rename ("design-N.json.PID.tmp" of a process that no longer runs; issue 32): that scheme wrote
 * inside DIR and nothing cleaned it. Returns what it removed, in words.
 */
function removeEarlierLeftovers(dir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return []; // no DIR yet, or not a folder (the writer says so)
  }
  const done: string[] = [];
  for (const name of names) {
    const m = /^design-.*\.json\.(\d+)\.tmp$/.exec(name);
    if (!m || processAlive(Number(m[1]))) continue;
    try {
      fs.rmSync(path.join(dir, name), { force: true });
      done.push(`removed ${path.join(dir, name)}, left by a run that was stopped`);
    } catch {
      // a later run tries again
    }
  }
  return done;
}

/** The Compare workbook of -o, checked (design count, the target) before anything is written. */
function compareOutput(
  out: string,
  force: boolean,
  designs: readonly SearchDesign[],
  feasible: number
): readonly SearchDesign[] {
  const shown = designs.slice(0, COMPARE_DESIGNS.max);
  if (shown.length < COMPARE_DESIGNS.min)
    throw new UsageError(
      `-o: a comparison takes ${COMPARE_DESIGNS.min} designs or more; the search found ${feasible} feasible`
    );
  checkTarget(out, force);
  return shown;
}

function writeCompare(out: string, shown: readonly SearchDesign[], now: Date): string {
  const spec = buildCompareWorkbook(
    shown.map((d) => ({ label: label(d), scenario: d.inputs })),
    { date: now }
  );
  writeFileWhole(out, renderXlsx(spec, { date: now }));
  return `Wrote ${out}: the Compare workbook of the top ${shown.length} designs.`;
}

export function searchCommand(args: readonly string[], io: CommandIO): number {
  try {
    const parsed = parse(args);
    if (parsed === "help") {
      io.out(SEARCH_HELP);
      return 0;
    }
    const json = readJsonFile(parsed.file);
    let result: SearchResult;
    let varied: string[];
    let request: SearchRequest;
    try {
      request = parseSearchRequest(json);
      varied = [
        ...new Set([
          ...request.ranges.map((r) => r.key),
          ...request.servers.flatMap((s) => Object.keys(s.inputs)),
          ...request.disks.flatMap((d) => Object.keys(d.inputs)),
        ]),
      ];
      result = searchDesigns(request, { top: parsed.top, maxCandidates: parsed.maxCandidates });
    } catch (error) {
      if (error instanceof SizingError) throw new UsageError(`${parsed.file}: ${error.message}`);
      throw error;
    }
    // every output checked before any is written: the Compare's design count and target first
    const shown =
      parsed.out !== undefined
        ? compareOutput(parsed.out, parsed.force, result.designs, result.feasible)
        : [];
    const notes: string[] = [];
    if (parsed.writeDir !== undefined && result.designs.length > 0) {
      const ranges = varied.filter((k) => request.ranges.some((r) => r.key === k));
      const earlier = removeEarlierLeftovers(parsed.writeDir);
      const written = writeDeployDirectory(
        parsed.writeDir,
        designFiles(result.designs, ranges),
        parsed.force,
        "--write"
      );
      notes.push(
        ...[...earlier, ...written.recovered].map((r) => `exsize search: ${r}.`),
        `Wrote ${parsed.writeDir}: ${written.written.join(", ")}.`,
        ...(written.warning ? [`exsize search: ${written.warning}.`] : [])
      );
    }
    if (parsed.out !== undefined) notes.push(writeCompare(parsed.out, shown, io.now));
    if (parsed.json) {
      io.out(
        JSON.stringify({
          evaluated: result.evaluated,
          feasible: result.feasible,
          rejectedBy: result.rejectedBy,
          designs: result.designs,
          why: result.why,
        })
      );
      notes.forEach((n) => io.err(n));
    } else {
      io.out(searchReport(result, parsed.file, varied));
      if (notes.length > 0) io.out("\n" + notes.join("\n"));
    }
    return result.feasible > 0 ? 0 : 1;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`exsize search: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

export const SEARCH_COMMAND: Command = {
  name: "search",
  synopsis: "exsize search REQ.json [--top N] [--json] [-o OUT.xlsx] [--write DIR]",
  summary:
    "Find the cheapest Microsoft design over lists of servers and disks and ranges of counts.",
  help: () => SEARCH_HELP,
  run: searchCommand,
};
