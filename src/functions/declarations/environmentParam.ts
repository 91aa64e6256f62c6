import { SizingError } from "../../core";
import { rangeParam } from "../params";
import { forEachNameValue } from "../tiersRange";

/** A two-column range of environment input names and values (mscalc.py's names), as a scenario object. */
function readEnvironment(
  rows: readonly (readonly unknown[])[],
  name: string
): Record<string, unknown> {
  const env: Record<string, unknown> = {};
  forEachNameValue(
    rows,
    name,
    "an input name",
    (key, value) => (env[key.trim()] = value),
    (key) => {
      if (key === "method" || key === "tiers")
        throw new SizingError(name, `${name} cannot set ${key}: the function gives it`);
    }
  );
  return env;
}

export const ENVIRONMENT_PARAM = rangeParam({
  name: "environment",
  description:
    "Optional two-column range of environment input names and values (e.g. haCopies | 3, datacenterModel | Single Datacenter, exchangeVersion | 2019), as exsize size's scenario keys; blank: the calculator example's values.",
  optional: true,
  parse: readEnvironment,
});
