import { CommandIO, UsageError, processIO } from "./command";
import { printable } from "./printable";
import { findCommand } from "./commands";
import { helpText } from "./help";
import { exsizeVersion } from "./version";

function dispatch(argv: readonly string[], io: CommandIO): number | Promise<number> {
  const [command, ...rest] = argv;
  if (command === "--version" || command === "-V" || command === "version") {
    io.out(`exsize ${exsizeVersion()}`);
    return 0;
  }
  if (command === undefined || command === "--help" || command === "-h" || command === "help") {
    const text = helpText(rest[0]);
    if (text === undefined) {
      io.out(`No command or function ${JSON.stringify(rest[0])}; exsize --help lists them.`);
      return 1;
    }
    io.out(text);
    return command === undefined ? 1 : 0;
  }
  const found = findCommand(command);
  if (!found) {
    io.out(`Unknown command ${JSON.stringify(command)}; exsize --help lists the commands.`);
    return 1;
  }
  if (found.name !== "fn" && rest.length === 1 && (rest[0] === "--help" || rest[0] === "-h")) {
    io.out(found.help());
    return 0;
  }
  return found.run(rest, io);
}

/**
 * A reader that closes the pipe early (`exsize size x.json | head`) makes the next write fail with
 * EPIPE, which Node raises as an unhandled 'error' event with a stack trace. Such a stream is ignored
 * from then on: the reader has what it wanted, and the command ends with its own exit status. Any
 * other stream error is still raised.
 */
export function ignoreClosedPipe(stream: NodeJS.EventEmitter): void {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
  });
}

/**
 * Entry point of the `exsize` command; returns the exit status. The top-level handler: whatever a
 * command throws reaches the user as one line on stderr (`exsize: message`), exit 1; the stack trace
 * only with EXSIZE_DEBUG=1. Without an `io` it writes to the process's streams, which survive a reader
 * that closes the pipe early (ignoreClosedPipe).
 */
export async function main(argv: readonly string[], given?: CommandIO): Promise<number> {
  if (!given) {
    ignoreClosedPipe(process.stdout);
    ignoreClosedPipe(process.stderr);
  }
  const io = given ?? processIO();
  try {
    // awaited here, so that a streaming command's failure reaches the handler below
    return await dispatch(argv, io);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = printable(message.split("\n")[0]);
    if (error instanceof UsageError) io.err(`exsize: ${line}`);
    else io.err(`exsize: ${line} (an ExSize bug: EXSIZE_DEBUG=1 shows where)`);
    if (io.env.EXSIZE_DEBUG === "1" && error instanceof Error && error.stack) io.err(error.stack);
    return 1;
  }
}
