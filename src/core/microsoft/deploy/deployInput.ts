import type { MetaCacheSizing } from "../metacache/metaCache";
import { parseMicrosoftScenario } from "../scenario/parse";
import { sizeMicrosoft } from "../size";
import { verdictOf } from "../../verdict";
import { microsoftValues } from "../values";
import { DeployInput, ModeCounts } from "./deployFiles";

const modes = (v: unknown): ModeCounts => {
  const m = (v ?? {}) as Record<string, unknown>;
  const n = (k: string) => (typeof m[k] === "number" ? (m[k] as number) : null);
  return {
    singleFailure: n("singleFailure"),
    doubleFailure: n("doubleFailure"),
    siteFailure: n("siteFailure"),
    worstFailure: n("worstFailure"),
  };
};

/**
 * What `exsize deploy` and the task pane's deployment files read of a `microsoft` scenario: its values
 * (microsoftValues), its deployment inputs (scenario/deployment.ts) and the servers area's verdict and
 * active-database counts (sizeMicrosoft, as `exsize size` gives them). A bad key is a SizingError naming it.
 */
export function deployInputOf(json: unknown): DeployInput {
  const scenario = parseMicrosoftScenario({ method: "microsoft", ...(json as object) });
  const values = microsoftValues(json);
  const sizing = sizeMicrosoft({ method: "microsoft", ...(json as object) }) as unknown as Record<
    string,
    unknown
  >;
  // The verdict (issue 20): a design ExSize rejects (the calculator's validation, or a storage status
  // such as "Insufficient Disk Capacity" that leaves no disks) has nothing to deploy.
  const verdict = verdictOf(sizing as { method: "microsoft" });
  const message =
    typeof sizing.validationMessage === "string"
      ? sizing.validationMessage
      : verdict.rejects.length > 0
        ? verdict.rejects.map((r) => r.message).join("; ")
        : null;
  return {
    values,
    deployment: scenario.deployment,
    validationError:
      sizing.validationError === true ||
      values.validationError === true ||
      verdict.status === "rejected",
    validationMessage: message,
    activePrimary: modes(sizing.activeDatabasesPerServer),
    activeSecondary: modes(sizing.activeDatabasesPerServerSecondary),
    // issue 30: Exchange 2019 and SE size a MetaCache Database (metacache/); 2013 and 2016 none
    ...(sizing.metaCache
      ? {
          metaCache: {
            volumesPerServer: (sizing.metaCache as MetaCacheSizing)
              .metaCacheDatabaseVolumesPerServer,
            maxCapacityInBytes: (sizing.metaCache as MetaCacheSizing)
              .metaCacheDatabaseMaxCapacityInBytes,
          },
        }
      : {}),
  };
}
