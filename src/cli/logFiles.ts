import * as fs from "fs";
import * as path from "path";
import * as zlib from "zlib";
import { FileReader, LogBytes, LogLineError, globRegExp } from "../core/trackingLogs";
import { UsageError } from "./command";
import { systemMessage } from "./scenarioFile";

/** A log file's name as exsize profile takes it from a folder: *.log, or *.log.gz (any case). */
const LOG_NAME = /\.log(\.gz)?$/i;
const hasWildcard = (s: string) => /[*?]/.test(s);

/**
 * Every *.log and *.log.gz under a folder (its subfolders too: one per server, say), sorted. A symbolic
 * link is followed (issue 32: one was skipped without a word, a server's logs left out): a link to a
 * file is read as that file (by the link's name), a link to a folder is walked; a folder already walked
 * (a link back to a parent, or two links to one folder) is not walked again, so a loop ends; a link to
 * nothing is refused, naming it.
 */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walked = new Set<string>();
  const walk = (d: string) => {
    let real: string;
    let entries: fs.Dirent[];
    try {
      real = fs.realpathSync(d);
      if (walked.has(real)) return; // a loop, or a folder reached by two links: read once
      walked.add(real);
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch (error) {
      throw new UsageError(`cannot read the folder ${d}: ${systemMessage(error)}`);
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = path.join(d, e.name);
      let isDirectory = e.isDirectory();
      let isFile = e.isFile();
      if (e.isSymbolicLink()) {
        let target: fs.Stats;
        try {
          target = fs.statSync(p);
        } catch (error) {
          throw new UsageError(
            `${p} is a symbolic link that leads nowhere (${systemMessage(error)}); remove it or point it at the logs`
          );
        }
        isDirectory = target.isDirectory();
        isFile = target.isFile();
      }
      if (isDirectory) walk(p);
      else if (isFile && LOG_NAME.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** The paths a glob names: * and ? within one path segment, matched without regard to case. */
function globPaths(pattern: string): string[] {
  const absolute = path.isAbsolute(pattern);
  let bases = [absolute ? path.parse(path.resolve(pattern)).root : "."];
  for (const seg of pattern
    .split(/[\\/]/)
    .filter((x, i) => x !== "" && !(absolute && i === 0 && /:$/.test(x)))) {
    const next: string[] = [];
    for (const base of bases) {
      if (!hasWildcard(seg)) {
        const p = path.join(base, seg);
        if (fs.existsSync(p)) next.push(p);
        continue;
      }
      const re = globRegExp(seg);
      let names: string[] = [];
      try {
        names = fs.readdirSync(base).sort();
      } catch {
        continue; // a file where a folder was asked for: no match
      }
      for (const n of names) if (re.test(n)) next.push(path.join(base, n));
    }
    bases = next;
  }
  return bases;
}

/**
 * The log files the command line names: files as given (whatever their name), folders for every *.log
 * and *.log.gz in them and their subfolders, and globs (`logs/EX0?/MSGTRK*.LOG`, quoted so the shell
 * leaves them) for what they match. The same file named twice is read once. A name that matches nothing
 * is a usage error.
 */
export function logFilesOf(args: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (p: string) => {
    // the file itself, so that a link beside its target (or two paths to it) reads it once
    let key: string;
    try {
      key = fs.realpathSync(p);
    } catch {
      key = path.resolve(p);
    }
    if (!seen.has(key)) {
      seen.add(key);
      out.push(p);
    }
  };
  for (const arg of args) {
    const paths = fs.existsSync(arg) ? [arg] : hasWildcard(arg) ? globPaths(arg) : [];
    if (paths.length === 0)
      throw new UsageError(`${arg}: no such file or folder${hasWildcard(arg) ? " matches" : ""}`);
    let found = 0;
    for (const p of paths) {
      if (fs.statSync(p).isDirectory()) {
        const files = filesUnder(p);
        found += files.length;
        files.forEach(add);
      } else {
        found++;
        add(p);
      }
    }
    if (found === 0) throw new UsageError(`${arg}: no *.log or *.log.gz file in it`);
  }
  return out;
}

/** True when the file starts with gzip's magic bytes 1f 8b (RFC 1952, section 2.3.1), whatever its name. */
function isGzip(file: string): boolean {
  const fd = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(2);
    return fs.readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Streams one log file into its reader through the core's incremental reader, LogBytes (the task pane's
 * worker feeds the same class from the browser's File.stream()): a gzip copy through node's zlib;
 * memory holds one 1 MB chunk and the line it ends in, whatever the file's size. Returns the bytes read
 * from disk.
 */
export async function streamLogFile(file: string, reader: FileReader): Promise<number> {
  let bytes = 0;
  let gz: boolean;
  try {
    gz = isGzip(file);
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${systemMessage(error)}`);
  }
  const raw = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  raw.on("data", (chunk) => (bytes += chunk.length));
  const source: NodeJS.ReadableStream = gz ? raw.pipe(zlib.createGunzip()) : raw;
  if (gz) raw.on("error", (e) => (source as zlib.Gunzip).destroy(e));
  const lines = new LogBytes(reader);
  try {
    for await (const chunk of source) lines.push(chunk as Buffer);
  } catch (error) {
    if (error instanceof LogLineError) throw error;
    if (gz) throw new UsageError(`${file}: not a readable gzip file (${systemMessage(error)})`);
    throw new UsageError(`cannot read ${file}: ${systemMessage(error)}`);
  } finally {
    raw.destroy();
  }
  lines.end();
  return bytes;
}
