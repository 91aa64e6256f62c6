/**
 * Golden figures of the configurations seeds 001-004 measured with Jetstress, typed from the seed text.
 * Each row names its seed and place; numbers are compared as printed.
 */
import { MEASURED_CONFIGURATIONS, MeasuredConfiguration } from "../../src/catalog";

function config(id: string): MeasuredConfiguration {
  const found = MEASURED_CONFIGURATIONS.find((c) => c.id === id);
  if (!found) throw new Error(`no measured configuration ${id}`);
  return found;
}

describe("seed 001: Dell PowerVault MD3820f, 500 mailboxes (ESRP, sections 2.6, 3, 5.2 and Appendix)", () => {
  const md = config("dell-md3820f-500");
  test("11 x 900GB 10K SAS in a Dynamic Disk Pool (section 3.4)", () => {
    expect(md.drives).toEqual({ count: 11, size: "900GB", type: "10K SAS" });
    expect(md.protection).toBe("DDP");
  });
  test("500 mailboxes at 0.12 IOPS, 2 databases, 2 copies (section 3.1)", () => {
    expect(md.profile).toMatchObject({
      mailboxes: 500,
      iopsPerMailbox: 0.12,
      databases: 2,
      copies: 2,
    });
  });
  test("performance run: achieved 1635.757 for a target of 60; DB reads 10.170 ms, log writes 0.665 ms", () => {
    const [performance, stress, recovery] = md.runs;
    expect(performance.achievedIops).toBe(1635.757);
    expect(performance.target).toEqual({ value: 60, basis: "printed" });
    expect([
      performance.dbReadsPerSec,
      performance.dbWritesPerSec,
      performance.logWritesPerSec,
    ]).toEqual([992.516, 643.242, 111.695]);
    expect(performance.dbReadLatency).toEqual({ value: 10.17, unit: "ms" });
    expect(performance.dbWriteLatency).toEqual({ value: 2.199, unit: "ms" });
    expect(performance.logWriteLatency).toEqual({ value: 0.665, unit: "ms" });
    expect(stress.achievedIops).toBe(1575.242);
    expect(stress.target).toBeUndefined();
    expect(recovery.achievedIops).toBe(1663.3);
  });
  test("the target is the profile: 500 x 0.12 = 60; reads + writes make the achieved figure (to the printed rounding)", () => {
    expect(500 * 0.12).toBeCloseTo(60, 12);
    expect(992.516 + 643.242).toBeCloseTo(1635.757, 2);
  });
});

describe("seed 004: Cisco UCS C210 M2, 2500 mailboxes (ESRP, Table 2, Table 5, Storage Performance Results)", () => {
  const cisco = config("cisco-c210-m2-2500");
  const [run] = cisco.runs;
  test("14 x 1TB 7.2K SATA in RAID 10 (Table 5); 2500 mailboxes at 0.18, 8 databases, 3 copies, 1352 MB", () => {
    expect(cisco.drives).toEqual({ count: 14, size: "1TB", type: "7.2K SATA" });
    expect(cisco.protection).toBe("RAID 10");
    expect(cisco.profile).toEqual({
      mailboxes: 2500,
      iopsPerMailbox: 0.18,
      databases: 8,
      copies: 3,
      quotaMB: 1352,
    });
  });
  test("651.699 transfers/sec (370.981 reads, 280.717 writes), reads at 14.580 ms; logs 248.284/sec at 1.065 ms", () => {
    expect(run.achievedIops).toBe(651.699);
    expect([run.dbReadsPerSec, run.dbWritesPerSec, run.logWritesPerSec]).toEqual([
      370.981, 280.717, 248.284,
    ]);
    expect(run.dbReadLatency).toEqual({ value: 14.58, unit: "ms" });
    expect(run.dbWriteLatency).toEqual({ value: 1.342, unit: "ms" });
    expect(run.logWriteLatency).toEqual({ value: 1.065, unit: "ms" });
  });
  test("the target is not printed: 2500 x 0.18 = 450, marked derived", () => {
    expect(run.target).toMatchObject({ value: 450, basis: "derived" });
    expect(2500 * 0.18).toBeCloseTo(450, 12);
  });
});

describe("seed 002: HP EVA 5000, 168 disks (Jetstress slides)", () => {
  const eva = config("hp-eva5000-168");
  test("totals 11819 and 16170 DB IOPS, each the sum of its printed parts", () => {
    const [two, four, groups] = eva.runs;
    expect(two.achievedIops).toBe(11819);
    expect(two.parts?.map((p) => p.achievedIops)).toEqual([5939, 5880]);
    expect(four.achievedIops).toBe(16170);
    expect(four.parts?.map((p) => p.achievedIops)).toEqual([3832, 3954, 4561, 3823]);
    expect(5939 + 5880).toBe(11819);
    expect(3832 + 3954 + 4561 + 3823).toBe(16170);
    expect(groups.achievedIops).toBe(12930.9);
    expect(groups.parts?.map((p) => p.achievedIops)).toEqual([4694.7, 3925.8, 4310.4]);
    expect(4694.7 + 3925.8 + 4310.4).toBeCloseTo(12930.9, 6);
  });
  test("latencies are printed in seconds (0.006 s reads, 0.001 s writes in Test 2)", () => {
    expect(eva.runs[0].dbReadLatency).toEqual({ value: 0.006, unit: "s" });
    expect(eva.runs[0].dbWriteLatency).toEqual({ value: 0.001, unit: "s" });
  });
  test("168 disks, as the Jetstress slide describes them (the case study says 72GB 10K: a note)", () => {
    expect(eva.drives).toEqual({ count: 168, size: "73GB", type: "15K" });
    expect(eva.notes.join(" ")).toContain("168 72GB 10K RPM disks");
  });
});

describe("seed 003: Tintri VMstore T880 (Appendix A, Jetstress report)", () => {
  const tintri = config("tintri-t880-4000");
  test("100 TB effective; 4,000 mailboxes per server at 0.18 IOPS: target 720, achieved 958.599", () => {
    expect(tintri.capacity).toBe("100 TB effective");
    expect(tintri.profile).toMatchObject({ mailboxes: 4000, iopsPerMailbox: 0.18 });
    const [run] = tintri.runs;
    expect(run.achievedIops).toBe(958.599);
    expect(run.target).toEqual({ value: 720, basis: "printed" });
    expect(4000 * 0.18).toBeCloseTo(720, 12);
  });
  test("DB read latency 1.1 to 1.2 ms, log writes 0.8 ms", () => {
    expect(tintri.runs[0].dbReadLatency).toEqual([
      { value: 1.1, unit: "ms" },
      { value: 1.2, unit: "ms" },
    ]);
    expect(tintri.runs[0].logWriteLatency).toEqual({ value: 0.8, unit: "ms" });
  });
});

test("every measured configuration and run cites its seed", () => {
  for (const c of MEASURED_CONFIGURATIONS) {
    expect(["001", "002", "003", "004"]).toContain(c.source.seed);
    for (const run of c.runs) expect(run.source.seed).toBe(c.source.seed);
  }
});
