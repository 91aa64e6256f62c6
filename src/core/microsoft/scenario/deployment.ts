import { oneOf, refuse, ValueRefusal } from "./refusal";
import { DEPLOYMENT_INPUTS, DeploymentInputSpec, DeploymentValues } from "./inputs";

/**
 * A scenario's deployment inputs (inputs.ts DEPLOYMENT_INPUTS), read and checked: the names, domain
 * controllers, witness and DAG network settings `exsize deploy` writes. Every value that reaches a file
 * is checked here, so a name that would end a PowerShell string or is not a valid computer name never
 * reaches one (the scripts take them as data and check them again). `serverNames` given is the list of
 * the servers of a DAG (deploy refuses a design with more servers than names); left out, it is the
 * calculator's 16 cells. "nn" in a name stands for the DAG number (the calculator's template names).
 * Example: {} gives serverNames ["srv-nn-01", ...], dagName "DAG-nn", domainController "GC1.contoso.com".
 */
export type DeploymentInputs = {
  readonly [S in DeploymentInput as S["name"]]: S["kind"] extends keyof DeploymentValues
    ? DeploymentValues[S["kind"]]
    : string;
} & {
  /** Whether the scenario gave serverNames (then every server of a DAG must have one). */
  readonly serverNamesGiven: boolean;
};
type DeploymentInput = (typeof DEPLOYMENT_INPUTS)[number];

/** Characters that end or escape a PowerShell string or a command, named in the refusal. */
const DANGEROUS: readonly [RegExp, string][] = [
  [/'/, "a single quote (')"],
  [/"/, 'a double quote (")'],
  [/`/, "a backtick (`)"],
  [/\$/, "a dollar sign ($)"],
  [/;/, "a semicolon (;)"],
  [/[\r\n]/, "a line break"],
  [/,/, "a comma (,), which separates names in the files"],
];

function text(key: string, v: unknown): string {
  if (typeof v !== "string") return refuse("notText", key, v);
  for (const [re, what] of DANGEROUS) if (re.test(v)) refuse("dangerous", key, v, what);
  if (/[^\x20-\x7e]/.test(v)) refuse("notAscii", key, v);
  return v;
}

/**
 * A text input of one form: text() and then `holds`, else refused as refusal.ts's `refusal` words it,
 * "<key> <value> is not ...". Example: checkComputerName("dagName", "-x") says 'dagName "-x" is not a
 * valid NetBIOS name: ...'.
 */
function textOfForm(holds: (s: string) => boolean, refusal: ValueRefusal) {
  return (key: string, v: unknown): string => {
    const s = text(key, v);
    if (!holds(s)) refuse(refusal, key, s);
    return s;
  };
}

/** The characters of a computer name and of a database name; deploy's scripts check the same (scripts.ts). */
export const COMPUTER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,14}$/;
export const DATABASE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/**
 * A NetBIOS computer name (servers and DAGs): 1 to 15 letters, digits and hyphens, not only digits, not
 * starting with a hyphen (the calculator's CheckServerName, Module1.bas 688, allows 16 and puts
 * "Server<n>" in place of a name it refuses; ExSize refuses it, naming the key).
 */
export const checkComputerName = textOfForm(
  (name) => COMPUTER_NAME.test(name) && !/^[0-9]+$/.test(name),
  "notNetbiosName"
);

/** A database name as ExSize allows it: 1 to 64 letters, digits, hyphens, underscores, dots. */
export const checkDatabaseName = textOfForm((name) => DATABASE_NAME.test(name), "notDatabaseName");

const HOST =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const host = textOfForm((name) => HOST.test(name), "notHost");
const windowsPath = textOfForm(
  (path) => /^[A-Za-z]:\\[A-Za-z0-9 _.\\-]*$/.test(path) && !/\\\\|\\$/.test(path),
  "notWindowsPath"
);
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function readOne(spec: DeploymentInputSpec, v: unknown): unknown {
  const key = spec.name;
  switch (spec.kind) {
    case "serverNames": {
      if (!Array.isArray(v) || v.length < 1 || v.length > 16) refuse("serverNames", key, v);
      const names = (v as unknown[]).map((n, i) => checkComputerName(`${key}[${i}]`, n));
      names.forEach((n, i) => {
        const j = names.findIndex((m) => m.toLowerCase() === n.toLowerCase());
        if (j !== i) refuse("sameName", `${key}[${i}]`, n, `${key}[${j}]`);
      });
      return names;
    }
    case "computer":
      return checkComputerName(key, v);
    case "databaseBase":
      return checkDatabaseName(key, v);
    case "host":
      return host(key, v);
    case "hostOrNone":
      return v === "" ? "" : host(key, v);
    case "path":
      return windowsPath(key, v);
    case "ipAddresses": {
      if (v === "none") return "none";
      if (
        !Array.isArray(v) ||
        v.length < 1 ||
        v.length > 2 ||
        !v.every((a) => typeof a === "string" && IPV4.test(a))
      )
        refuse("ipAddresses", key, v);
      if ((v as string[]).includes("255.255.255.255")) refuse("broadcast", key);
      return v;
    }
    case "port":
      if (typeof v !== "number" || !Number.isInteger(v) || v < 1 || v > 65535)
        refuse("port", key, v);
      return v;
    case "boolean":
      if (typeof v !== "boolean") refuse("trueOrFalse", key, v);
      return v;
  }
  return oneOf(key, v, spec.kind.slice("choice:".length).split("|"));
}

/** The deployment inputs of a scenario object (its other keys are not looked at). */
export function readDeployment(given: Readonly<Record<string, unknown>>): DeploymentInputs {
  const out: Record<string, unknown> = {};
  for (const spec of DEPLOYMENT_INPUTS)
    out[spec.name] = spec.name in given ? readOne(spec, given[spec.name]) : spec.default;
  return { ...(out as unknown as DeploymentInputs), serverNamesGiven: "serverNames" in given };
}
