import { fnCommand } from "./fnCommand";
import { helpText } from "./help";
import { workbookCommand } from "./workbookCommand";

/** Entry point of the `exsize` command; returns the exit status. */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === "--help" || command === "-h" || command === "help") {
    const text = helpText(rest[0]);
    if (text === undefined) {
      process.stdout.write(`No function EX.${rest[0]}; exsize --help lists them.\n`);
      return 1;
    }
    process.stdout.write(text + "\n");
    return command === undefined ? 1 : 0;
  }
  if (command === "fn") {
    const out = fnCommand(rest);
    process.stdout.write(out.stdout + "\n");
    return out.exitCode;
  }
  if (command === "workbook") {
    const out = workbookCommand(rest);
    if (out.stdout) process.stdout.write(out.stdout + "\n");
    if (out.stderr) process.stderr.write(out.stderr + "\n");
    return out.exitCode;
  }
  process.stdout.write(`Unknown command "${command}"; exsize --help lists the commands.\n`);
  return 1;
}
