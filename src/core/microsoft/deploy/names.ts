import { SizingError } from "../../errors";

/**
 * The names of a deployment: servers, DAGs and databases, from the scenario's name prefixes with the
 * calculator's defaults (E2013Calcv7.6-Example.xlsm, Input!C175 "srv-nn-01", F175 "DAG-nn", G175
 * "DAG-nn-DB"; the database names of its export are "DAG-nn-DB01", dsccommunity/ExchangeDsc
 * Tests/Data/MailboxDatabasesV7.6.csv). Server n of DAG d is `${server}${NN}` (n numbered through the
 * environment, two digits at least); DAG d is `${dag}` alone when there is one DAG, else `${dag}${d}`;
 * database n of DAG d is `${database}${NN}`, with `-D${d}` before the number when there are several DAGs.
 * Example: defaults, 1 DAG, server 1, database 7: "srv-nn-01", "DAG-nn", "DAG-nn-DB07".
 */
export interface NamePrefixes {
  readonly server: string;
  readonly dag: string;
  readonly database: string;
}

export const DEFAULT_PREFIXES: NamePrefixes = {
  server: "srv-nn-",
  dag: "DAG-nn",
  database: "DAG-nn-DB",
};

/** Characters that end or escape a PowerShell string or a command, named in the refusal. */
const DANGEROUS: readonly [RegExp, string][] = [
  [/'/, "a single quote (')"],
  [/"/, 'a double quote (")'],
  [/`/, "a backtick (`)"],
  [/\$/, "a dollar sign ($)"],
  [/;/, "a semicolon (;)"],
  [/[\r\n]/, "a line break"],
];

/**
 * Refuses a name that is not a valid NetBIOS computer name (servers and DAGs: 1 to 15 letters, digits
 * and hyphens, not only digits, no leading hyphen) or Exchange database name as ExSize allows it
 * (1 to 64 letters, digits, hyphens, underscores and dots, starting with a letter or digit), naming the
 * key, the name and what is wrong with it. Throws SizingError (exit 1, no file).
 */
export function checkName(key: string, name: string, kind: "computer" | "database"): void {
  const show = JSON.stringify(name);
  for (const [re, what] of DANGEROUS)
    if (re.test(name))
      throw new SizingError(
        key,
        `${key} ${show} holds ${what}, which would end a PowerShell string; use letters, digits and hyphens`
      );
  if (kind === "computer") {
    if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,14}$/.test(name) || /^[0-9]+$/.test(name))
      throw new SizingError(
        key,
        `${key} ${show} is not a valid NetBIOS name: 1 to 15 letters, digits and hyphens, not only digits, not starting with a hyphen`
      );
  } else if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/.test(name))
    throw new SizingError(
      key,
      `${key} ${show} is not a valid database name here: 1 to 64 letters, digits, hyphens, underscores and dots, starting with a letter or digit`
    );
}

const pad = (n: number) => String(n).padStart(2, "0");

export function serverName(p: NamePrefixes, n: number): string {
  return `${p.server}${pad(n)}`;
}
export function dagName(p: NamePrefixes, dag: number, dags: number): string {
  return dags === 1 ? p.dag : `${p.dag}${dag}`;
}
export function databaseName(p: NamePrefixes, dag: number, dags: number, n: number): string {
  return dags === 1 ? `${p.database}${pad(n)}` : `${p.database}-D${dag}-${pad(n)}`;
}
