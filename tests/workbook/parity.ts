/**
 * Compares a workbook as a spreadsheet engine computed it with the core: every named result, every
 * step-table and method-sheet value, every row of the array selection, the recommendation, the
 * Summary's figures. Returns the mismatches (an
 * empty list is parity), so a test can also show that a wrong formula is caught.
 */
import {
  INPUT_SPECS,
  InputName,
  JETSTRESS_CHECKS,
  OPTION_SPECS,
  SizingValueKey,
  verdictText,
} from "../../src/core";
import { parseRangeRef } from "../../src/workbook/a1";
import {
  COMPUTE_NAMES,
  COVER_NAMES,
  ComputeStepKey,
  INPUT_NAMES,
  JetstressMeasurement,
  JETSTRESS_NAMES,
  JETSTRESS_RESULT_NAMES,
  METHOD_INPUT_NAMES,
  RESULT_NAMES,
  SELECTION_NAMES,
  SHEET_NAMES,
  SPINDLE_NAMES,
  SPINDLE_SHEET_NAMES,
  SpindleStepKey,
  optionName,
} from "../../src/workbook";
import { ReadCell, ReadWorkbook, namedCell } from "../support/xlsxRead";
import { Expected, ExpectedMethods, relClose } from "./scenarios";

/** A value the core determines; null: a blank input cell. */
type Want = number | string | boolean | null;

/** The sheets whose every formula cell is a value the test knows: the step tables and the methods'. */
const STEP_SHEETS = (sheet: string) =>
  /^Table \d+$/.test(sheet) ||
  [SHEET_NAMES.spindles, SHEET_NAMES.compute, SHEET_NAMES.jetstress].includes(sheet as never);

/** Every name of the method sheets whose value the core determines (and their inputs'). */
function expectedMethodNames(m: ExpectedMethods, copies: number): [string, Want][] {
  const want: [string, Want][] = [];
  for (const key of Object.keys(SPINDLE_NAMES) as SpindleStepKey[])
    want.push([SPINDLE_NAMES[key], m.spindles[key]]);
  want.push([SPINDLE_SHEET_NAMES.raidLevel, m.spindles.raidLevel]);
  want.push([SPINDLE_SHEET_NAMES.boundBy, m.spindles.boundBy]);
  want.push([SPINDLE_SHEET_NAMES.disksTotal, m.spindles.disksNeeded * copies]);
  for (const key of Object.keys(COMPUTE_NAMES) as ComputeStepKey[])
    want.push([COMPUTE_NAMES[key], m.compute[key]]);
  want.push([JETSTRESS_NAMES.mailboxes, m.compute.usersPerServer]);
  want.push([JETSTRESS_NAMES.targetIops, m.jetstress.targetIops]);
  want.push([JETSTRESS_NAMES.verdict, verdictText(m.jetstress.verdict)]);
  m.jetstress.verdict.checks.forEach((c, i) => {
    const key = JETSTRESS_CHECKS[i].measured as JetstressMeasurement;
    want.push([JETSTRESS_RESULT_NAMES[key], c.outcome]);
  });
  for (const group of ["spindles", "compute", "jetstress"] as const) {
    const names: Readonly<Record<string, string>> = METHOD_INPUT_NAMES[group];
    const values = m.inputs[group] as Readonly<Record<string, number | string | undefined>>;
    for (const [key, name] of Object.entries(names)) want.push([name, values[key] ?? null]);
  }
  return want;
}

/** Every name whose value the core determines, with that value. */
export function expectedNames(e: Expected): Map<string, Want> {
  const want = new Map<string, Want>();
  for (const key of Object.keys(RESULT_NAMES) as SizingValueKey[])
    want.set(RESULT_NAMES[key], e.sizing[key]);
  for (const key of Object.keys(INPUT_SPECS) as InputName[]) {
    const value = e.sizing.input[key];
    if (value !== undefined) want.set(INPUT_NAMES[key], value);
  }
  for (const o of OPTION_SPECS) want.set(optionName(o.name), e.sizing.options[o.name]);
  const best = e.fits[0];
  want.set(SELECTION_NAMES.model, best.candidate.model);
  want.set(SELECTION_NAMES.drive, best.candidate.drive);
  want.set(SELECTION_NAMES.raid, best.candidate.raid);
  want.set(SELECTION_NAMES.usableGB, best.candidate.usableGB);
  want.set(SELECTION_NAMES.iops, best.candidate.iops);
  want.set(SELECTION_NAMES.arraysPerCopy, best.arraysPerCopy);
  want.set(SELECTION_NAMES.arraysTotal, best.totalArrays);
  want.set(COVER_NAMES.customer, e.scenario.customer);
  want.set(COVER_NAMES.project, e.scenario.project);
  for (const [name, value] of expectedMethodNames(e.methods, e.sizing.input.copies))
    want.set(name, value);
  // The Jetstress target's IOPS per mailbox: the design's database IOPS per user.
  want.set(JETSTRESS_NAMES.iopsPerMailbox, e.sizing.dbiop / e.sizing.input.users);
  return want;
}

function agrees(cell: ReadCell | undefined, want: Want): boolean {
  if (want === null) return cell === undefined || cell.value === undefined || cell.value === "";
  if (cell === undefined) return false;
  if (typeof want === "number") return typeof cell.value === "number" && relClose(cell.value, want);
  return cell.value === want;
}

function shown(cell: ReadCell | undefined): string {
  return cell === undefined ? "no cell" : `${JSON.stringify(cell.value)} (type ${cell.type})`;
}

/** Finds the address a name refers to, as "Sheet!C5". */
function addressOf(book: ReadWorkbook, name: string): string {
  return (book.names.get(name) ?? "").replace(/^'?((?:[^']|'')+?)'?!/, "$1!").replace(/\$/g, "");
}

export function compareWithCore(book: ReadWorkbook, e: Expected): string[] {
  const problems: string[] = [];
  const want = expectedNames(e);

  // 1. Every name the core determines.
  for (const [name, value] of want) {
    const cell = namedCell(book, name);
    if (!agrees(cell, value))
      problems.push(`${name}: workbook ${shown(cell)}, core ${JSON.stringify(value)}`);
  }

  // 2. Every value of the step-table and method sheets: a named result, or a row showing a name.
  const byAddress = new Map([...want.keys()].map((n) => [addressOf(book, n), n]));
  const stepSheets = book.sheetNames.filter(STEP_SHEETS);
  if (stepSheets.length !== 7) problems.push(`step and method sheets: ${stepSheets.join(", ")}`);
  for (const sheet of stepSheets) {
    for (const [ref, cell] of book.cells.get(sheet)!) {
      if (cell.formula === undefined) continue;
      const name =
        byAddress.get(`${sheet}!${ref}`) ??
        (/^ex\.\w+$/.test(cell.formula) ? cell.formula : undefined);
      if (name === undefined || !want.has(name)) {
        problems.push(`${sheet}!${ref} (${cell.formula}) is not a value the test knows`);
      } else if (!agrees(cell, want.get(name)!)) {
        problems.push(`${sheet}!${ref} ${name}: workbook ${shown(cell)}, core ${want.get(name)}`);
      }
    }
  }

  // 3. Every candidate row of the selection, against the core's fit of that catalog row.
  const selection = book.cells.get(SHEET_NAMES.selection)!;
  const headerRow = [...selection].find(([, c]) => c.value === "# (Catalog row)")?.[0];
  if (!headerRow) problems.push("no candidate table on the selection sheet");
  else {
    const header = new Map<string, string>();
    const row0 = parseRangeRef(headerRow).from.row;
    for (const [ref, c] of selection) {
      const at = parseRangeRef(ref).from;
      if (at.row === row0 && typeof c.value === "string")
        header.set(c.value.replace(/ \(.*$/, ""), ref.replace(/\d+$/, ""));
    }
    const col = (h: string) => header.get(h)!;
    const fitOf = new Map(e.fits.map((f) => [f.candidate.index + 1, f]));
    let rows = 0;
    for (let r = row0 + 2; selection.has(`A${r}`); r++) {
      rows++;
      const k = selection.get(`A${r}`)!.value as number;
      const get = (h: string) => selection.get(`${col(h)}${r}`);
      const fit = fitOf.get(k);
      if (!agrees(get("Competes"), fit !== undefined))
        problems.push(`selection row ${k}: competes ${shown(get("Competes"))}`);
      if (!fit) continue;
      const checks: [string, Want][] = [
        ["Model", fit.candidate.model],
        ["Usable GB", fit.candidate.usableGB],
        ["IOPS", fit.candidate.iops],
        ["Arrays for capacity", fit.arraysForCapacity],
        ["Arrays for IOPS", fit.arraysForIops],
        ["Arrays per copy", fit.arraysPerCopy],
        ["Total arrays", fit.totalArrays],
        ["Usable GB bought", fit.usableGBBought],
      ];
      for (const [h, value] of checks) {
        if (!agrees(get(h), value))
          problems.push(`selection row ${k} ${h}: workbook ${shown(get(h))}, core ${value}`);
      }
      const chosen = get("Chosen")?.value === "chosen";
      if (chosen !== (fit === e.fits[0])) problems.push(`selection row ${k}: chosen ${chosen}`);
    }
    if (rows === 0) problems.push("the candidate table is empty");
  }

  // 4. The Summary shows the answers: every figure that is a name shows that name's value.
  for (const [ref, cell] of book.cells.get(SHEET_NAMES.summary)!) {
    const name = cell.formula !== undefined && /^ex\.\w+$/.test(cell.formula) ? cell.formula : "";
    if (name && !want.has(name) && !Object.values(COVER_NAMES).includes(name as never))
      problems.push(`Summary!${ref} (${name}) is not a value the test knows`);
    else if (name && want.has(name) && !agrees(cell, want.get(name)!))
      problems.push(`Summary!${ref} ${name}: workbook ${shown(cell)}, core ${want.get(name)}`);
  }

  // 5. The warning appears exactly when the core warns.
  const warning = namedCell(book, COVER_NAMES.warning)?.value;
  if (e.sizing.warnings.length > 0 !== (typeof warning === "string" && warning !== "")) {
    problems.push(
      `warning: workbook ${JSON.stringify(warning)}, core ${JSON.stringify(e.sizing.warnings)}`
    );
  }

  // 6. No formula anywhere failed or was left without a value.
  for (const [sheet, cells] of book.cells) {
    for (const [ref, cell] of cells) {
      if (cell.formula !== undefined && (cell.type === "e" || cell.value === undefined)) {
        problems.push(`${sheet}!${ref} (${cell.formula}): ${shown(cell)}`);
      }
    }
  }
  return problems;
}
