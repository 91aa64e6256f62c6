import { parseArgs, ParseArgsConfig } from "util";
import { UsageError } from "./command";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** `--help` / `-h`, which every command takes. */
export const HELP_OPTION = { help: { type: "boolean", short: "h" } } as const satisfies Options;

/**
 * A command's arguments read by Node's `util.parseArgs` (strict: an unknown option or a missing
 * value is a usage error). Node's messages are reworded into one line that says what is allowed:
 * "unknown option --frce; exsize workbook takes -o/--output FILE, --force, -h/--help".
 */
export function parseCommandArgs<T extends Options>(
  command: string,
  args: readonly string[],
  options: T
) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (!code.startsWith("ERR_PARSE_ARGS")) throw error;
    const takes = Object.entries(options)
      .map(([name, o]) => {
        const flag = (o.short ? `-${o.short}/` : "") + `--${name}`;
        return o.type === "string" ? `${flag} VALUE` : flag;
      })
      .join(", ");
    const message = (error as Error).message;
    const unknown = /Unknown option '([^']*)'/.exec(message);
    if (unknown)
      throw new UsageError(
        `unknown option ${unknown[1]}; exsize ${command} takes ${takes} (exsize ${command} --help)`
      );
    const missing = /Option '([^']*)' argument missing/.exec(message);
    if (missing)
      throw new UsageError(
        `${missing[1].replace(/ <value>$/, "")} needs a value (exsize ${command} --help)`
      );
    throw new UsageError(`${message.split("\n")[0]} (exsize ${command} --help)`);
  }
}
