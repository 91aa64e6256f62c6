/**
 * Carrying the values a consultant typed into the previous build's Inputs sheet (and the customer and
 * project on its Summary, and a Jetstress run's results on its Jetstress sheet) into the rebuild. The cells are found by their defined names (ex.NU...),
 * which follow the cells wherever the sheet went; a value is carried only into a new cell of the same
 * name that holds a literal, and only when it passes that cell's data validation (the custom
 * functions' rule and message).
 */
import { ruleViolation, shownValue } from "../../core/validation";
import type { Cell, CellLiteral, SheetSpec, WorkbookSpec } from "../../workbook/model";
import { parseBox, parseCellRef, splitSheetReference } from "../../workbook/a1";
import { BuildKind, WorkbookState, ownSheets, parseMarker } from "./ownership";

/**
 * Sheets whose typed values can be carried over: the Inputs, the Summary (customer, project) and the
 * method sheets, where a consultant types a Jetstress run's results after the run.
 */
const TYPED_ROLES: readonly string[] = ["inputs", "summary", "extension"];

/** The defined names that point at one cell of the previous build's Inputs or Summary sheet. */
export function carryOverNames(state: WorkbookState, kind: BuildKind): string[] {
  const inputs = ownSheets(state, kind).filter((s) => TYPED_ROLES.includes(s.role));
  const sheets = new Set(inputs.map((s) => s.sheet.toLowerCase()));
  return state.names
    .filter((n) => !parseMarker(n.name) && !n.formula.includes("#REF!"))
    .filter((n) => {
      try {
        const { sheet, address } = splitSheetReference(n.formula);
        parseCellRef(address.trim().toUpperCase());
        return sheets.has(sheet.toLowerCase());
      } catch {
        return false;
      }
    })
    .map((n) => n.name);
}

export interface CarriedValue {
  readonly name: string;
  readonly value: CellLiteral | "";
}

export interface CarryOverResult {
  readonly spec: WorkbookSpec;
  readonly carried: readonly CarriedValue[];
  /** Values not carried, with why (the validation message of the custom functions). */
  readonly refused: readonly (CarriedValue & { readonly reason: string })[];
}

function isBlank(value: unknown): boolean {
  return value === "" || value === null || value === undefined;
}

function refusal(
  sheet: SheetSpec,
  row: number,
  column: number,
  name: string,
  value: unknown
): string | undefined {
  const validation = (sheet.validations ?? []).find((v) => {
    const box = parseBox(v.ref);
    return row >= box.top && row <= box.bottom && column >= box.left && column <= box.right;
  });
  if (isBlank(value))
    return validation && validation.allowBlank === false ? `${name} must not be blank` : undefined;
  if (!validation) return undefined;
  const rule = validation.rule;
  if (rule.type === "list") {
    return rule.choices.includes(String(value))
      ? undefined
      : `${name} must be one of ${rule.choices.join(", ")} (got ${shownValue(value)})`;
  }
  return ruleViolation(name, value, {
    whole: rule.type === "whole",
    min: rule.min,
    minExclusive: rule.minExclusive,
    max: rule.max,
  });
}

function sameKind(cell: Cell | null | undefined, value: unknown): boolean {
  if (isBlank(value) || !cell || cell.value === undefined) return true;
  return typeof cell.value === typeof value;
}

/** The description with carried values in its input cells, and what was carried or refused. */
export function applyCarried(
  spec: WorkbookSpec,
  values: ReadonlyMap<string, unknown>
): CarryOverResult {
  const carried: CarriedValue[] = [];
  const refused: (CarriedValue & { reason: string })[] = [];
  const rows = new Map(spec.sheets.map((s) => [s.name, s.rows.map((r) => [...r])]));
  for (const [name, raw] of values) {
    const target = spec.names.find((n) => n.name.toLowerCase() === name.toLowerCase());
    const sheet =
      target && spec.sheets.find((s) => s.name === target.sheet && TYPED_ROLES.includes(s.role));
    if (!target || !sheet) continue;
    const { row, col: column } = parseCellRef(target.ref);
    const cell = sheet.rows[row]?.[column];
    if (cell?.formula !== undefined) continue;
    const value = (isBlank(raw) ? "" : raw) as CellLiteral | "";
    const reason = !sameKind(cell, value)
      ? `${target.name} must be ${typeof cell?.value === "number" ? "a number" : "text"} (got ${shownValue(value)})`
      : refusal(sheet, row, column, target.name, value);
    if (reason) {
      refused.push({ name: target.name, value, reason });
      continue;
    }
    const sheetRows = rows.get(sheet.name)!;
    while (sheetRows.length <= row) sheetRows.push([]);
    const newRow = [...sheetRows[row]];
    const rest: Cell = { ...cell };
    delete (rest as { value?: unknown }).value;
    newRow[column] =
      value === "" ? (Object.keys(rest).length > 0 ? rest : null) : { ...rest, value };
    sheetRows[row] = newRow;
    carried.push({ name: target.name, value });
  }
  return {
    spec: { ...spec, sheets: spec.sheets.map((s) => ({ ...s, rows: rows.get(s.name)! })) },
    carried,
    refused,
  };
}
