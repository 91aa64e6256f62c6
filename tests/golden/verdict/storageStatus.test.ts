/**
 * The calculator's storage statuses (issue 28), golden from mscalc.py (storageStatusRuns.ts): ExSize's
 * steps give Storage Design's C181:E182 and C185:E186 as the calculator shows them (its texts, its
 * counts, "--"), `exsize size --json` carries them (jbodDiskStatus, jbodDbDisks, jbodRestoreVolumeDisks,
 * jbodAutoReseedDisks and their ...Secondary twins), and the verdict rejects exactly the designs whose
 * cells read "Insufficient ..." for a volume the design has: C182/C186 always (whatever the disk count:
 * the IO case keeps the restore volume and AutoReseed disks), D182/D186 where a dedicated restore
 * volume is asked for (without one the calculator writes "Insufficient Disk Capacity" there and sizes
 * nothing: not a reject). The expected rejects are read from the calculator's cells, not from the code.
 */
import { sizeMicrosoft } from "../../../src/core/microsoft/size";
import { verdictOf } from "../../../src/core/verdict";
import { STORAGE_STATUS_RUNS, StorageStatusRun } from "./storageStatusRuns";

const STEPS: readonly [cell: string, key: string][] = [
  ["Storage Design!C181", "jbodDiskStatus"],
  ["Storage Design!C182", "jbodDbDisks"],
  ["Storage Design!D182", "jbodRestoreVolumeDisks"],
  ["Storage Design!E182", "jbodAutoReseedDisks"],
  ["Storage Design!C185", "jbodDiskStatusSecondary"],
  ["Storage Design!C186", "jbodDbDisksSecondary"],
  ["Storage Design!D186", "jbodRestoreVolumeDisksSecondary"],
  ["Storage Design!E186", "jbodAutoReseedDisksSecondary"],
];
const STORAGE_RULES = /^(insufficient|jbodRefused|noDisksSized)/;

/** The storage rejects the calculator's cells call for. */
function expectedRejects(run: StorageStatusRun): string[] {
  const out: string[] = [];
  const restore = run.scenario.dedicatedRestoreVolume !== false;
  for (const [dc, c, d] of [
    ["", "C182", "D182"],
    ["Secondary", "C186", "D186"],
  ] as const) {
    const db = run.cells[`Storage Design!${c}`];
    if (db === "Insufficient Disk Capacity") out.push(`insufficientDiskCapacity${dc}`);
    if (db === "Insufficient Disk IO Capacity") out.push(`insufficientDiskIo${dc}`);
    if (restore && run.cells[`Storage Design!${d}`] === "Insufficient Disk Capacity")
      out.push(`insufficientRestoreCapacity${dc}`);
  }
  return out;
}

/** The calculator's "--" is null in exsize size --json. */
const json = (v: string | number) => (v === "--" ? null : v);

test("the runs show each status both ways, in both datacenters, RAID and JBOD", () => {
  const all = STORAGE_STATUS_RUNS.flatMap((r) => Object.entries(r.cells));
  for (const cell of ["Storage Design!C182", "Storage Design!C186"]) {
    for (const text of ["Insufficient Disk Capacity", "Insufficient Disk IO Capacity"])
      expect([cell, text, all.some(([c, v]) => c === cell && v === text)]).toEqual([
        cell,
        text,
        true,
      ]);
    expect(all.some(([c, v]) => c === cell && typeof v === "number")).toBe(true);
  }
  expect(
    all.some(([c, v]) => c === "Storage Design!D186" && v === "Insufficient Disk Capacity")
  ).toBe(true);
  expect(all.some(([c, v]) => c === "Storage Design!C181" && v === "RAID Required")).toBe(true);
  expect(STORAGE_STATUS_RUNS.length).toBeGreaterThanOrEqual(8);
});

describe.each(STORAGE_STATUS_RUNS.map((r) => [r.name, r] as const))("%s", (_name, run) => {
  const sizing = sizeMicrosoft(run.scenario) as unknown as Record<string, unknown>;
  const verdict = verdictOf(sizing as { method: "microsoft" });

  test("exsize size --json gives the calculator's storage statuses, to its text", () => {
    for (const [cell, key] of STEPS)
      expect([cell, key, sizing[key]]).toEqual([cell, key, json(run.cells[cell])]);
    expect(sizing.disksPerServer).toBe(run.outputs.disksPerServer);
    expect(sizing.disksPerServerSecondary).toBe(run.outputs.disksPerServerSecondary);
    expect(sizing.validationError).toBe(run.cells["Role Requirements!I160"] === 1);
  });

  test("the verdict's storage rejects are exactly those the calculator's statuses call for", () => {
    const storage = verdict.rejects.map((r) => r.key).filter((k) => STORAGE_RULES.test(k));
    expect(storage).toEqual(expectedRejects(run));
    for (const r of verdict.rejects.filter((x) => x.key.startsWith("insufficientDisk"))) {
      const cell = r.key.endsWith("Secondary") ? "C186" : "C182";
      expect(r.message).toContain(`${cell} reads "${String(run.cells[`Storage Design!${cell}`])}"`);
      expect(verdict.status).toBe("rejected");
      expect(verdict.noDisks).toBe(true);
    }
  });
});
