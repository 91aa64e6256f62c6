import { ScenarioSizing } from "./scenario";

/** Keys of ScenarioSizing that hold a number. */
export type SizingValueKey = {
  [K in keyof ScenarioSizing]: ScenarioSizing[K] extends number ? K : never;
}[keyof ScenarioSizing];

/**
 * One computed row of a step table, as seed 000 prints it: the variable, its unit in the paper,
 * the formula and the note, word for word (the PDF extraction's line breaks removed), plus the unit
 * ExSize reports it in and where ExSize departs from the printed formula.
 */
export interface StepRow {
  readonly table: 14 | 15 | 16 | 17;
  readonly step: number;
  readonly symbol: string;
  /** The unit the paper writes beside the variable ("" for none). */
  readonly paperUnit: string;
  readonly paperFormula: string;
  readonly paperNote: string;
  readonly key: SizingValueKey;
  /** The unit of `key`: the paper's, except GB for sizes, as Tables 18-19 print them. */
  readonly unit: string;
  /** Where ExSize's default differs from the printed formula, and why (empty when it does not). */
  readonly exsizeNote: string;
}

export const STEP_ROWS: readonly StepRow[] = [
  {
    table: 14,
    step: 2,
    symbol: "WSU",
    paperUnit: "MB",
    paperFormula: "= MSR x AMS/1024",
    paperNote: "White space per user.",
    key: "wsuMB",
    unit: "MB",
    exsizeNote: "",
  },
  {
    table: 14,
    step: 3,
    symbol: "DSU",
    paperUnit: "MB",
    paperFormula: "= MSR * AMS/1024 * 14 + (0.012 * MQ) + (0.058 * MQ)",
    paperNote:
      "By default, Exchange 2010 stores deleted items for 14 days. Single item recovery requires 1.2% additional space. Calendar version logging (enabled by default) adds 5.8% additional space.",
    key: "dsuMB",
    unit: "MB",
    exsizeNote: "",
  },
  {
    table: 14,
    step: 4,
    symbol: "MBU",
    paperUnit: "MB",
    paperFormula: "= MQ + WSU + DSU",
    paperNote: "Actual mailbox size per user",
    key: "mbuMB",
    unit: "MB",
    exsizeNote: "",
  },
  {
    table: 14,
    step: 5,
    symbol: "DBS",
    paperUnit: "MB",
    paperFormula: "= NU * MBU * 1.2",
    paperNote: "Projected total database size. We recommend using a 20% overhead factor.",
    key: "dbsGB",
    unit: "GB",
    exsizeNote:
      "Shown in GB (MB/1024) as Table 18 does. Table 18 computes 5000 x 2356 without the 1.2; ExSize keeps the 20% (dbOverhead 1.2); dbOverhead 1 reproduces Table 18.",
  },
  {
    table: 14,
    step: 6,
    symbol: "DB Count",
    paperUnit: "",
    paperFormula: "= DBS / max DB size (Table 18: 11505 / 1024 = ~12)",
    paperNote: 'See the section "Estimating Database Count" following this table.',
    key: "dbCount",
    unit: "databases",
    exsizeNote:
      "Rounded up, so no database exceeds the maximum size (Table 18 writes ~12 for 11.2).",
  },
  {
    table: 14,
    step: 6,
    symbol: "IDBS",
    paperUnit: "MB",
    paperFormula: "= DBS / DB Count",
    paperNote: 'See the section "Estimating Database Count" following this table.',
    key: "idbsGB",
    unit: "GB",
    exsizeNote: "Shown in GB (MB/1024) as Table 18 does.",
  },
  {
    table: 14,
    step: 7,
    symbol: "DVS",
    paperUnit: "MB",
    paperFormula: "= IDBS * 1.1 * 1.2",
    paperNote:
      "Content indexing requires an additional 10% of space per database within the same volume. After all factors are considered 20% overhead space within the database volume is recommended.",
    key: "dvsGB",
    unit: "GB",
    exsizeNote: "Shown in GB (MB/1024) as Table 18 does.",
  },
  {
    table: 15,
    step: 1,
    symbol: "LFS",
    paperUnit: "MB",
    paperFormula: "= 1.0 (constant)",
    paperNote: "Exchange 2010 log file size is 1MB.",
    key: "lfsMB",
    unit: "MB",
    exsizeNote: "",
  },
  {
    table: 15,
    step: 2,
    symbol: "NL",
    paperUnit: "",
    paperFormula: "= MSR * 0.2",
    paperNote: "Number of transaction Logs generate per User per day.",
    key: "nl",
    unit: "logs/user/day",
    exsizeNote: "",
  },
  {
    table: 15,
    step: 3,
    symbol: "MSF",
    paperUnit: "",
    paperFormula: "= 1.0 (AMS <= 75KB) = 1.9 (AMS <= 150KB) = 3.8 (AMS > 150KB)",
    paperNote: "Message Size Factor.",
    key: "msf",
    unit: "factor",
    exsizeNote: "",
  },
  {
    table: 15,
    step: 4,
    symbol: "NDB",
    paperUnit: "",
    paperFormula: "= NU / DB Count",
    paperNote: "Number of users per Database.",
    key: "ndb",
    unit: "users",
    exsizeNote: "Rounded up to whole users, as Table 19 does (5000 / 12 = 417).",
  },
  {
    table: 15,
    step: 5,
    symbol: "TLC",
    paperUnit: "MB",
    paperFormula: "= NDB * NL * MSF * LFS",
    paperNote: "Total Log Capacity per day per Database.",
    key: "tlcMB",
    unit: "MB",
    exsizeNote: "",
  },
  {
    table: 15,
    step: 6,
    symbol: "LVS",
    paperUnit: "MB",
    paperFormula: "= TLC * 3 * 1.2",
    paperNote:
      "Total log capacity per volume will affected by backup and high availability options. If daily backups are taken, then it is a best practice to provision space for 3 days of logs. The same recommendation applies if a DAG deployment model is used. We recommend using an additional 20% overhead factor.",
    key: "lvsGB",
    unit: "GB",
    exsizeNote:
      "Shown in GB (MB/1024) as Table 19 does. Table 19 multiplies by 1.1 for mailbox moves, Table 15 does not; ExSize keeps the 1.1 (moveFactor); moveFactor 1 gives Table 15.",
  },
  {
    table: 16,
    step: 2,
    symbol: "SDBO",
    paperUnit: "",
    paperFormula: "= 1.2 (if DAG not used) = 1.0 (if DAG used)",
    paperNote: "Derived from recommendations provided by Microsoft TechNet.",
    key: "sdbo",
    unit: "factor",
    exsizeNote:
      "copies = 1 means no DAG. With exchangeVersion 2013 SDBO is 1: seed 003 sizes its one-copy Exchange 2013 design at 0.101 IOPS per mailbox.",
  },
  {
    table: 16,
    step: 3,
    symbol: "IOPU",
    paperUnit: "",
    paperFormula: "= SDBO * (MSR / 1000)",
    paperNote: "IOPS per User.",
    key: "iopu",
    unit: "IOPS/user",
    exsizeNote:
      "With exchangeVersion 2013: MSR x 0.101 / 150 (seed 003: 0.101 IOPS per mailbox at 150 messages).",
  },
  {
    table: 16,
    step: 4,
    symbol: "DBIOP",
    paperUnit: "",
    paperFormula: "= NU * IOPU * 1.2",
    paperNote: "A 20% overhead is recommended for sizing IOPS.",
    key: "dbiop",
    unit: "IOPS",
    exsizeNote: "",
  },
  {
    table: 17,
    step: 2,
    symbol: "LIOPS",
    paperUnit: "",
    paperFormula: "= ((DBIOP * 0.5 * 0.5) + (DBIOP * (number of DAG copies - 1) * 0.1)) * 1.2",
    paperNote:
      "The amount of log I/O is about 50% of the database write I/O. Database write I/O is about 40% to 60% of total database I/O based on number of messages per user and database high availability model. An average value of 50% will fit most cases. An additional 10% log I/O will be incurred for each additional database copy in a DAG. A 20% overhead factor is recommended.",
    key: "liops",
    unit: "IOPS",
    exsizeNote:
      "Table 12's array IOPS already include log I/O (section 3.4.1 step 4), so LIOPS is not added when choosing arrays.",
  },
];
