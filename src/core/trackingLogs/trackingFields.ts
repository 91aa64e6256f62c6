import { SizingError } from "../errors";

/**
 * The fields of a message tracking log line, as the `#Fields:` header line names them.
 *
 * Exchange Server 2016, 2019 and Subscription Edition (SE): the 30 fields of Microsoft Learn,
 * "Message tracking in Exchange Server", section "Fields in the message tracking log files"
 * (learn.microsoft.com/exchange/mail-flow/transport-logs/message-tracking; MicrosoftDocs/OfficeDocs-Exchange,
 * Exchange/ExchangeServer/mail-flow/transport-logs/message-tracking.md), in the page's order.
 * Exchange Server 2010: 21 fields, date-time to message-info without network-message-id (Microsoft
 * TechNet, "Understanding Message Tracking", Exchange Server 2010 SP3, technet.microsoft.com/library/
 * bb124375(v=exchg.141), and its field table, "Description of Message Tracking Log Fields",
 * cc539064, which 2010's page refers to). ExSize locates every column by its name in the file's own
 * `#Fields` line, never
 * by position, so a server that writes them in another order or adds fields is read the same.
 */
export const EXCHANGE_2019_FIELDS = [
  "date-time",
  "client-ip",
  "client-hostname",
  "server-ip",
  "server-hostname",
  "source-context",
  "connector-id",
  "source",
  "event-id",
  "internal-message-id",
  "message-id",
  "network-message-id",
  "recipient-address",
  "recipient-status",
  "total-bytes",
  "recipient-count",
  "related-recipient-address",
  "reference",
  "message-subject",
  "sender-address",
  "return-path",
  "message-info",
  "directionality",
  "tenant-id",
  "original-client-ip",
  "original-server-ip",
  "custom-data",
  "transport-traffic-type",
  "log-id",
  "schema-version",
] as const;

/** Exchange Server 2010's 21 fields: 2019's from date-time to message-info, without network-message-id (above). */
export const EXCHANGE_2010_FIELDS = EXCHANGE_2019_FIELDS.slice(
  0,
  EXCHANGE_2019_FIELDS.indexOf("message-info") + 1
).filter((f) => f !== "network-message-id");

/** The fields the measurement reads (the rest of a line is never looked at). */
export const NEEDED_FIELDS = [
  "date-time",
  "source",
  "event-id",
  "internal-message-id",
  "message-id",
  "recipient-address",
  "total-bytes",
  "sender-address",
  "server-hostname",
] as const;
export type NeededField = (typeof NEEDED_FIELDS)[number];

/** Where each needed field is on a line, and how many fields a line has. */
export interface FieldLayout {
  readonly count: number;
  /** True when source is just before event-id (Exchange 2010 to SE write them so). */
  readonly adjacent: boolean;
  readonly index: Readonly<Record<NeededField, number>>;
}

/**
 * The layout of a `#Fields:` header line's value ("date-time,client-ip,..."); a SizingError naming the
 * missing fields when it lacks one the measurement reads. Names are matched without regard to case.
 * Example: fieldLayout(EXCHANGE_2010_FIELDS.join(",")).index["total-bytes"] => 13.
 */
export function fieldLayout(fieldsValue: string): FieldLayout {
  const names = fieldsValue.split(",").map((f) => f.trim().toLowerCase());
  const index = {} as Record<NeededField, number>;
  const missing: string[] = [];
  for (const f of NEEDED_FIELDS) {
    const i = names.indexOf(f);
    if (i < 0) missing.push(f);
    else index[f] = i;
  }
  if (missing.length)
    throw new SizingError(
      "#Fields",
      `its #Fields line has no ${missing.join(", ")} (a message tracking log names them all)`
    );
  return { count: names.length, index, adjacent: index["event-id"] === index.source + 1 };
}
