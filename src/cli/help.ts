import { OPTION_SPECS } from "../core";
import { FunctionDeclaration } from "../functions/declaration";
import { FUNCTION_GROUPS } from "../functions/registry";
import { resultUnit, signature } from "../functions/signature";
import { cliLiteral } from "./format";
import { WORKBOOK_USAGE } from "./workbookCommand";

const USAGE = `exsize: Exchange Server mailbox storage sizing (ExSize), the command-line twin of the Excel add-in.

Usage:
  exsize fn NAME [ARG...]      Evaluate =EX.NAME(ARG...) through the same adapter Excel calls.
${WORKBOOK_USAGE}
  exsize --help [NAME]         This help, or the help of one function.

Arguments of "exsize fn": each ARG is parsed as JSON when it parses (numbers, "strings", null for an
omitted argument, 2-D arrays for ranges such as '[["dbOverhead",1]]'), else taken as text.
A number prints alone on one line (15 significant digits, as Excel keeps it); a table prints one row
per line, cells separated by tabs. An Excel error prints as "#VALUE! message" and exits 1.`;

function functionHelp(decl: FunctionDeclaration): string {
  const lines = [`  ${signature(decl)} -> ${resultUnit(decl)}`, `      ${decl.description}`];
  const width = Math.max(...decl.params.map((p) => p.name.length), 0);
  for (const p of decl.params) lines.push(`      ${p.name.padEnd(width)}  ${p.description}`);
  const args = decl.example.args.map(cliLiteral).join(" ");
  const note = decl.example.note ? ` (${decl.example.note})` : "";
  lines.push(
    `      Example: exsize fn ${decl.id}${args ? " " + args : ""}  => ${decl.example.value}${note}`
  );
  return lines.join("\n");
}

function optionsHelp(): string {
  const width = Math.max(...OPTION_SPECS.map((o) => o.name.length));
  const rows = OPTION_SPECS.map(
    (o) =>
      `  ${o.name.padEnd(width)}  ${String(o.default).padEnd(6)} ${o.unit.padEnd(13)} ${o.description} [${o.source}]`
  );
  return [
    "Options (the [options] range: names in any case, one per row, name then value):",
    ...rows,
  ].join("\n");
}

/** The whole help text, or one function's when `name` is given (undefined if there is no such function). */
export function helpText(name?: string): string | undefined {
  if (name?.toLowerCase() === "workbook") return WORKBOOK_USAGE;
  if (name) {
    const wanted = name.toUpperCase().replace(/^EX\./, "");
    const decl = FUNCTION_GROUPS.flatMap((g) => g.functions).find((f) => f.id === wanted);
    return decl ? functionHelp(decl) : undefined;
  }
  const groups = FUNCTION_GROUPS.map((g) =>
    [`${g.title}:`, ...g.functions.map(functionHelp)].join("\n\n")
  );
  return [USAGE, "Functions:", ...groups, optionsHelp()].join("\n\n");
}
