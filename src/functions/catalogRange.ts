import {
  ArrayCandidate,
  POSITIVE,
  SizingError,
  parseRaidLevel,
  ruleViolation,
  shownValue,
} from "../core";

/** The headers a catalog range must name (any order, any case); other columns are ignored. */
export const CATALOG_HEADERS = ["Model", "Drive", "RAID", "Usable GB", "IOPS"] as const;
type CatalogHeader = (typeof CATALOG_HEADERS)[number];

function isBlank(cell: unknown): boolean {
  return cell === null || cell === undefined || (typeof cell === "string" && cell.trim() === "");
}

function headerKey(cell: unknown): string {
  return typeof cell === "string" ? cell.trim().replace(/\s+/g, " ").toLowerCase() : "";
}

/** Where each needed header is; throws when one is missing or named twice. */
function headerColumns(header: readonly unknown[], name: string): Record<CatalogHeader, number> {
  const columns = {} as Record<CatalogHeader, number>;
  const missing: string[] = [];
  for (const wanted of CATALOG_HEADERS) {
    const found = header.flatMap((cell, i) =>
      headerKey(cell) === wanted.toLowerCase() ? [i] : []
    );
    if (found.length > 1)
      throw new SizingError(name, `${name}: the header ${wanted} appears twice`);
    if (found.length === 0) missing.push(wanted);
    else columns[wanted] = found[0];
  }
  if (missing.length > 0) {
    throw new SizingError(
      name,
      `${name} must have a header row naming ${CATALOG_HEADERS.join(", ")} (any order, any case); missing: ${missing.join(", ")}`
    );
  }
  return columns;
}

function textCell(value: unknown, label: string, name: string): string | number {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  throw new SizingError(name, `${label} must be text or a number (got ${shownValue(value)})`);
}

function numberCell(value: unknown, label: string, name: string): number {
  const message = ruleViolation(label, value, POSITIVE);
  if (message !== undefined) throw new SizingError(name, message);
  return value as number;
}

/**
 * Reads a consultant's own array catalog: the first non-blank row is the header, naming at least
 * Model, Drive, RAID, Usable GB and IOPS (any order, any case; extra columns ignored); each further
 * non-blank row is one array. RAID reads as EX.ARRAYFIT's raid argument does ("RAID 50" or "50");
 * Usable GB and IOPS must be numbers greater than 0. Every row gets the IOPS basis "user".
 * Throws a SizingError naming the argument, the row (counted in the range, header = 1) and the column.
 * Example: [["Model","Drive","RAID","Usable GB","IOPS"],["PS6500E","500GB","RAID 50",19500,1800]]
 *          is one candidate, PS6500E 500GB RAID 50, 19500 GB, 1800 IOPS, basis user.
 */
export function parseCatalogRange(
  rows: readonly (readonly unknown[])[],
  name: string
): ArrayCandidate[] {
  const start = rows.findIndex((row) => !row.every(isBlank));
  if (start < 0)
    throw new SizingError(name, `${name} is empty: it needs a header row and at least one array`);
  const columns = headerColumns(rows[start], name);
  const candidates: ArrayCandidate[] = [];
  for (let i = start + 1; i < rows.length; i++) {
    const row = rows[i];
    if (row.every(isBlank)) continue;
    const at = (header: CatalogHeader) => `${name} row ${i + 1} ${header}`;
    candidates.push({
      model: String(textCell(row[columns.Model], at("Model"), name)),
      drive: textCell(row[columns.Drive], at("Drive"), name),
      raid: parseRaidLevel(String(textCell(row[columns.RAID], at("RAID"), name)), at("RAID")),
      usableGB: numberCell(row[columns["Usable GB"]], at("Usable GB"), name),
      iops: numberCell(row[columns.IOPS], at("IOPS"), name),
      iopsBasis: "user",
    });
  }
  if (candidates.length === 0) {
    throw new SizingError(name, `${name} has a header row but no arrays under it`);
  }
  return candidates;
}
