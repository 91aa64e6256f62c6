import * as fs from "fs";
import * as path from "path";
import { SizingError } from "../core";
import {
  DEFAULT_MAX_CANDIDATES,
  FEASIBILITY_RULES,
  SearchDesign,
  SearchResult,
  parseSearchRequest,
  searchDesigns,
} from "../core/microsoft/search";
import { SUMMARY_KEYS } from "../core/summary";
import { renderXlsx } from "../render/xlsx";
import { COMPARE_DESIGNS, buildCompareWorkbook } from "../workbook/compare";
import { Command, CommandIO, UsageError } from "./command";
import { HELP_OPTION, parseCommandArgs } from "./parseCommandArgs";
import { readJsonFile, systemMessage } from "./scenarioFile";
import { checkTarget, removeLeftovers, writeAtomically } from "./xlsxOutput";

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
                          ${COMPARE_DESIGNS.max}; live formulas, as exsize compare).
  --force                 Replace OUT even if it is not as ExSize wrote it.
  --write DIR             Also write each top design as a scenario file,
                          DIR/design-1.json, ... (exsize size reads them).
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
  return {
    file: positionals[0],
    top: wholeAtLeast("--top", values.top, 1, 5),
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
      `${label(d)}: cost ${fmt(d.cost)} = ${fmt(f.serversEnvironment)} servers + ${fmt(f.disksEnvironment)} disks`,
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

/** Writes each design as DIR/design-RANK.json, each file whole (a temporary sibling renamed over it). */
function writeDesigns(dir: string, designs: readonly SearchDesign[]): string[] {
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new UsageError(`cannot create ${dir}: ${systemMessage(error)}`);
  }
  return designs.map((d) => {
    const target = path.join(dir, `design-${d.rank}.json`);
    const temp = `${target}.${process.pid}.tmp`;
    try {
      fs.writeFileSync(temp, JSON.stringify(d.inputs, null, 2) + "\n");
      fs.renameSync(temp, target);
    } catch (error) {
      fs.rmSync(temp, { force: true });
      throw new UsageError(`cannot write ${target}: ${systemMessage(error)}`);
    }
    return target;
  });
}

function writeCompare(
  out: string,
  force: boolean,
  designs: readonly SearchDesign[],
  now: Date
): string {
  const shown = designs.slice(0, COMPARE_DESIGNS.max);
  if (shown.length < COMPARE_DESIGNS.min)
    throw new UsageError(
      `-o: a comparison takes ${COMPARE_DESIGNS.min} designs or more; the search found ${shown.length} feasible`
    );
  checkTarget(out, force);
  removeLeftovers(out);
  const spec = buildCompareWorkbook(
    shown.map((d) => ({ label: label(d), scenario: d.inputs })),
    { date: now }
  );
  writeAtomically(out, renderXlsx(spec, { date: now }));
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
    try {
      const request = parseSearchRequest(json);
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
    const notes: string[] = [];
    if (parsed.writeDir !== undefined && result.designs.length > 0)
      notes.push(`Wrote ${writeDesigns(parsed.writeDir, result.designs).join(", ")}.`);
    if (parsed.out !== undefined)
      notes.push(writeCompare(parsed.out, parsed.force, result.designs, io.now));
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
