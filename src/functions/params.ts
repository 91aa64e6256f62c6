import { INPUT_SPECS, InputName, InputSpec, NumberRule, POSITIVE, describeRule } from "../core";
import { ParamDeclaration } from "./declaration";

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
