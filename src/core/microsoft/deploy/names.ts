/**
 * The names of a deployment, as the calculator makes them (E2013Calcv7.6, Module1.bas):
 * - server n of a DAG is the n-th of the Input sheet's server names (Input!C175:C190, read into
 *   tblServerNames by Config, 745-755; the Distribution sheet's header, Build_Table 1693);
 * - database n of a DAG is the database base name (Input!G175) and n zero-padded to the digits of the
 *   DAG's database count, Build_Table 1721-1729: `String(Int(Log(NumDataBases) / Log(10#)) + 1, "0")`.
 *   Example: 40 databases, base "DAG-nn-DB": "DAG-nn-DB01" ... "DAG-nn-DB40"; 100: "DAG-nn-DB001".
 * "nn" in a name stands for the DAG number (the calculator's names are a template: srv-nn-01, DAG-nn);
 * `exsize deploy --all-dags` writes it as the DAG's number, two digits (01, 02, ...).
 */

/** A name with "nn" replaced by the DAG number (two digits), or as it is for the template (dag null). */
export function withDagNumber(name: string, dag: number | null): string {
  return dag === null ? name : name.split("nn").join(String(dag).padStart(2, "0"));
}

/**
 * The digits of a database number: Int(Log(count) / Log(10)) + 1 with VBA's double-precision Log, so
 * 1000 databases get 3 digits, as the calculator gives them (log(1000)/log(10) is 2.9999999999999996);
 * VBA's Format pads and never cuts, so database 1000 is still written whole.
 */
export function databaseDigits(count: number): number {
  return Math.floor(Math.log(count) / Math.log(10)) + 1;
}

/** Database n (1 up) of a DAG of `count` databases. */
export function databaseName(base: string, n: number, count: number): string {
  return `${base}${String(n).padStart(databaseDigits(count), "0")}`;
}
