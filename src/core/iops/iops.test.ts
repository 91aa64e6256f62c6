import { DEFAULT_OPTIONS, resolveOptions } from "../options";
import { databaseIops } from "./databaseIops";
import { iopsPerUser } from "./iopsPerUser";
import { logIops } from "./logIops";
import { standaloneOverhead } from "./standaloneOverhead";

describe("Tables 16 and 17 (seed 000)", () => {
  test("SDBO = 1.2 without a DAG, 1.0 with one (Table 16 step 2)", () => {
    expect(standaloneOverhead(1, DEFAULT_OPTIONS)).toBe(1.2);
    expect(standaloneOverhead(2, DEFAULT_OPTIONS)).toBe(1);
    expect(standaloneOverhead(3, DEFAULT_OPTIONS)).toBe(1);
  });
  test("IOPU = SDBO x 150 / 1000: 0.15 in a DAG, 0.18 standalone (Table 16 step 3; section 2.2)", () => {
    expect(iopsPerUser(150, 2, DEFAULT_OPTIONS)).toBeCloseTo(0.15, 12);
    expect(iopsPerUser(150, 1, DEFAULT_OPTIONS)).toBeCloseTo(0.18, 12);
  });
  test("DBIOP = 5000 x 0.15 x 1.2 = 900 (Table 16 step 4; section 3.4.2)", () => {
    expect(databaseIops(5000, 150, 2, DEFAULT_OPTIONS)).toBeCloseTo(900, 9);
  });
  test("LIOPS = ((900 x 0.5 x 0.5) + (900 x (2 - 1) x 0.1)) x 1.2 = 378 (Table 17)", () => {
    expect(logIops(900, 2, DEFAULT_OPTIONS)).toBeCloseTo(378, 9);
  });
  test("LIOPS standalone has no copy term: 900 x 0.25 x 1.2 = 270", () => {
    expect(logIops(900, 1, DEFAULT_OPTIONS)).toBeCloseTo(270, 9);
  });
  test("LIOPS with three copies: (225 + 900 x 2 x 0.1) x 1.2 = 486", () => {
    expect(logIops(900, 3, DEFAULT_OPTIONS)).toBeCloseTo(486, 9);
  });
});

describe("Exchange 2013 profile (option exchangeVersion 2013; seed 003)", () => {
  const e2013 = resolveOptions({ exchangeVersion: 2013 });
  test("IOPU = 150 x 0.101 / 150 = 0.101, standalone or in a DAG (no SDBO)", () => {
    expect(iopsPerUser(150, 1, e2013)).toBeCloseTo(0.101, 15);
    expect(iopsPerUser(150, 2, e2013)).toBeCloseTo(0.101, 15);
    expect(standaloneOverhead(1, e2013)).toBe(1);
  });
  test("other profiles in proportion: 200 messages => 0.13467", () => {
    expect(iopsPerUser(200, 2, e2013)).toBeCloseTo((0.101 / 150) * 200, 15);
  });
  test("DBIOP keeps Table 16's 20%: 16,000 x 0.101 x 1.2 = 1939.2; without it 1,616 (seed 003)", () => {
    expect(databaseIops(16000, 150, 1, e2013)).toBeCloseTo(1939.2, 9);
    expect(
      databaseIops(16000, 150, 1, resolveOptions({ exchangeVersion: 2013, iopsOverhead: 1 }))
    ).toBeCloseTo(1616, 9);
  });
  test("any other version is refused, naming the option", () => {
    expect(() => resolveOptions({ exchangeVersion: 2016 })).toThrow(
      "exchangeVersion must be 2010 or 2013 (got 2016)"
    );
  });
});
