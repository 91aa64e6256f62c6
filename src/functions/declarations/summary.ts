import { ARRAY_CANDIDATES } from "../../catalog";
import { SizingError, sizeScenario } from "../../core";
import { parseMicrosoftScenario } from "../../core/microsoft/scenario/parse";
import { sizeMicrosoft } from "../../core/microsoft/size";
import {
  SUMMARY_KEYS,
  Summary,
  dellDesignFigures,
  dellDesignOf,
  dellSummary,
  microsoftSummary,
} from "../../core/summary";
import { Verdict, dellVerdict, verdictOf } from "../../core/verdict";
import { CellValue, FunctionDeclaration } from "../declaration";
import { rangeParam } from "../params";
import { forEachNameValue, readTiers } from "../tiersRange";

/**
 * EX.SUMMARY (issue 13): the summary both methods give (docs/summary.md), for one design given as a
 * two-column range of scenario keys and values, so a consultant builds a comparison by hand, one call
 * per column. The keys are those of `exsize size`'s scenario file: a Dell design's users, quotaMB,
 * messagesPerDay, avgMessageKB, copies, dbCount, raid, and its options, spindle and compute inputs as
 * dotted names (options.dbOverhead, spindles.driveSpeed, compute.servers); a Microsoft design has the
 * row method | microsoft, the calculator's inputs by name (haCopies, exchangeVersion, ...) and its tiers
 * in the second range, read as EX.MSDESIGN reads its tiers (a header row of tier input names, then one
 * row per tier). Checked as `exsize size` checks a scenario: a bad value's message names the key.
 *
 * Registered as its own lazy group (registry.ts, file "summary"): its adapter imports this module on
 * the first call, which loads its chunk and the Microsoft method's core it shares with the EX.MS*
 * functions, not at startup (npm run bench: onFirstCallJsGzKB, per group; docs/performance.md).
 */

/** The inputs range as a scenario object: name | value rows, "a.b" names nested; blank rows skipped. */
export function readDesignInputs(
  rows: readonly (readonly unknown[])[],
  name: string
): Record<string, unknown> {
  const design: Record<string, unknown> = {};
  forEachNameValue(rows, name, "a scenario key", (key, value) => {
    const path = key.trim().split(".");
    if (path[0] === "tiers")
      throw new SizingError(name, `${name} cannot set tiers: give them in the tiers range`);
    if (path.length > 2)
      throw new SizingError(key, `${key}: a key is a name or group.name (compute.servers)`);
    if (path.length === 1) design[path[0]] = value;
    else {
      const group = (design[path[0]] ??= {}) as Record<string, unknown>;
      if (typeof group !== "object")
        throw new SizingError(key, `${key}: ${path[0]} is given both as a value and as a group`);
      group[path[1]] = value;
    }
  });
  return design;
}

/** The summary of a design object (Dell unless method is "microsoft"), with the design's verdict. */
export function designSummary(
  design: Record<string, unknown>,
  tiers: Record<string, unknown>[] | undefined
): { readonly summary: Summary; readonly verdict: Verdict } {
  const method = typeof design.method === "string" ? design.method.toLowerCase() : design.method;
  if (method === "microsoft") {
    const json = { ...design, method: "microsoft", ...(tiers ? { tiers } : {}) };
    const sizing = sizeMicrosoft(json);
    return {
      summary: microsoftSummary(sizing, parseMicrosoftScenario(json).cells),
      verdict: verdictOf(sizing),
    };
  }
  if (method !== undefined && method !== "dell")
    throw new SizingError("method", `method must be "dell" or "microsoft" (got ${String(method)})`);
  if (tiers !== undefined)
    throw new SizingError("tiers", "tiers are for a Microsoft design (method | microsoft)");
  const { method: _m, ...dell } = design;
  void _m;
  const d = dellDesignOf(dell);
  return {
    summary: dellSummary(dellDesignFigures(d, ARRAY_CANDIDATES)),
    verdict: dellVerdict(sizeScenario(d.input, d.options)),
  };
}

/**
 * The summary as spilled rows: a header, then key | value, "--" where the method has none or the
 * verdict says the figure does not exist (a rejected design's servers, an insufficient-disk design's
 * disks), then the verdict in words as the last row (after the 11 keys, so a sheet that reads the
 * rows by position keeps them where they were).
 */
export function summaryRows(result: {
  readonly summary: Summary;
  readonly verdict: Verdict;
}): CellValue[][] {
  return [
    ["Summary key", "Value"],
    ...SUMMARY_KEYS.map((k) => [k, result.summary[k] ?? "--"]),
    ["verdict", result.verdict.headline],
  ];
}

export const SUMMARY: FunctionDeclaration = {
  id: "SUMMARY",
  description:
    "The summary both sizing methods give (mailboxes, databases, copies, storage and IOPS of all copies, servers, cores, RAM, disks, arrays, worst-failure CPU) for one design, spilled as key | value rows.",
  params: [
    rangeParam({
      name: "inputs",
      description:
        "Two-column range of scenario keys and values, as exsize size's scenario file: users | 5000, copies | 2, options.dbOverhead | 1, compute.servers | 4; method | microsoft with the calculator's inputs for a Microsoft design.",
      parse: readDesignInputs,
    }),
    rangeParam({
      name: "tiers",
      description:
        "Microsoft designs only: range of 1 to 4 tiers, a header row of tier input names (mailboxes, messagesPerDay, ...) then one row per tier, as EX.MSDESIGN reads it. Blank: the calculator example's tiers.",
      optional: true,
      parse: readTiers,
    }),
  ],
  result: {
    shape: "matrix",
    unit: "",
    description:
      'A two-column table with a header row (Summary key, Value): the 11 keys of docs/summary.md, "--" where the method has no such figure or the design has none (a rejected design\'s servers, an insufficient-disk design\'s disks); then the row verdict with ExSize\'s verdict in words ("Rejected: ...", "Accepted ...").',
  },
  example: {
    args: [
      [
        ["users", 5000],
        ["quotaMB", 2048],
        ["messagesPerDay", 150],
        ["avgMessageKB", 75],
        ["copies", 2],
        ["options.dbOverhead", 1],
      ],
    ],
    value: "mailboxes",
    note: "seed 000's worked example as printed: mailboxes 5000, databases 12 (Table 18), arraysTotal 2 (section 3.4.2)",
  },
  evaluate: (a) =>
    summaryRows(
      designSummary(
        a.parsed<Record<string, unknown>>("inputs"),
        a.parsed<Record<string, unknown>[] | undefined>("tiers")
      )
    ),
};

export const SUMMARY_FUNCTIONS = [SUMMARY];
