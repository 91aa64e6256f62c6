import { formatFigure } from "./format";
import { ReportRow } from "./report";

/**
 * One row of a report (report.ts): the label, each value formatted for its unit ("--" where none), the
 * same values plain for CSV, the unit ("" for text and TRUE/FALSE) and the --json key.
 * Example: row("Peak, per DAG", [94.447], "Mb/s", "replication.peakReplicationMbpsPerDag").
 */
export const row = (
  label: string,
  values: readonly unknown[],
  unit: string,
  key: string,
  mark?: string
): ReportRow => {
  const f = values.map((v) => formatFigure(v, unit));
  return {
    label,
    values: f.map((x) => x.display),
    plain: f.map((x) => x.plain),
    unit: unit === "text" || unit === "TRUE/FALSE" ? "" : unitFor(values, unit),
    key,
    ...(mark ? { mark } : {}),
  };
};

/**
 * A row of the inputs as read: the value used, marked "default" when the scenario did not give it.
 * Example: inputRow("RAID level of the arrays", "Any", "", "raid", false) -> the row "Any", marked default.
 */
export const inputRow = (
  label: string,
  value: unknown,
  unit: string,
  key: string,
  given: boolean
): ReportRow => row(label, [value], unit, key, given ? undefined : "default");

/** Plural units and their singular (issue 31: "1 day", not "1 days"). */
const SINGULAR: Readonly<Record<string, string>> = {
  days: "day",
  hours: "hour",
  months: "month",
  years: "year",
  copies: "copy",
  servers: "server",
  mailboxes: "mailbox",
  databases: "database",
  volumes: "volume",
  cores: "core",
  disks: "disk",
  DAGs: "DAG",
  "messages/day": "message/day",
};

/**
 * A row's unit as its values read: singular when every value is exactly 1 (a row of several columns
 * keeps the plural unless all are 1).
 * Example: unitFor([1], "days") -> "day"; unitFor([1, 2], "days") -> "days".
 */
export function unitFor(values: readonly unknown[], unit: string): string {
  const singular = SINGULAR[unit];
  return singular && values.length > 0 && values.every((v) => v === 1) ? singular : unit;
}
