import { DEFAULT_OPTIONS } from "../options";
import { mailboxSizePerUserMB } from "./mailboxSizePerUser";

describe("MBU (seed 000, Table 14, step 4)", () => {
  test("2048 + 10.986 + 297.169 = 2356.155 MB (Table 18 prints 2356 MB)", () => {
    expect(mailboxSizePerUserMB(2048, 150, 75, DEFAULT_OPTIONS)).toBeCloseTo(2356.154921875, 9);
  });
});
