import { quoteSheetName } from "../../workbook/a1";

/**
 * New names for things a formula refers to by name: sheets, tables and workbook-scoped defined names.
 * Keys are the template's names in lower case (Excel compares these names without case); values are
 * the names the builder gives them in this workbook ("Inputs" -> "Inputs (2)" when a user's sheet
 * is called Inputs).
 */
export interface Renames {
  readonly sheets: ReadonlyMap<string, string>;
  readonly tables: ReadonlyMap<string, string>;
  readonly names: ReadonlyMap<string, string>;
}

export const NO_RENAMES: Renames = { sheets: new Map(), tables: new Map(), names: new Map() };

export function hasRenames(renames: Renames): boolean {
  return renames.sheets.size + renames.tables.size + renames.names.size > 0;
}

/** Letters (any script), digits, "_", "." and "\" continue a name; a name starts with a letter, "_" or "\". */
const NAME_START = /[\p{L}_\\]/u;
const NAME_PART = /[\p{L}\p{N}_.\\?]/u;

function readQuoted(text: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === quote) {
      if (text[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return i;
}

function readBrackets(text: string, start: number): number {
  let depth = 0;
  let i = start;
  do {
    if (text[i] === "[") depth++;
    else if (text[i] === "]") depth--;
    i++;
  } while (i < text.length && depth > 0);
  return i;
}

/**
 * Rewrites the sheet, table and defined names a formula (or a bare reference such as
 * "'Summary'!$A$12:$A$14") refers to, leaving everything else byte for byte: string literals,
 * function names, cell references, structured-reference columns. Names not in `renames` keep the
 * spelling the template gave them, so an unrenamed formula is written exactly as the template wrote it.
 */
export function renameInFormula(formula: string, renames: Renames): string {
  if (!hasRenames(renames)) return formula;
  let out = "";
  let i = 0;
  let afterBang = false;
  while (i < formula.length) {
    const ch = formula[i];
    if (ch === '"') {
      const end = readQuoted(formula, i, '"');
      out += formula.slice(i, end);
      i = end;
      afterBang = false;
    } else if (ch === "'") {
      const end = readQuoted(formula, i, "'");
      const sheet = formula.slice(i + 1, end - 1).replace(/''/g, "'");
      const renamed = renames.sheets.get(sheet.toLowerCase());
      out +=
        renamed !== undefined && formula[end] === "!"
          ? quoteSheetName(renamed)
          : formula.slice(i, end);
      i = end;
      afterBang = false;
    } else if (ch === "[") {
      const end = readBrackets(formula, i);
      out += formula.slice(i, end);
      i = end;
      afterBang = false;
    } else if (NAME_START.test(ch) && !(i > 0 && NAME_PART.test(formula[i - 1]))) {
      let end = i + 1;
      while (end < formula.length && NAME_PART.test(formula[end])) end++;
      const word = formula.slice(i, end);
      const next = formula[end];
      const key = word.toLowerCase();
      let renamed: string | undefined;
      if (next === "!") {
        const sheet = renames.sheets.get(key);
        renamed = sheet === undefined ? undefined : quoteSheetName(sheet);
      } else if (next === "[") renamed = renames.tables.get(key);
      else if (next !== "(" && !afterBang) renamed = renames.names.get(key);
      out += renamed ?? word;
      i = end;
      afterBang = false;
    } else {
      out += ch;
      afterBang = ch === "!";
      i++;
    }
  }
  return out;
}
