import type { MetaCacheSizing } from "../metacache/metaCache";
import { isCellError } from "../evaluate";
import { evaluateExtras } from "../extras";
import { sizeMicrosoftAreas } from "../size";
import { verdictOf } from "../../verdict";
import { microsoftValues } from "../values";
import { DeployInput } from "./deployFiles";

/**
 * What `exsize deploy` and the task pane's deployment files read of a `microsoft` scenario: its values
 * (microsoftValues, and the extra steps' values it lacks, such as Role Requirements!I109 and I110), its
 * deployment inputs (scenario/deployment.ts) and the servers area's verdict (sizeMicrosoft, as `exsize
 * size` gives it). A bad key is a SizingError naming it.
 */
export function deployInputOf(json: unknown): DeployInput {
  const areas = sizeMicrosoftAreas({ method: "microsoft", ...(json as object) });
  const values = { ...microsoftValues(json) };
  for (const [k, v] of evaluateExtras(areas.scenario, areas.values))
    if (!(k in values) && !isCellError(v)) values[k] = v;
  const sizing = areas.sizing as unknown as Record<string, unknown>;
  // The verdict (issue 20): a design ExSize rejects (the calculator's validation, or a storage status
  // such as "Insufficient Disk Capacity" that leaves no disks) has nothing to deploy.
  const verdict = verdictOf(sizing as { method: "microsoft" });
  const message =
    typeof sizing.validationMessage === "string"
      ? sizing.validationMessage
      : verdict.rejects.length > 0
        ? verdict.rejects.map((r) => r.message).join("; ")
        : null;
  const metaCache = sizing.metaCache as MetaCacheSizing | undefined;
  return {
    values,
    deployment: areas.scenario.deployment,
    validationError:
      sizing.validationError === true ||
      values.validationError === true ||
      verdict.status === "rejected",
    validationMessage: message,
    // issue 30: Exchange 2019 and SE size a MetaCache Database (metacache/); 2013 and 2016 none
    ...(metaCache
      ? {
          metaCache: {
            volumesPerServer: metaCache.metaCacheDatabaseVolumesPerServer,
            maxCapacityInBytes: metaCache.metaCacheDatabaseMaxCapacityInBytes,
          },
        }
      : {}),
  };
}
