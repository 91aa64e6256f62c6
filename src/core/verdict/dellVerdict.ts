import { ScenarioSizing } from "../scenario";
import { Verdict } from "./types";

const PAPER =
  "Dell EqualLogic, Sizing and Best Practices for Deploying Exchange Server 2010 on VMware vSphere and EqualLogic Storage, July 2010";

/**
 * The Dell method's verdict: it has no rule that rejects a design it sizes (a bad input is a
 * SizingError before any figure); its sizing's warnings (a given dbCount that overfills each
 * database, scenario.ts) are the verdict's warnings.
 * Example: 5000 users, dbCount 4 -> "warnings", "Each of the 4 databases holds 3476.0 GB, more than ...".
 */
export function dellVerdict(sizing: Pick<ScenarioSizing, "warnings">): Verdict {
  const warnings = sizing.warnings.map((w, i) => ({
    key: `databaseSize${i + 1}`,
    kind: "warning" as const,
    rule: "Database size over the maximum",
    source: `${PAPER}, Estimating Database Count (after Table 14)`,
    message: `Database size over the maximum (${PAPER}, after Table 14): ${w} Change: leave dbCount out (ExSize computes it) or give more databases (dbCount).`,
    change: "leave dbCount out (ExSize computes it) or give more databases (dbCount)",
  }));
  const n = warnings.length;
  return {
    status: n > 0 ? "warnings" : "accepted",
    headline:
      n > 0
        ? `Accepted with ${n} warning${n === 1 ? ": " : "s, the first: "}${warnings[0].message}`
        : "Accepted: the design keeps every rule ExSize checks.",
    rejects: [],
    warnings,
    acceptedDespite: [],
    noServers: false,
    noDisks: false,
  };
}
