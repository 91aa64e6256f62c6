/**
 * Reads an .xlsx back for the tests: sheets, cells (value, formula, type) and defined names, from the
 * XML itself (fflate + fast-xml-parser). Used on the files ExSize writes and on the files LibreOffice
 * writes after recalculating them; not a general reader.
 */
import { strFromU8, unzipSync } from "fflate";
import { XMLParser } from "fast-xml-parser";
import { parseCellRef } from "../../src/workbook/a1";

export interface ReadCell {
  /** A number, text, a boolean, an error text ("#NAME?"), or undefined when no value is stored. */
  readonly value?: number | string | boolean;
  /** The cell type attribute: "s" shared string, "str" formula text, "b", "e" error, "inlineStr", or "n". */
  readonly type: string;
  /** The formula as stored (no leading "="), if any. */
  readonly formula?: string;
}

export interface ReadWorkbook {
  readonly sheetNames: readonly string[];
  /** Cells by sheet, then by A1 address without "$" ("C5"). */
  readonly cells: ReadonlyMap<string, ReadonlyMap<string, ReadCell>>;
  /** Workbook-scoped names and what they refer to, as stored ("'Inputs'!$C$5" or "Inputs!$C$5"). */
  readonly names: ReadonlyMap<string, string>;
  /** Every part's text, by path in the zip. */
  readonly parts: Readonly<Record<string, string>>;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  textNodeName: "#text",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ["sheet", "definedName", "si", "r", "row", "c", "Relationship"].includes(name),
});

function text(node: unknown): string {
  if (node === undefined || node === null) return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(text).join("");
  const obj = node as Record<string, unknown>;
  if ("#text" in obj) return text(obj["#text"]);
  return "";
}

/** OOXML's _xHHHH_ escapes back to characters (ST_Xstring). */
function unescapeX(s: string): string {
  return s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function sharedStringText(si: Record<string, unknown>): string {
  if (si.t !== undefined) return unescapeX(text(si.t));
  const runs = (si.r as Record<string, unknown>[] | undefined) ?? [];
  return unescapeX(runs.map((r) => text(r.t)).join(""));
}

export function readXlsx(bytes: Uint8Array): ReadWorkbook {
  const zip = unzipSync(bytes);
  const parts: Record<string, string> = {};
  for (const [name, data] of Object.entries(zip))
    if (/\.(xml|rels)$/.test(name)) parts[name] = strFromU8(data);
  const workbook = parser.parse(parts["xl/workbook.xml"]).workbook;
  const rels = parser.parse(parts["xl/_rels/workbook.xml.rels"]).Relationships
    .Relationship as Record<string, string>[];
  const targetOf = new Map(rels.map((r) => [r["@Id"], r["@Target"].replace(/^\/?(xl\/)?/, "xl/")]));
  const shared: string[] = parts["xl/sharedStrings.xml"]
    ? (
        (parser.parse(parts["xl/sharedStrings.xml"]).sst.si as
          Record<string, unknown>[] | undefined) ?? []
      ).map(sharedStringText)
    : [];
  const sheets = workbook.sheets.sheet as Record<string, string>[];
  const cells = new Map<string, Map<string, ReadCell>>();
  for (const sheet of sheets) {
    const path = targetOf.get(sheet["@r:id"])!;
    const ws = parser.parse(parts[path]).worksheet;
    const map = new Map<string, ReadCell>();
    for (const row of (ws.sheetData?.row as Record<string, unknown>[] | undefined) ?? []) {
      for (const c of (row.c as Record<string, unknown>[] | undefined) ?? []) {
        const ref = String(c["@r"]);
        parseCellRef(ref);
        const type = String(c["@t"] ?? "n");
        const formula = c.f === undefined ? undefined : text(c.f);
        const raw = c.v === undefined ? undefined : text(c.v);
        let value: number | string | boolean | undefined;
        if (type === "s") value = raw === undefined ? undefined : shared[Number(raw)];
        else if (type === "inlineStr")
          value = unescapeX(text((c.is as Record<string, unknown>)?.t));
        else if (type === "b") value = raw === "1";
        else if (type === "str" || type === "e") value = raw;
        else value = raw === undefined || raw === "" ? undefined : Number(raw);
        map.set(ref, { value, type, formula });
      }
    }
    cells.set(sheet["@name"], map);
  }
  const names = new Map<string, string>();
  for (const d of (workbook.definedNames?.definedName as Record<string, unknown>[] | undefined) ??
    []) {
    if (d["@localSheetId"] !== undefined) continue;
    names.set(String(d["@name"]), text(d));
  }
  return { sheetNames: sheets.map((s) => s["@name"]), cells, names, parts };
}

/** The cell a workbook-scoped name refers to (a single cell), read from `book`. */
export function namedCell(book: ReadWorkbook, name: string): ReadCell | undefined {
  const ref = book.names.get(name);
  if (ref === undefined) throw new Error(`no name ${name} in the workbook`);
  const m = /^'?((?:[^']|'')+?)'?!\$?([A-Z]+)\$?(\d+)$/.exec(ref);
  if (!m) throw new Error(`name ${name} is not a single cell: ${ref}`);
  const sheet = m[1].replace(/''/g, "'");
  return book.cells.get(sheet)?.get(`${m[2]}${m[3]}`);
}
