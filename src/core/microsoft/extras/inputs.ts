import type { Value } from "../../formula";
import { NETWORK_LINKS } from "./networkLinks";
import { NumberRule, ruleViolation } from "../../validation";
import { inputRule } from "../scenario/inputs";
import { fail, refuse } from "../scenario/refusal";

/**
 * The replication inputs mscalc.py does not map (extra_outputs.py reaches them through its `cells`):
 * - `logGenerationProfilePercent`: 24 numbers, the percent of a day's transaction logs generated in hour 1..24
 *   (E2013Calcv7.6, Input!C145:C168 "Logs Generated / Hour Percentage", the cells hold fractions: 8 -> 0.08).
 *   The calculator's validation: each a decimal of 0 or more (data validation on C145:D168). Default: the
 *   example workbook's 24 zeros, which switch every replication result to "--". The calculator does not
 *   normalise the profile, and neither does ExSize: profileWarning() says when it does not sum to 100.
 * - `networkLinkType`: one of the calculator's link list varNetLinkType (Tables!A101:A128), by its exact name
 *   (validation: list). Default "Gigabit Ethernet" (E2013Calcv7.6-Example.xlsm, Input!G144).
 * - `networkLinkLatencyMs`: Input!G145, a decimal of 0 or more (validation). Default 50 (the example's G145).
 * `rpoHours` (Input!G24) is read with the other inputs (its rule: the list varHours, 0..24, in inputs.ts).
 * Example: {"logGenerationProfilePercent": [.., 9, ..], "rpoHours": 4}.
 */
export const REPLICATION_INPUT_KEYS = [
  "logGenerationProfilePercent",
  "networkLinkType",
  "networkLinkLatencyMs",
  "contentIndexReplication",
] as const;

/**
 * Which database copies across the WAN replicate their content index from the active copy
 * (`contentIndexReplication`, ExSize's input; readFromPassive.ts holds the rule and its sources):
 * - "everyCopy": every copy, the Exchange 2013 calculator's model (E2013Calcv7.6, Replication
 *   Requirements!E15 and W139 multiply the content-index term by all log streams, Role Requirements!I173);
 * - "laggedCopiesOnly": Exchange 2016 CU3 and later ("Read from Passive"): passive HA copies index
 *   their own local copy, lagged copies still replicate it.
 * Default: "everyCopy" for every version, the safe choice (the larger WAN need): the sources disagree on
 * how much Read from Passive saves and the lagged-copy rule is only secondhand (readFromPassive.ts).
 */
export const CONTENT_INDEX_REPLICATION = ["everyCopy", "laggedCopiesOnly"] as const;
export type ContentIndexReplication = (typeof CONTENT_INDEX_REPLICATION)[number];
export const CONTENT_INDEX_REPLICATION_DEFAULT: ContentIndexReplication = "everyCopy";
export const NETWORK_LINK_NAMES: readonly string[] = NETWORK_LINKS.map(([n]) => n);
export const NETWORK_LINK_DEFAULT = "Gigabit Ethernet";
export const NETWORK_LATENCY_DEFAULT_MS = 50;
export const PROFILE_CELLS = Array.from({ length: 24 }, (_, i) => `Input!C${145 + i}`);
export const profileCellName = (hour: number) => `input.logGenerationProfile.hour${hour}`;

/**
 * The rules of the replication inputs (the scenario reader checks them beside inputs.ts's own):
 * each hour of the profile and the latency are decimals of 0 or more, the calculator's data validation.
 */
export const REPLICATION_INPUT_RULES = {
  logGenerationProfilePercent: inputRule({
    source:
      "E2013Calcv7.6 data validation, Input!C145:D168: a decimal of 0 or more (a percent of the day's logs per hour)",
  }),
  networkLinkLatencyMs: inputRule({
    source: "E2013Calcv7.6 data validation, Input!G145: a decimal of 0 or more (milliseconds)",
  }),
} as const;

/**
 * The replication input cells' defaults and the scenario's values of them, into `cells` (parse.ts).
 * Their rules are the calculator's own (decimals of 0 or more), which a design read without ExSize's
 * input rules (parse.ts `rules: false`) keeps as well: there is no looser form to fall back to.
 */
export function applyReplicationInputs(
  given: Readonly<Record<string, unknown>>,
  cells: Record<string, Value>
): void {
  const check = (key: string, v: unknown, rule: NumberRule) => {
    const message = ruleViolation(key, v, rule);
    if (message !== undefined) fail(key.replace(/\[\d+\]$/, ""), message);
  };
  const profile = given.logGenerationProfilePercent;
  for (let h = 1; h <= 24; h++) cells[profileCellName(h)] = 0;
  if (profile !== undefined) {
    if (!Array.isArray(profile) || profile.length !== 24)
      refuse("logProfile", "logGenerationProfilePercent", profile);
    const hourRule = REPLICATION_INPUT_RULES.logGenerationProfilePercent;
    profile.forEach((x: unknown, i) => {
      check(`logGenerationProfilePercent[${i}]`, x, hourRule);
      cells[profileCellName(i + 1)] = (x as number) / 100;
    });
  }
  const link = given.networkLinkType ?? NETWORK_LINK_DEFAULT;
  if (typeof link !== "string" || !NETWORK_LINK_NAMES.includes(link))
    refuse("networkLinkType", "networkLinkType", NETWORK_LINK_NAMES, link);
  cells["input.networkLinkType"] = link;
  const latency = given.networkLinkLatencyMs ?? NETWORK_LATENCY_DEFAULT_MS;
  check("networkLinkLatencyMs", latency, REPLICATION_INPUT_RULES.networkLinkLatencyMs);
  cells["input.networkLinkLatencyMs"] = latency as number;
  const ci = given.contentIndexReplication ?? CONTENT_INDEX_REPLICATION_DEFAULT;
  if (typeof ci !== "string" || !(CONTENT_INDEX_REPLICATION as readonly string[]).includes(ci))
    refuse("contentIndexReplication", "contentIndexReplication", ci);
  cells["input.contentIndexReplication"] = ci;
}

/**
 * A sentence when the hourly profile does not sum to 100 % (the calculator uses it as given, so the
 * replication figures scale with it), else null. Example: a profile summing to 80 gives "... sums to 80 %".
 */
export function profileWarning(cells: Readonly<Record<string, Value>>): string | null {
  let total = 0;
  for (let h = 1; h <= 24; h++) total += Number(cells[profileCellName(h)] ?? 0);
  const pct = total * 100;
  if (total === 0 || Math.abs(pct - 100) < 1e-9) return null;
  return `logGenerationProfilePercent sums to ${Number(pct.toFixed(6))} %, not 100 %: the calculator does not normalise it, so the replication figures are ${pct < 100 ? "lower" : "higher"} than a full day's logs would give`;
}
