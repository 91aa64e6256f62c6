import {
  logFileSizeMB,
  logsPerUserPerDay,
  messageSizeFactor,
  sizeLogs,
  usersPerDatabase,
} from "../../core";
import { Args, FunctionDeclaration } from "../declaration";
import { OPTIONS_PARAM, inputParam } from "../params";

const DB_COUNT_REQUIRED = inputParam("dbCount");
/** The inputs of one database's logs (sizeLogs): EX.TLC's and EX.LVS's parameters. */
const DATABASE_LOG_PARAMS = [
  inputParam("users"),
  inputParam("messagesPerDay"),
  inputParam("avgMessageKB"),
  DB_COUNT_REQUIRED,
  OPTIONS_PARAM,
];

function logsOf(a: Args) {
  return sizeLogs(
    {
      users: a.num("users"),
      messagesPerDay: a.num("messagesPerDay"),
      avgMessageKB: a.num("avgMessageKB"),
    },
    a.num("dbCount"),
    a.options()
  );
}

export const LFS: FunctionDeclaration = {
  id: "LFS",
  description:
    "Log file size, MB: LFS = 1.0, Exchange 2010's 1 MB log file (seed 000, Table 15, step 1; option logFileMB).",
  params: [OPTIONS_PARAM],
  result: { shape: "scalar", unit: "MB", description: "Size of one transaction log file, MB." },
  example: { args: [], value: 1, digits: 0, note: "Table 15 step 1" },
  evaluate: (a) => logFileSizeMB(a.options()),
};

export const NL: FunctionDeclaration = {
  id: "NL",
  description: "Transaction logs per user per day: NL = MSR x 0.2 (seed 000, Table 15, step 2).",
  params: [inputParam("messagesPerDay"), OPTIONS_PARAM],
  result: {
    shape: "scalar",
    unit: "logs/user/day",
    description: "Logs generated per user per day.",
  },
  example: { args: [150], value: 30, digits: 0, note: "Table 19 prints 30" },
  evaluate: (a) => logsPerUserPerDay(a.num("messagesPerDay"), a.options()),
};

export const MSF: FunctionDeclaration = {
  id: "MSF",
  description:
    "Message size factor: 1.0 up to 75 KB, 1.9 up to 150 KB, 3.8 above (seed 000, Table 15, step 3).",
  params: [inputParam("avgMessageKB")],
  result: { shape: "scalar", unit: "factor", description: "Message size factor." },
  example: { args: [75], value: 1, digits: 0, note: "Table 19 prints 1" },
  evaluate: (a) => messageSizeFactor(a.num("avgMessageKB")),
};

export const NDB: FunctionDeclaration = {
  id: "NDB",
  description:
    "Users per database: NDB = ceil(NU / DB count) (seed 000, Table 15, step 4; Table 19 rounds 416.7 up to 417).",
  params: [inputParam("users"), DB_COUNT_REQUIRED],
  result: { shape: "scalar", unit: "users", description: "Users in the fullest database." },
  example: { args: [5000, 12], value: 417, digits: 0, note: "Table 19 prints 417" },
  evaluate: (a) => usersPerDatabase(a.num("users"), a.num("dbCount")),
};

export const TLC: FunctionDeclaration = {
  id: "TLC",
  description:
    "Log capacity per day per database, MB: TLC = NDB x NL x MSF x LFS (seed 000, Table 15, step 5).",
  params: DATABASE_LOG_PARAMS,
  result: {
    shape: "scalar",
    unit: "MB/day",
    description: "Log capacity per day per database, MB.",
  },
  example: { args: [5000, 150, 75, 12], value: 12510, digits: 0, note: "Table 19 prints 12510MB" },
  evaluate: (a) => logsOf(a).tlcMB,
};

export const LVS: FunctionDeclaration = {
  id: "LVS",
  description:
    "Log volume size per database, GB: LVS = TLC x 1.1 x 3 x 1.2 / 1024 (seed 000, Table 19). Table 15 omits the 1.1 for mailbox moves; option moveFactor 1 gives Table 15.",
  params: DATABASE_LOG_PARAMS,
  result: { shape: "scalar", unit: "GB", description: "Log volume size per database, GB." },
  example: { args: [5000, 150, 75, 12], value: 48.38, digits: 2, note: "Table 19 prints 48GB" },
  evaluate: (a) => logsOf(a).lvsGB,
};

export const LOG_FUNCTIONS = [LFS, NL, MSF, NDB, TLC, LVS];
