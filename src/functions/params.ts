import { INPUT_SPECS, InputName, InputSpec, NumberRule, POSITIVE, describeRule } from "../core";
import { ParamDeclaration, RangeParser, TextParser } from "./declaration";

/** "NU, number of mailbox users, including growth [users]: a whole number greater than 0." */
export function numberParam(
  name: string,
  label: string,
  unit: string,
  rule: NumberRule,
  optional = false,
  blankMeans?: string
): ParamDeclaration {
  const blank = optional && blankMeans ? ` Blank: ${blankMeans}.` : "";
  return {
    name,
    description: `${label} [${unit}]: ${describeRule(rule)}.${blank}`,
    optional,
    type: { kind: "number", rule },
  };
}

/** What a text or range parameter declares: its name, its help text, its reader, and whether it may be blank. */
interface ParsedParam<P> {
  readonly name: string;
  readonly description: string;
  readonly parse: P;
  /** Blank allowed (the reader then never runs and Args.parsed gives undefined); default false. */
  readonly optional?: boolean;
}

function parsedParam(p: ParsedParam<unknown>, type: ParamDeclaration["type"]): ParamDeclaration {
  return { name: p.name, description: p.description, optional: p.optional ?? false, type };
}

/** A text argument its reader checks and reads (a RAID level, an array model, a drive size, ...). */
export const textParam = (p: ParsedParam<TextParser>): ParamDeclaration =>
  parsedParam(p, { kind: "text", parse: p.parse });

/** A range argument its reader checks and reads (a catalog, a tiers range, name | value rows, ...). */
export const rangeParam = (p: ParsedParam<RangeParser>): ParamDeclaration =>
  parsedParam(p, { kind: "range", parse: p.parse });

/** A parameter for one of the scenario inputs of the core (users, quotaMB, ...). */
export function inputParam(
  name: InputName,
  optional = false,
  blankMeans?: string
): ParamDeclaration {
  return specParam(INPUT_SPECS[name], optional, blankMeans);
}

/** A parameter for an input a core module declares (its name, symbol, label, unit and rule). */
export function specParam(
  spec: InputSpec,
  optional = false,
  blankMeans?: string
): ParamDeclaration {
  const label =
    spec.symbol === spec.name ? spec.label : `${spec.symbol}, ${lowerFirst(spec.label)}`;
  return numberParam(spec.name, label, spec.unit, spec.rule, optional, blankMeans);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export const OPTIONS_PARAM: ParamDeclaration = {
  name: "options",
  description:
    "Optional two-column range of option names and values (e.g. dbOverhead | 1) overriding the paper's factors; names in any case, each once; every option has a range (exsize --help, docs/options.md).",
  optional: true,
  type: { kind: "options" },
};

export const DB_COUNT_PARAM: ParamDeclaration = inputParam(
  "dbCount",
  true,
  "ceil(DBS / maxDbSizeGB), as EX.DBCOUNT"
);

/** DBIOP, the database IOPS of Table 16 (EX.DBIOPS), as EX.LIOPS and EX.ARRAYFIT take it. */
export const DB_IOPS_PARAM: ParamDeclaration = numberParam(
  "dbIops",
  "DBIOP, total database IOPS",
  "IOPS",
  POSITIVE
);
