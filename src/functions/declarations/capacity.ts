import {
  MailboxProfile,
  SizingOptions,
  capacityOfOneCopyGB,
  databaseCount,
  dumpsterPerUserMB,
  mailboxSizePerUserMB,
  sizeDatabases,
  totalDatabaseSizeGB,
  whiteSpacePerUserMB,
} from "../../core";
import { Args, FunctionDeclaration } from "../declaration";
import { DB_COUNT_PARAM, OPTIONS_PARAM, inputParam } from "../params";

const PROFILE_PARAMS = [
  inputParam("users"),
  inputParam("quotaMB"),
  inputParam("messagesPerDay"),
  inputParam("avgMessageKB"),
];
const DELL_EXAMPLE = [5000, 2048, 150, 75];
const AS_PRINTED = [["dbOverhead", 1]];

function profileOf(a: Args): MailboxProfile {
  return {
    users: a.num("users"),
    quotaMB: a.num("quotaMB"),
    messagesPerDay: a.num("messagesPerDay"),
    avgMessageKB: a.num("avgMessageKB"),
  };
}

function databasesOf(a: Args, options: SizingOptions = a.options()) {
  return sizeDatabases(profileOf(a), options, a.optNum("dbCount"));
}

export const WSU: FunctionDeclaration = {
  id: "WSU",
  description: "White space per user, MB: WSU = MSR x AMS / 1024 (seed 000, Table 14, step 2).",
  params: [inputParam("messagesPerDay"), inputParam("avgMessageKB")],
  result: { shape: "scalar", unit: "MB", description: "White space per user, MB." },
  example: { args: [150, 75], value: 10.99, digits: 2, note: "Table 18 prints 11 MB" },
  evaluate: (a) => whiteSpacePerUserMB(a.num("messagesPerDay"), a.num("avgMessageKB")),
};

export const DSU: FunctionDeclaration = {
  id: "DSU",
  description:
    "Dumpster size per user, MB: DSU = MSR x AMS / 1024 x 14 + 0.012 x MQ + 0.058 x MQ (seed 000, Table 14, step 3).",
  params: [
    inputParam("quotaMB"),
    inputParam("messagesPerDay"),
    inputParam("avgMessageKB"),
    OPTIONS_PARAM,
  ],
  result: { shape: "scalar", unit: "MB", description: "Dumpster size per user, MB." },
  example: { args: [2048, 150, 75], value: 297.17, digits: 2, note: "Table 18 prints 297 MB" },
  evaluate: (a) =>
    dumpsterPerUserMB(
      a.num("quotaMB"),
      a.num("messagesPerDay"),
      a.num("avgMessageKB"),
      a.options()
    ),
};

export const MBU: FunctionDeclaration = {
  id: "MBU",
  description: "Mailbox size per user, MB: MBU = MQ + WSU + DSU (seed 000, Table 14, step 4).",
  params: [
    inputParam("quotaMB"),
    inputParam("messagesPerDay"),
    inputParam("avgMessageKB"),
    OPTIONS_PARAM,
  ],
  result: { shape: "scalar", unit: "MB", description: "Mailbox size per user, MB." },
  example: { args: [2048, 150, 75], value: 2356.15, digits: 2, note: "Table 18 prints 2356 MB" },
  evaluate: (a) =>
    mailboxSizePerUserMB(
      a.num("quotaMB"),
      a.num("messagesPerDay"),
      a.num("avgMessageKB"),
      a.options()
    ),
};

export const DBS: FunctionDeclaration = {
  id: "DBS",
  description:
    "Total database size, GB (MB/1024): DBS = NU x MBU x 1.2 (seed 000, Table 14, step 5). Table 18 leaves out the 1.2; option dbOverhead 1 reproduces it.",
  params: [...PROFILE_PARAMS, OPTIONS_PARAM],
  result: { shape: "scalar", unit: "GB", description: "Total database size, GB." },
  example: {
    args: [...DELL_EXAMPLE, AS_PRINTED],
    value: 11504.7,
    digits: 1,
    note: "Table 18 prints 11505 GB",
  },
  evaluate: (a) => totalDatabaseSizeGB(profileOf(a), a.options()),
};

export const DBCOUNT: FunctionDeclaration = {
  id: "DBCOUNT",
  description:
    "Database count: ceil(DBS in GB / maxDbSizeGB) (seed 000, Estimating Database Count and Table 18; maximum 1024 GB by default).",
  params: [...PROFILE_PARAMS, OPTIONS_PARAM],
  result: { shape: "scalar", unit: "databases", description: "Number of databases." },
  example: {
    args: [...DELL_EXAMPLE, AS_PRINTED],
    value: 12,
    digits: 0,
    note: "Table 18 prints 12",
  },
  evaluate: (a) => {
    const options = a.options();
    return databaseCount(totalDatabaseSizeGB(profileOf(a), options), options);
  },
};

export const IDBS: FunctionDeclaration = {
  id: "IDBS",
  description: "Individual database size, GB: IDBS = DBS / DB count (seed 000, Table 14, step 6).",
  params: [...PROFILE_PARAMS, DB_COUNT_PARAM, OPTIONS_PARAM],
  result: { shape: "scalar", unit: "GB", description: "Size of each database, GB." },
  example: {
    args: [...DELL_EXAMPLE, 12, AS_PRINTED],
    value: 958.7,
    digits: 1,
    note: "Table 18 prints 959 GB",
  },
  evaluate: (a) => databasesOf(a).idbsGB,
};

export const DVS: FunctionDeclaration = {
  id: "DVS",
  description:
    "Database volume size per database, GB: DVS = IDBS x 1.1 x 1.2 (seed 000, Table 14, step 7). Keeps step 5's 20% DBS overhead that Table 18 leaves out (option dbOverhead).",
  params: [...PROFILE_PARAMS, DB_COUNT_PARAM, OPTIONS_PARAM],
  result: { shape: "scalar", unit: "GB", description: "Database volume size per database, GB." },
  example: {
    args: [...DELL_EXAMPLE, 12, AS_PRINTED],
    value: 1265.5,
    digits: 1,
    note: "Table 18 prints 1266 GB",
  },
  evaluate: (a) => databasesOf(a).dvsGB,
};

export const CAPACITY: FunctionDeclaration = {
  id: "CAPACITY",
  description:
    "Capacity of one copy, GB: DVS x DB count + LVS x DB count, one database and one log volume per database (seed 000, section 3.4.2 and 3.4.1 step 2).",
  params: [...PROFILE_PARAMS, DB_COUNT_PARAM, OPTIONS_PARAM],
  result: {
    shape: "scalar",
    unit: "GB",
    description: "Database plus log volumes of one copy, GB.",
  },
  example: {
    args: [...DELL_EXAMPLE, 12, AS_PRINTED],
    value: 15766.7,
    digits: 1,
    note: "section 3.4.2 prints 15768 GB, the sum of volumes rounded to 1266 and 48 GB",
  },
  evaluate: (a) => capacityOfOneCopyGB(profileOf(a), a.options(), a.optNum("dbCount")),
};

export const CAPACITY_FUNCTIONS = [WSU, DSU, MBU, DBS, DBCOUNT, IDBS, DVS, CAPACITY];
