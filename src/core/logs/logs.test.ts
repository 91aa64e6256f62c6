import { DEFAULT_OPTIONS, resolveOptions } from "../options";
import { dailyLogCapacityMB } from "./dailyLogCapacity";
import { logFileSizeMB } from "./logFileSize";
import { logsPerUserPerDay } from "./logsPerUserPerDay";
import { logVolumeSizeGB } from "./logVolumeSize";
import { messageSizeFactor } from "./messageSizeFactor";
import { usersPerDatabase } from "./usersPerDatabase";

describe("Table 15 (seed 000), step by step with Table 19's figures", () => {
  test("LFS = 1 MB (step 1)", () => expect(logFileSizeMB(DEFAULT_OPTIONS)).toBe(1));
  test("NL = 150 x 0.2 = 30 (step 2)", () =>
    expect(logsPerUserPerDay(150, DEFAULT_OPTIONS)).toBeCloseTo(30, 12));
  test.each([
    [1, 1],
    [75, 1],
    [75.5, 1.9],
    [150, 1.9],
    [150.01, 3.8],
    [1000, 3.8],
  ])("MSF(%p KB) = %p (step 3)", (kb, factor) => expect(messageSizeFactor(kb)).toBe(factor));
  test("NDB = ceil(5000 / 12) = 417 (step 4; Table 19)", () =>
    expect(usersPerDatabase(5000, 12)).toBe(417));
  test("NDB of an even split is exact: 5000 / 10 = 500", () =>
    expect(usersPerDatabase(5000, 10)).toBe(500));
  test("NDB is at least one user even with far more databases than users", () =>
    expect(usersPerDatabase(1, 5e9)).toBe(1));
  test("TLC = 417 x 30 x 1 x 1 = 12510 MB (step 5)", () =>
    expect(dailyLogCapacityMB(417, 30, 1, 1)).toBe(12510));
  test("LVS = 12510 x 1.1 x 3 x 1.2 / 1024 = 48.38 GB (Table 19 prints 48 GB)", () =>
    expect(logVolumeSizeGB(12510, DEFAULT_OPTIONS)).toBeCloseTo(49539.6 / 1024, 9));
  test("LVS by Table 15 (no move factor) = 12510 x 3 x 1.2 / 1024 = 43.98 GB", () =>
    expect(logVolumeSizeGB(12510, resolveOptions({ moveFactor: 1 }))).toBeCloseTo(45036 / 1024, 9));
});
