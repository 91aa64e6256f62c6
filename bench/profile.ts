/**
 * profileMBPerSec: `exsize profile` (the built CLI, build/cli) reading a generated log set of about 1 GB
 * (EXSIZE_BENCH_PROFILE_MB sets another size): four servers' MessageTracking folders of 10 MB files in
 * Exchange 2019's 30 fields, 10,000 mailboxes over 7 days, each message logged as Exchange logs it
 * (RECEIVE SMTP or RECEIVE + SUBMIT from STOREDRIVER, SEND SMTP, DELIVER STOREDRIVER to 1-3
 * recipients). The set is written to a temporary folder and deleted afterwards.
 * The figure is the set's megabytes over the CPU seconds of the process reading it (user + system: the
 * reading is one thread, so CPU time is one core's time and a busy shared machine does not inflate
 * it); the wall-clock rate and the process's peak resident memory (maxRSS) are measured beside it.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { EXCHANGE_2019_FIELDS, csvField } from "../src/core/trackingLogs";

export interface ProfileFigures {
  /** MB of logs per CPU second of `exsize profile`. */
  readonly profileMBPerSec: number;
  /** MB per wall-clock second (the machine's load included). */
  readonly profileWallMBPerSec: number;
  /** Peak resident memory of the `exsize profile` process, MB. */
  readonly profileMaxRssMB: number;
  /** The generated set's size, MB, and lines. */
  readonly profileSetMB: number;
  readonly profileSetLines: number;
  readonly profileMailboxes: number;
  /**
   * MB per CPU second of a process that only reads the same files and finds their lines (no parsing):
   * the machine's own ceiling at that moment, so profileMBPerSec / profileReadMBPerSec says how much
   * of it the measurement takes, whatever the load.
   */
  readonly profileReadMBPerSec: number;
}

const FIELDS = EXCHANGE_2019_FIELDS as readonly string[];
const FILE_BYTES = 10 * 1048576;
const SERVERS = ["EX01", "EX02", "EX03", "EX04"];
const MAILBOXES = 10_000;
const START_MS = Date.UTC(2026, 10, 2);
const PERIOD_MS = 7 * 86_400_000;

/** A small deterministic generator (xorshift32), so every run writes the same set. */
function random(seed: number): () => number {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

function line(values: Record<string, string>): string {
  let out = "";
  for (let i = 0; i < FIELDS.length; i++) {
    if (i) out += ",";
    const v = values[FIELDS[i]];
    if (v) out += csvField(v);
  }
  return out + "\r\n";
}

const header = (date: string) =>
  "#Software: Microsoft Exchange Server\r\n#Version: 15.02.1118.007\r\n#Log-type: Message Tracking Log\r\n" +
  `#Date: ${date}\r\n#Fields: ${FIELDS.join(",")}\r\n`;

/** Writes the set; returns its bytes and lines. */
export function generateLogSet(dir: string, megabytes: number): { bytes: number; lines: number } {
  const perServer = Math.ceil((megabytes * 1048576) / SERVERS.length);
  let bytes = 0;
  let lines = 0;
  SERVERS.forEach((server, s) => {
    const rnd = random(0x9e3779b9 ^ (s + 1));
    fs.mkdirSync(path.join(dir, server));
    let written = 0;
    let file = 0;
    let fd = -1;
    let inFile = FILE_BYTES;
    let buffer = "";
    let k = 0;
    const flush = () => {
      if (buffer) fs.writeSync(fd, buffer);
      buffer = "";
    };
    // the messages' times advance evenly over the period
    const messages = Math.ceil(perServer / 3000);
    while (written < perServer) {
      if (inFile >= FILE_BYTES) {
        if (fd >= 0) {
          flush();
          fs.closeSync(fd);
        }
        file++;
        fd = fs.openSync(
          path.join(
            dir,
            server,
            `MSGTRK2026110${Math.min(9, 2 + Math.floor(file / 40))}-${file}.LOG`
          ),
          "w"
        );
        const h = header(new Date(START_MS + Math.floor((k / messages) * PERIOD_MS)).toISOString());
        buffer += h;
        inFile = h.length;
      }
      const at = new Date(START_MS + Math.floor((k / messages) * PERIOD_MS)).toISOString();
      const mid = `<${(k * 2654435761 + s).toString(16)}${k.toString(36)}@${server.toLowerCase()}.contoso.com>`;
      const sender = `user${Math.floor(rnd() * MAILBOXES)}@contoso.com`;
      const n = 1 + Math.floor(rnd() * 3);
      const rcpts = Array.from(
        { length: n },
        () => `user${Math.floor(rnd() * MAILBOXES)}@contoso.com`
      ).join(";");
      const bytesText = String(20000 + Math.floor(rnd() * 200000));
      const subject =
        rnd() < 0.3 ? `Re: Budget, Q${k % 4} "final" review` : `Weekly report ${k % 97}`;
      const base = {
        "date-time": at,
        "client-hostname": `${server}.contoso.com`,
        "server-hostname": `${server}.contoso.com`,
        "internal-message-id": String(100000 + k),
        "message-id": mid,
        "network-message-id": "1341ac7b-13fb-42ab-4d44-08cf7f55890f",
        "total-bytes": bytesText,
        "recipient-count": String(n),
        "message-subject": subject,
        "sender-address": sender,
        "return-path": sender,
        directionality: "Originating",
        "transport-traffic-type": "Email",
        "schema-version": "15.02.1118.007",
      };
      let text = "";
      if (rnd() < 0.5) {
        text += line({
          ...base,
          source: "STOREDRIVER",
          "event-id": "RECEIVE",
          "recipient-address": rcpts,
          "source-context":
            "MDB:6a3e1f2c-0000-4000-8000-000000000001, Mailbox:7b2f, Event:19385, MessageClass:IPM.Note, CreationTime:2026-11-02T08:00:00.000Z, ClientType:MOMT",
        });
        text += line({
          ...base,
          source: "STOREDRIVER",
          "event-id": "SUBMIT",
          "recipient-address": rcpts,
          "source-context":
            "MDB:6a3e1f2c-0000-4000-8000-000000000001, Mailbox:7b2f, Event:19385, MessageClass:IPM.Note",
        });
      } else
        text += line({
          ...base,
          "client-ip": "10.0.0.5",
          "server-ip": "10.0.0.10",
          source: "SMTP",
          "event-id": "RECEIVE",
          "connector-id": `${server}\\Default Frontend ${server}`,
          "recipient-address": rcpts,
          "source-context": "08D7A1B2C3D4E5F6;2026-11-02T08:00:00.000Z;0",
        });
      text += line({
        ...base,
        "client-ip": "10.0.0.10",
        "server-ip": "10.0.0.11",
        source: "SMTP",
        "event-id": "SEND",
        "connector-id": "Intra-Organization SMTP Send Connector",
        "recipient-address": rcpts,
        "recipient-status": "250 2.1.5 Recipient OK",
        "source-context": "08D7A1B2C3D4E5F7;250 2.6.0 queued",
      });
      text += line({
        ...base,
        source: "STOREDRIVER",
        "event-id": "DELIVER",
        "recipient-address": rcpts,
        "source-context":
          "MDB:6a3e1f2c-0000-4000-8000-000000000002, Mailbox:8c3a, Event:20411, MessageClass:IPM.Note, CreationTime:2026-11-02T08:00:00.000Z",
        "message-info": `${at};SRV=${server}.contoso.com:TOTAL-SUB=0.021|SA=0.004|MTSS=0.011`,
      });
      buffer += text;
      lines += text.split("\r\n").length - 1;
      inFile += text.length;
      written += text.length;
      k++;
      if (buffer.length > 4 * 1048576) flush();
    }
    flush();
    fs.closeSync(fd);
    bytes += written;
  });
  return { bytes, lines };
}

/** Generates the set, runs the built `exsize profile` on it in a child process, deletes the set. */
export function profileBenchmark(
  root: string,
  megabytes = Number(process.env.EXSIZE_BENCH_PROFILE_MB ?? 1024)
): ProfileFigures {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-bench-profile-"));
  try {
    const set = generateLogSet(dir, megabytes);
    const main = path.join(root, "build/cli/cli/main.js");
    const script = `
      const t = process.hrtime.bigint();
      const out = [];
      const io = { out: (s) => out.push(s), err: (s) => process.stderr.write(s + "\\n"), now: new Date(), env: {} };
      require(${JSON.stringify(main)}).main(["profile", ${JSON.stringify(dir)}, "--json"], io).then((code) => {
        const wallMs = Number(process.hrtime.bigint() - t) / 1e6;
        const u = process.resourceUsage();
        const p = JSON.parse(out.join(""));
        process.stdout.write(JSON.stringify({ code, wallMs, cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000, maxRssKB: u.maxRSS, mailboxes: p.mailboxes, read: p.events.read }));
      });`;
    const run = spawnSync(process.execPath, ["-e", script], {
      encoding: "utf8",
      maxBuffer: 64 * 1048576,
    });
    if (run.status !== 0 || !run.stdout)
      throw new Error(`exsize profile failed: ${run.stderr.split("\n")[0]}`);
    const r = JSON.parse(run.stdout) as {
      code: number;
      wallMs: number;
      cpuMs: number;
      maxRssKB: number;
      mailboxes: number;
      read: number;
    };
    if (r.code !== 0 || r.read !== set.lines)
      throw new Error(`exsize profile read ${r.read} of ${set.lines} lines (exit ${r.code})`);
    const baseline = `
      const fs = require("fs");
      const files = [];
      const walk = (d) => { for (const e of fs.readdirSync(d, { withFileTypes: true })) e.isDirectory() ? walk(d + "/" + e.name) : files.push(d + "/" + e.name); };
      walk(${JSON.stringify(dir)});
      (async () => {
        let n = 0;
        for (const f of files)
          for await (const c of fs.createReadStream(f, { highWaterMark: 1 << 20 })) {
            let s = 0;
            for (;;) { const nl = c.indexOf(10, s); if (nl < 0) break; n++; s = nl + 1; }
          }
        const u = process.resourceUsage();
        process.stdout.write(JSON.stringify({ n, cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000 }));
      })();`;
    const read = spawnSync(process.execPath, ["-e", baseline], { encoding: "utf8" });
    const b = JSON.parse(read.stdout) as { n: number; cpuMs: number };
    const mb = set.bytes / 1048576;
    return {
      profileMBPerSec: mb / (r.cpuMs / 1000),
      profileWallMBPerSec: mb / (r.wallMs / 1000),
      profileMaxRssMB: r.maxRssKB / 1024,
      profileSetMB: mb,
      profileSetLines: set.lines,
      profileMailboxes: r.mailboxes,
      profileReadMBPerSec: mb / (b.cpuMs / 1000),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
