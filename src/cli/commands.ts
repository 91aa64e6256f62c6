import { CHECK_COMMAND } from "./checkCommand";
import { Command } from "./command";
import { COMPARE_COMMAND } from "./compareCommand";
import { makeDeployCommand } from "./deployCommand";
import { FN_COMMAND } from "./fnCommand";
import { deployInputOf } from "../core/microsoft/deploy/deployInput";
import { PROFILE_COMMAND } from "./profileCommand";
import { SEARCH_COMMAND } from "./searchCommand";
import { SIZE_COMMAND } from "./sizeCommand";
import { WORKBOOK_COMMAND } from "./workbookCommand";

/**
 * Every `exsize` command, in the order `exsize --help` lists them. Adding a command is one module
 * exporting a `Command` (see command.ts; fnCommand.ts is the smallest) and one line here.
 */
export const COMMANDS: readonly Command[] = [
  FN_COMMAND,
  WORKBOOK_COMMAND,
  COMPARE_COMMAND,
  SIZE_COMMAND,
  SEARCH_COMMAND,
  makeDeployCommand(deployInputOf),
  PROFILE_COMMAND,
  CHECK_COMMAND,
];

export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((c) => c.name === name);
}
