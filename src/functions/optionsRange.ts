import { SizingError, SizingOptions, resolveOptions, shownValue } from "../core";

function isBlank(cell: unknown): boolean {
  return cell === null || cell === undefined || (typeof cell === "string" && cell.trim() === "");
}

/**
 * Reads an options range: two columns, option name then value, one option per row.
 * Blank rows are skipped, and so is a first row that reads "name"/"option" | "value" (a header).
 * Names are matched in any case; a name given twice is an error, as is an unknown name or a value
 * that is not a number in the option's range.
 */
export function parseOptionsRange(range: unknown): SizingOptions {
  if (!Array.isArray(range) || !range.every((row) => Array.isArray(row))) {
    throw new SizingError(
      "options",
      "options must be a two-column range of option names and values"
    );
  }
  const overrides: [string, unknown][] = [];
  let first = true;
  for (const row of range as unknown[][]) {
    if (row.every(isBlank)) continue;
    if (row.length !== 2) {
      throw new SizingError(
        "options",
        "options must be a two-column range of option names and values"
      );
    }
    const [name, value] = row;
    if (first && typeof name === "string" && typeof value === "string") {
      first = false;
      if (/^(name|option)$/i.test(name.trim()) && /^value$/i.test(value.trim())) continue;
    }
    first = false;
    if (typeof name !== "string" || isBlank(name)) {
      throw new SizingError(
        "options",
        `options: each row needs an option name in its first column (got ${shownValue(name)})`
      );
    }
    overrides.push([name.trim(), isBlank(value) ? undefined : value]);
  }
  return resolveOptions(overrides);
}
