import { individualDatabaseSizeGB } from "./individualDatabaseSize";

test("IDBS = DBS / DB count: 11504.66 / 12 = 958.72 GB (seed 000, Table 18 prints 959 GB)", () => {
  expect(individualDatabaseSizeGB(11504.66, 12)).toBeCloseTo(958.7217, 4);
});
