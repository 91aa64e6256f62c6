/**
 * Evidence exsize check cannot read: a truncated CliXml file, a CSV of another cmdlet, a server of another
 * organization. The message is one line that names the file and says what it should have held; the CLI
 * prints it and writes nothing (docs/errors.md, docs/check.md).
 */
export class EvidenceError extends Error {
  readonly file: string;
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = "EvidenceError";
    this.file = file;
  }
}
