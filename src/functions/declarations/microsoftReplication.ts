import { SizingError } from "../../core";
import type { MicrosoftSizing } from "../../core/microsoft/size";
import { sizeMicrosoftWithExtras } from "../../core/microsoft/sizeWithExtras";
import { CellValue, FIGURE_TABLE_RESULT, FunctionDeclaration } from "../declaration";
import { rangeParam } from "../params";
import { readTiers } from "../tiersRange";
import { ENVIRONMENT_PARAM } from "./environmentParam";

/** A range of 24 numbers (a row or a column): percent of a day's logs in hours 1..24 (Input!C145:C168). */
function readProfile(rows: readonly (readonly unknown[])[], name: string): number[] {
  const cells = rows.flat().filter((v) => v !== "" && v !== null && v !== undefined);
  if (
    cells.length !== 24 ||
    !cells.every((v) => typeof v === "number" && Number.isFinite(v) && v >= 0)
  )
    throw new SizingError(
      name,
      `${name} must be 24 numbers of 0 or more, the percent of a day's logs in hours 1 to 24 (got ${cells.length} cells)`
    );
  return cells as number[];
}

const PROFILE_PARAM = rangeParam({
  name: "profile",
  description:
    "Optional range of 24 numbers: the percent of a day's transaction logs generated in hours 1 to 24 (the calculator's Input!C145:C168); blank: the calculator example's zeros, which make every replication figure --.",
  optional: true,
  parse: readProfile,
});

const TIERS_PARAM = rangeParam({
  name: "tiers",
  description:
    "Range of 1 to 4 tiers: a header row of tier input names (mailboxes, messagesPerDay, quotaMB, ...), then one row per tier.",
  parse: readTiers,
});

type Args = { parsed<T>(name: string): T };
function size(a: Args, withProfile: boolean): MicrosoftSizing {
  const env = a.parsed<Record<string, unknown> | undefined>("environment") ?? {};
  const profile = withProfile ? a.parsed<number[] | undefined>("profile") : undefined;
  return sizeMicrosoftWithExtras({
    ...env,
    method: "microsoft",
    tiers: a.parsed<Record<string, unknown>[]>("tiers"),
    ...(profile ? { logGenerationProfilePercent: profile } : {}),
  });
}

const cell = (v: unknown): CellValue =>
  v === null || v === undefined
    ? "--"
    : typeof v === "boolean"
      ? v
        ? "TRUE"
        : "FALSE"
      : typeof v === "object"
        ? String((v as { error?: string }).error ?? "--")
        : (v as CellValue);

/** An object of the JSON as [name, value] rows: a.b, a.list[i]; the header row first. */
export function objectRows(obj: unknown, prefix = ""): CellValue[][] {
  const rows: CellValue[][] = prefix ? [] : [["Figure", "Value"]];
  if (obj === null || typeof obj !== "object") return [...rows, [prefix, cell(obj)]];
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${k}` : k;
    if (Array.isArray(v))
      v.forEach((x, i) =>
        x !== null && typeof x === "object"
          ? rows.push(...objectRows(x, `${name}[${i}]`))
          : rows.push([`${name}[${i}]`, cell(x)])
      );
    else if (v !== null && typeof v === "object" && !("error" in v))
      rows.push(...objectRows(v, name));
    else rows.push([name, cell(v)]);
  }
  return rows;
}

/** The calculator example with a working-day profile (tests/golden/microsoft-extras.data.json, its first design). */
const DAY = [1, 1, 1, 1, 1, 2, 4, 7, 9, 9, 8, 7, 6, 7, 8, 7, 6, 4, 3, 3, 2, 1, 1, 1].map((x) => [
  x,
]);
const EXAMPLE_TIERS = [["mailboxes"], [5000]];

export const MSREPLICATION: FunctionDeclaration = {
  id: "MSREPLICATION",
  description:
    "The replication between datacenters of a design by Microsoft's Exchange Server Role Requirements Calculator v7.6 (Replication Requirements): Mb/s at peak and for the RPO per database, DAG and environment, hour by hour, whether the link carries it and which link to buy, spilled as a table with the names of exsize size --json's replication object.",
  params: [TIERS_PARAM, ENVIRONMENT_PARAM, PROFILE_PARAM],
  result: FIGURE_TABLE_RESULT,
  example: {
    args: [EXAMPLE_TIERS, null, DAY],
    value: "logGenerationProfile[0]",
    note: "the calculator example with a working-day profile: peakReplicationMbpsPerDag 94.447 Mb/s (extra_outputs.py, E2013Calcv7.6, Replication Requirements!F138)",
  },
  evaluate: (a) => objectRows(size(a, true).replication),
};

export const MSREPLICATIONPEAKMBPS: FunctionDeclaration = {
  id: "MSREPLICATIONPEAKMBPS",
  description:
    "Peak log and content-index replication between datacenters per DAG, in Mb/s, by Microsoft's Exchange Server Role Requirements Calculator v7.6 (Replication Requirements!F138); -- without two datacenters or an hourly profile.",
  params: [TIERS_PARAM, ENVIRONMENT_PARAM, PROFILE_PARAM],
  result: { shape: "scalar", unit: "Mb/s", description: "Peak replication per DAG [Mb/s]." },
  example: {
    args: [EXAMPLE_TIERS, null, DAY],
    value: 94.4471,
    digits: 4,
    note: "the calculator example with a working-day profile: 94.44714285714284 Mb/s (extra_outputs.py, E2013Calcv7.6, Replication Requirements!F138)",
  },
  evaluate: (a) =>
    cell((size(a, true).replication as Record<string, unknown>).peakReplicationMbpsPerDag),
};

export const MSACTIVATION: FunctionDeclaration = {
  id: "MSACTIVATION",
  description:
    "The activation scenarios of a design by Microsoft's Exchange Server Role Requirements Calculator v7.6 (Activation Scenarios): active databases and mailboxes per server and datacenter in normal running, after failures and after activating the other datacenter, and the Set-MailboxServer -MaximumActiveDatabases / -MaximumPreferredActiveDatabases values, spilled with the names of exsize size --json's activation object.",
  params: [TIERS_PARAM, ENVIRONMENT_PARAM],
  result: FIGURE_TABLE_RESULT,
  example: {
    args: [EXAMPLE_TIERS],
    value: "singleOrActivePassive.activeMailboxServersPerDag[0]",
    note: "the calculator example: maximumActiveDatabases 40 (extra_outputs.py, E2013Calcv7.6, Role Requirements!I111)",
  },
  evaluate: (a) => objectRows(size(a, false).activation),
};

export const MICROSOFT_REPLICATION_FUNCTIONS = [MSREPLICATION, MSREPLICATIONPEAKMBPS, MSACTIVATION];
