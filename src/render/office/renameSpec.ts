import type { Cell, SheetSpec, WorkbookSpec } from "../../workbook/model";
import { Renames, hasRenames, renameInFormula } from "./references";

function renamed(map: ReadonlyMap<string, string>, name: string): string {
  return map.get(name.toLowerCase()) ?? name;
}

function renameCell(cell: Cell | null, renames: Renames): Cell | null {
  if (!cell || cell.formula === undefined) return cell;
  const formula = renameInFormula(cell.formula, renames);
  return formula === cell.formula ? cell : { ...cell, formula };
}

function renameSheet(sheet: SheetSpec, renames: Renames): SheetSpec {
  return {
    ...sheet,
    name: renamed(renames.sheets, sheet.name),
    rows: sheet.rows.map((row) => row.map((cell) => renameCell(cell, renames))),
    tables: sheet.tables?.map((t) => ({ ...t, name: renamed(renames.tables, t.name) })),
    charts: sheet.charts?.map((chart) => ({
      ...chart,
      series: chart.series.map((s) => ({
        ...s,
        categories: renameInFormula(s.categories, renames),
        values: renameInFormula(s.values, renames),
      })),
    })),
  };
}

/**
 * The workbook description with sheets, tables and defined names renamed, and every formula, name,
 * and chart series that refers to them following: what the builder writes when a user's sheet is
 * already called "Inputs" (the new one becomes "Inputs (2)"). Host-neutral; nothing else changes.
 */
export function renameInSpec(spec: WorkbookSpec, renames: Renames): WorkbookSpec {
  if (!hasRenames(renames)) return spec;
  return {
    ...spec,
    sheets: spec.sheets.map((sheet) => renameSheet(sheet, renames)),
    names: spec.names.map((n) => ({
      ...n,
      name: renamed(renames.names, n.name),
      sheet: renamed(renames.sheets, n.sheet),
    })),
    activeSheet: renamed(renames.sheets, spec.activeSheet),
  };
}
