/**
 * Writes message tracking log files in the format Exchange writes them (Microsoft Learn, "Message
 * tracking in Exchange Server", "Structure of the message tracking log files"): the header lines
 * #Software, #Version, #Log-type, #Date and #Fields, then one CSV line per event (CRLF), fields in the
 * #Fields order, quoted when they hold a comma or a quote (quotes doubled). A test double of an Exchange
 * server's MessageTracking folder: the tests build their logs with it, with counts they choose.
 */
import { EXCHANGE_2010_FIELDS, EXCHANGE_2019_FIELDS, csvField } from "../../src/core/trackingLogs";

export type LogEvent = Readonly<Record<string, string>>;

export const FIELDS_2019 = EXCHANGE_2019_FIELDS as readonly string[];
export const FIELDS_2010 = EXCHANGE_2010_FIELDS as readonly string[];

export interface LogFileSpec {
  readonly fields: readonly string[];
  /** #Version: 15.02.1118.007 (Exchange 2019), 14.03.0123.004 (Exchange 2010 SP3). */
  readonly version: string;
  readonly date: string;
  readonly events: readonly LogEvent[];
  readonly bom?: boolean;
}

/** One event line. */
export function logLine(fields: readonly string[], event: LogEvent): string {
  return fields.map((f) => csvField(event[f] ?? "")).join(",");
}

/** A whole log file's text. */
export function logFileText(spec: LogFileSpec): string {
  const lines = [
    "#Software: Microsoft Exchange Server",
    `#Version: ${spec.version}`,
    "#Log-type: Message Tracking Log",
    `#Date: ${spec.date}`,
    `#Fields: ${spec.fields.join(",")}`,
    ...[...spec.events]
      .sort((a, b) =>
        a["date-time"] < b["date-time"] ? -1 : a["date-time"] > b["date-time"] ? 1 : 0
      )
      .map((e) => logLine(spec.fields, e)),
  ];
  return (spec.bom ? "\uFEFF" : "") + lines.join("\r\n") + "\r\n";
}

/** The fields of a DELIVER event from STOREDRIVER (the store driver delivered to local mailboxes). */
export function deliver(
  at: string,
  server: string,
  internalId: string,
  messageId: string,
  recipients: readonly string[],
  bytes: number,
  sender: string,
  subject: string
): LogEvent {
  return {
    "date-time": at,
    "client-ip": "",
    "client-hostname": server,
    "server-hostname": server,
    "source-context":
      "MDB:6a3e1f2c-0000-4000-8000-000000000001, Mailbox:7b2f, Event:19385, MessageClass:IPM.Note",
    "connector-id": "",
    source: "STOREDRIVER",
    "event-id": "DELIVER",
    "internal-message-id": internalId,
    "message-id": messageId,
    "network-message-id": "1341ac7b-13fb-42ab-4d44-08cf7f55890f",
    "recipient-address": recipients.join(";"),
    "recipient-status": recipients.map(() => "").join(";"),
    "total-bytes": String(bytes),
    "recipient-count": String(recipients.length),
    "message-subject": subject,
    "sender-address": sender,
    "return-path": sender,
    "message-info": "2026-11-02T08:00:00.000Z;SRV=EX01.contoso.com:TOTAL-SUB=0.021",
    directionality: "Originating",
    "transport-traffic-type": "Email",
    "schema-version": "15.02.1118.007",
  };
}

/** The fields of a RECEIVE event from STOREDRIVER (a message submitted from a mailbox). */
export function receive(
  at: string,
  server: string,
  internalId: string,
  messageId: string,
  sender: string,
  recipients: readonly string[],
  bytes: number,
  subject: string
): LogEvent {
  return {
    "date-time": at,
    "client-ip": "",
    "client-hostname": server,
    "server-hostname": server,
    "source-context":
      "MDB:6a3e1f2c-0000-4000-8000-000000000001, Mailbox:7b2f, Event:19385, MessageClass:IPM.Note, CreationTime:2026-11-02T08:00:00.000Z, ClientType:MOMT",
    source: "STOREDRIVER",
    "event-id": "RECEIVE",
    "internal-message-id": internalId,
    "message-id": messageId,
    "recipient-address": recipients.join(";"),
    "recipient-status": recipients.map(() => "To").join(";"),
    "total-bytes": String(bytes),
    "recipient-count": String(recipients.length),
    "message-subject": subject,
    "sender-address": sender,
    "return-path": sender,
    directionality: "Originating",
  };
}

/** An event the measurement does not count (SMTP RECEIVE, SEND, SUBMIT, ...). */
export function other(
  at: string,
  server: string,
  event: string,
  source: string,
  messageId: string,
  subject: string
): LogEvent {
  return {
    "date-time": at,
    "client-ip": "10.0.0.5",
    "client-hostname": "edge01.contoso.com",
    "server-ip": "10.0.0.10",
    "server-hostname": server,
    "source-context": "08D7A1B2C3D4E5F6;2026-11-02T08:00:00.000Z;0",
    "connector-id": `${server}\\Default ${server}`,
    source,
    "event-id": event,
    "internal-message-id": "1",
    "message-id": messageId,
    "recipient-address": "someone@fabrikam.com",
    "recipient-status": "250 2.1.5 Recipient OK",
    "total-bytes": "4096",
    "recipient-count": "1",
    "message-subject": subject,
    "sender-address": "someone@fabrikam.com",
    "return-path": "someone@fabrikam.com",
  };
}
