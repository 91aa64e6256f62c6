import { NumberRule, SizingOptions } from "../core";

/** A value a custom function can put in a cell. Blanks are "", never null (Excel shows a null as 0). */
export type CellValue = number | string;
export type FunctionResult = number | string | CellValue[][];

/** What a parameter accepts. One validation layer (invoke.ts) reads these; no function checks its own input. */
export type ParamType =
  | { readonly kind: "number"; readonly rule: NumberRule }
  /** Text, or a number taken as text (e.g. a RAID level typed as 50); `parse` reads it (Args.parsed). */
  | {
      readonly kind: "text";
      readonly parse?: TextParser;
      /**
       * A Yes/No choice: Excel's logical TRUE/FALSE (as a user types it) reads as these two texts,
       * e.g. ["Yes", "No"] or ["Enabled", "Disabled"] (issue 31).
       */
      readonly logical?: readonly [string, string];
    }
  /** A two-column range of option names and values (names in any case). */
  | { readonly kind: "options" }
  /** Any 2-D range, e.g. a catalog with a header row; `parse` reads it (Args.parsed). */
  | { readonly kind: "range"; readonly parse?: RangeParser };

/**
 * A declared reading of a text or range argument, e.g. "raid 10" -> "RAID 10", or a catalog range ->
 * its rows. It is the argument's rule: it throws a SizingError whose message names `name` (the
 * argument) for input it cannot read, and invoke.ts runs it before evaluate, as it checks numbers.
 */
export type TextParser = (text: string, name: string) => unknown;
export type RangeParser = (rows: readonly (readonly unknown[])[], name: string) => unknown;

export interface ParamDeclaration {
  readonly name: string;
  /** Shown by Excel as the argument's help; ends with the unit and the valid range. */
  readonly description: string;
  readonly optional: boolean;
  readonly type: ParamType;
}

/** Validated arguments, read by name. */
export interface Args {
  /** A required number, already checked against its rule. */
  num(name: string): number;
  /** An optional number: undefined when omitted (Excel passes null). */
  optNum(name: string): number | undefined;
  /**
   * Required numbers by name as one object, a core function's input named once, e.g.
   * nums(["users", "quotaMB"]) -> { users: 5000, quotaMB: 2048 }.
   */
  nums<K extends string>(names: readonly K[]): Record<K, number>;
  /** Optional numbers by name as one object, undefined where omitted. */
  optNums<K extends string>(names: readonly K[]): Record<K, number | undefined>;
  /** Every argument as read, in the declared order (for a body that is one core call). */
  values(): unknown[];
  /** What a declared `parse` made of a text or range argument (undefined for an omitted optional one). */
  parsed<T>(name: string): T;
  /** The options argument resolved against the defaults (all defaults when omitted). */
  options(): SizingOptions;
}

/** The result of a function that spills an object of `exsize size --json` as name | value rows. */
export const FIGURE_TABLE_RESULT: FunctionDeclaration["result"] = {
  shape: "matrix",
  unit: "",
  description:
    'A two-column table with a header row (Figure, Value); "--" where the calculator shows "--".',
};

/**
 * One EX.* function, declared as data beside the core function it calls (the HyperFormula pattern).
 * The Excel adapters, functions.json (through their JSDoc), `exsize --help` and the README's function
 * table are all generated from these declarations.
 */
export interface FunctionDeclaration {
  /** The id stored in users' workbooks (EX.<id>). Never rename one that has shipped. */
  readonly id: string;
  readonly description: string;
  readonly params: readonly ParamDeclaration[];
  readonly result: {
    /** scalar: a number; text: one text value (e.g. an IOPS basis); matrix: a spilled table. */
    readonly shape: "scalar" | "text" | "matrix";
    /** Unit of a scalar result, e.g. "GB"; for text, what the text is (e.g. "basis"). */
    readonly unit: string;
    readonly description: string;
  };
  /**
   * An example for --help and the README, checked by a test: the call's arguments (2-D arrays are
   * ranges), the value it returns to `digits` decimals (for a table, the first cell under the
   * header), and where the seed prints it.
   */
  readonly example: {
    readonly args: readonly unknown[];
    readonly value: number | string;
    readonly digits?: number;
    readonly note?: string;
  };
  readonly evaluate: (args: Args) => FunctionResult;
}
