/**
 * A TEST DOUBLE of several Exchange servers' MessageTracking folders, large (100 MB and more), written
 * at test time in Exchange's format (trackingLogWriter.ts: #Software, #Version, #Log-type, #Date,
 * #Fields, then Exchange 2019's fields as CSV rows, CRLF) with traffic skewed across the mailboxes, so
 * the measured mailboxes fall into several of the calculator's profiles (and so several tiers): a
 * message's sender and recipients are user floor(MAILBOXES * r^3) for a uniform r (a few heavy senders,
 * many light ones). Each message is logged as RECEIVE from SMTP (half of them) or RECEIVE + SUBMIT from
 * STOREDRIVER (a mailbox sent it), SEND from SMTP, and DELIVER from STOREDRIVER to 1-3 recipients, with
 * times advancing evenly over 7 days from 2026-11-02 (a Monday). Files of about 10 MB, one folder a
 * server. Deterministic (xorshift32). Used by tests/taskpane/paneMeasure.browser.test.ts, whose
 * expected figures are the built `exsize profile`'s on the same files.
 */
import * as fs from "fs";
import * as path from "path";
import { FIELDS_2019, deliver, logLine, other, receive } from "./trackingLogWriter";

const START_MS = Date.UTC(2026, 10, 2);
const PERIOD_MS = 7 * 86_400_000;
const FILE_BYTES = 10 * 1048576;
const SERVERS = ["EX01", "EX02", "EX03", "EX04"];
export const TIERED_MAILBOXES = 3000;

function random(seed: number): () => number {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

const header = (date: string) =>
  "#Software: Microsoft Exchange Server\r\n#Version: 15.02.1118.007\r\n#Log-type: Message Tracking Log\r\n" +
  `#Date: ${date}\r\n#Fields: ${FIELDS_2019.join(",")}\r\n`;

/** Writes the set under `dir` (one folder a server); returns its bytes and files. */
export function writeTieredLogSet(
  dir: string,
  megabytes: number
): { bytes: number; files: number } {
  const perServer = Math.ceil((megabytes * 1048576) / SERVERS.length);
  let bytes = 0;
  let files = 0;
  SERVERS.forEach((server, s) => {
    const rnd = random(0x2545f491 ^ (s + 1));
    const user = () => `user${Math.floor(TIERED_MAILBOXES * rnd() ** 3)}@contoso.com`;
    fs.mkdirSync(path.join(dir, server), { recursive: true });
    const messages = Math.ceil(perServer / 1250);
    let written = 0;
    let inFile = FILE_BYTES;
    let fd = -1;
    let buffer = "";
    let file = 0;
    let k = 0;
    const flush = () => {
      if (buffer) fs.writeSync(fd, buffer);
      buffer = "";
    };
    while (written < perServer) {
      const at = new Date(START_MS + Math.floor((k / messages) * PERIOD_MS)).toISOString();
      if (inFile >= FILE_BYTES) {
        if (fd >= 0) {
          flush();
          fs.closeSync(fd);
        }
        file++;
        files++;
        fd = fs.openSync(
          path.join(dir, server, `MSGTRK${at.slice(0, 10).replace(/-/g, "")}-${file}.LOG`),
          "w"
        );
        buffer += header(at);
        inFile = buffer.length;
      }
      const id = `<${k.toString(36)}.${s}@${server.toLowerCase()}.contoso.com>`;
      const internal = String(100000 + k);
      const sender = user();
      const to = Array.from({ length: 1 + Math.floor(rnd() * 3) }, user);
      const size = 20000 + Math.floor(rnd() * 150000);
      const subject =
        rnd() < 0.3 ? `Re: Budget, Q${k % 4} "final" review` : `Weekly report ${k % 97}`;
      const lines: Record<string, string>[] = [];
      if (rnd() < 0.5) {
        lines.push(receive(at, server, internal, id, sender, to, size, subject));
        lines.push({
          ...receive(at, server, internal, id, sender, to, size, subject),
          "event-id": "SUBMIT",
        });
      } else lines.push(other(at, server, "RECEIVE", "SMTP", id, subject));
      lines.push(other(at, server, "SEND", "SMTP", id, subject));
      lines.push(deliver(at, server, internal, id, to, size, sender, subject));
      const text = lines.map((e) => logLine(FIELDS_2019, e) + "\r\n").join("");
      buffer += text;
      inFile += text.length;
      written += text.length;
      k++;
      if (buffer.length > 4 * 1048576) flush();
    }
    flush();
    fs.closeSync(fd);
    bytes += written;
  });
  return { bytes, files };
}
