import { SizingError } from "../errors";

/**
 * A problem with one line of one input file: its message always starts with "FILE:LINE:" (or "FILE:"
 * when the whole file is at fault), so the user sees in one line where to look. Nothing is written
 * when it is thrown (exsize profile writes its outputs only after every file has been read).
 * Example: new LogLineError("EX01/MSGTRK2026110101-1.LOG", 7, "the last line is cut short").message
 * => "EX01/MSGTRK2026110101-1.LOG:7: the last line is cut short".
 */
export class LogLineError extends SizingError {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    message: string
  ) {
    super(
      line === undefined ? file : `${file}:${line}`,
      `${file}${line === undefined ? "" : `:${line}`}: ${message}`
    );
    this.name = "LogLineError";
  }
}
