import { SizingError } from "../../core";
import { ParamDeclaration } from "../declaration";
import { givenOnce } from "../tiersRange";

/** A two-column range of environment input names and values (mscalc.py's names), as a scenario object. */
function readEnvironment(
  rows: readonly (readonly unknown[])[],
  name: string
): Record<string, unknown> {
  const env: Record<string, unknown> = {};
  const seen = new Map<string, string>();
  for (const row of rows) {
    const [key, value] = row;
    if (key === "" || key === null || key === undefined) continue;
    if (typeof key !== "string" || row.length < 2)
      throw new SizingError(name, `${name} must be two columns: an input name, then its value`);
    if (key === "method" || key === "tiers")
      throw new SizingError(name, `${name} cannot set ${key}: the function gives it`);
    givenOnce(seen, key, name);
    if (value === "" || value === null || value === undefined) continue;
    env[key.trim()] = value;
  }
  return env;
}

export const ENVIRONMENT_PARAM: ParamDeclaration = {
  name: "environment",
  description:
    "Optional two-column range of environment input names and values (e.g. haCopies | 3, datacenterModel | Single Datacenter, exchangeVersion | 2019), as exsize size's scenario keys; blank: the calculator example's values.",
  optional: true,
  type: { kind: "range", parse: readEnvironment },
};
