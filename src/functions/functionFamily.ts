import { Args, FunctionDeclaration, FunctionResult, ParamDeclaration } from "./declaration";

/**
 * A core function called with the arguments' values in the declared order (Args.values): numbers,
 * undefined for an omitted optional one, what a parse made of a text or range, the options.
 */
export type CoreCall = (...values: never[]) => number | string;

/**
 * An example call's arguments: in order, or a worked scenario by parameter name, from which each
 * parameter takes its value (exampleArgs), e.g. seed 000's section 3.4.2 for EX.NDB's users, dbCount.
 */
export type ExampleArgs = readonly unknown[] | Readonly<Record<string, unknown>>;

/**
 * The arguments of an example call: a list as it is; a scenario read by the parameters' names, the
 * trailing ones it has no value for left out (EX.NDB: [5000, 12]; EX.DSU, options omitted:
 * [2048, 150, 75]).
 */
export function exampleArgs(
  params: readonly ParamDeclaration[],
  args: ExampleArgs
): readonly unknown[] {
  if (Array.isArray(args)) return args;
  const scenario = args as Readonly<Record<string, unknown>>;
  const values = params.map((p) => scenario[p.name]);
  while (values.length > 0 && values[values.length - 1] === undefined) values.pop();
  return values;
}

/**
 * What several EX.* functions share when they take the same parameters and show the same example
 * call: the parameters, the example's arguments, and how the arguments reach a member's core
 * function (by default, every value in the declared order). Declared once, as a calculator row's
 * formula is written once over its columns.
 * Example: EX.MEGACYCLES, EX.PEAKMEGACYCLES, EX.CACHEGB and EX.RAMGB all take users, messagesPerDay
 * and options, show seed 003's 16,000 mailboxes at 150 messages, and call their core function with
 * (users, messagesPerDay, options).
 */
export interface FunctionFamily<Of> {
  readonly params: readonly ParamDeclaration[];
  /** The example call's arguments, the same for every member (its value is the member's). */
  readonly args: ExampleArgs;
  /** Reads the arguments and runs a member's `of`; default: of(...a.values()), for a CoreCall. */
  readonly call?: (of: Of, a: Args) => FunctionResult;
}

/** What each member of a family declares: what differs from its siblings, as data. */
export interface FamilyMember<Of> {
  /** The id stored in users' workbooks (EX.<id>). Never rename one that has shipped. */
  readonly id: string;
  readonly description: string;
  /** One number (default), one text value (e.g. an IOPS basis) or a spilled table. */
  readonly shape?: FunctionDeclaration["result"]["shape"];
  /** The result's unit ("" for a table) and its description (Excel's help for the result). */
  readonly unit: string;
  readonly result: string;
  /**
   * The example: the family's arguments unless the member shows another case of its own (e.g.
   * EX.ARRAYIOPSBASIS a derived model), its value, its decimals, and where the seed prints it.
   */
  readonly args?: ExampleArgs;
  readonly value: number | string;
  readonly digits?: number;
  readonly note: string;
  /** The member's core function (or what the family's call reads, e.g. a field of one sizing). */
  readonly of: Of;
}

const callInOrder = (of: unknown, a: Args) =>
  (of as (...v: unknown[]) => FunctionResult)(...a.values());

/** A family's declaration builder: each member becomes one FunctionDeclaration. */
export function functionFamily<Of = CoreCall>(
  family: FunctionFamily<Of>
): (member: FamilyMember<Of>) => FunctionDeclaration {
  const call = family.call ?? callInOrder;
  return (m) => ({
    id: m.id,
    description: m.description,
    params: family.params,
    result: { shape: m.shape ?? "scalar", unit: m.unit, description: m.result },
    example: {
      args: exampleArgs(family.params, m.args ?? family.args),
      value: m.value,
      ...(m.digits === undefined ? {} : { digits: m.digits }),
      note: m.note,
    },
    evaluate: (a) => call(m.of, a),
  });
}

/**
 * One function whose body is its core function called with its parameters' values in order (the
 * HyperFormula pattern: the declaration reads and checks the arguments, the core does the math),
 * a family of one. Example: EX.NDB declares params users, dbCount and of: usersPerDatabase, so its
 * body is usersPerDatabase(users, dbCount).
 */
export function coreFunction(
  declared: FamilyMember<CoreCall> & {
    readonly params: readonly ParamDeclaration[];
    readonly args: ExampleArgs;
  }
): FunctionDeclaration {
  return functionFamily({ params: declared.params, args: declared.args })(declared);
}

/** The keys of a sizing's figures: its number and text fields. */
type FigureKey<S> = { [K in keyof S]: S[K] extends number | string ? K : never }[keyof S];

/**
 * Functions that each show one figure of one sizing, a core function of the family's arguments
 * (`size`): the member names its figure (`of`, a key of the sizing), e.g. EX.TLC and EX.LVS are
 * "tlcMB" and "lvsGB" of sizeLogs.
 */
export function figureFamily<S>(family: {
  readonly params: readonly ParamDeclaration[];
  readonly args: ExampleArgs;
  readonly size: (a: Args) => S;
}): (member: FamilyMember<FigureKey<S>>) => FunctionDeclaration {
  return functionFamily<FigureKey<S>>({
    params: family.params,
    args: family.args,
    call: (key, a) => family.size(a)[key] as number | string,
  });
}
