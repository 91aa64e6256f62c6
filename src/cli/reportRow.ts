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
    unit: unit === "text" || unit === "TRUE/FALSE" ? "" : unit,
    key,
    ...(mark ? { mark } : {}),
  };
};
