import { databaseCount } from "./databaseCount";

describe("DB count (seed 000, Table 18: DBS / max DB size, rounded up)", () => {
  test("11504.66 GB / 1024 GB = 11.23 -> 12 databases (Table 18 prints ~12)", () => {
    expect(databaseCount(11504.66, { maxDbSizeGB: 1024 })).toBe(12);
  });
  test("exactly full databases need no extra one", () => {
    expect(databaseCount(2048, { maxDbSizeGB: 1024 })).toBe(2);
  });
  test("binary floating-point noise above a whole quotient does not add a database", () => {
    expect(databaseCount(0.1 * 3 * 1024, { maxDbSizeGB: 0.3 * 1024 })).toBe(1);
  });
  test("a tiny database still needs one", () => {
    expect(databaseCount(0.001, { maxDbSizeGB: 1024 })).toBe(1);
  });
});
