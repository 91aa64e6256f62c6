import { parseDriveSizeGB } from "./driveSize";
import { parseRaidLevel } from "./raidLevel";

describe("RAID levels (seed 000, section 3.1.3: RAID 5, RAID 50, RAID 10 and RAID 6)", () => {
  test.each([
    ["RAID 50", "RAID 50"],
    ["raid50", "RAID 50"],
    ["50", "RAID 50"],
    [" Raid 10 ", "RAID 10"],
    ["10", "RAID 10"],
    ["RAID-6", "RAID 6"],
    ["5", "RAID 5"],
  ])("%j reads as %s", (text, level) => {
    expect(parseRaidLevel(text, "raid")).toBe(level);
  });
  test.each(["RAID 7", "fifty", "", "RAID 1+0", "50%"])(
    "%j is refused, naming the argument",
    (text) => {
      expect(() => parseRaidLevel(text, "raid")).toThrow(
        /^raid must be a RAID level: RAID 50, RAID 10, RAID 5 or RAID 6/
      );
    }
  );
});

describe("drive sizes (seed 000, Table 13: 1TB = 1000 GB in its arithmetic)", () => {
  test.each([
    ["500GB", 500],
    ["500 gb", 500],
    ["500", 500],
    ["1TB", 1000],
    ["2 tb", 2000],
  ])("%j is %d GB", (text, gb) => {
    expect(parseDriveSizeGB(text, "drive")).toBe(gb);
  });
  test.each(["big", "", "0GB", "-500GB", "500 MB"])("%j is refused", (text) => {
    expect(() => parseDriveSizeGB(text, "drive")).toThrow(
      /^drive must be a drive size such as 500GB or 1TB/
    );
  });
});
