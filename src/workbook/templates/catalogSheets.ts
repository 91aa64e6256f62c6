import {
  CATALOG_SHEETS,
  CatalogSheet,
  DERIVED_IOPS_CAVEAT,
  DERIVED_IOPS_RULE,
  TABLE_12_NOTES,
} from "../../catalog";
import { rangeRef } from "../a1";
import { TableSpec } from "../model";
import { CATALOG_COLUMN_NAMES } from "../names";
import { SheetWriter, lit } from "../sheetWriter";
import { SHEET_NAMES } from "./sheetNames";
import { BuiltSheet, SheetTemplate } from "./template";

/** Text longer than this wraps in its cell (sources and notes). */
const WRAP_AFTER = 40;

/** Writes a catalog (header row, then rows) as an Excel table; returns its data rows' span. */
function addTable(w: SheetWriter, tables: TableSpec[], name: string, data: CatalogSheet) {
  const [header, ...rows] = data;
  const headerRow = w.addRow(header.map((h) => lit(String(h), "heading")));
  for (const row of rows) {
    w.addRow(
      row.map((cell) =>
        typeof cell === "string" && cell.length > WRAP_AFTER
          ? lit(cell, "note")
          : lit(cell, "label")
      )
    );
  }
  const lastRow = w.nextRow - 1;
  tables.push({ name, ref: rangeRef(headerRow, 0, lastRow, header.length - 1) });
  return { header: header.map(String), firstRow: headerRow + 1, lastRow };
}

/** Column widths that fit the catalogs, wrapped text capped. */
function widths(...catalogs: CatalogSheet[]): number[] {
  const out: number[] = [];
  for (const data of catalogs) {
    data.forEach((row) =>
      row.forEach((cell, c) => {
        const len = Math.min(String(cell).length, WRAP_AFTER) + 2;
        out[c] = Math.max(out[c] ?? 10, len);
      })
    );
  }
  return out;
}

function catalogSheet(
  name: string,
  title: string,
  subtitle: string,
  fill: (w: SheetWriter, tables: TableSpec[]) => CatalogSheet[]
): SheetTemplate {
  return {
    name,
    role: "catalog",
    build(): BuiltSheet {
      const w = new SheetWriter(name);
      const tables: TableSpec[] = [];
      w.titled(title, subtitle);
      const used = fill(w, tables);
      return {
        sheet: {
          name,
          role: "catalog",
          rows: w.rows(),
          columnWidths: widths(...used),
          tables,
          print: { orientation: "landscape", fitToWidth: true },
          tabColor: "7F7F7F",
        },
        names: w.names,
      };
    },
  };
}

/**
 * Capacity catalog: the arrays the Array selection sheet ranks (seed 000, Table 13's model x drive x
 * RAID rows joined with each model's IOPS), its columns named ex.Catalog*, then Table 13 as printed.
 */
export const capacityCatalogSheet = catalogSheet(
  SHEET_NAMES.capacityCatalog,
  "Capacity catalog",
  "Seed 000, Table 13 (usable capacity of one array) with each model's database IOPS (Table 12, or derived: see the IOPS catalog). The Array selection sheet ranks these rows.",
  (w, tables) => {
    const arrays = CATALOG_SHEETS.arrays();
    const table13 = CATALOG_SHEETS.table13();
    w.section("Arrays: one model, one drive size, one RAID level");
    const span = addTable(w, tables, "ArrayCatalog", arrays);
    for (const [header, name] of Object.entries(CATALOG_COLUMN_NAMES)) {
      const col = span.header.indexOf(header);
      if (col < 0) throw new Error(`the array catalog has no column ${header}`);
      w.nameRange(name, span.firstRow, col, span.lastRow, col, `Array catalog column ${header}`);
    }
    w.section("Table 13 Usable Capacity - PS Series Arrays, as printed (seed 000)");
    addTable(w, tables, "Table13", table13);
    return [arrays, table13];
  }
);

/**
 * IOPS catalog: Table 12 as printed with its notes, the IOPS per model and RAID level (measured or
 * derived, with the rule and its caveat), the models' drive counts, and the other seeds' measured
 * configurations.
 */
export const iopsCatalogSheet = catalogSheet(
  SHEET_NAMES.iopsCatalog,
  "IOPS catalog",
  "Seed 000, Table 12 (database IOPS of one array, log I/O included), the IOPS derived for the models it does not measure, and the configurations the other seeds measured with Jetstress.",
  (w, tables) => {
    const table12 = CATALOG_SHEETS.table12();
    const iops = CATALOG_SHEETS.iops();
    const models = CATALOG_SHEETS.models();
    const measured = CATALOG_SHEETS.measured();
    w.section("Table 12 Recommended Exchange Database IOPS, as printed (seed 000)");
    addTable(w, tables, "Table12", table12);
    w.addRow([lit(`(a) ${TABLE_12_NOTES.a}`, "subtitle")]);
    w.addRow([lit(`(b) ${TABLE_12_NOTES.b}`, "subtitle")]);
    w.section("IOPS per model and RAID level, measured or derived");
    addTable(w, tables, "ArrayIops", iops);
    w.addRow([lit(`Derived rows: ${DERIVED_IOPS_RULE}`, "subtitle")]);
    w.addRow([lit(DERIVED_IOPS_CAVEAT, "subtitle")]);
    w.section("EqualLogic models and drive counts (seed 000, section 3.1)");
    addTable(w, tables, "ArrayModels", models);
    w.section("Configurations the other seeds measured with Jetstress (not ranked)");
    addTable(w, tables, "MeasuredConfigurations", measured);
    return [table12, iops, models, measured];
  }
);
