import { FunctionResult } from "../functions/declaration";

/**
 * A number as Excel keeps it: 15 significant digits, without trailing zeros
 * (so 378.00000000000006 prints as 378, as the cell would show with General format).
 */
export function formatNumber(value: number): string {
  return String(Number(value.toPrecision(15)));
}

function formatCell(cell: unknown): string {
  return typeof cell === "number" ? formatNumber(cell) : String(cell);
}

/** A scalar alone on one line; a table one row per line, cells separated by tabs. */
export function formatResult(result: FunctionResult): string {
  if (Array.isArray(result)) return result.map((row) => row.map(formatCell).join("\t")).join("\n");
  return formatCell(result);
}

/** A value as Excel formula text: numbers, "strings", and 2-D arrays as array constants {a,b;c,d}. */
export function formulaLiteral(value: unknown): string {
  if (Array.isArray(value)) {
    return `{${(value as unknown[][]).map((row) => row.map(formulaLiteral).join(",")).join(";")}}`;
  }
  if (typeof value === "string") return `"${value.replace(/"/g, '""')}"`;
  return String(value);
}

/** A value as an `exsize fn` argument: JSON, single-quoted for the shell when it needs it. */
export function cliLiteral(value: unknown): string {
  const json = JSON.stringify(value);
  return /^[-0-9.]+$/.test(json) ? json : `'${json}'`;
}
