import { RefusalError, SizingError } from "../../errors";
import { describeRule, NumberRule } from "../../validation";

/**
 * How the scenario readers (parse.ts, deployment.ts, search/request.ts) refuse a value: one line naming
 * the key (docs/errors.md). `show` is the value as the scenario file holds it (JSON), cut at 60
 * characters as every "(got ...)" is; `fail` throws the SizingError naming the key.
 * Example: fail("dagCount", `dagCount must be ... (got ${show("two")})`) says (got "two").
 */
export const show = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};
export function fail(key: string, message: string): never {
  throw new SizingError(key, message);
}

/** A number typed in the other form, read as a percentage or a fraction (parse.ts checkInputRule). */
const round = (x: number) => Number(x.toPrecision(12));

/**
 * The refusals of parse.ts, deployment.ts and extras/inputs.ts, by name: each builds its message from
 * the key it names (first) and its parts. refuse(name, key, ...parts) throws it. Example:
 * REFUSALS.port("witnessPort", 0) is "witnessPort must be a TCP port, a whole number from 1 to 65535
 * (got 0)".
 * Why a table (issue 29): the EX.* functions' copy of the core has it emptied
 * (scripts/webpack/stripStepWords.js, WORD_TABLES), so the words of a bad input are not in every
 * function's first call; their adapter words a refusal again from this table, unstripped, loaded only
 * then (src/functions/refusalWords.ts), word for word as the CLI and the pane show it.
 */
export const REFUSALS = {
  notObject: (key: string) => `a ${key} must be a JSON object`,
  notMicrosoft: (key: string, v: unknown) => `${key} must be "microsoft" here (got ${show(v)})`,
  exchangeVersion: (key: string, versions: readonly string[], v: unknown) =>
    `${key} must be one of ${versions.join(", ")}, as a number or text (got ${show(v)})`,
  notText: (key: string, v: unknown) => `${key} must be text (got ${show(v)})`,
  tooLong: (key: string, length: number) =>
    `${key} is ${length} characters; a cell holds at most 32767`,
  prices: (key: string, v: unknown) =>
    `${key} must be {"server": price, "disk": price}, two numbers of 0 or more (got ${show(v)})`,
  serversDisagree: (key: string) => `${key} and exchangeServersPerDag disagree`,
  names: (key: string) =>
    `${key} (name prefixes) is replaced by serverNames (the list of a DAG's server names), dagName and databaseBaseName, as the calculator's Input sheet has them (Input!C175:G190)`,
  notAnInput: (key: string) =>
    `${key} is not an input of the microsoft method; exsize --help lists them`,
  mcdbCapacityPercent: (key: string, v: unknown) =>
    `${key} must be a number from 5 to 10, the MetaCache Database's share of the HDD capacity (default 10, the 2019 Preferred Architecture's 5-10 %; 6 is "MetaCacheDatabase setup"'s 5-6 %) (got ${show(v)})`,
  mcdbSsdCapacityGB: (key: string, v: unknown, max: number) =>
    `${key} must be a whole number of GB from 1 to ${max}, the SSD size of every server (got ${show(v)})`,
  sockets: (key: string, v: unknown) =>
    `${key} must be a whole number of 1 to 16, the server's processor sockets (got ${show(v)})`,
  percentMixup: (key: string, v: number, rule: NumberRule) =>
    `${key} ${v} looks like a percentage; ${v}% is ${round(v / 100)} (${key} must be ${describeRule(rule)})`,
  fractionMixup: (key: string, v: number, rule: NumberRule) =>
    `${key} ${v} looks like a fraction; ${v} is ${round(v * 100)}%: type ${round(v * 100)} (${key} is a percentage: 0, or ${describeRule({ ...rule, min: 1 })})`,
  yesNo: (key: string, yes: string, no: string, v: unknown) =>
    `${key} must be true, false, "${yes}" or "${no}" (got ${show(v)})`,
  messages: (key: string, v: unknown) =>
    `${key} must be one of the calculator's profiles 50, 100, ..., 500 messages a day (got ${show(v)})`,
  // min, max and the calculator's list: diskTables.ts DISK_SIZE_MIN_GB, DISK_SIZE_MAX_GB, DISK_SIZES
  diskSize: (key: string, v: unknown, min: number, max: number, list: readonly string[]) =>
    `${key} must be a whole number of GB from ${min} to ${max} (the calculator's list ${list[0]} ... ${list[list.length - 1]} keeps its figures, other sizes are derived by its rule) (got ${show(v)})`,
  oneOf: (key: string, list: readonly string[], v: unknown) =>
    `${key} must be one of ${list.map(show).join(", ")} (got ${show(v)})`,
  tiers: (key: string, v: unknown) =>
    `${key} must be a list of 1 to 4 tier objects (got ${show(v)})`,
  tierObject: (key: string, v: unknown) =>
    `${key} must be an object of tier inputs (got ${show(v)})`,
  notTierInput: (key: string, known: readonly string[]) =>
    `${key} is not a tier input; the tier inputs are ${known.join(", ")}`,
  archiveFalse: (key: string, at: string, quota: unknown) =>
    `${key} is false but ${at}.archiveQuotaMB is ${show(quota)}`,
  archiveTrue: (key: string, at: string) =>
    `${key} is true: give ${at}.archiveQuotaMB (the calculator models an archive only by its size limit)`,
  trueOrFalse: (key: string, v: unknown) => `${key} must be true or false (got ${show(v)})`,
  noMailboxes: (key: string, tierCount: number) =>
    `${tierCount > 1 ? `the mailboxes of all ${tierCount} tiers are` : `${key} is`} 0: a design needs 1 or more mailboxes`,
  quotaBelowInitial: (key: string, quota: number, at: string, initial: number) =>
    `${key} ${quota} is below ${at}.initialMailboxMB ${initial}: a mailbox's size limit must be at least its initial size (MB)`,
  acceptedDespite: (key: string, v: unknown) =>
    `${key} must be a list of rule keys (got ${show(v)})`,
  notReject: (key: string, k: unknown, rejects: readonly string[]) =>
    `${key}: ${show(k)} is not a reject rule's key; docs/summary.md lists them (e.g. ${rejects.slice(-3).join(", ")})`,
  processorVendor: (key: string, families: readonly string[], v: unknown) =>
    `${key} must be one of ${families.map(show).join(", ")}: the SPECrate2017 conversion's factor depends on it (got ${show(v)})`,
  processorModel: (key: string, specKey: string) =>
    `${key} names a processor model, which exsize reads from its processor catalog (exsize size, workbook, search, compare, deploy); here give ${specKey} (the servers' SPECrate2017_int_base result) and the cores instead`,
  cpuTwice: (key: string, sets: string) =>
    `${key} and ${sets} both give the CPU of the same servers: give one (SPECrate2017_int_base, converted, or a published SPECint_rate2006 result)`,
  specRate2017: (key: string, v: unknown) =>
    `${key} must be a positive number, the servers' SPECrate2017_int_base result (all chips), at most 1000000 (got ${show(v)})`,
  // extras/inputs.ts
  logProfile: (key: string, v: unknown) =>
    `${key} must be 24 numbers of 0 or more, the percent of a day's logs in hours 1 to 24 (got ${show(v)})`,
  networkLinkType: (key: string, names: readonly string[], v: unknown) =>
    `${key} must be one of the calculator's links ${names.map((n) => JSON.stringify(n)).join(", ")} (got ${show(v)})`,
  contentIndexReplication: (key: string, v: unknown) =>
    `${key} must be "everyCopy" (Exchange 2013) or "laggedCopiesOnly" (Exchange 2016 CU3 and later: Read from Passive) (got ${show(v)})`,
  // deployment.ts
  dangerous: (key: string, v: unknown, what: string) =>
    `${key} ${show(v)} holds ${what}, which would end a PowerShell string; use letters, digits and hyphens`,
  notAscii: (key: string, v: unknown) =>
    `${key} ${show(v)} holds a character outside printable ASCII; the calculator's files are ANSI text`,
  notNetbiosName: (key: string, v: unknown) =>
    `${key} ${show(v)} is not a valid NetBIOS name: 1 to 15 letters, digits and hyphens, not only digits, not starting with a hyphen`,
  notDatabaseName: (key: string, v: unknown) =>
    `${key} ${show(v)} is not a valid database name here: 1 to 64 letters, digits, hyphens, underscores and dots, starting with a letter or digit`,
  notHost: (key: string, v: unknown) =>
    `${key} ${show(v)} is not a host name: letters, digits and hyphens, labels separated by dots (e.g. "GC1.contoso.com")`,
  notWindowsPath: (key: string, v: unknown) =>
    `${key} ${show(v)} is not a local folder path such as "C:\\DAG-FSW\\DAG-nn": a drive, then letters, digits, spaces, hyphens, underscores and dots`,
  serverNames: (key: string, v: unknown) =>
    `${key} must be a list of 1 to 16 server names (got ${show(v)})`,
  sameName: (key: string, n: unknown, other: string) => `${key} ${show(n)} is also ${other}`,
  ipAddresses: (key: string, v: unknown) =>
    `${key} must be "none" (no cluster administrative access point) or a list of one IPv4 address per datacenter, e.g. ["192.168.1.50", "192.168.2.50"] (got ${show(v)})`,
  broadcast: (key: string) =>
    `${key}: write "none" for no administrative access point, not 255.255.255.255`,
  port: (key: string, v: unknown) =>
    `${key} must be a TCP port, a whole number from 1 to 65535 (got ${show(v)})`,
};
type Refusals = typeof REFUSALS;
export type RefusalName = keyof Refusals;
/** The refusals whose parts are the key and its value alone: `<key> ... (got <value>)`. */
export type ValueRefusal = {
  [K in RefusalName]: Parameters<Refusals[K]> extends [string, unknown] ? K : never;
}[RefusalName];

/**
 * The message of refusal `name` (REFUSALS) with these parts, or "" in the functions' copy of the core,
 * whose table is emptied (src/functions/refusalWords.ts words it from the unstripped table).
 */
export function refusalText(name: string, parts: readonly unknown[]): string {
  const words = (REFUSALS as Record<string, ((...p: unknown[]) => string) | undefined>)[name];
  return words ? words(...parts) : "";
}

/** Throws refusal `name` naming its key (its first part): refuse("port", "witnessPort", 0). */
export function refuse<K extends RefusalName>(name: K, ...parts: Parameters<Refusals[K]>): never {
  throw new RefusalError(name, parts, refusalText(name, parts));
}

/** `v` when `list` holds it, else refused: 'dacMode must be one of "DAGOnly", "Off" (got "on")'. */
export function oneOf(key: string, v: unknown, list: readonly string[]): string {
  if (typeof v !== "string" || !list.includes(v)) refuse("oneOf", key, list, v);
  return v as string;
}
