import { whiteSpacePerUserMB } from "./whiteSpacePerUser";

describe("WSU (seed 000, Table 14, step 2)", () => {
  test("150 messages x 75 KB / 1024 = 10.986 MB (Table 18 prints 11 MB)", () => {
    expect(whiteSpacePerUserMB(150, 75)).toBeCloseTo(10.986328125, 12);
  });
  test("1024 messages x 1 KB = 1 MB", () => {
    expect(whiteSpacePerUserMB(1024, 1)).toBe(1);
  });
});
