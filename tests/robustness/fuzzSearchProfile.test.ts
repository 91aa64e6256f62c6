/**
 * Issue 32's fuzzing of the surfaces added last, in-process (main with captured output, as fuzz.test.ts):
 * - `exsize search` with random requests: ranges and server and disk lists of random keys, the same
 *   input set by a range and an entry or by both lists (the combination rule), prices up to 1e308, and
 *   random --top, --json, -o and --write;
 * - `exsize profile` with random command lines over a small log set: dates that exist and dates that do
 *   not (2026-02-30), times, offsets, --tiers, --snap, --tz, --exclude and -o (empty too).
 * Whatever the input: exit 0 or 1, one line on stderr, no stack trace, no "ExSize bug", no NaN, no
 * Infinity or "∞", every printed cost within docs/errors.md's limit, and nothing written on a refusal.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import fc from "fast-check";
import { captureIO } from "../../src/cli/command";
import { main } from "../../src/cli/main";
import { buildLogSet } from "../profile/logSet";

const TRACE = /\n\s+at |Error: |TypeError|RangeError|an ExSize bug/;
const NOT_A_NUMBER = /\bNaN\b|Infinity|\u221e/;
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-fuzz32-"));
  const set = buildLogSet();
  fs.mkdirSync(path.join(dir, "logs", "EX01"), { recursive: true });
  fs.mkdirSync(path.join(dir, "logs", "EX02"), { recursive: true });
  fs.writeFileSync(path.join(dir, "logs", "EX01", "MSGTRK2026110200-1.LOG"), set.ex01);
  fs.writeFileSync(path.join(dir, "logs", "EX02", "MSGTRKMD2026110200-1.LOG"), set.ex02);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function exsize(argv: string[]) {
  const io = captureIO(new Date(Date.UTC(2026, 10, 26)));
  const status = await main(argv, io);
  return { status, stdout: io.stdout(), stderr: io.stderr() };
}

/** Exit 0 or 1, no trace, no bug line, no NaN or Infinity anywhere, at most one line on stderr. */
function clean(run: { status: number; stdout: string; stderr: string }): boolean {
  if (run.status !== 0 && run.status !== 1) return false;
  if (TRACE.test(run.stdout) || TRACE.test(run.stderr)) return false;
  if (NOT_A_NUMBER.test(run.stdout) || NOT_A_NUMBER.test(run.stderr)) return false;
  const lines = run.stderr.replace(/\n$/, "").split("\n");
  // with --json, what was written is said on stderr, a line per output
  if (run.status === 0)
    return lines.every((l) => l === "" || /^(Wrote |exsize search: removed )/.test(l));
  return lines.length <= 1;
}

// ---------------------------------------------------------------------------------------------- search

const RANGE_KEYS = ["exchangeServersPerDag", "dagCount", "haCopies", "coresPerServer"] as const;
const small = fc.integer({ min: 1, max: 5 });
const range = fc.oneof(
  fc.tuple(small, small).map(([a, b]) => [a, a + (Math.abs(b - a) % 3)]), // mostly valid, narrow
  fc.tuple(small, small), // either way round
  fc.constantFrom([1], "2", [1.5, 2], null)
);
const price = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 50_000 }), weight: 15 },
  { arbitrary: fc.constantFrom(1e308, 1e300, 1e16, 1e15, 1e13, 1e-12, 0, -5, "100"), weight: 1 }
);
/** An entry's extra inputs, one time in six. */
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });
/** A scenario input an entry may also set: the same keys as the ranges, so duplicates happen often. */
const entryInput = fc.record(
  {
    exchangeServersPerDag: fc.integer({ min: 1, max: 6 }),
    dagCount: fc.integer({ min: 1, max: 3 }),
    haCopies: fc.integer({ min: 2, max: 4 }),
  },
  { requiredKeys: [] }
);
const server = fc
  .tuple(
    fc.record({
      coresPerServer: fc.constantFrom(8, 16, 24, 48),
      specIntRate2006: fc.constantFrom(400, 900, 1500, 2600),
      maxRamGB: fc.oneof(
        { arbitrary: fc.constantFrom(64, 128, 256), weight: 20 },
        { arbitrary: fc.constantFrom(0, 1e308), weight: 1 }
      ),
      diskSlots: fc.oneof(
        { arbitrary: fc.constantFrom(8, 12, 24), weight: 20 },
        { arbitrary: fc.constantFrom(0, 2.5), weight: 1 }
      ),
      price,
    }),
    sometimes(entryInput)
  )
  .map(([s, extra]) => ({ model: `${s.coresPerServer}-core`, ...s, ...(extra ?? {}) }));
const disk = fc
  .tuple(
    fc.record({ diskCapacityGB: fc.constantFrom(2000, 4000, 8000, 12000), price }),
    sometimes(entryInput)
  )
  .map(([d, extra]) => ({ model: `disk ${d.diskCapacityGB}`, ...d, ...(extra ?? {}) }));
const searchRequest = fc
  .record({
    exchangeVersion: fc.constantFrom("2016", "2019"),
    mailboxes: fc.integer({ min: 500, max: 20_000 }),
    datacenterModel: fc.constantFrom("Single Datacenter", "Active/Active (Single DAG)"),
    ranges: fc.dictionary(fc.constantFrom(...RANGE_KEYS), range, { maxKeys: 2 }),
    servers: fc.array(server, { minLength: 1, maxLength: 2 }),
    disks: fc.array(disk, { minLength: 1, maxLength: 2 }),
  })
  .map((q) => ({
    method: "microsoft",
    exchangeVersion: q.exchangeVersion,
    tiers: [{ mailboxes: q.mailboxes }],
    datacenterModel: q.datacenterModel,
    search: { ...q.ranges, servers: q.servers, disks: q.disks },
  }));
const searchOptions = fc.record(
  {
    top: fc.oneof(
      { arbitrary: fc.constantFrom("2", "3"), weight: 5 },
      { arbitrary: fc.constantFrom("1", "0", "x"), weight: 1 }
    ),
    json: fc.constant(true),
    output: fc.constantFrom(true, false, false, false),
    write: fc.constantFrom(true, false),
  },
  { requiredKeys: [] }
);

/** Whether a key of the request is set by a range and an entry, or by both lists (refused by rule). */
function setTwice(json: { search: Record<string, unknown> }): boolean {
  const s = json.search;
  const keysOf = (list: unknown) =>
    new Set((list as Record<string, unknown>[]).flatMap((e) => Object.keys(e)));
  const servers = keysOf(s.servers);
  const disks = keysOf(s.disks);
  const ranges = RANGE_KEYS.filter((k) => k in s);
  return (
    ranges.some((k) => servers.has(k) || disks.has(k)) ||
    [...servers].some((k) => k !== "model" && k !== "price" && disks.has(k))
  );
}

test("exsize search with random requests: designs with printable costs, or one line and nothing written", async () => {
  let n = 0;
  const refusedTwice: boolean[] = [];
  const outcomes = { designs: 0, noneFeasible: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(searchRequest, searchOptions, async (json, o) => {
      n++;
      const file = path.join(dir, `req-${n}.json`);
      fs.writeFileSync(file, JSON.stringify(json));
      const out = path.join(dir, `cmp-${n}.xlsx`);
      const designs = path.join(dir, `designs-${n}`);
      const argv = ["search", file];
      if (o.top !== undefined) argv.push("--top", o.top);
      if (o.json) argv.push("--json");
      if (o.output) argv.push("-o", out);
      if (o.write) argv.push("--write", designs);
      const run = await exsize(argv);
      if (!clean(run)) return false;
      outcomes[run.status === 0 ? "designs" : run.stderr === "" ? "noneFeasible" : "refused"]++;
      // the combination rule: an input set twice is refused (by name, unless another mistake of the
      // request is named first), never sized
      if (setTwice(json)) {
        if (run.status !== 1 || run.stderr === "") return false;
        if (/both set/.test(run.stderr)) refusedTwice.push(true);
      } else if (/both set/.test(run.stderr)) return false;
      // a refusal (a line on stderr) writes nothing
      if (run.stderr !== "" && run.status === 1)
        if (fs.existsSync(out) || fs.existsSync(designs)) return false;
      // every cost printed is a grouped figure of at most 1e15
      const costs = o.json
        ? run.status === 0 || run.stdout.startsWith("{")
          ? (JSON.parse(run.stdout.split("\n")[0]).designs as { cost: number }[]).map((d) => d.cost)
          : []
        : [...run.stdout.matchAll(/cost ([\d,.]+) =/g)].map((m) => Number(m[1].replace(/,/g, "")));
      if (costs.some((c) => !Number.isFinite(c) || c > 1e15 || c <= 0)) return false;
      // nothing half written beside the outputs
      return fs.readdirSync(dir).every((f) => !/\.tmp$/.test(f));
    }),
    { numRuns: 120 }
  );
  // the generator does reach the rule (a fuzz that never sets an input twice would prove nothing)
  expect(refusedTwice.length).toBeGreaterThan(0);
  // and it reaches every outcome: designs, none feasible, a refusal
  expect(outcomes.designs).toBeGreaterThan(0);
  expect(outcomes.refused).toBeGreaterThan(0);
  console.log(
    `search fuzz: ${JSON.stringify(outcomes)}, ${refusedTwice.length} refused by the combination rule`
  );
}, 600_000);

// --------------------------------------------------------------------------------------------- profile

const two = (n: number) => String(n).padStart(2, "0");
/** A date as a user types it: real ones, and ones the calendar has not (months 13, days 29-32, hour 24). */
const dateText = fc
  .record({
    y: fc.oneof(
      { arbitrary: fc.constant(2026), weight: 3 },
      { arbitrary: fc.constantFrom(2024, 2025, 2100, 2000), weight: 1 }
    ),
    m: fc.oneof(
      { arbitrary: fc.constant(11), weight: 3 },
      { arbitrary: fc.integer({ min: 0, max: 13 }), weight: 1 }
    ),
    d: fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 12 }), weight: 3 },
      { arbitrary: fc.integer({ min: 0, max: 32 }), weight: 1 }
    ),
    time: fc.option(
      fc.record({
        h: fc.integer({ min: 0, max: 24 }),
        mi: fc.integer({ min: 0, max: 60 }),
        zone: fc.constantFrom("", "Z", "+01:00", "-05:30", "+24:00"),
      }),
      { nil: undefined }
    ),
  })
  .map(({ y, m, d, time }) => ({
    text: `${y}-${two(m)}-${two(d)}` + (time ? `T${two(time.h)}:${two(time.mi)}${time.zone}` : ""),
    /** The oracle: a date of the calendar as Date.UTC rebuilds it unchanged, a time that exists. */
    real:
      m >= 1 &&
      m <= 12 &&
      d >= 1 &&
      new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d &&
      (!time || (time.h <= 23 && time.mi <= 59 && time.zone !== "+24:00")),
    dateOnly: !time,
  }));
/** Good values five times in six, bad ones the sixth. */
const mostly = (good: string[], bad: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...good), weight: 5 },
    { arbitrary: fc.constantFrom(...bad), weight: 1 }
  );
const profileLine = fc.record(
  {
    start: fc.oneof(
      { arbitrary: dateText, weight: 8 },
      { arbitrary: fc.constant({ text: "", real: false, dateOnly: false }), weight: 1 }
    ),
    end: dateText,
    tiers: mostly(["1", "2", "4"], ["5", "0", "x"]),
    snap: mostly(["up", "nearest"], ["down"]),
    tz: mostly(["UTC", "Europe/Berlin", "Asia/Kolkata"], ["Mars/Olympus"]),
    exclude: mostly(["dave@*", "alice*"], ["*", "", "?"]),
    output: mostly(["scenario"], ["empty"]),
    json: fc.boolean(),
  },
  { requiredKeys: ["json"] }
);

test("exsize profile with random command lines: a calendar date or one line naming the option", async () => {
  let n = 0;
  const outcomes = { measured: 0, refused: 0, rolledOverRefused: 0 };
  await fc.assert(
    fc.asyncProperty(profileLine, async (o) => {
      n++;
      const argv = ["profile", path.join(dir, "logs")];
      const out = path.join(dir, `profiled-${n}.json`);
      if (o.start) argv.push("--start", o.start.text);
      if (o.end) argv.push("--end", o.end.text);
      if (o.tiers) argv.push("--tiers", o.tiers);
      if (o.snap) argv.push("--snap", o.snap);
      if (o.tz) argv.push("--tz", o.tz);
      if (o.exclude !== undefined) argv.push("--exclude", o.exclude);
      if (o.output) argv.push("-o", o.output === "empty" ? "" : out);
      if (o.json) argv.push("--json");
      const run = await exsize(argv);
      if (!clean(run)) return false;
      outcomes[run.status === 0 ? "measured" : "refused"]++;
      if (/is not a date of the calendar/.test(run.stderr)) outcomes.rolledOverRefused++;
      // a date that is not of the calendar is refused, naming its option
      for (const d of [o.start, o.end]) if (d && !d.real && run.status === 0) return false;
      if (o.output === "empty" && run.status === 0) return false;
      // a refusal writes nothing; an accepted -o is a scenario
      if (run.status === 1) return !fs.existsSync(out);
      if (
        o.output === "scenario" &&
        JSON.parse(fs.readFileSync(out, "utf8")).method !== "microsoft"
      )
        return false;
      // a date-only --start is that day's midnight UTC, never a day it rolled over to
      if (o.json && o.start?.dateOnly && o.start.real)
        return JSON.parse(run.stdout).period.start === `${o.start.text}T00:00:00.000Z`;
      return true;
    }),
    { numRuns: 120 }
  );
  expect(outcomes.measured).toBeGreaterThan(0);
  expect(outcomes.rolledOverRefused).toBeGreaterThan(0);
  console.log(`profile fuzz: ${JSON.stringify(outcomes)}`);
}, 600_000);
