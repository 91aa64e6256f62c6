import { EvidenceError } from "./errors";

/**
 * A file written by `Export-Csv`: Windows PowerShell 5.1 writes a first line `#TYPE <the object's type>`
 * (unless -NoTypeInformation), then a header of the object's property names, then one row per object,
 * every field in double quotes ("" for a quote inside); PowerShell 7 writes no #TYPE line by default.
 * Fields may hold line breaks inside their quotes. The separator is a comma, or with -UseCulture the
 * culture's list separator (a semicolon in most of Europe): the header line decides.
 * Example: '#TYPE Deserialized.X\n"Name","Status"\n"DB01\\EX01","Mounted"' =>
 *          {typeName: "Deserialized.X", columns: ["Name","Status"], rows: [{Name: "DB01\\EX01", Status: "Mounted"}]}
 */
export interface ExportedCsv {
  /** The #TYPE line's type name, without PowerShell remoting's "Deserialized." prefix; undefined for PowerShell 7. */
  readonly typeName?: string;
  readonly columns: readonly string[];
  readonly rows: readonly Readonly<Record<string, string>>[];
}

export function parseExportCsv(file: string, text: string): ExportedCsv {
  let rest = text.replace(/^\uFEFF/, "");
  let typeName: string | undefined;
  const first = /^[^\r\n]*/.exec(rest)![0];
  if (first.startsWith("#TYPE")) {
    typeName = first
      .slice(5)
      .trim()
      .replace(/^Deserialized\./, "");
    rest = rest.slice(first.length).replace(/^\r?\n/, "");
  }
  const headerLine = /^[^\r\n]*/.exec(rest)![0];
  const separator =
    headerLine.split(";").length > headerLine.split(",").length && !headerLine.includes('","')
      ? ";"
      : ",";
  const records = splitRecords(file, rest, separator);
  if (records.length === 0 || records[0].every((c) => c.trim() === ""))
    throw new EvidenceError(file, "has no header line (Export-Csv writes one)");
  const columns = records[0].map((c) => c.trim());
  const rows = records.slice(1).flatMap((r, i) => {
    if (r.length === 1 && r[0] === "") return [];
    if (r.length !== columns.length)
      throw new EvidenceError(
        file,
        `row ${i + 1} has ${r.length} fields where the header has ${columns.length}: the file is cut short or not as Export-Csv writes it`
      );
    return [Object.fromEntries(columns.map((c, k) => [c, r[k]]))];
  });
  return { ...(typeName ? { typeName } : {}), columns, rows };
}

/** RFC 4180 records: quoted fields may hold separators, doubled quotes and line breaks. */
function splitRecords(file: string, text: string, sep: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === "") {
      quoted = true;
      i++;
    } else if (ch === sep) {
      record.push(field);
      field = "";
      i++;
    } else if (ch === "\r" || ch === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      field += ch;
      i++;
    }
  }
  if (quoted) throw new EvidenceError(file, "ends inside a quoted field: the file is cut short");
  if (field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
