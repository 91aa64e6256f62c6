import { parseRangeRef } from "../../workbook/a1";
import { SheetSpec, TableSpec } from "../../workbook/model";
import { NS, XML_HEADER, attrs } from "./xml";

/**
 * xl/tables/tableN.xml (ECMA-376 Part 1, 18.5). The column names are the header cells' text, as Excel
 * requires: each header must be distinct, non-empty text.
 */
export function tableXml(id: number, table: TableSpec, sheet: SheetSpec): string {
  const { from, to } = parseRangeRef(table.ref);
  if (to.row <= from.row)
    throw new Error(`table ${table.name} needs a header row and at least one row`);
  const headers: string[] = [];
  for (let c = from.col; c <= to.col; c++) {
    const value = sheet.rows[from.row]?.[c]?.value;
    if (typeof value !== "string" || value.trim() === "") {
      throw new Error(`table ${table.name}: the header of column ${c + 1} must be text`);
    }
    if (headers.some((h) => h.toLowerCase() === value.toLowerCase())) {
      throw new Error(`table ${table.name}: two columns are headed "${value}"`);
    }
    headers.push(value);
  }
  return (
    XML_HEADER +
    `<table${attrs({ xmlns: NS.main, id, name: table.name, displayName: table.name, ref: table.ref, totalsRowShown: false })}>` +
    `<autoFilter ref="${table.ref}"/>` +
    `<tableColumns count="${headers.length}">${headers
      .map((h, i) => `<tableColumn${attrs({ id: i + 1, name: h })}/>`)
      .join("")}</tableColumns>` +
    `<tableStyleInfo${attrs({
      name: table.style ?? "TableStyleMedium2",
      showFirstColumn: false,
      showLastColumn: false,
      showRowStripes: table.showRowStripes ?? true,
      showColumnStripes: false,
    })}/>` +
    "</table>"
  );
}
