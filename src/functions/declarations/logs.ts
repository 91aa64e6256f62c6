import {
  logFileSizeMB,
  logsPerUserPerDay,
  messageSizeFactor,
  sizeLogs,
  usersPerDatabase,
} from "../../core";
import { Args } from "../declaration";
import { coreFunction, figureFamily } from "../functionFamily";
import { perMessageRate } from "../messageRateFamily";
import { OPTIONS_PARAM, inputParam } from "../params";
import { SECTION_342_EXAMPLE } from "../seed000Example";

const DB_COUNT_REQUIRED = inputParam("dbCount");

function logsOf(a: Args) {
  return sizeLogs(
    a.nums(["users", "messagesPerDay", "avgMessageKB"]),
    a.num("dbCount"),
    a.options()
  );
}

/**
 * EX.TLC and EX.LVS: a figure of one database's logs (sizeLogs) for NU, MSR, AMS and the DB count;
 * the example is Table 19's 5000 users, 150 messages, 75 KB and 12 databases.
 */
const databaseLogs = figureFamily({
  params: [
    inputParam("users"),
    inputParam("messagesPerDay"),
    inputParam("avgMessageKB"),
    DB_COUNT_REQUIRED,
    OPTIONS_PARAM,
  ],
  args: SECTION_342_EXAMPLE,
  size: logsOf,
});

export const LFS = coreFunction({
  id: "LFS",
  description:
    "Log file size, MB: LFS = 1.0, Exchange 2010's 1 MB log file (seed 000, Table 15, step 1; option logFileMB).",
  params: [OPTIONS_PARAM],
  unit: "MB",
  result: "Size of one transaction log file, MB.",
  args: [],
  value: 1,
  digits: 0,
  note: "Table 15 step 1",
  of: logFileSizeMB,
});

export const NL = perMessageRate({
  id: "NL",
  description: "Transaction logs per user per day: NL = MSR x 0.2 (seed 000, Table 15, step 2).",
  unit: "logs/user/day",
  result: "Logs generated per user per day.",
  value: 30,
  digits: 0,
  note: "Table 19 prints 30",
  of: logsPerUserPerDay,
});

export const MSF = coreFunction({
  id: "MSF",
  description:
    "Message size factor: 1.0 up to 75 KB, 1.9 up to 150 KB, 3.8 above (seed 000, Table 15, step 3).",
  params: [inputParam("avgMessageKB")],
  unit: "factor",
  result: "Message size factor.",
  args: SECTION_342_EXAMPLE,
  value: 1,
  digits: 0,
  note: "Table 19 prints 1",
  of: messageSizeFactor,
});

export const NDB = coreFunction({
  id: "NDB",
  description:
    "Users per database: NDB = ceil(NU / DB count) (seed 000, Table 15, step 4; Table 19 rounds 416.7 up to 417).",
  params: [inputParam("users"), DB_COUNT_REQUIRED],
  unit: "users",
  result: "Users in the fullest database.",
  args: SECTION_342_EXAMPLE,
  value: 417,
  digits: 0,
  note: "Table 19 prints 417",
  of: usersPerDatabase,
});

export const TLC = databaseLogs({
  id: "TLC",
  description:
    "Log capacity per day per database, MB: TLC = NDB x NL x MSF x LFS (seed 000, Table 15, step 5).",
  unit: "MB/day",
  result: "Log capacity per day per database, MB.",
  value: 12510,
  digits: 0,
  note: "Table 19 prints 12510MB",
  of: "tlcMB",
});

export const LVS = databaseLogs({
  id: "LVS",
  description:
    "Log volume size per database, GB: LVS = TLC x 1.1 x 3 x 1.2 / 1024 (seed 000, Table 19). Table 15 omits the 1.1 for mailbox moves; option moveFactor 1 gives Table 15.",
  unit: "GB",
  result: "Log volume size per database, GB.",
  value: 48.38,
  digits: 2,
  note: "Table 19 prints 48GB",
  of: "lvsGB",
});

export const LOG_FUNCTIONS = [LFS, NL, MSF, NDB, TLC, LVS];
