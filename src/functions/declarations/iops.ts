import { databaseIops, iopsPerUser, logIops, standaloneOverhead } from "../../core";
import { FunctionDeclaration } from "../declaration";
import { DB_IOPS_PARAM, OPTIONS_PARAM, inputParam } from "../params";

export const SDBO: FunctionDeclaration = {
  id: "SDBO",
  description:
    "Standalone database overhead: 1.2 with 1 copy (no DAG), 1.0 in a DAG (seed 000, Table 16, step 2); 1.0 with option exchangeVersion 2013 (seed 003).",
  params: [inputParam("copies"), OPTIONS_PARAM],
  result: { shape: "scalar", unit: "factor", description: "Standalone database overhead." },
  example: { args: [1], value: 1.2, digits: 1, note: "Table 16 step 2" },
  evaluate: (a) => standaloneOverhead(a.num("copies"), a.options()),
};

export const IOPU: FunctionDeclaration = {
  id: "IOPU",
  description:
    "Database IOPS per user: IOPU = SDBO x (MSR / 1000) (seed 000, Table 16, step 3); with option exchangeVersion 2013, MSR x 0.101 / 150 (seed 003: 0.101 at 150 messages).",
  params: [inputParam("messagesPerDay"), inputParam("copies"), OPTIONS_PARAM],
  result: { shape: "scalar", unit: "IOPS/user", description: "Database IOPS per user." },
  example: { args: [150, 2], value: 0.15, digits: 2, note: "section 3.4.2 uses 0.15" },
  evaluate: (a) => iopsPerUser(a.num("messagesPerDay"), a.num("copies"), a.options()),
};

export const DBIOPS: FunctionDeclaration = {
  id: "DBIOPS",
  description:
    "Total database IOPS: DBIOP = NU x IOPU x 1.2 (seed 000, Table 16, step 4). copies = 1 means standalone (no DAG).",
  params: [inputParam("users"), inputParam("messagesPerDay"), inputParam("copies"), OPTIONS_PARAM],
  result: { shape: "scalar", unit: "IOPS", description: "Total database IOPS." },
  example: { args: [5000, 150, 2], value: 900, digits: 0, note: "section 3.4.2 prints 900 IOPS" },
  evaluate: (a) =>
    databaseIops(a.num("users"), a.num("messagesPerDay"), a.num("copies"), a.options()),
};

export const LIOPS: FunctionDeclaration = {
  id: "LIOPS",
  description:
    "Total log IOPS: ((DBIOP x 0.5 x 0.5) + (DBIOP x (copies - 1) x 0.1)) x 1.2 (seed 000, Table 17).",
  params: [DB_IOPS_PARAM, inputParam("copies"), OPTIONS_PARAM],
  result: { shape: "scalar", unit: "IOPS", description: "Total log IOPS." },
  example: {
    args: [900, 2],
    value: 378,
    digits: 0,
    note: "Table 17 with the section 3.4.2 figures",
  },
  evaluate: (a) => logIops(a.num("dbIops"), a.num("copies"), a.options()),
};

export const IOPS_FUNCTIONS = [SDBO, IOPU, DBIOPS, LIOPS];
