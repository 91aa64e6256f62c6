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

/**
 * One section of a catalog sheet: its heading, the catalog written as the Excel table `table`, the lines
 * printed under it, and (the array catalog) the names of its columns' data rows, by column header.
 */
interface CatalogSection {
  readonly heading: string;
  readonly table: string;
  readonly data: () => CatalogSheet;
  readonly notes?: readonly string[];
  readonly columnNames?: Readonly<Record<string, string>>;
}

/** A catalog sheet: its title and subtitle, then each section in order; columns fit all its catalogs. */
function catalogSheet(
  name: string,
  title: string,
  subtitle: string,
  sections: readonly CatalogSection[]
): SheetTemplate {
  return {
    name,
    role: "catalog",
    build(): BuiltSheet {
      const w = new SheetWriter(name);
      const tables: TableSpec[] = [];
      w.titled(title, subtitle);
      const used = sections.map((section) => {
        const data = section.data();
        w.section(section.heading);
        const span = addTable(w, tables, section.table, data);
        for (const [header, column] of Object.entries(section.columnNames ?? {})) {
          const col = span.header.indexOf(header);
          if (col < 0) throw new Error(`the catalog ${section.table} has no column ${header}`);
          w.nameRange(
            column,
            span.firstRow,
            col,
            span.lastRow,
            col,
            `Array catalog column ${header}`
          );
        }
        for (const line of section.notes ?? []) w.addRow([lit(line, "subtitle")]);
        return data;
      });
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
  [
    {
      heading: "Arrays: one model, one drive size, one RAID level",
      table: "ArrayCatalog",
      data: CATALOG_SHEETS.arrays,
      columnNames: CATALOG_COLUMN_NAMES,
    },
    {
      heading: "Table 13 Usable Capacity - PS Series Arrays, as printed (seed 000)",
      table: "Table13",
      data: CATALOG_SHEETS.table13,
    },
  ]
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
  [
    {
      heading: "Table 12 Recommended Exchange Database IOPS, as printed (seed 000)",
      table: "Table12",
      data: CATALOG_SHEETS.table12,
      notes: [`(a) ${TABLE_12_NOTES.a}`, `(b) ${TABLE_12_NOTES.b}`],
    },
    {
      heading: "IOPS per model and RAID level, measured or derived",
      table: "ArrayIops",
      data: CATALOG_SHEETS.iops,
      notes: [`Derived rows: ${DERIVED_IOPS_RULE}`, DERIVED_IOPS_CAVEAT],
    },
    {
      heading: "EqualLogic models and drive counts (seed 000, section 3.1)",
      table: "ArrayModels",
      data: CATALOG_SHEETS.models,
    },
    {
      heading: "Configurations the other seeds measured with Jetstress (not ranked)",
      table: "MeasuredConfigurations",
      data: CATALOG_SHEETS.measured,
    },
  ]
);
