import { parseRaidLevel } from "../arrays/raidLevel";
import { COMPUTE_INPUTS } from "../compute/computeInputs";
import { SizingError } from "../errors";
import { resolveOptions } from "../options";
import { INPUT_SPECS } from "../scenarioInputs";
import { raidLevelRow } from "../spindles/raidLevels";
import { SPINDLE_INPUTS } from "../spindles/spindleInputs";
import { checkNumber } from "../validation";
import { DellDesign } from "./dellDesign";

const EXAMPLE_DRIVES =
  "seed 000, section 3.4.2 (the worked example's PS6500E with 500GB drives) and section 3.1.1 (PS6500E: 7.2K SATA II)";
const TINTRI_CPU = "seed 003's example, Example Parameters for Sizing (AMD Opteron 6380)";

/**
 * The method sheets' inputs a Dell design leaves out: the seeds' own examples, seed 000's worked
 * example for the disks, seed 003's for the servers (the workbook's Spindles and Compute and memory
 * sheets start with them: src/workbook/methodInputs.ts reads them from here).
 */
export const DELL_DESIGN_DEFAULTS = {
  spindles: {
    driveSpeed: { value: 7200, source: EXAMPLE_DRIVES },
    diskGB: { value: 500, source: EXAMPLE_DRIVES },
  },
  compute: {
    specIntRate: { value: 1120, source: TINTRI_CPU },
    specIntCores: { value: 16, source: TINTRI_CPU },
    cpuMHz: { value: 2500, source: `${TINTRI_CPU}, 2.5 GHz` },
    servers: {
      value: 4,
      source: "seed 003's example, Mailbox Server Storage Requirements (4 mailbox servers)",
    },
  },
} as const;

const SCENARIO_NUMBERS = ["users", "quotaMB", "messagesPerDay", "avgMessageKB", "copies"] as const;

function group(
  json: Readonly<Record<string, unknown>>,
  name: "spindles" | "compute"
): Record<string, unknown> {
  const v = json[name];
  if (v === undefined || v === null) return {};
  if (typeof v !== "object" || Array.isArray(v))
    throw new SizingError(name, `${name} must be an object of its inputs`);
  return v as Record<string, unknown>;
}

/**
 * A Dell design from a scenario's keys (those of `exsize workbook`'s scenario file: users, quotaMB,
 * messagesPerDay, avgMessageKB, copies, dbCount, raid, options, spindles, compute; project, customer
 * and jetstress are allowed and play no part), each checked by the rule the EX.* functions use, the
 * method sheets' inputs defaulting to DELL_DESIGN_DEFAULTS. Throws a SizingError naming the key
 * ("compute.servers").
 * Example: {users: 5000, quotaMB: 2048, messagesPerDay: 150, avgMessageKB: 75, copies: 2} is seed
 * 000's worked example on seed 003's example servers (4 of them).
 */
export function dellDesignOf(json: Readonly<Record<string, unknown>>): DellDesign {
  const known = [
    ...SCENARIO_NUMBERS,
    "dbCount",
    "raid",
    "options",
    "spindles",
    "compute",
    "jetstress",
    "project",
    "customer",
    "method",
  ];
  for (const key of Object.keys(json))
    if (!known.includes(key))
      throw new SizingError(
        key,
        `unknown key "${key}"; a Dell design has the keys ${known.join(", ")}`
      );
  const n = Object.fromEntries(
    SCENARIO_NUMBERS.map((k) => [k, checkNumber(k, json[k], INPUT_SPECS[k].rule)])
  ) as Record<(typeof SCENARIO_NUMBERS)[number], number>;
  const dbCount =
    json.dbCount === undefined || json.dbCount === null || json.dbCount === ""
      ? undefined
      : checkNumber("dbCount", json.dbCount, INPUT_SPECS.dbCount.rule);
  const raidText = json.raid;
  const raid =
    raidText === undefined ||
    raidText === null ||
    raidText === "" ||
    String(raidText).toLowerCase() === "any"
      ? undefined
      : parseRaidLevel(String(raidText), "raid");
  const options = resolveOptions((json.options ?? {}) as Record<string, unknown>);
  const s = group(json, "spindles");
  const c = group(json, "compute");
  const num = (g: string, spec: { rule: Parameters<typeof checkNumber>[2] }, v: unknown) =>
    checkNumber(g, v, spec.rule);
  const given = (v: unknown) => v !== undefined && v !== null && v !== "";
  /** Each key of `defaults`: the group's value checked by its input's rule, else the default's value. */
  const orDefaults = <K extends string>(
    g: "spindles" | "compute",
    obj: Record<string, unknown>,
    defaults: Readonly<Record<K, { readonly value: number }>>,
    specs: Readonly<Record<NoInfer<K>, { rule: Parameters<typeof checkNumber>[2] }>>
  ) =>
    Object.fromEntries(
      (Object.keys(defaults) as K[]).map((k) => [
        k,
        given(obj[k]) ? num(`${g}.${k}`, specs[k], obj[k]) : defaults[k].value,
      ])
    ) as Record<K, number>;
  for (const [g, obj, keys] of [
    ["spindles", s, ["driveSpeed", "diskGB", "readShare", "raid"]],
    ["compute", c, ["specIntRate", "specIntCores", "cpuMHz", "servers"]],
  ] as const)
    for (const k of Object.keys(obj))
      if (!(keys as readonly string[]).includes(k))
        throw new SizingError(
          `${g}.${k}`,
          `unknown key "${g}.${k}"; ${g} has the keys ${keys.join(", ")}`
        );
  const D = DELL_DESIGN_DEFAULTS;
  return {
    input: {
      ...n,
      ...(dbCount === undefined ? {} : { dbCount }),
    },
    options,
    ...(raid === undefined ? {} : { raid }),
    spindles: {
      ...orDefaults("spindles", s, D.spindles, SPINDLE_INPUTS),
      ...(given(s.readShare)
        ? { readShare: num("spindles.readShare", SPINDLE_INPUTS.readShare, s.readShare) }
        : {}),
      ...(given(s.raid) ? { raid: raidLevelRow(String(s.raid), "spindles.raid").level } : {}),
    },
    compute: orDefaults("compute", c, D.compute, COMPUTE_INPUTS),
  };
}
