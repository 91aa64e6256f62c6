import { DEFAULT_OPTIONS } from "../options";
import { dumpsterPerUserMB } from "./dumpsterPerUser";

describe("DSU (seed 000, Table 14, step 3)", () => {
  test("150 x 75 / 1024 x 14 + 2048 x 0.012 + 2048 x 0.058 = 153.809 + 24.576 + 118.784 (Table 18: 297 MB)", () => {
    expect(dumpsterPerUserMB(2048, 150, 75, DEFAULT_OPTIONS)).toBeCloseTo(
      153.80859375 + 24.576 + 118.784,
      9
    );
  });
  test("no retention and no recovery space leaves nothing", () => {
    const none = { deletedItemDays: 0, singleItemRecovery: 0, calendarLogging: 0 };
    expect(dumpsterPerUserMB(2048, 150, 75, none)).toBe(0);
  });
});
