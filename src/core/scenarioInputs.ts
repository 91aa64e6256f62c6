import { NumberRule, POSITIVE, WHOLE_POSITIVE } from "./validation";

/**
 * The scenario inputs every surface asks for, with their rule, unit and the paper's symbol.
 * The custom functions, the task pane, `exsize workbook`'s scenario file and the workbook's data
 * validation all read these, so "users must be a whole number greater than 0" is written once.
 */
export interface InputSpec {
  readonly name: string;
  /** The paper's variable, e.g. NU (seed 000, Table 14 step 1). */
  readonly symbol: string;
  readonly label: string;
  readonly unit: string;
  readonly rule: NumberRule;
  readonly source: string;
}

/**
 * Copies of each database: 1 = standalone, 2 or more = a DAG. Exchange allows up to 16 copies of a
 * database in a DAG (seed 001, section 1.1: "supports multiple copies (up to 16)").
 */
export const COPIES_RULE: NumberRule = { whole: true, min: 1, minExclusive: false, max: 16 };

export const INPUT_SPECS = {
  users: {
    name: "users",
    symbol: "NU",
    label: "Number of mailbox users, including growth",
    unit: "users",
    rule: WHOLE_POSITIVE,
    source: "seed 000, Table 14, step 1",
  },
  quotaMB: {
    name: "quotaMB",
    symbol: "MQ",
    label: "Mailbox quota per user",
    unit: "MB",
    rule: POSITIVE,
    source: "seed 000, Table 14, step 1",
  },
  messagesPerDay: {
    name: "messagesPerDay",
    symbol: "MSR",
    label: "Messages sent and received per user per day",
    unit: "messages/day",
    rule: POSITIVE,
    source: "seed 000, Table 14, step 1",
  },
  avgMessageKB: {
    name: "avgMessageKB",
    symbol: "AMS",
    label: "Average message size",
    unit: "KB",
    rule: POSITIVE,
    source: "seed 000, Table 14, step 1",
  },
  copies: {
    name: "copies",
    symbol: "copies",
    label: "Copies of each database (1 = standalone, 2+ = DAG)",
    unit: "copies",
    rule: COPIES_RULE,
    source: "seed 000, Tables 16-17 and section 3.4.1 step 6",
  },
  dbCount: {
    name: "dbCount",
    symbol: "DB Count",
    label: "Number of databases",
    unit: "databases",
    rule: WHOLE_POSITIVE,
    source: "seed 000, Estimating Database Count (after Table 14)",
  },
} as const satisfies Record<string, InputSpec>;

export type InputName = keyof typeof INPUT_SPECS;
