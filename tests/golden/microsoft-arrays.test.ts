import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { microsoftArrayRequirement } from "../../src/core/microsoft/arrays/arraySteps";
import { microsoftValues } from "../../src/cli/microsoftValues";

/**
 * Golden: the calculator's cells for a RAID design, computed with mscalc.py (E2013Calcv7.6) and typed
 * in; inputs {"datacenterModel": "Single Datacenter", "exchangeServersPerDag": 4, "haCopies": 2,
 * "laggedCopies": 0, "jbod": "No", "dedicatedRestoreVolume": "Yes", "tiers": [{"mailboxes": 6000,
 * "messagesPerDay": 200, "avgMessageKB": 75, "quotaMB": 2048}], "diskCapacityGB": 1200, "diskType":
 * "10K RPM SAS 2.5\""} (the storage golden "raid-restore-volume"). Expected figures by the rule of
 * docs/microsoft-arrays.md over those cells: 5302.950246710527 / 6 x 24 GB, 40.2 x 24 IOPS, 2 + 0 copies.
 */
const RAID_INPUTS = {
  datacenterModel: "Single Datacenter",
  exchangeServersPerDag: 4,
  haCopies: 2,
  laggedCopies: 0,
  jbod: "No",
  dedicatedRestoreVolume: "Yes",
  tiers: [{ mailboxes: 6000, messagesPerDay: 200, avgMessageKB: 75, quotaMB: 2048 }],
  diskCapacityGB: 1200,
  diskType: '10K RPM SAS 2.5"',
};
const CELLS = {
  "input.highAvailability": "Yes",
  "input.exchangeServersPerDag": 4,
  validationError: false,
  storageArchitecture: "RAID", // Role Requirements!C258
  recommendedNumberOfDatabasesPerDag: 12, // C79
  totalDAGsInTheEnvironment: 2, // C96
  totalNumberOfDatabaseCopiesPerServer: 6, // C102
  totalDbIopsPerDatabase: 40.199999999999996, // C281
  databaseVolumeSpacePerServerGB: 5302.950246710527, // D276
  logVolumeSpacePerServerGB: 0, // D277
  totalNumberOfHaDbCopyInstances: 2, // I70
  totalNumberOfLaggedDbCopyInstances: 0, // I71
};
const EXPECTED = { capacityGB: (5302.950246710527 / 6) * 24, dbIops: 40.2 * 24, copies: 2 };

const BIN = path.join(__dirname, "../../bin/exsize.js");
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.abs(b);

test("the calculator's cells of a RAID design give seed 000's per-copy requirement", () => {
  const r = microsoftArrayRequirement(CELLS)!;
  expect(close(r.capacityGB, EXPECTED.capacityGB)).toBe(true);
  expect(close(r.dbIops, EXPECTED.dbIops)).toBe(true);
  expect(r.copies).toBe(EXPECTED.copies);
});

test("the core's own sizing of the design gives the same requirement (1e-9 relative)", () => {
  const r = microsoftArrayRequirement(microsoftValues({ method: "microsoft", ...RAID_INPUTS }))!;
  expect(close(r.capacityGB, EXPECTED.capacityGB)).toBe(true);
  expect(close(r.dbIops, EXPECTED.dbIops)).toBe(true);
  expect(r.copies).toBe(EXPECTED.copies);
});

test("JBOD storage (the calculator's example design) or a rejected design has no arrays", () => {
  expect(microsoftArrayRequirement(microsoftValues({ method: "microsoft" }))).toBeNull();
  expect(microsoftArrayRequirement({ ...CELLS, storageArchitecture: "JBOD" })).toBeNull();
  expect(microsoftArrayRequirement({ ...CELLS, validationError: true })).toBeNull();
});

test("lagged copies count as copies, and without HA a server's databases are one copy", () => {
  expect(
    microsoftArrayRequirement({ ...CELLS, totalNumberOfLaggedDbCopyInstances: 1 })!.copies
  ).toBe(3);
  const standalone = microsoftArrayRequirement({ ...CELLS, "input.highAvailability": "No" })!;
  // C79 databases per server x 4 servers; a server holds its C79 databases.
  expect(standalone.copies).toBe(1);
  expect(close(standalone.capacityGB, (5302.950246710527 / 12) * 48)).toBe(true);
});

test("exsize size --json reports the arrays of a RAID design and null for JBOD", () => {
  // Seed 000's fit over the built-in catalog: PS6500E 1TB RAID 10 holds 23000 GB and 2400 IOPS
  // (the built-in catalog's row, src/catalog: seed 000 usable capacity and IOPS), so one array per copy, two in all.
  const run = (json: unknown) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-ms-arrays-"));
    const file = path.join(dir, "s.json");
    fs.writeFileSync(file, JSON.stringify(json));
    const r = spawnSync(process.execPath, [BIN, "size", file, "--json"], { encoding: "utf8" });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(r.status).toBe(0);
    return JSON.parse(r.stdout.trimEnd().split("\n").pop() as string);
  };
  const raid = run({ method: "microsoft", ...RAID_INPUTS });
  expect(close(raid.arrays.capacityGBPerCopy, EXPECTED.capacityGB)).toBe(true);
  expect(raid.arrays.copies).toBe(2);
  expect(raid.arrays.fits[0]).toMatchObject({
    model: "PS6500E",
    drive: "1TB",
    raid: "RAID 10",
    usableGB: 23000,
    iops: 2400,
    arraysPerCopy: 1,
    totalArrays: 2,
  });
  expect(run({ method: "microsoft" }).arrays).toBeNull();
});
