import { SizingError } from "../../errors";
import type { Value } from "../../formula";
import { NETWORK_LINKS } from "./networkLinks";

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
 * `rpoHours` (Input!G24) is read with the other inputs; its validation is the list varHours, 0..24
 * (Variables!G5:G29), checked here. Example: {"logGenerationProfilePercent": [.., 9, ..], "rpoHours": 4}.
 */
export const REPLICATION_INPUT_KEYS = [
  "logGenerationProfilePercent",
  "networkLinkType",
  "networkLinkLatencyMs",
] as const;
export const NETWORK_LINK_NAMES: readonly string[] = NETWORK_LINKS.map(([n]) => n);
export const NETWORK_LINK_DEFAULT = "Gigabit Ethernet";
export const NETWORK_LATENCY_DEFAULT_MS = 50;
export const PROFILE_CELLS = Array.from({ length: 24 }, (_, i) => `Input!C${145 + i}`);
export const profileCellName = (hour: number) => `input.logGenerationProfile.hour${hour}`;

const show = (v: unknown) => {
  const t = JSON.stringify(v) ?? String(v);
  return t.length > 60 ? `${t.slice(0, 57)}...` : t;
};
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** The replication input cells' defaults and the scenario's values of them, into `cells` (parse.ts). */
export function applyReplicationInputs(
  given: Readonly<Record<string, unknown>>,
  cells: Record<string, Value>
): void {
  const profile = given.logGenerationProfilePercent;
  for (let h = 1; h <= 24; h++) cells[profileCellName(h)] = 0;
  if (profile !== undefined) {
    if (
      !Array.isArray(profile) ||
      profile.length !== 24 ||
      !profile.every((x) => isNumber(x) && x >= 0)
    )
      throw new SizingError(
        "logGenerationProfilePercent",
        `logGenerationProfilePercent must be 24 numbers of 0 or more, the percent of a day's logs in hours 1 to 24 (got ${show(profile)})`
      );
    profile.forEach((x: number, i) => (cells[profileCellName(i + 1)] = x / 100));
  }
  const link = given.networkLinkType ?? NETWORK_LINK_DEFAULT;
  if (typeof link !== "string" || !NETWORK_LINK_NAMES.includes(link))
    throw new SizingError(
      "networkLinkType",
      `networkLinkType must be one of the calculator's links ${NETWORK_LINK_NAMES.map((n) => JSON.stringify(n)).join(", ")} (got ${show(link)})`
    );
  cells["input.networkLinkType"] = link;
  const latency = given.networkLinkLatencyMs ?? NETWORK_LATENCY_DEFAULT_MS;
  if (!isNumber(latency) || latency < 0)
    throw new SizingError(
      "networkLinkLatencyMs",
      `networkLinkLatencyMs must be a number of 0 or more, in milliseconds (got ${show(latency)})`
    );
  cells["input.networkLinkLatencyMs"] = latency;
  const rpo = given.rpoHours;
  if (rpo !== undefined && (!isNumber(rpo) || !Number.isInteger(rpo) || rpo < 0 || rpo > 24))
    throw new SizingError(
      "rpoHours",
      `rpoHours must be a whole number of hours from 0 to 24, the calculator's list (got ${show(rpo)})`
    );
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
