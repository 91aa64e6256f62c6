import { CALC_VERSION, DAG_DATA_VERSION, crlfLines, quoted } from "./csv";

/**
 * DAGInfo.csv, the DAG's settings CreateDAG.ps1 reads, written as the calculator's ExportDAGList writes
 * it (E2013Calcv7.6, Module1.bas 2780-3007): the header with a space after each comma, a "SchemaVersion"
 * row whose DAGIps column holds the data version 2.4 (CreateDAG.ps1 checks it), then the DAG's row, every
 * field quoted, CRLF line ends, ANSI.
 * Example (the calculator's example design, ExSize's defaults): "DAG-nn","255.255.255.255",
 * "witness.contoso.com","C:\DAG-FSW\DAG-nn",...,"srv-nn-01,srv-nn-02","srv-nn-03,srv-nn-04",
 * "GC1.contoso.com","GC2.contoso.com","DAGOnly","40","20","40","",...
 * `columns` are the DAG row's fields by column name, in the file's order (deployFiles.ts gives them);
 * true and false are written True and False.
 */
export function dagInfoCsv(
  columns: readonly (readonly [string, string | number | boolean])[]
): string {
  const field = (v: string | number | boolean) =>
    typeof v === "boolean" ? (v ? "True" : "False") : String(v);
  return crlfLines([
    columns.map(([name]) => name).join(", "),
    `"SchemaVersion","${DAG_DATA_VERSION}","${CALC_VERSION}",,,,,,,,,,,,,,,,,,,,,0,"False"`,
    quoted(columns.map(([, v]) => field(v))),
  ]);
}
