import { databaseIops, iopsPerUser, logIops, standaloneOverhead } from "../../core";
import { coreFunction } from "../functionFamily";
import { DB_IOPS_PARAM, OPTIONS_PARAM, inputParam } from "../params";
import { SECTION_342_EXAMPLE } from "../seed000Example";

export const SDBO = coreFunction({
  id: "SDBO",
  description:
    "Standalone database overhead: 1.2 with 1 copy (no DAG), 1.0 in a DAG (seed 000, Table 16, step 2); 1.0 with option exchangeVersion 2013 (seed 003).",
  params: [inputParam("copies"), OPTIONS_PARAM],
  unit: "factor",
  result: "Standalone database overhead.",
  args: [1],
  value: 1.2,
  digits: 1,
  note: "Table 16 step 2",
  of: standaloneOverhead,
});

export const IOPU = coreFunction({
  id: "IOPU",
  description:
    "Database IOPS per user: IOPU = SDBO x (MSR / 1000) (seed 000, Table 16, step 3); with option exchangeVersion 2013, MSR x 0.101 / 150 (seed 003: 0.101 at 150 messages).",
  params: [inputParam("messagesPerDay"), inputParam("copies"), OPTIONS_PARAM],
  unit: "IOPS/user",
  result: "Database IOPS per user.",
  args: SECTION_342_EXAMPLE,
  value: 0.15,
  digits: 2,
  note: "section 3.4.2 uses 0.15",
  of: iopsPerUser,
});

export const DBIOPS = coreFunction({
  id: "DBIOPS",
  description:
    "Total database IOPS: DBIOP = NU x IOPU x 1.2 (seed 000, Table 16, step 4). copies = 1 means standalone (no DAG).",
  params: [inputParam("users"), inputParam("messagesPerDay"), inputParam("copies"), OPTIONS_PARAM],
  unit: "IOPS",
  result: "Total database IOPS.",
  args: SECTION_342_EXAMPLE,
  value: 900,
  digits: 0,
  note: "section 3.4.2 prints 900 IOPS",
  of: databaseIops,
});

export const LIOPS = coreFunction({
  id: "LIOPS",
  description:
    "Total log IOPS: ((DBIOP x 0.5 x 0.5) + (DBIOP x (copies - 1) x 0.1)) x 1.2 (seed 000, Table 17).",
  params: [DB_IOPS_PARAM, inputParam("copies"), OPTIONS_PARAM],
  unit: "IOPS",
  result: "Total log IOPS.",
  args: SECTION_342_EXAMPLE,
  value: 378,
  digits: 0,
  note: "Table 17 with the section 3.4.2 figures",
  of: logIops,
});

export const IOPS_FUNCTIONS = [SDBO, IOPU, DBIOPS, LIOPS];
