/**
 * Compares a Microsoft-method workbook, as a spreadsheet engine computed it, with the core: every
 * ex.ms.* name against `exsize size --json` (the JSON keys: ex.ms.k, ex.ms.tier<i>.k, ex.ms.k.mode) and
 * every other ex.ms.* name (intermediate steps, inputs) against the core's value of that step. Returns
 * the mismatches; an empty list is parity.
 */
import { verdictSteps } from "../../src/core/microsoft/verdict";
import { SUMMARY_KEYS, microsoftSummary } from "../../src/core/summary";
import { CellValue, isCellError } from "../../src/core/microsoft/evaluate";
import { MicrosoftSizing, evaluateMicrosoft } from "../../src/core/microsoft/size";
import { sizeMicrosoftWithExtras } from "../../src/core/microsoft/sizeWithExtras";
import { parseMicrosoftScenario } from "../../src/core/microsoft/scenario/parse";
import { MS_PREFIX } from "../../src/workbook/microsoft/names";
import { DATABASE_AREA } from "../../src/workbook/microsoft/workbookSteps";
import { serverSteps } from "../../src/core/microsoft/servers";
import { evaluateCells as evaluateServerCells } from "../../src/core/microsoft/servers/evaluate";
import { FormulaError, Value } from "../../src/core/formula";
import { evaluateExtras } from "../support/evaluateExtras";
import type { CpuConversionResult } from "../../src/core/microsoft/cpu/cpuRange";
import { SPEC_CONVERSION } from "../../src/core/microsoft/cpu/specConversion";
import { evaluateMetaCache, metaCacheInputs } from "../../src/core/microsoft/metacache/steps";
import { ReadCell, ReadWorkbook, namedCell } from "../support/xlsxRead";

/** What a cell must hold: a number (1e-9 relative), a text, a boolean, an Excel error, or "--". */
type Want = number | string | boolean | { error: string };

export interface MicrosoftExpected {
  /** `exsize size --json`'s object for the scenario. */
  readonly json: MicrosoftSizing;
  /** The core's value of every step and input cell, by the name after "ex.ms.". */
  readonly values: ReadonlyMap<string, Want>;
}

export function expectedMicrosoft(scenario: unknown): MicrosoftExpected {
  const parsed = parseMicrosoftScenario(scenario);
  const values = new Map<string, Want>();
  for (const [k, v] of Object.entries(parsed.cells)) values.set(k, v);
  const db = evaluateMicrosoft(parsed);
  const srv = serverSteps(4);
  const shared = new Set(srv.map((s) => s.key).filter((k) => db.has(k)));
  for (const [k, v] of db) values.set(shared.has(k) ? DATABASE_AREA + k : k, v as CellValue);
  // The servers area over the database area's values, as sizeMicrosoft evaluates it (size.ts).
  const cells = evaluateServerCells(srv, (name) => {
    const v = db.has(name) ? db.get(name) : parsed.cells[name];
    if (isCellError(v)) throw new FormulaError(v.error, `${name} is ${v.error}`);
    return v;
  });
  for (const [k, v] of cells)
    values.set(k, v instanceof FormulaError ? { error: v.excelError } : v);
  // The verdict steps (ex.ms.verdict.*) over the servers area's values first, as size.ts reads them.
  const verdict = evaluateServerCells(verdictSteps(), (name) => {
    const v = cells.has(name) ? cells.get(name) : db.has(name) ? db.get(name) : parsed.cells[name];
    if (v instanceof FormulaError) throw v;
    if (isCellError(v)) throw new FormulaError(v.error, `${name} is ${v.error}`);
    return v as Value;
  });
  for (const [k, v] of verdict) if (!(v instanceof FormulaError)) values.set(k, v);
  // The Replication, Activation and Mailbox growth sheets' steps (extras/), as sizeMicrosoftWithExtras evaluates them.
  for (const [k, v] of evaluateExtras(parsed, db))
    if (!values.has(k)) values.set(k, v as CellValue);
  // The MetaCache sheet's steps and inputs (metacache/steps.ts) over the servers area's names first, as size.ts reads them.
  const mcdbInputs = metaCacheInputs(scenario);
  for (const [k, v] of Object.entries(mcdbInputs)) values.set(k, v);
  const mcdb = evaluateMetaCache((name) => {
    if (name in mcdbInputs) return mcdbInputs[name];
    const v = cells.has(name) ? cells.get(name) : db.has(name) ? db.get(name) : parsed.cells[name];
    if (v instanceof FormulaError) throw v;
    if (isCellError(v)) throw new FormulaError(v.error, `${name} is ${v.error}`);
    return v as Value;
  });
  for (const [k, v] of mcdb) values.set(k, v instanceof FormulaError ? { error: v.excelError } : v);
  const json = sizeMicrosoftWithExtras(scenario);
  // The Summary's CPU range rows (issue 30): the inputs and the worst failure's CPU at the conversion's
  // two ends, against the core's sizings at those ends (cpuConversion, cpuRange.ts).
  const conv = (json as unknown as Record<string, unknown>).cpuConversion as
    CpuConversionResult | undefined;
  const primary = conv?.servers.find((s) => s.sets === "specIntRate2006");
  if (conv && primary) {
    const f = SPEC_CONVERSION[primary.family];
    const worst = conv.figures["cpuUtilizationPercent.worstFailure"];
    values.set("cpuConversion.specRate2017IntBase", primary.specRate2017IntBase);
    values.set("cpuConversion.factorLow", f.low);
    values.set("cpuConversion.factorHigh", f.high);
    values.set("cpuConversion.specIntRate2006.low", primary.specIntRate2006.low);
    values.set("cpuConversion.specIntRate2006.high", primary.specIntRate2006.high);
    values.set("cpuConversion.cpuUtilizationPercent.worstFailure.low", worst ? worst.low : "--");
    values.set("cpuConversion.cpuUtilizationPercent.worstFailure.high", worst ? worst.high : "--");
    // the Summary's text, as the report's headline says it (src/cli/cpuConversionReport.ts)
    values.set(
      "cpuConversion.worstFailureRange",
      worst ? `${Math.round(worst.low)}-${Math.round(worst.high)} %` : "--"
    );
  }
  // The summary rows (docs/summary.md): ex.ms.summary.KEY, "--" where the summary has none.
  const summary = microsoftSummary(json, parsed.cells);
  for (const k of SUMMARY_KEYS) values.set(`summary.${k}`, summary[k] ?? "--");
  return { json, values };
}

/** The JSON's keys as workbook names (without the prefix), with the JSON's value (null is "--"). */
export function jsonNames(json: MicrosoftSizing): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(json)) {
    // The JSON's lists (brokenRules, flags) are not cells; the workbook shows each check.
    if (k === "method" || (k !== "tiers" && Array.isArray(v))) continue;
    // replication, activation, mailboxModeling: their cells are steps, compared by name below.
    if (["replication", "activation", "mailboxModeling"].includes(k)) continue;
    // issue 30: cpuConversion (the figures at the SPECrate2017 conversion's two ends) has cells for the
    // primary servers' worst failure only (the Summary's range rows, ex.ms.cpuConversion.*), compared by
    // name against the core's sizings at the two ends (expectedMicrosoft); its other figures are the
    // report's (the workbook's figures at the median factor are compared as every other key).
    if (k === "cpuConversion") continue;
    // metaCache: every figure is a MetaCache sheet cell (ex.ms.metaCache.<key>), but its rule in words.
    if (k === "metaCache") {
      for (const [mk, mv] of Object.entries(v as Record<string, unknown>))
        if (mk !== "rule") out.set(`metaCache.${mk}`, mv);
      continue;
    }
    if (k === "tiers") {
      (v as Record<string, unknown>[]).forEach((tier, i) => {
        for (const [tk, tv] of Object.entries(tier)) out.set(`tier${i + 1}.${tk}`, tv);
      });
    } else if (v !== null && typeof v === "object" && !("error" in (v as object))) {
      for (const [mode, mv] of Object.entries(v as Record<string, unknown>))
        // verdict.rejects and verdict.warnings list the raised rules; each rule is its own cell
        // (ex.ms.verdict.<rule>), as are verdict.status, headline, noServers and noDisks.
        if (!Array.isArray(mv)) out.set(`${k}.${mode}`, mv);
    } else out.set(k, v);
  }
  return out;
}

function relClose(a: number, b: number): boolean {
  return a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}

/** A cell as LibreOffice saved it, against what it must hold; "" when it matches. */
function mismatch(cell: ReadCell | undefined, want: unknown, anyError = false): string {
  const got = cell?.type === "e" ? { error: String(cell.value) } : cell?.value;
  const show = JSON.stringify(got);
  if (want === null || want === "--") return got === "--" ? "" : `${show}, not "--"`;
  if (isCellError(want))
    return isCellError(got) && (anyError || got.error === want.error)
      ? ""
      : `${show}, not ${want.error}`;
  if (typeof want === "boolean")
    return got === want || got === (want ? 1 : 0) ? "" : `${show}, not ${want}`;
  if (typeof want === "number")
    return typeof got === "number" && relClose(got, want) ? "" : `${show}, not ${want}`;
  if (typeof want === "string")
    return got === want || (cell?.value === undefined && want === "")
      ? ""
      : `${show}, not ${JSON.stringify(want)}`;
  return `${show}, not ${JSON.stringify(want)}`;
}

/** Every mismatch between the recalculated workbook and the core, one line each. */
export function compareMicrosoft(book: ReadWorkbook, e: MicrosoftExpected): string[] {
  const problems: string[] = [];
  const json = jsonNames(e.json);
  for (const [key, want] of json) {
    const name = MS_PREFIX + key;
    if (!book.names.has(name)) {
      problems.push(`${name}: no such name (JSON key ${key})`);
      continue;
    }
    const cell = namedCell(book, name);
    // validationMessage: null in the JSON is the empty text the calculator's banner shows.
    const empty =
      key === "validationMessage" &&
      want === null &&
      [undefined, ""].includes(cell?.value as never);
    const m = empty ? "" : mismatch(cell, want);
    if (m) problems.push(`${name}: ${m} (exsize size --json)`);
  }
  for (const name of book.names.keys()) {
    if (!name.startsWith(MS_PREFIX)) continue;
    const key = name.slice(MS_PREFIX.length);
    if (json.has(key)) continue;
    if (!e.values.has(key)) {
      problems.push(`${name}: the core has no value for ${key}`);
      continue;
    }
    // An intermediate cell with two failing arguments: LibreOffice pops a function's arguments last
    // to first and reports the last one's error (CEILING("--", PERMUT(2,4)) is #NUM! there, #VALUE!
    // in Excel and the core). Such a cell must be an error; the JSON keys' errors compare exactly.
    const m = mismatch(namedCell(book, name), e.values.get(key), true);
    if (m) problems.push(`${name}: ${m} (core step)`);
  }
  return problems;
}

/** How many ex.ms.* names a comparison reads, and how many of them are `exsize size --json` keys. */
export function comparedCounts(
  book: ReadWorkbook,
  e: MicrosoftExpected
): { names: number; jsonKeys: number } {
  const names = [...book.names.keys()].filter((n) => n.startsWith(MS_PREFIX)).length;
  return { names, jsonKeys: jsonNames(e.json).size };
}
