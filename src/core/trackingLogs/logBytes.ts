import { FileReader } from "./measurement";

/**
 * The one incremental reader of a message tracking log's bytes, shared by `exsize profile` (node's file
 * stream, src/cli/logFiles.ts) and the task pane's worker (the browser's File.stream(),
 * src/taskpane/measure/measureWorker.ts): chunks of any size in, in file order (push), then end(); the
 * lines go to the file's FileReader, whose Measurement holds the counts. It never holds a file: only the
 * chunk in hand and the part line it ends in, so memory does not grow with the file's size.
 *
 * Lines: split at LF (byte 0x0A, which UTF-8 never uses inside a character), a CR before it dropped
 * (Exchange writes CRLF); UTF-8, a byte-order mark at the start of the file dropped; a byte sequence that
 * is not UTF-8 reads as U+FFFD (TextDecoder's replacement, as node's Buffer decodes; Exchange writes its
 * logs in UTF-8). The last line may lack its LF.
 *
 * Speed (docs/performance.md, profileMBPerSec): a data line that holds neither ",STOREDRIVER,DELIVER,"
 * nor ",STOREDRIVER,RECEIVE," is handed over by its date-time alone (FileReader.skim) when the file's
 * #Fields allows it, found in the bytes and never decoded; header lines and the lines holding a marker
 * are decoded whole.
 *
 * The counts do not depend on where the chunks are cut (tests/profile/logBytes.test.ts feeds the same
 * files in chunks of every size and compares with the whole text read line by line).
 * Example: const lines = new LogBytes(m.file("EX01/MSGTRK2026110208-1.LOG"));
 *   lines.push(chunk1); lines.push(chunk2); lines.end();
 */
export class LogBytes {
  private carry: Uint8Array = EMPTY;
  private firstLine = true;
  private ended = false;
  /** Bytes pushed so far (decompressed bytes, for a gzip copy). */
  bytes = 0;

  constructor(private readonly reader: FileReader) {}

  /** The bytes held between pushes: the part line the last chunk ended in, never more. */
  get held(): number {
    return this.carry.length;
  }

  /** The next chunk of the file (not changed afterwards: the last line of a file may be read at end()). */
  push(chunk: Uint8Array): void {
    if (this.ended) throw new Error("LogBytes: push after end");
    this.bytes += chunk.length;
    let s = 0;
    // the position of the next marker at or after the current line, in this chunk (-1: not looked yet)
    const mark = { at: -1 };
    if (this.carry.length) {
      // the line the last chunk ended in: joined alone, the chunk itself is not copied
      const nl = chunk.indexOf(10);
      if (nl < 0) {
        this.carry = concat(this.carry, chunk);
        return;
      }
      const joined = concat(this.carry, chunk.subarray(0, nl));
      this.carry = EMPTY;
      this.handle(joined, 0, joined.length, { at: -1 });
      s = nl + 1;
    }
    for (;;) {
      const nl = chunk.indexOf(10, s);
      if (nl < 0) break;
      this.handle(chunk, s, nl, mark);
      s = nl + 1;
    }
    // a copy: the caller may reuse its chunk (and the copy is only the part line, not the chunk)
    this.carry = s < chunk.length ? chunk.slice(s) : EMPTY;
  }

  /** The end of the file: its last line (when it has no LF), then the reader's end checks. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.carry.length) {
      const last = this.carry;
      this.carry = EMPTY;
      this.handle(last, 0, last.length, { at: -1 });
    }
    this.reader.end();
  }

  private handle(buf: Uint8Array, s: number, e: number, mark: { at: number }): void {
    if (this.firstLine) {
      this.firstLine = false;
      if (e - s >= 3 && buf[s] === 0xef && buf[s + 1] === 0xbb && buf[s + 2] === 0xbf) s += 3;
    }
    if (e > s && buf[e - 1] === 13) e--;
    const reader = this.reader;
    if (e > s && buf[s] !== 35 /* # */ && reader.skimmable) {
      if (mark.at < s) mark.at = nextMarker(buf, s);
      if (mark.at >= e) {
        const comma = buf.indexOf(44, s);
        reader.skim(comma >= 0 && comma < e ? latin1(buf, s, comma) : undefined, () =>
          utf8(buf, s, e)
        );
        return;
      }
    }
    reader.line(utf8(buf, s, e));
  }
}

const EMPTY = new Uint8Array(0);

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

const DECODER = new TextDecoder("utf-8");
const utf8 = (buf: Uint8Array, s: number, e: number): string =>
  e > s ? DECODER.decode(buf.subarray(s, e)) : "";

/** A short ASCII run (a date-time) as text; other bytes as their Latin-1 characters. */
function latin1(buf: Uint8Array, s: number, e: number): string {
  let out = "";
  for (let i = s; i < e; i++) out += String.fromCharCode(buf[i]);
  return out;
}

/** ",STOREDRIVER," in bytes; "V" (its 10th byte) is what indexOf looks for: rarer than "," or "S". */
const STOREDRIVER = Array.from(",STOREDRIVER,", (c) => c.charCodeAt(0));
const V_AT = 9;
const DELIVER = Array.from("DELIVER,", (c) => c.charCodeAt(0));
const RECEIVE = Array.from("RECEIVE,", (c) => c.charCodeAt(0));

const matchesAt = (buf: Uint8Array, at: number, bytes: readonly number[]): boolean => {
  if (at < 0 || at + bytes.length > buf.length) return false;
  for (let k = 0; k < bytes.length; k++) if (buf[at + k] !== bytes[k]) return false;
  return true;
};

/**
 * Where the next ",STOREDRIVER,DELIVER," or ",STOREDRIVER,RECEIVE," starts at or after `from`, or
 * Infinity when the chunk holds no more.
 */
function nextMarker(buf: Uint8Array, from: number): number {
  let i = from + V_AT;
  for (;;) {
    const v = buf.indexOf(86 /* V */, i);
    if (v < 0) return Infinity;
    const at = v - V_AT;
    if (
      matchesAt(buf, at, STOREDRIVER) &&
      (matchesAt(buf, at + STOREDRIVER.length, DELIVER) ||
        matchesAt(buf, at + STOREDRIVER.length, RECEIVE))
    )
      return at;
    i = v + 1;
  }
}
