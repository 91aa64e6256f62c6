import { OPTION_SPECS, describeRule } from "../core";
import { FUNCTION_GROUPS } from "../functions/registry";
import { COMMANDS } from "./commands";
import { functionHelp } from "./functionHelp";

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.synopsis.length), 30);
  const commands = COMMANDS.map((c) => `  ${c.synopsis.padEnd(width)}  ${c.summary}`);
  return `exsize: Exchange Server mailbox storage sizing (ExSize), the command-line twin of the Excel add-in.

Usage:
${commands.join("\n")}
  ${"exsize COMMAND --help".padEnd(width)}  The help of one command.
  ${"exsize --help [NAME]".padEnd(width)}  This help, or the help of one function.
  ${"exsize --version".padEnd(width)}  The version of ExSize.

Arguments of "exsize fn": each ARG is parsed as JSON when it parses (numbers, "strings", null for an
omitted argument, 2-D arrays for ranges such as '[["dbOverhead",1]]'), else taken as text.
A number prints alone on one line (15 significant digits, as Excel keeps it); a table prints one row
per line, cells separated by tabs. An Excel error prints as "#VALUE! message" and exits 1.
Any other failure prints one line on stderr and exits 1; EXSIZE_DEBUG=1 adds the stack trace.`;
}

function optionsHelp(): string {
  const width = Math.max(...OPTION_SPECS.map((o) => o.name.length));
  const rows = OPTION_SPECS.map(
    (o) =>
      `  ${o.name.padEnd(width)}  ${String(o.default).padEnd(6)} ${o.unit.padEnd(13)} ${o.description} Allowed: ${describeRule(o.rule)}. [${o.source}]`
  );
  return [
    "Options (the [options] range: names in any case, each once, one per row, name then value):",
    ...rows,
  ].join("\n");
}

/** The whole help text, or one function's (or one command's) when `name` is given; undefined if none. */
export function helpText(name?: string): string | undefined {
  const command = COMMANDS.find((c) => c.name === name?.toLowerCase());
  if (command) return command.help();
  if (name) {
    const wanted = name.toUpperCase().replace(/^EX\./, "");
    const decl = FUNCTION_GROUPS.flatMap((g) => g.functions).find((f) => f.id === wanted);
    return decl ? functionHelp(decl) : undefined;
  }
  const groups = FUNCTION_GROUPS.map((g) =>
    [`${g.title}:`, ...g.functions.map(functionHelp)].join("\n\n")
  );
  return [usage(), "Functions:", ...groups, optionsHelp()].join("\n\n");
}
