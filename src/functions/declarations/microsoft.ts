import { RefusalError, SizingError, WHOLE_POSITIVE, shownValue } from "../../core";
import type { NumberRule } from "../../core";
import {
  MicrosoftSizing,
  OutputValue,
  sizeMicrosoft,
  sizeMicrosoftDatabases,
} from "../../core/microsoft/size";
import { LISTS, TIER_INPUTS, TierInputSpec } from "../../core/microsoft/scenario/inputs";
import {
  CellValue,
  FIGURE_TABLE_RESULT,
  FunctionDeclaration,
  ParamDeclaration,
} from "../declaration";
import { numberParam, rangeParam } from "../params";
import { readTiers } from "../tiersRange";
import { ENVIRONMENT_PARAM } from "./environmentParam";

/**
 * The Microsoft method (E2013Calcv7.6, issue 11) as EX.* functions: one function per per-tier figure,
 * taking the tier's 17 inputs (mscalc.py's tier input names, in its order; a blank input keeps the
 * calculator's example value) and an environment range, and EX.MSDESIGN, which sizes a whole design
 * from a tiers range and an environment range and spills every figure of `exsize size --json` with
 * its name. Inputs are checked by the scenario's rules (src/core/microsoft/scenario/parse.ts), so a
 * bad value gets the message `exsize size` gives, naming the input.
 */

const MESSAGES: NumberRule = {
  whole: true,
  min: 50,
  max: 500,
  minExclusive: false,
  oneOf: [50, 100, 150, 200, 250, 300, 350, 400, 450, 500],
};
const BLANK = "the calculator example's value";

/** Choices of a text input, as the calculator's drop-down lists give them. */
function choices(kind: string): readonly string[] {
  if (kind === "yesno") return ["Yes", "No"];
  if (kind === "enabled") return ["Enabled", "Disabled"];
  return LISTS[kind.slice("choice:".length)] ?? [];
}

/**
 * One tier input as a parameter: numbers with their rule and unit from the one input table
 * (TIER_INPUTS' `rule` and `unit`, src/core/microsoft/scenario/inputs.ts), choices as text of the
 * calculator's list. The scenario reader checks the same rule again (with its percentage/fraction
 * reading and the rules across a tier's inputs), so a function and `exsize size` give one message.
 */
function tierParam(spec: TierInputSpec, optional: boolean): ParamDeclaration {
  const unit = spec.unit || "number";
  // A function sizes a tier that exists: at least one mailbox (a scenario's tier of 0 is switched off).
  if (spec.name === "mailboxes")
    return numberParam(spec.name, spec.label, unit, WHOLE_POSITIVE, optional, BLANK);
  if (spec.rule && (spec.kind === "int" || spec.kind === "num" || spec.kind === "pct"))
    return numberParam(
      spec.name,
      spec.label,
      unit,
      spec.kind === "int" ? { ...spec.rule, whole: true } : spec.rule,
      optional,
      BLANK
    );
  if (spec.kind === "messages")
    return numberParam(spec.name, spec.label, unit, MESSAGES, optional, BLANK);
  const list = choices(spec.kind);
  // A Yes/No input takes Excel's TRUE/FALSE too, as Excel users type a Yes/No (issue 31).
  const logical =
    spec.kind === "yesno" || spec.kind === "enabled" ? ([list[0], list[1]] as const) : undefined;
  return {
    name: spec.name,
    description: `${spec.label}: one of ${list.join(", ")}${logical ? ` (or TRUE/FALSE)` : ""}. Blank: ${BLANK}.`,
    optional,
    type: {
      kind: "text",
      ...(logical ? { logical } : {}),
      parse: (text, name) => {
        const hit = list.find((c) => c.toLowerCase() === text.toLowerCase());
        if (hit === undefined)
          throw new SizingError(
            name,
            `${name} must be one of ${list.map((c) => JSON.stringify(c)).join(", ")}${logical ? " or TRUE/FALSE" : ""} (got ${shownValue(text)})`
          );
        return hit;
      },
    },
  };
}

/** The 17 tier inputs, mailboxes required, the others optional. */
const TIER_PARAMS: readonly ParamDeclaration[] = TIER_INPUTS.map((spec, i) =>
  tierParam(spec, i > 0)
);

/**
 * Sizes a scenario; a SizingError from its checks names the input. `tierOnly`: the tier profile and
 * database area alone (a per-tier figure needs no server figures, whose errors in a design the
 * calculator itself cannot size would otherwise hide it).
 */
function size(
  env: Record<string, unknown> | undefined,
  tiers: Record<string, unknown>[],
  tierOnly = false
): MicrosoftSizing {
  const scenario = { ...(env ?? {}), method: "microsoft", tiers };
  return tierOnly ? sizeMicrosoftDatabases(scenario) : sizeMicrosoft(scenario);
}

type TierFigure =
  | "megacyclesPerMailboxActive"
  | "megacyclesPerMailboxPassive"
  | "casMegacyclesPerMailbox"
  | "dbCachePerMailboxMB"
  | "transactionLogsPerMailboxPerDay"
  | "dumpsterAndWhitespaceMB"
  | "mailboxSizeOnDiskMB"
  | "readRatio"
  | "iopsPerMailbox";

/**
 * One per-tier figure as a function. `value` is the calculator's example design (one tier of 5,000
 * mailboxes, its other inputs the example workbook's), as mscalc.py gives it (tests/golden/
 * microsoft-example.test.ts).
 */
function tierFunction(
  id: string,
  figure: TierFigure,
  unit: string,
  what: string,
  cell: string,
  value: number
): FunctionDeclaration {
  return {
    id,
    description: `${what} of one mailbox tier, by Microsoft's Exchange Server Role Requirements Calculator v7.6 (${cell}); 2016, 2019 and SE with environment exchangeVersion.`,
    params: [...TIER_PARAMS, ENVIRONMENT_PARAM],
    result: { shape: "scalar", unit, description: `${what} [${unit}].` },
    example: {
      args: [5000],
      value: Number(value.toFixed(4)),
      digits: 4,
      note: `the calculator's example design: ${cell} ${value} (mscalc.py, E2013Calcv7.6)`,
    },
    evaluate: (a) => {
      const tier: Record<string, unknown> = {};
      for (const p of TIER_PARAMS) {
        const v =
          p.type.kind === "number" ? a.optNum(p.name) : a.parsed<string | undefined>(p.name);
        if (p.name === "mailboxes") tier.mailboxes = a.num("mailboxes");
        else if (v !== undefined) tier[p.name] = v;
      }
      let sizing: MicrosoftSizing;
      try {
        sizing = size(a.parsed<Record<string, unknown> | undefined>("environment"), [tier], true);
      } catch (error) {
        // The one tier is the function's arguments: name the parameter (growthPercent), not tiers[0]
        // (a refusal by name drops it once worded too: its words are emptied here, errors.ts).
        if (error instanceof RefusalError && error.argument.startsWith("tiers[0]."))
          throw new RefusalError(error.refusal, error.parts, error.message, "tiers[0].");
        if (error instanceof SizingError && error.argument.startsWith("tiers[0]."))
          throw new SizingError(
            error.argument.slice("tiers[0].".length),
            error.message.split("tiers[0].").join("")
          );
        throw error;
      }
      const out = sizing.tiers[0][figure];
      if (typeof out !== "number")
        throw new SizingError(
          "mailboxes",
          `the calculator gives no ${figure} for this tier (${JSON.stringify(out)})`
        );
      return out;
    },
  };
}

export const MSMEGACYCLESACTIVE = tierFunction(
  "MSMEGACYCLESACTIVE",
  "megacyclesPerMailboxActive",
  "megacycles",
  "Megacycles per active mailbox",
  "Role Requirements!C14",
  8.5
);
export const MSMEGACYCLESPASSIVE = tierFunction(
  "MSMEGACYCLESPASSIVE",
  "megacyclesPerMailboxPassive",
  "megacycles",
  "Megacycles per passive mailbox",
  "Role Requirements!C15",
  2.74
);
export const MSCASMEGACYCLES = tierFunction(
  "MSCASMEGACYCLES",
  "casMegacyclesPerMailbox",
  "megacycles",
  "Client Access megacycles per mailbox",
  "Role Requirements!C16",
  3.1875
);
export const MSDBCACHEMB = tierFunction(
  "MSDBCACHEMB",
  "dbCachePerMailboxMB",
  "MB",
  "Database cache per mailbox",
  "Role Requirements!C17",
  12
);
export const MSLOGSPERDAY = tierFunction(
  "MSLOGSPERDAY",
  "transactionLogsPerMailboxPerDay",
  "logs/day",
  "Transaction logs generated per mailbox per day",
  "Role Requirements!C18",
  40
);
export const MSDUMPSTERMB = tierFunction(
  "MSDUMPSTERMB",
  "dumpsterAndWhitespaceMB",
  "MB",
  "Dumpster and whitespace per mailbox",
  "Role Requirements!C20",
  649.8065624999999
);
export const MSMAILBOXSIZEMB = tierFunction(
  "MSMAILBOXSIZEMB",
  "mailboxSizeOnDiskMB",
  "MB",
  "Mailbox size on disk",
  "Role Requirements!C22",
  10890
);
export const MSREADRATIO = tierFunction(
  "MSREADRATIO",
  "readRatio",
  "fraction",
  "Database read share of the IOPS",
  "Role Requirements!C29",
  0.6
);
export const MSIOPSPERMAILBOX = tierFunction(
  "MSIOPSPERMAILBOX",
  "iopsPerMailbox",
  "IOPS",
  "Database IOPS per mailbox",
  "Role Requirements!C30",
  0.134
);

/** A JSON value as a cell: null is the calculator's "--", an error its text. */
function cell(v: OutputValue | undefined): CellValue {
  if (v === null || v === undefined) return "--";
  if (typeof v === "object") return v.error;
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  return v;
}

/** The JSON's replication, activation and mailboxModeling objects: EX.MSREPLICATION and its siblings spill them. */
const EXTRA_OBJECTS = ["replication", "activation", "mailboxModeling"];

/**
 * Every figure of `exsize size --json` as [name, value] rows: k, tiers[i].k, k.mode, list[i]; the
 * verdict last (verdict.status, verdict.headline, verdict.rejects[i], ...), after the tiers, so the rows
 * a sheet read before the verdict existed keep their places.
 */
export function designRows(s: MicrosoftSizing, tierCount: number): CellValue[][] {
  const rows: CellValue[][] = [["Figure", "Value"]];
  // A list (brokenRules, flags, the verdict's rejects and warnings): one row per item, its text or
  // its message; "none" when empty.
  const list = (k: string, v: readonly unknown[]) => {
    if (v.length === 0) rows.push([k, "none"]);
    v.forEach((item, i) =>
      rows.push([
        `${k}[${i}]`,
        typeof item === "string"
          ? item
          : String((item as { message?: unknown })?.message ?? JSON.stringify(item)),
      ])
    );
  };
  const add = (k: string, v: unknown) => {
    if (Array.isArray(v)) list(k, v);
    else if (v !== null && typeof v === "object" && !("error" in v)) {
      for (const [mode, mv] of Object.entries(v as Record<string, unknown>))
        if (Array.isArray(mv)) list(`${k}.${mode}`, mv);
        else rows.push([`${k}.${mode}`, cell(mv as OutputValue)]);
    } else rows.push([k, cell(v as OutputValue)]);
  };
  for (const [k, v] of Object.entries(s))
    if (k !== "method" && k !== "tiers" && k !== "verdict" && !EXTRA_OBJECTS.includes(k)) add(k, v);
  s.tiers.slice(0, tierCount).forEach((t, i) => {
    for (const [k, v] of Object.entries(t)) rows.push([`tiers[${i}].${k}`, cell(v)]);
  });
  if (s.verdict !== undefined) add("verdict", s.verdict);
  return rows;
}

export const MSDESIGN: FunctionDeclaration = {
  id: "MSDESIGN",
  description:
    "A whole design by Microsoft's Exchange Server Role Requirements Calculator v7.6, spilled as a table of every figure exsize size --json gives (databases, copies, servers, IOPS, failure modes, per tier) with its name.",
  params: [
    rangeParam({
      name: "tiers",
      description:
        "Range of 1 to 4 tiers: a header row of tier input names (mailboxes, messagesPerDay, quotaMB, ...), then one row per tier; a blank cell keeps the calculator example's value.",
      parse: readTiers,
    }),
    ENVIRONMENT_PARAM,
  ],
  result: FIGURE_TABLE_RESULT,
  example: {
    args: [[["mailboxes"], [5000]]],
    value: "exchangeVersion",
    note: "the calculator's example design; its first row is exchangeVersion 2013, databaseCount 40 (mscalc.py, E2013Calcv7.6, Role Requirements!C243)",
  },
  evaluate: (a) => {
    const tiers = a.parsed<Record<string, unknown>[]>("tiers");
    const s = size(a.parsed<Record<string, unknown> | undefined>("environment"), tiers);
    return designRows(s, tiers.length);
  },
};

export const MICROSOFT_FUNCTIONS = [
  MSMEGACYCLESACTIVE,
  MSMEGACYCLESPASSIVE,
  MSCASMEGACYCLES,
  MSDBCACHEMB,
  MSLOGSPERDAY,
  MSDUMPSTERMB,
  MSMAILBOXSIZEMB,
  MSREADRATIO,
  MSIOPSPERMAILBOX,
  MSDESIGN,
];

// issue 21: the replication and activation functions (their own file, exported here for the generated adapter).
