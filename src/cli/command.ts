/**
 * One `exsize` command: its name, a one-line summary for `exsize --help`, its own `--help` text and
 * its body. A command is one module exporting one of these, registered in `commands.ts`'s list.
 * The body writes through `io` and returns the exit status, so tests (and the fuzz suite) run a
 * command in-process with captured output; bin/exsize.js passes the process's streams.
 */
export interface CommandIO {
  /** Writes one line (a newline is added) to standard output. */
  readonly out: (text: string) => void;
  /** Writes one line (a newline is added) to standard error. */
  readonly err: (text: string) => void;
  /** The moment the command runs (the workbook's date); tests fix it. */
  readonly now: Date;
  /** The environment (EXSIZE_DEBUG); tests pass their own. */
  readonly env: Readonly<Record<string, string | undefined>>;
}

export interface Command {
  readonly name: string;
  /** The command's line in `exsize --help`: its synopsis, then what it does. */
  readonly synopsis: string;
  readonly summary: string;
  /** `exsize NAME --help`. */
  readonly help: () => string;
  /** The exit status; a promise for a command that streams its input (exsize profile). */
  readonly run: (args: readonly string[], io: CommandIO) => number | Promise<number>;
}

/** What a command's body returns: its standard output and error ("" for none) and its exit status. */
export interface CommandResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

/** A Command's run for a body that returns a CommandResult: writes its non-empty streams, returns its status. */
export function emitResult(result: CommandResult, io: CommandIO): number {
  if (result.stdout) io.out(result.stdout);
  if (result.stderr) io.err(result.stderr);
  return result.exitCode;
}

/**
 * The Command of a body that returns a CommandResult: its run writes the result's non-empty streams
 * (emitResult) and returns its status. Example: `resultCommand({ name: "size", synopsis, summary, help },
 * (args) => sizeCommand(args))` runs `exsize size` as sizeCommand answers it.
 */
export function resultCommand(
  about: Omit<Command, "run">,
  body: (args: readonly string[], io: CommandIO) => CommandResult
): Command {
  return { ...about, run: (args, io) => emitResult(body(args, io), io) };
}

/** A usage mistake of the user's (a bad option, a missing value): one line, exit 1. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** The process's own streams and environment. */
export function processIO(): CommandIO {
  return {
    out: (text) => process.stdout.write(text + "\n"),
    err: (text) => process.stderr.write(text + "\n"),
    now: new Date(),
    env: process.env,
  };
}

/** An io that keeps what a command writes, for tests and the fuzz suite. */
export function captureIO(
  now = new Date(),
  env: Readonly<Record<string, string | undefined>> = {}
): CommandIO & { stdout: () => string; stderr: () => string } {
  let stdout = "";
  let stderr = "";
  return {
    out: (text) => (stdout += text + "\n"),
    err: (text) => (stderr += text + "\n"),
    now,
    env,
    stdout: () => stdout,
    stderr: () => stderr,
  };
}
