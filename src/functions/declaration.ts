import { NumberRule, SizingOptions } from "../core";

/** A value a custom function can put in a cell. Blanks are "", never null (Excel shows a null as 0). */
export type CellValue = number | string;
export type FunctionResult = number | string | CellValue[][];

/** What a parameter accepts. One validation layer (invoke.ts) reads these; no function checks its own input. */
export type ParamType =
  | { readonly kind: "number"; readonly rule: NumberRule }
  /** Text, or a number taken as text (e.g. a RAID level typed as 50). */
  | { readonly kind: "text" }
  /** A two-column range of option names and values (names in any case). */
  | { readonly kind: "options" }
  /** Any 2-D range, e.g. a catalog with a header row. */
  | { readonly kind: "range" };

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
  /** Optional text, trimmed; undefined when omitted. */
  text(name: string): string | undefined;
  /** An optional 2-D range; undefined when omitted. */
  range(name: string): readonly (readonly unknown[])[] | undefined;
  /** The options argument resolved against the defaults (all defaults when omitted). */
  options(): SizingOptions;
}

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
    readonly shape: "scalar" | "matrix";
    /** Unit of a scalar result, e.g. "GB". */
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
