import { layoutSummaryOf } from "../core/microsoft/layout/summary";
import { microsoftValues } from "./microsoftValues";

/**
 * `exsize size`'s copy layout section for a Microsoft scenario (the rows come from the core's
 * layoutSummaryOf, docs/copy-layout.md): which rule, DAG 1's servers by datacenter with their active
 * databases, copies and lagged copies, and the most active databases on one server of datacenter 1 in
 * normal running and after the worst one and two server failures, after a blank line; "" without high
 * availability.
 */
export function layoutSummaryText(json: unknown): string {
  const s = layoutSummaryOf(microsoftValues(json));
  if (s === null) return "";
  const rule =
    s.rule === "calculator"
      ? "the calculator's (its Distribution sheet's VBA)"
      : 'ExSize\'s balanced rule (copyLayout "exsize")';
  const rows = [
    ["server", "datacenter", "active databases", "copies", "lagged copies"],
    ...s.servers.map((r) => [
      `server ${r.server}`,
      String(r.datacenter),
      String(r.activeDatabases),
      String(r.copies),
      String(r.laggedCopies),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const lines = rows.map((r) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ")
  );
  const show = (v: number | null) => (v === null ? "--" : String(v));
  const lagged =
    s.laggedCopiesPerDatabase === 0
      ? "no lagged copies"
      : s.laggedElsewhere > 0
        ? `${s.laggedElsewhere} lagged cop${s.laggedElsewhere === 1 ? "y" : "ies"} per database on ${s.laggedServersPerDag} dedicated lagged-copy server(s) per DAG, left out of the layout as the calculator leaves them out`
        : `${s.laggedCopiesPerDatabase} lagged cop${s.laggedCopiesPerDatabase === 1 ? "y" : "ies"} per database, laid out with the other copies`;
  return (
    "\n\n" +
    [
      `Copy layout: ${rule}; DAG 1 of ${s.dags}, ${s.databasesPerDag} databases (every DAG the same${s.model === "Active/Active (Multiple DAGs)" ? "; with Active/Active (Multiple DAGs) the even DAGs active in datacenter 2" : ""})`,
      ...lines,
      `most active databases on one datacenter 1 server: ${s.worstActive.normal} normal, ${show(s.worstActive.singleFailure)} after the worst single server failure, ${show(s.worstActive.doubleFailure)} after the worst double failure`,
      lagged,
    ].join("\n")
  );
}
