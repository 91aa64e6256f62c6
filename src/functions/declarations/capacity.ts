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
import { coreFunction, exampleArgs, figureFamily, functionFamily } from "../functionFamily";
import { DB_COUNT_PARAM, OPTIONS_PARAM, inputParam } from "../params";
import { SECTION_342_EXAMPLE } from "../seed000Example";

const PROFILE_PARAMS = [
  inputParam("users"),
  inputParam("quotaMB"),
  inputParam("messagesPerDay"),
  inputParam("avgMessageKB"),
];
/** Table 18's figures: section 3.4.2's scenario with the DBS overhead left out, as the table prints. */
const AS_PRINTED_EXAMPLE = { ...SECTION_342_EXAMPLE, options: [["dbOverhead", 1]] };

function profileOf(a: Args): MailboxProfile {
  return a.nums(["users", "quotaMB", "messagesPerDay", "avgMessageKB"]);
}

/** EX.DSU and EX.MBU: per user from MQ, MSR and AMS; the example is section 3.4.2's (Table 18). */
const perUser = functionFamily<
  (quotaMB: number, messagesPerDay: number, avgMessageKB: number, options: SizingOptions) => number
>({
  params: [
    inputParam("quotaMB"),
    inputParam("messagesPerDay"),
    inputParam("avgMessageKB"),
    OPTIONS_PARAM,
  ],
  args: SECTION_342_EXAMPLE,
});

/** EX.DBS and EX.DBCOUNT: of the whole profile; the example is Table 18's, options as printed. */
const ofProfile = functionFamily<(profile: MailboxProfile, options: SizingOptions) => number>({
  params: [...PROFILE_PARAMS, OPTIONS_PARAM],
  args: AS_PRINTED_EXAMPLE,
  call: (of, a) => of(profileOf(a), a.options()),
});

/** EX.IDBS, EX.DVS and EX.CAPACITY's parameters: the profile, a DB count (blank: computed), options. */
const PER_DATABASE_PARAMS = [...PROFILE_PARAMS, DB_COUNT_PARAM, OPTIONS_PARAM];

/** EX.IDBS and EX.DVS: a figure of the databases (sizeDatabases, Table 14), GB. */
const ofDatabases = figureFamily({
  params: PER_DATABASE_PARAMS,
  args: AS_PRINTED_EXAMPLE,
  size: (a) => sizeDatabases(profileOf(a), a.options(), a.optNum("dbCount")),
});

export const WSU = coreFunction({
  id: "WSU",
  description: "White space per user, MB: WSU = MSR x AMS / 1024 (seed 000, Table 14, step 2).",
  params: [inputParam("messagesPerDay"), inputParam("avgMessageKB")],
  unit: "MB",
  result: "White space per user, MB.",
  args: SECTION_342_EXAMPLE,
  value: 10.99,
  digits: 2,
  note: "Table 18 prints 11 MB",
  of: whiteSpacePerUserMB,
});

export const DSU = perUser({
  id: "DSU",
  description:
    "Dumpster size per user, MB: DSU = MSR x AMS / 1024 x 14 + 0.012 x MQ + 0.058 x MQ (seed 000, Table 14, step 3).",
  unit: "MB",
  result: "Dumpster size per user, MB.",
  value: 297.17,
  digits: 2,
  note: "Table 18 prints 297 MB",
  of: dumpsterPerUserMB,
});

export const MBU = perUser({
  id: "MBU",
  description: "Mailbox size per user, MB: MBU = MQ + WSU + DSU (seed 000, Table 14, step 4).",
  unit: "MB",
  result: "Mailbox size per user, MB.",
  value: 2356.15,
  digits: 2,
  note: "Table 18 prints 2356 MB",
  of: mailboxSizePerUserMB,
});

export const DBS = ofProfile({
  id: "DBS",
  description:
    "Total database size, GB (MB/1024): DBS = NU x MBU x 1.2 (seed 000, Table 14, step 5). Table 18 leaves out the 1.2; option dbOverhead 1 reproduces it.",
  unit: "GB",
  result: "Total database size, GB.",
  value: 11504.7,
  digits: 1,
  note: "Table 18 prints 11505 GB",
  of: totalDatabaseSizeGB,
});

export const DBCOUNT = ofProfile({
  id: "DBCOUNT",
  description:
    "Database count: ceil(DBS in GB / maxDbSizeGB) (seed 000, Estimating Database Count and Table 18; maximum 1024 GB by default).",
  unit: "databases",
  result: "Number of databases.",
  value: 12,
  digits: 0,
  note: "Table 18 prints 12",
  of: (profile, options) => databaseCount(totalDatabaseSizeGB(profile, options), options),
});

export const IDBS = ofDatabases({
  id: "IDBS",
  description: "Individual database size, GB: IDBS = DBS / DB count (seed 000, Table 14, step 6).",
  unit: "GB",
  result: "Size of each database, GB.",
  value: 958.7,
  digits: 1,
  note: "Table 18 prints 959 GB",
  of: "idbsGB",
});

export const DVS = ofDatabases({
  id: "DVS",
  description:
    "Database volume size per database, GB: DVS = IDBS x 1.1 x 1.2 (seed 000, Table 14, step 7). Keeps step 5's 20% DBS overhead that Table 18 leaves out (option dbOverhead).",
  unit: "GB",
  result: "Database volume size per database, GB.",
  value: 1265.5,
  digits: 1,
  note: "Table 18 prints 1266 GB",
  of: "dvsGB",
});

export const CAPACITY: FunctionDeclaration = {
  id: "CAPACITY",
  description:
    "Capacity of one copy, GB: DVS x DB count + LVS x DB count, one database and one log volume per database (seed 000, section 3.4.2 and 3.4.1 step 2).",
  params: PER_DATABASE_PARAMS,
  result: {
    shape: "scalar",
    unit: "GB",
    description: "Database plus log volumes of one copy, GB.",
  },
  example: {
    args: exampleArgs(PER_DATABASE_PARAMS, AS_PRINTED_EXAMPLE),
    value: 15766.7,
    digits: 1,
    note: "section 3.4.2 prints 15768 GB, the sum of volumes rounded to 1266 and 48 GB",
  },
  evaluate: (a) => capacityOfOneCopyGB(profileOf(a), a.options(), a.optNum("dbCount")),
};

export const CAPACITY_FUNCTIONS = [WSU, DSU, MBU, DBS, DBCOUNT, IDBS, DVS, CAPACITY];
