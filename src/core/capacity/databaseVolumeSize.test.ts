import { DEFAULT_OPTIONS } from "../options";
import { databaseVolumeSizeGB } from "./databaseVolumeSize";

test("DVS = IDBS x 1.1 x 1.2: 958.72 x 1.32 = 1265.51 GB (seed 000, Table 18 prints 1266 GB)", () => {
  expect(databaseVolumeSizeGB(958.72, DEFAULT_OPTIONS)).toBeCloseTo(1265.5104, 4);
});
