/**
 * The task pane's form as data: one field per scenario input (INPUT_SPECS) and per option
 * (OPTION_SPECS, in the sources' groups with short labels: optionGroups.ts), checked with the custom
 * functions' own rule (ruleViolation) but named by the field's label, numbers read as people type
 * them in the display language (numberText.ts), and turned into the scenario the templates build
 * from. No DOM here.
 *
 * Example: fieldMessage(users, "-5") => "Number of mailbox users, including growth (NU): must be a
 * whole number greater than 0 (got -5)"; fieldMessage(users, "6,000") => undefined (6000).
 */
import { ARRAY_CANDIDATES } from "../catalog";
import {
  INPUT_SPECS,
  InputName,
  NumberRule,
  OPTION_SPECS,
  OptionName,
  SizingError,
  describeRule,
  findOption,
  percentageHint,
  ruleViolation,
} from "../core";
import {
  COVER_NAMES,
  INPUT_NAMES,
  METHOD_INPUT_NAMES,
  RAID_NAME,
  checkWorkbookScenario,
  optionName,
} from "../workbook";
import { readTypedNumber, separatorsOf } from "./numberText";
import { OPTION_GROUPS } from "./optionGroups";
import type { WorkbookScenario } from "../workbook/model";

export interface NumberField {
  readonly kind: "number";
  /** The form key: a scenario key (users) or an option name (dbOverhead). */
  readonly key: string;
  /** The name the custom functions' messages use (users, dbOverhead). */
  readonly name: string;
  readonly label: string;
  readonly unit: string;
  readonly rule: NumberRule;
  /** Blank is allowed (an option: its default; the database count: computed). */
  readonly optional: boolean;
  readonly defaultValue?: number;
  /** The default as a consultant writes it (4 significant digits): 66.6, not 66.60107142857143. */
  readonly defaultShown?: string;
  readonly hint: string;
}

export interface TextField {
  readonly kind: "text";
  readonly key: "project" | "customer";
  readonly label: string;
  readonly hint: string;
}

export type Field = NumberField | TextField;

/** RAID levels of the built-in catalog (seed 000, Tables 12-13), plus "any level". */
export const ANY_RAID = "Any";
export const RAID_CHOICES: readonly string[] = [
  ANY_RAID,
  ...new Set(ARRAY_CANDIDATES.map((c) => c.raid)),
];

function inputField(key: InputName, optional = false): NumberField {
  const spec = INPUT_SPECS[key];
  const symbol = spec.symbol !== spec.name ? ` (${spec.symbol})` : "";
  return {
    kind: "number",
    key,
    name: spec.name,
    label: `${spec.label}${symbol}`,
    unit: spec.unit,
    rule: spec.rule,
    optional,
    hint: `${describeRule(spec.rule)}, in ${spec.unit}; ${spec.source}`,
  };
}

export const TEXT_FIELDS: readonly TextField[] = [
  { kind: "text", key: "project", label: "Project", hint: "Shown on the Summary sheet" },
  { kind: "text", key: "customer", label: "Customer", hint: "Shown on the Summary sheet" },
];

/** The scenario's numbers, as the custom functions name and check them. */
export const SCENARIO_FIELDS: readonly NumberField[] = [
  inputField("users"),
  inputField("quotaMB"),
  inputField("messagesPerDay"),
  inputField("avgMessageKB"),
  inputField("copies"),
];

/** A fixed number of databases (blank: computed from the largest database). */
export const DB_COUNT_FIELD: NumberField = inputField("dbCount", true);

/** A default as a consultant writes it: at most 4 significant digits, no grouping (1024, 66.6, 0.0006733). */
export function roundedDefault(value: number): string {
  return String(Number(value.toPrecision(4)));
}

function optionField(spec: (typeof OPTION_SPECS)[number], label: string): NumberField {
  const shown = roundedDefault(spec.default);
  const exact = shown === String(spec.default) ? "" : ` (exactly ${spec.default})`;
  return {
    kind: "number",
    key: spec.name,
    name: spec.name,
    label,
    unit: spec.unit,
    rule: spec.rule,
    optional: true,
    defaultValue: spec.default,
    defaultShown: shown,
    hint: `${spec.description} Default ${shown} ${spec.unit}${exact}; ${describeRule(spec.rule)}. Option ${spec.name}; ${spec.source}.`,
  };
}

const specOf = (name: string) => OPTION_SPECS.find((o) => o.name === name)!;

/** The largest database, which decides the computed database count. */
export const MAX_DB_SIZE_FIELD: NumberField = optionField(
  specOf("maxDbSizeGB"),
  "Largest database"
);

/** The Advanced options in the sources' groups (optionGroups.ts), with short labels. */
export const OPTION_FIELD_GROUPS: readonly {
  readonly id: string;
  readonly title: string;
  readonly source: string;
  readonly fields: readonly NumberField[];
}[] = OPTION_GROUPS.map((g) => ({
  id: g.id,
  title: g.title,
  source: g.source,
  fields: g.options.map((o) => optionField(specOf(o.name), o.label)),
}));

/** Every other option, for the Advanced section, in the groups' order. */
export const OPTION_FIELDS: readonly NumberField[] = OPTION_FIELD_GROUPS.flatMap((g) => g.fields);

/** The display language the pane reads numbers in when none is given. */
export const DEFAULT_LOCALE = "en-US";

/**
 * What the user typed: blank, a number (read in the display language, numberText.ts), or text that
 * is not one (kept, to be named in the message).
 */
export function parseTyped(text: string, locale = DEFAULT_LOCALE): number | string | null {
  const typed = readTypedNumber(text, locale);
  if (typed.kind === "blank") return null;
  return typed.kind === "number" ? typed.value : typed.text;
}

/**
 * The message for what is typed in a field, naming the field by its label, with the custom
 * functions' rule: "Mailbox quota per user (MQ): must be a number greater than 0 (got -5)".
 * Undefined when fine.
 */
export function fieldMessage(
  field: NumberField,
  text: string,
  locale = DEFAULT_LOCALE
): string | undefined {
  const typed = readTypedNumber(text, locale);
  const name = `${field.label}:`;
  if (typed.kind === "blank")
    return field.optional ? undefined : `${name} required, ${describeRule(field.rule)}`;
  if (typed.kind === "refused") {
    return typed.why === "not a number"
      ? ruleViolation(name, typed.text, field.rule)
      : `${name} “${typed.text}” ${typed.why}`;
  }
  // An option reads as resolveOptions reads it everywhere: a percentage typed as a factor says so.
  const option = findOption(field.name);
  const hint = option?.name === field.name ? percentageHint(option, typed.value) : undefined;
  return hint ? labelled(field, hint) : ruleViolation(name, typed.value, field.rule);
}

/** A core message that names the field by its option name ("dbOverhead 0.2 looks like ..."), by its label. */
function labelled(field: NumberField, message: string): string {
  const rest = message.startsWith(`${field.name} `)
    ? message.slice(field.name.length + 1)
    : message;
  return `${field.label}: ${rest}`;
}

/** How the pane read a typed number that is not written plainly ("6,000" -> "Read as 6000"). */
export function fieldReading(text: string, locale = DEFAULT_LOCALE): string | undefined {
  const typed = readTypedNumber(text, locale);
  return typed.kind === "number" && !typed.plain
    ? `Read as ${shownNumber(typed.value, locale)}`
    : undefined;
}

/** A number as the form shows it: JavaScript's digits, with the display language's decimal separator. */
export function shownNumber(value: number, locale = DEFAULT_LOCALE): string {
  const text = String(value);
  const { decimal } = separatorsOf(locale);
  return decimal === "." || /e/i.test(text) ? text : text.replace(".", decimal);
}

/** The form's state: what is typed in each field by key, and the choices. */
export interface FormValues {
  readonly text: Readonly<Record<string, string>>;
  /** "computed": from the largest database; "fixed": the database count field. */
  readonly databases: "computed" | "fixed";
  readonly raid: string;
}

export interface FormResult {
  /** Defined only when every field is valid. */
  readonly scenario?: WorkbookScenario;
  /** Messages by field key. */
  readonly errors: Readonly<Record<string, string>>;
}

/** The fields that count for these choices (the database count or the largest database). */
export function activeNumberFields(databases: FormValues["databases"]): NumberField[] {
  return [
    ...SCENARIO_FIELDS,
    databases === "fixed" ? DB_COUNT_FIELD : MAX_DB_SIZE_FIELD,
    ...OPTION_FIELDS,
  ];
}

/** The scenario the form describes, or the messages that stop it. */
export function scenarioFromForm(form: FormValues, locale = DEFAULT_LOCALE): FormResult {
  const errors: Record<string, string> = {};
  const numbers: Record<string, number> = {};
  const fields = activeNumberFields(form.databases);
  for (const field of fields) {
    const text = form.text[field.key] ?? "";
    const message = fieldMessage(field, text, locale);
    if (message) errors[field.key] = message;
    const value = parseTyped(text, locale);
    if (typeof value === "number") numbers[field.key] = value;
  }
  if (form.databases === "fixed" && !(DB_COUNT_FIELD.key in numbers) && !errors.dbCount) {
    errors.dbCount = fieldMessage({ ...DB_COUNT_FIELD, optional: false }, "", locale)!;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const options: Record<string, number> = {};
  for (const field of [MAX_DB_SIZE_FIELD, ...OPTION_FIELDS]) {
    if (field.key in numbers && numbers[field.key] !== field.defaultValue) {
      options[field.key] = numbers[field.key];
    }
  }
  const scenario: WorkbookScenario = {
    project: (form.text.project ?? "").trim(),
    customer: (form.text.customer ?? "").trim(),
    users: numbers.users,
    quotaMB: numbers.quotaMB,
    messagesPerDay: numbers.messagesPerDay,
    avgMessageKB: numbers.avgMessageKB,
    copies: numbers.copies,
    ...(form.databases === "fixed" ? { dbCount: numbers.dbCount } : {}),
    ...(form.raid && form.raid !== ANY_RAID ? { raid: form.raid } : {}),
    ...(Object.keys(options).length > 0 ? { options } : {}),
  };
  // The rules across fields, as `exsize workbook` reads a scenario file (a database count above the
  // users, text longer than a cell): the same check, the same message, under the field it names.
  try {
    checkWorkbookScenario(scenario);
  } catch (error) {
    if (error instanceof SizingError) {
      const field = [...SCENARIO_FIELDS, DB_COUNT_FIELD, MAX_DB_SIZE_FIELD, ...OPTION_FIELDS].find(
        (f) => f.key === error.argument
      );
      const text = TEXT_FIELDS.find((f) => f.key === error.argument);
      const message = field
        ? labelled(field, error.message)
        : text
          ? `${text.label}: ${error.message.replace(new RegExp(`^${text.key} `), "")}`
          : error.message;
      return { errors: { [error.argument]: message } };
    }
    throw error;
  }
  return { scenario, errors };
}

/** The form showing a scenario (options at their defaults are left blank: the default shows). */
export function formFromScenario(scenario: WorkbookScenario, locale = DEFAULT_LOCALE): FormValues {
  const text: Record<string, string> = {
    project: scenario.project,
    customer: scenario.customer,
  };
  for (const field of SCENARIO_FIELDS) {
    const value = scenario[field.key as keyof WorkbookScenario];
    text[field.key] = typeof value === "number" ? shownNumber(value, locale) : "";
  }
  text.dbCount = scenario.dbCount === undefined ? "" : shownNumber(scenario.dbCount, locale);
  for (const [name, value] of Object.entries(scenario.options ?? {}))
    text[name] = shownNumber(value, locale);
  return {
    text,
    databases: scenario.dbCount === undefined ? "computed" : "fixed",
    raid: scenario.raid ?? ANY_RAID,
  };
}

/**
 * The previous build's cells worth carrying: the inputs, the options, the Spindles and Compute inputs,
 * a Jetstress run's results, the customer and project (not the date).
 */
const CARRIED_NAMES: ReadonlySet<string> = new Set(
  [
    ...Object.values(INPUT_NAMES),
    RAID_NAME,
    COVER_NAMES.customer,
    COVER_NAMES.project,
    ...OPTION_SPECS.map((o) => optionName(o.name as OptionName)),
    ...Object.values(METHOD_INPUT_NAMES).flatMap((group) => Object.values(group)),
  ].map((n) => n.toLowerCase())
);

/** Of the names inspectWorkbook found on the previous build's sheets, those to carry. */
export function namesToCarry(candidates: readonly string[]): string[] {
  return candidates.filter((name) => CARRIED_NAMES.has(name.toLowerCase()));
}

/**
 * The scenario with the values carried from the previous build's Inputs sheet (by the templates'
 * defined names) in place of the form's; values that are not valid are left out (the builder
 * reports them).
 */
export function scenarioWithCarried(
  scenario: WorkbookScenario,
  carried: ReadonlyMap<string, unknown>
): WorkbookScenario {
  const byName = new Map([...carried].map(([name, value]) => [name.toLowerCase(), value]));
  const get = (name: string): unknown => byName.get(name.toLowerCase());
  const next: Record<string, unknown> = { ...scenario };
  for (const key of ["project", "customer"] as const) {
    const value = get(COVER_NAMES[key]);
    if (typeof value === "string") next[key] = value;
  }
  for (const field of SCENARIO_FIELDS) {
    const value = get(INPUT_NAMES[field.key as InputName]);
    if (ruleViolation(field.name, value, field.rule) === undefined) next[field.key] = value;
  }
  if (byName.has(INPUT_NAMES.dbCount.toLowerCase())) {
    const value = get(INPUT_NAMES.dbCount);
    if (value === "" || value === null) delete next.dbCount;
    else if (ruleViolation("dbCount", value, DB_COUNT_FIELD.rule) === undefined)
      next.dbCount = value;
  }
  const raid = get(RAID_NAME);
  if (raid === ANY_RAID) delete next.raid;
  else if (typeof raid === "string" && RAID_CHOICES.includes(raid)) next.raid = raid;
  const options: Record<string, number> = { ...scenario.options };
  for (const spec of OPTION_SPECS) {
    const value = get(optionName(spec.name as OptionName));
    if (typeof value === "number" && ruleViolation(spec.name, value, spec.rule) === undefined) {
      if (value === spec.default) delete options[spec.name];
      else options[spec.name] = value;
    }
  }
  next.options = options;
  if (Object.keys(options).length === 0) delete next.options;
  return next as unknown as WorkbookScenario;
}
