/**
 * The Web Worker of "Measure from tracking logs" (its own webpack entry, measureWorker.js): streams the
 * picked message tracking logs with File.stream() into the same incremental reader exsize profile uses
 * (src/core/trackingLogs/logBytes.ts), a .gz copy through the browser's DecompressionStream, and makes
 * the profile exsize profile makes with its defaults (working days Monday to Friday, at most 4 tiers
 * snapped up, HealthMailbox* left out; the time zone as given): the same counts on the same files.
 * Memory: one chunk of the browser's stream and the line it ends in, whatever the files' size; the
 * mailbox statistics CSV (one row a mailbox) is read whole, as exsize profile reads it.
 * The pane cancels by terminating the worker: nothing is kept, nothing in the form changes.
 */
import {
  CALCULATOR_MAX_TIERS,
  DayCount,
  LogBytes,
  MailboxProfile,
  Measurement,
  SkipReason,
  daySelection,
  hourOfDayIn,
  mailboxProfile,
  parseMailboxStatistics,
  profileSourceText,
} from "../../core/trackingLogs";
import { SizingError } from "../../core/errors";
import { profileText } from "../replicationProfile";
import type { MeasureReport, MeasureRequest, PickedFile } from "./measureProtocol";
import { measuredTable } from "./measuredForm";

interface WorkerScope {
  postMessage(message: MeasureReport): void;
  onmessage: ((event: MessageEvent<MeasureRequest>) => void) | null;
}
const scope = self as unknown as WorkerScope;

/** The skip reasons in the pane's words (exsize profile's SKIP_REASONS name its options). */
const SKIPPED: Readonly<Record<SkipReason, string>> = {
  otherEvent: "other events (not a DELIVER or RECEIVE from STOREDRIVER)",
  outsidePeriod: "outside the period",
  notCountedDay: "on days not counted (weekends: Monday to Friday count)",
  messageIdForm: "deliveries whose message-id is not <x@y.z>",
  noBytes: "without total-bytes",
  noAddress: "without an address",
  excluded: "only for HealthMailbox* mailboxes",
  duplicate: "logged twice (same message-id and mailbox)",
};

/** A log file's name as exsize profile takes it from a folder: *.log, or *.log.gz (any case). */
const LOG_NAME = /\.log(\.gz)?$/i;

/** The picked files (a folder's: its *.log and *.log.gz only), sorted by name (exsize profile's order). */
export function pickedLogs(files: readonly PickedFile[], fromFolder: boolean): PickedFile[] {
  return files
    .filter((f) => !fromFolder || LOG_NAME.test(f.file.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const grouped = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, one: string, many = `${one}s`) =>
  `${grouped(n)} ${n === 1 ? one : many}`;

/** The one line the pane shows under the button. */
export function measureSummary(p: MailboxProfile, bytes: number): string {
  const skipped = (Object.keys(SKIPPED) as SkipReason[])
    .filter((r) => p.events.skipped[r] > 0)
    .map((r) => `${grouped(p.events.skipped[r])} ${SKIPPED[r]}`);
  const days = Number(p.period.days.toFixed(2));
  return (
    `Measured ${plural(p.tiers.length, "tier")} and the hourly log profile into the form. ` +
    `Read ${plural(p.files, "file")} (${(bytes / 1048576).toFixed(1)} MB), ${plural(p.events.read, "event line")} ` +
    `from ${plural(p.servers.length, "server")}, ${p.period.start.slice(0, 10)} to ${p.period.end.slice(0, 10)}: ` +
    `${days} ${days === 1 ? "day" : "days"} counted${p.period.counted ? ` (${p.period.counted.rule})` : ""}; ` +
    `${plural(p.events.used, "event")} counted for ${plural(p.mailboxes, "mailbox", "mailboxes")}.` +
    (skipped.length ? ` Skipped: ${skipped.join("; ")}.` : " Nothing skipped.")
  );
}

/** True when the file starts with gzip's magic bytes 1f 8b (RFC 1952, 2.3.1), whatever its name (as exsize profile). */
async function isGzip(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  return head.length === 2 && head[0] === 0x1f && head[1] === 0x8b;
}

/** The statistics CSV's text: UTF-8 (its byte-order mark dropped) or UTF-16 with a byte-order mark. */
function csvText(name: string, bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new SizingError(
      name,
      `${name} is not UTF-8; save it as UTF-8 (or UTF-16 with a byte-order mark)`
    );
  }
}

async function measure(request: MeasureRequest): Promise<MeasureReport> {
  const timeZone = request.timeZone.trim() || "UTC";
  let hourOf: (ms: number) => number;
  try {
    hourOf = hourOfDayIn(timeZone);
  } catch {
    throw new SizingError(
      "timeZone",
      `Time zone: must be an IANA time zone such as UTC or Europe/Berlin (got ${JSON.stringify(timeZone)})`
    );
  }
  const days = new DayCount(daySelection(undefined, []), timeZone);
  const statistics = request.statistics
    ? parseMailboxStatistics(
        request.statistics.name,
        csvText(
          request.statistics.name,
          new Uint8Array(await request.statistics.file.arrayBuffer())
        )
      )
    : undefined;
  const logs = pickedLogs(request.logs, request.fromFolder);
  if (logs.length === 0) throw new SizingError("logs", "no *.log or *.log.gz file picked");
  const m = new Measurement({ hourOf, days });
  const total = logs.reduce((a, f) => a + f.file.size, 0);
  let bytes = 0;
  let lastPost = 0;
  const progress = (force = false) => {
    const now = Date.now();
    if (!force && now - lastPost < 100) return;
    lastPost = now;
    const line = `Read ${megabytes(bytes)} of ${megabytes(total)} (${Math.floor((bytes / (total || 1)) * 100)} %)`;
    scope.postMessage({ kind: "progress", bytes, total, line });
  };
  progress(true);
  for (const picked of logs) {
    await streamFile(picked, m, (n) => {
      bytes += n;
      progress();
    });
  }
  progress(true);
  const profile = mailboxProfile(m, {
    maxTiers: CALCULATOR_MAX_TIERS,
    snap: "up",
    timeZone,
    statistics,
    days,
  });
  const tiers = profile.tiers.map((t) => ({
    mailboxes: t.mailboxes,
    messagesPerDay: t.messagesPerDay,
    avgMessageKB: t.avgMessageKB,
    ...(t.initialMailboxMB === null ? {} : { initialMailboxMB: t.initialMailboxMB }),
  }));
  return {
    kind: "done",
    tiers,
    hours: profile.logGenerationProfilePercent,
    table: measuredTable(request.table, tiers, request.locale),
    profileText: profileText(profile.logGenerationProfilePercent, request.locale),
    summary: measureSummary(profile, bytes),
    source: profileSourceText(profile),
    bytes,
  };
}

/** One file through LogBytes; `read` hears the bytes of the file as stored, chunk by chunk. */
async function streamFile(
  picked: PickedFile,
  m: Measurement,
  read: (n: number) => void
): Promise<void> {
  const gz = await isGzip(picked.file);
  const counted = picked.file.stream().pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read(chunk.length);
        controller.enqueue(chunk);
      },
    })
  );
  const source = gz
    ? counted.pipeThrough(
        new DecompressionStream("gzip") as unknown as ReadableWritablePair<Uint8Array, Uint8Array>
      )
    : counted;
  const lines = new LogBytes(m.file(picked.name));
  const reader = source.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      lines.push(value);
    }
  } catch (error) {
    if (error instanceof SizingError) throw error;
    const why = error instanceof Error ? error.message : String(error);
    throw new SizingError(
      picked.name,
      gz
        ? `${picked.name}: not a readable gzip file (${why})`
        : `cannot read ${picked.name}: ${why}`
    );
  }
  lines.end();
}

scope.onmessage = (event) => {
  measure(event.data).then(
    (report) => scope.postMessage(report),
    (error: unknown) =>
      scope.postMessage({
        kind: "error",
        message:
          error instanceof SizingError || error instanceof Error ? error.message : String(error),
      })
  );
};
