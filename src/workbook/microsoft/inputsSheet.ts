import type { Value } from "../../core/formula";
import { stepInputs } from "../../core/formula";
import {
  DATACENTER_MODELS,
  EXCHANGE_VERSIONS,
  cellStepName,
  parseMicrosoftScenario,
} from "../../core/microsoft/scenario/parse";
import {
  AUTOMATIC_OR_CUSTOM,
  DEFAULTS_SOURCE,
  GLOBAL_INPUTS,
  InputKind,
  InputRule,
  LISTS,
  TIER_INPUTS,
} from "../../core/microsoft/scenario/inputs";
import { NumberRule, describeRule } from "../../core";
import { cellRef, rangeRef } from "../a1";
import { Cell, DataValidationSpec } from "../model";
import { fx, lit } from "../sheetWriter";
import { inputsTemplate } from "../inputsParts";
import { numberValidation } from "../validation";
import { MS_SHEETS, MicrosoftTemplate } from "./context";
import { msName } from "./names";
import { REPLICATION_INPUT_CELLS } from "./replicationInputs";
import { NETWORK_LINK_NAMES } from "../../core/microsoft/extras";
import { CONTENT_INDEX_REPLICATION } from "../../core/microsoft/extras/inputs";
import { DISK_SIZE_RULE } from "../../core/microsoft/scenario/diskTables";
import { choicesOf as listOf } from "../../core/microsoft/scenario/tierColumns";
import { MESSAGE_PROFILES } from "../../core/microsoft/profile/versions";

/** One input cell of the calculator, by the step name the method's formulas read. */
interface InputCell {
  readonly key: string;
  readonly label: string;
  readonly kind: InputKind;
  /** The calculator cell it stands for, or where the value comes from. */
  readonly cell: string;
  /** A number's rule, from the one input table (inputs.ts), in the scenario's form (percent for pct). */
  readonly rule?: InputRule;
}

/** The input cells a scenario key does not name one to one (parse.ts applies them). */
const OTHER_CELLS: readonly InputCell[] = [
  {
    key: "input.hyperthreading",
    label:
      "Hyperthreading on (ExSize, issue 30: HealthChecker counts logical cores; Microsoft recommends it off on physical servers)",
    kind: "yesno",
    cell: "ExSize scenario key hyperthreading",
  },
  {
    key: "input.sockets",
    label:
      'Processor sockets per server (ExSize, issue 30: HealthChecker allows 2 on Exchange 2019/SE; "--" not given)',
    kind: "num",
    cell: "ExSize scenario key sockets",
  },
  {
    key: "input.siteResilience",
    label: "Site Resilient Deployment (scenario key datacenterModel)",
    kind: "yesno",
    cell: "Input!G22",
  },
  {
    key: "input.siteResilienceModel",
    label: "Site Resilient Deployment model (scenario key datacenterModel)",
    kind: "choice:siteModel",
    cell: "Input!G23",
  },
  {
    key: "input.maxDbSizeConfiguration",
    label: "Maximum Database Size Configuration (scenario key maxDbSizeGB: Custom when given)",
    kind: "choice:maxDbSize",
    cell: "Input!G36",
  },
  {
    key: "input.maxDbSizeGB",
    label: "Maximum Database Size (GB), when Custom",
    kind: "num",
    cell: "Input!G37",
    rule: AUTOMATIC_OR_CUSTOM.maxDbSizeGB.rule,
  },
  {
    key: "input.databaseCountAutomatic",
    label:
      "Automatically Calculate Number of Unique Databases / DAG (No when databaseCountCustom is given)",
    kind: "yesno",
    cell: "Input!G38",
  },
  {
    key: "input.databaseCountCustom",
    label: "Custom Number of Databases / DAG",
    kind: "int",
    cell: "Input!G39",
    rule: AUTOMATIC_OR_CUSTOM.databaseCountCustom.rule,
  },
  {
    key: "input.acceptedDespite",
    label:
      "Rejects the consultant accepts (scenario key acceptedDespite: rule keys separated by commas)",
    kind: "text",
    cell: "ExSize scenario key acceptedDespite",
  },
  {
    key: "input.exchangeVersion",
    label:
      "Exchange version (ExSize's: 2013 is the calculator; 2016 its CPU from the 2016 Perf Guy table (Exchange Team blog, Oct 2015); 2019 the 2016 figures with the 2019 Preferred Architecture's limits, MCDB and 128 GB minimum; SE sized as 2019, build 15.2, no SE-specific guidance published)",
    kind: "choice:exchangeVersion",
    cell: "ExSize scenario key exchangeVersion",
  },
];

const EXTRA_LISTS: Readonly<Record<string, readonly string[]>> = {
  varNetLinkType: NETWORK_LINK_NAMES,
  contentIndexReplication: CONTENT_INDEX_REPLICATION,
  // Input!G23's distribution models: the datacenter models' that are site resilient (parse.ts)
  siteModel: Object.values(DATACENTER_MODELS).flatMap(([, model]) => (model ? [model] : [])),
  maxDbSize: ["Default", "Custom"],
  exchangeVersion: EXCHANGE_VERSIONS,
};

/** A kind's list as its cell holds it: the pane's (tierColumns.ts), messages (profile/versions.ts) and disk sizes with their units. */
function choicesOf(kind: InputKind): readonly string[] | undefined {
  if (kind === "messages") return MESSAGE_PROFILES;
  if (kind === "gb") return LISTS.varDiskSize.filter((s) => s !== "--");
  return listOf(kind) ?? (kind.startsWith("choice:") ? EXTRA_LISTS[kind.slice(7)] : undefined);
}

/** What a cell of this kind holds, as the Unit column says it. */
function unitOf(kind: InputKind): string {
  if (kind === "pct") return "fraction (0.05 = 5 %)";
  if (kind === "int") return "whole number";
  if (kind === "num") return "number";
  if (kind === "messages") return "messages a day";
  if (kind === "gb") return "disk size";
  if (kind === "text") return "text";
  return "choice";
}

/**
 * A percentage shows as one; a choice of digits ("2013", "2016") is a text cell ("@"), else Excel
 * would store a picked or typed 2016 as a number and the steps' ="2016" would not match it.
 */
const numberFormatOf = (kind: InputKind) =>
  kind === "pct" ? "0.0%" : kind === "choice:exchangeVersion" ? "@" : undefined;

/** Every global input cell, in the calculator's Input sheet order (GLOBAL_INPUTS, then OTHER_CELLS). */
export function globalInputCells(): InputCell[] {
  const out: InputCell[] = [];
  for (const spec of GLOBAL_INPUTS)
    spec.cells.forEach((cell, i) => {
      const key = cellStepName(spec, i);
      if (out.some((c) => c.key === key)) return;
      const label =
        spec.cells.length > 1 ? `${spec.label} (scenario key ${spec.name})` : spec.label;
      out.push({ key, label, kind: spec.kind, cell, rule: spec.rule });
    });
  for (const c of [...OTHER_CELLS, ...REPLICATION_INPUT_CELLS])
    if (!out.some((o) => o.key === c.key)) out.push(c);
  return out;
}

/** The example workbook's value of every input cell: the default an omitted key takes. */
const DEFAULTS = (() => {
  let cells: Readonly<Record<string, Value>> | undefined;
  return () => (cells ??= parseMicrosoftScenario({ method: "microsoft" }).cells);
})();

/**
 * A number's rule in the cell's form: the table's rule (inputs.ts) as the cell holds the value, a
 * percentage as its fraction (volumeFreeSpacePercent 0 to 100 is 0 to 1 here); an int is whole.
 * Without a rule (a cell the table does not hold), a number of 0 or more.
 */
function cellRule(kind: InputKind, rule: InputRule | undefined): NumberRule {
  const base: NumberRule = rule ?? { whole: false, min: 0, minExclusive: false };
  const whole = kind === "int" || base.whole;
  if (kind !== "pct") return { ...base, whole };
  const scale = (x: number) => Number((x / 100).toPrecision(12));
  return {
    whole: false,
    min: scale(base.min),
    minExclusive: base.minExclusive,
    ...(base.max === undefined ? {} : { max: scale(base.max) }),
    ...(base.oneOf ? { oneOf: base.oneOf.map(scale) } : {}),
  };
}

/** The valid values as the column says them: the list, or the rule in words. */
function validValues(kind: InputKind, rule: InputRule | undefined): string {
  const choices = choicesOf(kind);
  if (kind === "gb")
    return `any whole number of GB followed by " GB" (the calculator's list ${choices!.join(", ")} keeps its own figures; other sizes are derived by its rule: ${DISK_SIZE_RULE})`;
  if (choices) return choices.join(", ");
  const text = describeRule(cellRule(kind, rule));
  return rule ? `${text} (${rule.source})` : text;
}

function validation(
  ref: string,
  label: string,
  kind: InputKind,
  rule: InputRule | undefined
): DataValidationSpec | undefined {
  const choices = choicesOf(kind);
  if (choices) {
    const list = choices.map((c) => c.replace(/"/g, '""')).join(",");
    if (choices.some((c) => c.includes(",")) || list.length > 255) return undefined;
    return {
      ref,
      rule: { type: "list", choices },
      errorTitle: "ExSize: not a calculator choice",
      errorMessage:
        kind === "gb"
          ? "Not one of the calculator's disk sizes: any whole number of GB followed by \" GB\" works, its figures derived by the calculator's rule."
          : `${label.slice(0, 120)} must be one of the calculator's list.`,
      ...(kind === "gb" ? { errorStyle: "information" as const } : {}),
      allowBlank: false,
    };
  }
  const r = cellRule(kind, rule);
  return numberValidation(ref, label.slice(0, 120), r, kind === "pct" ? "fraction" : "");
}

const inputCell = (v: Value | undefined, kind: InputKind): Cell =>
  v === undefined
    ? { style: "input" }
    : lit(v, typeof v === "string" ? "inputText" : "input", numberFormatOf(kind));

/**
 * The Inputs sheet of the Microsoft workbook: every input cell of the calculator the method reads, each
 * a named input cell (ex.ms.input.<name>) with its unit, valid values, the example workbook's default and
 * the cell it stands for; the tiers as an Excel table (a header row of the 17 tier input names, one row
 * per tier); and the calculator's one VBA value, Variables!K53, as the core sized it.
 */
export const msInputsSheet: MicrosoftTemplate = inputsTemplate(
  MS_SHEETS.inputs,
  'Peach cells are inputs, in the form the calculator\'s cells hold them (0.05 for 5 %, "200 messages").',
  (w, context, { headings, validations }) => {
    const given = context.scenario.cells;
    const defaults = DEFAULTS();
    w.section("Environment, backup, storage and processor (E2013Calcv7.6, Input sheet)");
    headings();
    const cells = globalInputCells();
    for (const c of cells) {
      const row = w.addRow([
        lit(msName(c.key), "label"),
        lit(c.label, "text"),
        inputCell(given[c.key], c.kind),
        lit(unitOf(c.kind), "unit"),
        lit(validValues(c.kind, c.rule), "note"),
        defaults[c.key] === undefined ? null : lit(defaults[c.key], "note", numberFormatOf(c.kind)),
        lit(c.cell.startsWith("Input!") ? `${DEFAULTS_SOURCE}, ${c.cell}` : c.cell, "note"),
      ]);
      w.name(msName(c.key), row, 2, `${c.label} (${c.cell})`);
      const v = validation(cellRef(row, 2), c.label, c.kind, c.rule);
      if (v) validations.push(v);
    }

    // The version under its JSON key, which the servers area's steps read (as exsize size --json prints it).
    const version = w.addRow([
      lit(msName("exchangeVersion"), "label"),
      lit("Exchange version, as the steps and exsize size --json name it", "text"),
      fx(`=${msName("input.exchangeVersion")}`, "value"),
      lit("choice", "unit"),
      lit("the input above", "note"),
    ]);
    w.name(msName("exchangeVersion"), version, 2, "Exchange version of the design");

    // Where the tiers' profile came from, as exsize profile wrote it (scenario key profileSource).
    const source = context.json.profileSource;
    if (typeof source === "string" && source) {
      w.section("Where the mailbox profile comes from (scenario key profileSource)");
      w.addRow([lit("Profile source", "label"), lit(source, "text")]);
    }

    w.section("Mailbox tiers (E2013Calcv7.6, Input rows 55-90; a tier of 0 mailboxes is off)");
    const header = w.addRow([
      lit("Tier", "heading"),
      ...TIER_INPUTS.map((s) => lit(s.name, "heading")),
    ]);
    for (let t = 1; t <= 4; t++) {
      const row = w.addRow([
        lit(`Tier ${t}`, "labelBold"),
        ...TIER_INPUTS.map((s) => inputCell(given[`input.tier${t}.${s.name}`], s.kind)),
      ]);
      TIER_INPUTS.forEach((s, i) => {
        const key = `input.tier${t}.${s.name}`;
        w.name(msName(key), row, i + 1, `Tier ${t}: ${s.label} (${s.cells[t - 1]})`);
        const v = validation(cellRef(row, i + 1), s.label, s.kind, s.rule);
        if (v) validations.push(v);
      });
    }
    const tableRef = rangeRef(header, 0, header + 4, TIER_INPUTS.length);

    w.section("The tier inputs: what each column holds");
    w.addRow(
      ["Column", "Input", "Unit", "Valid values", "Default (tiers 1-4)", "Source (tiers 1-4)"].map(
        (h) => lit(h, "heading")
      )
    );
    for (const s of TIER_INPUTS) {
      w.addRow([
        lit(s.name, "label"),
        lit(s.label, "text"),
        lit(unitOf(s.kind), "unit"),
        lit(validValues(s.kind, s.rule), "note"),
        lit(
          [1, 2, 3, 4].map((t) => String(defaults[`input.tier${t}.${s.name}`])).join("; "),
          "note"
        ),
        lit(`${DEFAULTS_SOURCE}, ${s.cells.join(", ")}`, "note"),
      ]);
    }

    w.section("The calculator's VBA value (read here as an input; see Notes)");
    headings();
    const vba = w.addRow([
      lit(msName("diskGroupSize"), "label"),
      lit(
        "Disk group size (varDiskGroup), which the Input sheet's Worksheet_Change macro writes; ExSize computed it for this scenario",
        "text"
      ),
      inputCell(context.values.get("diskGroupSize") as Value | undefined, "int"),
      lit("disks", "unit"),
      lit("whole number", "note"),
      lit(4, "note"),
      lit("E2013Calcv7.6, Variables!K53; ExSize's vbaDiskGroup.ts", "note"),
    ]);
    w.name(
      msName("diskGroupSize"),
      vba,
      2,
      "Disk group size, the calculator's VBA value (Variables!K53)"
    );

    // Every name the steps read must be an input cell here.
    const named = new Set(w.names.map((n) => n.name));
    const missing = stepInputs(context.steps).filter((n) => !named.has(msName(n)));
    if (missing.length) throw new Error(`the Inputs sheet has no cell for ${missing.join(", ")}`);

    return {
      columnWidths: [45, 60, 30, 20, 40, 20, 40, ...TIER_INPUTS.slice(6).map(() => 16)],
      tables: [
        { name: "MsTiers", ref: tableRef, style: "TableStyleLight9", showRowStripes: false },
      ],
      tabColor: "ED7D31",
    };
  }
);
