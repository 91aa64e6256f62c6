/**
 * The rules every formula of the workbook keeps (src/workbook/model.ts): native functions only, no EX.*,
 * nothing volatile, no whole-column or whole-row references, invariant English. Shared by the template
 * tests (the description) and the renderer tests (the formulas as written in the file).
 */

/** The functions the templates may use: Excel's oldest, in every host, none needing an _xlfn. prefix. */
export const ALLOWED_FUNCTIONS = new Set([
  "IF",
  "AND",
  "OR",
  "NOT",
  "MAX",
  "MIN",
  "SUM",
  "ROUND",
  "ROUNDUP",
  "INDEX",
  "MATCH",
  "ISNUMBER",
  "INT",
  "MID",
  "VALUE",
  "SUBSTITUTE",
]);

export const VOLATILE = [
  "INDIRECT",
  "OFFSET",
  "NOW",
  "TODAY",
  "RAND",
  "RANDBETWEEN",
  "RANDARRAY",
  "CELL",
  "INFO",
];

/** The formula with its string literals emptied ("..." -> ""), so text cannot trip a rule. */
function withoutStrings(formula: string): string {
  return formula.replace(/"(?:[^"]|"")*"/g, '""');
}

/** What is wrong with one formula (an empty list when nothing is). */
export function formulaProblems(formula: string, definedNames: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const f = withoutStrings(formula);
  if (/EX\./.test(formula)) problems.push("contains EX.");
  if (/\bex\.[\w.]+\s*\(/i.test(f)) problems.push("calls an ex. function");
  for (const v of VOLATILE)
    if (new RegExp(`\\b${v}\\s*\\(`, "i").test(f)) problems.push(`volatile ${v}`);
  if (/(^|[^\w.$])\$?[A-Z]{1,3}:\$?[A-Z]{1,3}(?![\w(])/.test(f))
    problems.push("whole-column reference");
  if (/(^|[^\w.$])\$?\d+:\$?\d+(?![\w(])/.test(f)) problems.push("whole-row reference");
  if (f.includes(";")) problems.push("a ; separator (a locale's, not invariant English)");
  for (const m of f.matchAll(/([A-Za-z_][\w.]*)\s*\(/g)) {
    if (!ALLOWED_FUNCTIONS.has(m[1].toUpperCase()))
      problems.push(`function ${m[1]} is not on the allowed list`);
  }
  for (const m of f.matchAll(/\bex\.[\w.]+/gi)) {
    if (!definedNames.has(m[0].toLowerCase())) problems.push(`${m[0]} is not a defined name`);
  }
  return problems;
}
