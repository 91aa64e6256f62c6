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

/**
 * A figure as a report prints it: thousands grouped, at most 2 decimals (3 below 1, so 0.134 IOPS per
 * mailbox keeps its digits), trailing zeros dropped; "--" for a figure that does not exist (null), the
 * Excel error's text for an error, TRUE/FALSE as Excel shows them. `plain` is the same rounding without
 * grouping (CSV). Never more than 3 decimals: `--json` keeps full precision.
 * A figure below 0.01 keeps 4 significant digits in exponent form (0.000673333 -> "6.733e-4"), so it
 * neither shows more than 3 decimals nor rounds to 0.001.
 * Example: 1880768.484375 -> "1,880,768.48"; 0.134 -> "0.134"; 664.6728515625 -> "664.67".
 */
export function formatFigure(value: unknown, unit = ""): { display: string; plain: string } {
  // a version or year is a name, not a quantity: 2010, never 2,010
  if (typeof value === "number" && unit === "version")
    return { display: String(value), plain: String(value) };
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { display: String(value), plain: String(value) };
    // below 0.01 (an input such as 0.101/150 IOPS per message): 4 significant digits, as 6.733e-4
    if (value !== 0 && Math.abs(value) < 0.01) {
      const e = value
        .toExponential(3)
        .replace(/\.?0+e/, "e")
        .replace("e-", "e-");
      return { display: e, plain: e };
    }
    const decimals = value !== 0 && Math.abs(value) < 1 ? 3 : 2;
    const display = value.toLocaleString("en-US", {
      maximumFractionDigits: decimals,
      minimumFractionDigits: 0,
    });
    const plain = String(Number(value.toFixed(decimals)));
    return { display: display === "-0" ? "0" : display, plain: plain === "-0" ? "0" : plain };
  }
  const text =
    value === null || value === undefined || value === "--"
      ? "--"
      : typeof value === "boolean"
        ? value
          ? "TRUE"
          : "FALSE"
        : typeof value === "object"
          ? String((value as { error?: unknown }).error ?? JSON.stringify(value))
          : String(value);
  return { display: text, plain: text };
}
