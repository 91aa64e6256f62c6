/**
 * The incremental log reader (src/core/trackingLogs/logBytes.ts) that exsize profile and the task pane's
 * worker share: a file's bytes cut into chunks anywhere (inside a UTF-8 character, between CR and LF,
 * inside the byte-order mark, inside ",STOREDRIVER,DELIVER,") give the same counts as the whole text
 * read line by line (fast-check over the cut points), and the reader holds no more than the line a
 * chunk ends in (memory bounded by the longest line, never the file).
 * The whole-text side's figures are the test log set's typed counts (logSet.ts): 2,415 lines read, 2,080
 * used, 1,890 deliveries and 610 sent.
 */
import fc from "fast-check";
import {
  LogBytes,
  LogLineError,
  Measurement,
  hourOfDayIn,
  mailboxProfile,
} from "../../src/core/trackingLogs";
import { buildLogSet } from "./logSet";

const SET = buildLogSet();
const encoder = new TextEncoder();
const FILES = Object.entries(SET).map(([name, text]) => [name, encoder.encode(text)] as const);

const newMeasurement = () => new Measurement({ hourOf: hourOfDayIn("UTC") });

/** The reference reading: the whole text, split into lines, one line() each. */
function wholeText(files: readonly (readonly [string, string])[]) {
  const m = newMeasurement();
  for (const [name, text] of files) {
    const r = m.file(name);
    const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
    if (lines[lines.length - 1] === "") lines.pop();
    for (const line of lines) r.line(line);
    r.end();
  }
  return m;
}

/** The same files through LogBytes, each cut at the given fractions of its length. */
function chunked(files: readonly (readonly [string, Uint8Array])[], cuts: readonly number[][]) {
  const m = newMeasurement();
  let maxHeld = 0;
  files.forEach(([name, bytes], i) => {
    const reader = new LogBytes(m.file(name));
    const at = [...new Set((cuts[i] ?? []).map((f) => Math.floor(f * bytes.length)))].sort(
      (a, b) => a - b
    );
    let from = 0;
    for (const to of [...at, bytes.length]) {
      reader.push(bytes.subarray(from, to));
      maxHeld = Math.max(maxHeld, reader.held);
      from = to;
    }
    reader.end();
  });
  return { m, maxHeld };
}

const figures = (m: Measurement) => ({
  profile: mailboxProfile(m, { maxTiers: 4, snap: "up", timeZone: "UTC" }),
  mailboxes: [...m.mailboxes].sort(),
  firstAt: m.firstAt,
  lastAt: m.lastAt,
});

const longestLine = (text: string) =>
  Math.max(...text.split("\n").map((l) => encoder.encode(l).length + 1));

test("the whole text read line by line gives the log set's typed counts", () => {
  const p = figures(wholeText(Object.entries(SET))).profile;
  expect([p.events.read, p.events.used, p.events.deliveries, p.events.sent]).toEqual([
    2415, 2080, 1890, 610,
  ]);
});

test("every file in one chunk, and in chunks of 1, 2, 3, 7 and 4,096 bytes: the same counts", () => {
  const reference = figures(wholeText(Object.entries(SET)));
  const oneChunk = chunked(FILES, []);
  expect(figures(oneChunk.m)).toEqual(reference);
  for (const size of [1, 2, 3, 7, 4096]) {
    const m = newMeasurement();
    for (const [name, bytes] of FILES) {
      const reader = new LogBytes(m.file(name));
      for (let i = 0; i < bytes.length; i += size) reader.push(bytes.subarray(i, i + size));
      reader.end();
    }
    expect([size, figures(m)]).toEqual([size, reference]);
  }
});

test("chunks cut anywhere (fast-check): the same counts, and never more held than one line", () => {
  const reference = figures(wholeText(Object.entries(SET)));
  const limit = Math.max(...Object.values(SET).map(longestLine));
  const cutsOf = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 60 });
  fc.assert(
    fc.property(fc.tuple(cutsOf, cutsOf, cutsOf), (cuts) => {
      const { m, maxHeld } = chunked(FILES, cuts);
      expect(figures(m)).toEqual(reference);
      expect(maxHeld).toBeLessThanOrEqual(limit);
    }),
    { numRuns: 60 }
  );
});

test("a line cut short at the end of a file is refused the same way, wherever the chunks end", () => {
  const text = SET.ex02.slice(0, SET.ex02.length - 40); // the last line loses its end and its CRLF
  const bytes = encoder.encode(text);
  const refusal = (read: () => void) => {
    try {
      read();
    } catch (error) {
      expect(error).toBeInstanceOf(LogLineError);
      return (error as Error).message;
    }
    return "read without a refusal";
  };
  const expected = refusal(() => wholeText([["EX02.LOG", text]]));
  expect(expected).toMatch(/^EX02\.LOG:\d+: the last line is cut short/);
  fc.assert(
    fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 30 }), (cuts) => {
      expect(refusal(() => chunked([["EX02.LOG", bytes]], [cuts]))).toBe(expected);
    }),
    { numRuns: 40 }
  );
});

test("a multi-byte character cut between two chunks reads as itself (not U+FFFD)", () => {
  const m = newMeasurement();
  const text = SET.ex01.replace(/Budget, Q1/g, "Bücher, Q1");
  const bytes = encoder.encode(text);
  const at = bytes.indexOf(0xc3) + 1; // between the two bytes of "ü"
  const r = new LogBytes(m.file("EX01"));
  r.push(bytes.subarray(0, at));
  r.push(bytes.subarray(at));
  r.end();
  const reference = wholeText([["EX01", text]]);
  expect(figures(m)).toEqual(figures(reference));
});
