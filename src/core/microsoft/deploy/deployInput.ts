import type { MetaCacheSizing } from "../metacache/metaCache";
import { FormulaError, Step } from "../../formula";
import { activationSteps } from "../extras/activationSteps";
import { evaluateCells } from "../servers/evaluate";
import { sizeMicrosoftAreas } from "../size";
import { verdictOf } from "../../verdict";
import { valuesOf } from "../values";
import { DeployInput } from "./deployFiles";

/** Role Requirements!I109 and I110 (extras/activationSteps.ts), the preferred maximum of active databases. */
const PREFERRED = new Set([
  "activation.maximumPreferredActiveDatabases",
  "activation.maximumPreferredActiveDatabasesSecondary",
]);

let preferredSteps: readonly Step[] | undefined;

/**
 * What `exsize deploy` and the task pane's deployment files read of a `microsoft` scenario: its values
 * (microsoftValues, and the servers area's and I109's and I110's (PREFERRED) it lacks), its
 * deployment inputs (scenario/deployment.ts) and the servers area's verdict (sizeMicrosoft, as `exsize
 * size` gives it). A bad key is a SizingError naming it.
 */
export function deployInputOf(json: unknown): DeployInput {
  const areas = sizeMicrosoftAreas({ method: "microsoft", ...(json as object) });
  // microsoftValues over the areas' own parse and evaluation, not a second of each
  const values = valuesOf(areas.scenario, areas.values);
  // The two steps run over the servers area's own values, then the database area's (areas.named), as
  // runExtras runs them (extras/index.ts); only these two, so the pane does not carry the extra
  // steps' runner, and the servers area is evaluated once.
  const preferred = evaluateCells(
    (preferredSteps ??= activationSteps().filter((s) => PREFERRED.has(s.key))),
    areas.named
  );
  for (const cells of [areas.serverCells, preferred])
    for (const [k, v] of cells) if (!(k in values) && !(v instanceof FormulaError)) values[k] = v;
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
  return {
    values,
    deployment: areas.scenario.deployment,
    validationError:
      sizing.validationError === true ||
      values.validationError === true ||
      verdict.status === "rejected",
    validationMessage: message,
    // issue 30: Exchange 2019 and SE size a MetaCache Database (metacache/); 2013 and 2016 none
    metaCache: sizing.metaCache as MetaCacheSizing | undefined,
  };
}
