import { Value, envOf, evaluateSteps, stepInputs } from "../../../../src/core/formula";
import { databaseSteps } from "../../../../src/core/microsoft/databases";
import { STORAGE_OUTPUT_KEYS, storageSteps } from "../../../../src/core/microsoft/storage";
import { NEEDS } from "./needs";
import { STORAGE_GOLDENS } from "./storageGoldens";

/**
 * The storage area against mscalc.py (E2013Calcv7.6) on the designs of storageGoldens.ts: the example,
 * the seven cases.json designs and designs of our own (JBOD with AutoReseed, RAID with a restore volume,
 * isolated logs, several databases per volume, two datacenters, "Entirely on RAID", a standalone weekly
 * backup set). The expected cells:
 *   preferredStorageArchitectureSecondDatacenter
 *   RR!I128, preferredStorageArchitectureLaggedCopyServer RR!I129, randDbDiskIo2 SD!D48, databasesPerVolume VR!E114,
 *   databaseVolumesPerServer VR!E115, totalVolumesPerServer VR!E119, databaseVolumeSizeGB VR!I123,
 *   logVolumeSizeGB VR!J123, restoreVolumeSizeGB RR!D278, databaseVolumeSpacePerServerGB RR!D276,
 *   logVolumeSpacePerServerGB RR!D277, databaseSpacePerServerGB RR!D274, logSpacePerServerGB RR!D275,
 *   disksPerServerRaid(Secondary) SD!C194/D194, disksPerServerJbod(Secondary) SD!C197/D197,
 *   disksPerDag SD!C202, disksEnvironment SD!D202, storageArchitecture RR!C258, and mscalc.py's outputs
 *   disksPerServer(Secondary) (SD!C194 + C197, D194 + D197).
 * SD!D48 is the databases area's step (storageDecisions.ts), the one the product evaluates
 * (sizeSteps.ts), evaluated here with the storage steps.
 */
const randDbDiskIo2 = databaseSteps().filter((s) => s.key === "randDbDiskIo2");

function close(actual: Value, expected: Value): boolean {
  if (typeof expected === "number" && typeof actual === "number")
    return expected === 0
      ? Math.abs(actual) <= 1e-9
      : Math.abs(actual - expected) <= 1e-6 * Math.abs(expected);
  return actual === expected;
}

describe("storage steps agree with E2013Calcv7.6 (mscalc.py) to 1e-6 relative", () => {
  for (const g of STORAGE_GOLDENS) {
    test(`${g.name} (${g.inputs.slice(0, 80)})`, () => {
      const steps = [...randDbDiskIo2, ...storageSteps()];
      const values = evaluateSteps(steps, envOf(g.needs));
      const wrong = Object.entries(g.expect)
        .filter(([k, e]) => !close(values[k], e))
        .map(([k, e]) => `${k}: got ${JSON.stringify(values[k])}, mscalc ${JSON.stringify(e)}`);
      expect(wrong).toEqual([]);
    });
  }

  test("the goldens cover every storage key of exsize size --json", () => {
    expect(STORAGE_GOLDENS.length).toBeGreaterThanOrEqual(17);
    for (const g of STORAGE_GOLDENS)
      expect(STORAGE_OUTPUT_KEYS.filter((k) => !(k in g.expect))).toEqual([]);
    const keys = [
      "databaseVolumeSizeGB",
      "logVolumeSizeGB",
      "databasesPerVolume",
      "databaseVolumesPerServer",
      "totalVolumesPerServer",
      "restoreVolumeSizeGB",
      "databaseVolumeSpacePerServerGB",
      "databaseSpacePerServerGB",
      "logSpacePerServerGB",
      "disksPerServerRaid",
      "disksPerServerJbod",
      "disksPerServerRaidSecondary",
      "disksPerServerJbodSecondary",
      "disksPerDag",
      "disksEnvironment",
      "storageArchitecture",
    ];
    for (const g of STORAGE_GOLDENS) expect(keys.filter((k) => !(k in g.expect))).toEqual([]);
  });
});

describe("NEEDS lists exactly what the storage steps read from other areas", () => {
  test("every name the steps read is in NEEDS, and NEEDS lists nothing more", () => {
    const read = stepInputs(storageSteps());
    const listed = new Set(NEEDS.map((n) => n.name));
    expect(read.filter((n) => !listed.has(n))).toEqual([]);
    expect([...listed].filter((n) => !read.includes(n))).toEqual([]);
  });
});
