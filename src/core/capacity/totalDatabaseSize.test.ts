import { DEFAULT_OPTIONS, resolveOptions } from "../options";
import { totalDatabaseSizeGB } from "./totalDatabaseSize";

const profile = { users: 5000, quotaMB: 2048, messagesPerDay: 150, avgMessageKB: 75 };

describe("DBS (seed 000, Table 14, step 5)", () => {
  test("Table 18 without the overhead: 5000 x 2356.155 / 1024 = 11504.66 GB (prints 11505 GB)", () => {
    expect(totalDatabaseSizeGB(profile, resolveOptions({ dbOverhead: 1 }))).toBeCloseTo(
      11504.6627,
      3
    );
  });
  test("Table 14 with its 20% overhead, ExSize's default: 11504.66 x 1.2 = 13805.60 GB", () => {
    expect(totalDatabaseSizeGB(profile, DEFAULT_OPTIONS)).toBeCloseTo(13805.5952, 3);
  });
});
