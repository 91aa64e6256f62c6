import { SizingError } from "./errors";
import { DEFAULT_OPTIONS, OPTION_SPECS, resolveOptions } from "./options";

describe("options", () => {
  test("defaults are the paper's factors (seed 000, Tables 14-17 and section 3.4.2), derived IOPS on", () => {
    expect(DEFAULT_OPTIONS).toEqual({
      deletedItemDays: 14,
      singleItemRecovery: 0.012,
      calendarLogging: 0.058,
      dbOverhead: 1.2,
      maxDbSizeGB: 1024,
      contentIndex: 1.1,
      volumeOverhead: 1.2,
      logsPerMessage: 0.2,
      logFileMB: 1,
      moveFactor: 1.1,
      logRetentionDays: 3,
      logOverhead: 1.2,
      standaloneFactor: 1.2,
      iopsPerMessage: 0.001,
      iopsOverhead: 1.2,
      logWriteRatio: 0.5,
      dbWriteShare: 0.5,
      copyLogFactor: 0.1,
      logIopsOverhead: 1.2,
      // Issue 6: Exchange-version IOPS profile (seed 003: 0.101 IOPS per mailbox at 150 messages).
      exchangeVersion: 2010,
      iopsPerMessage2013: 0.101 / 150,
      // Spindles: seed 002 ("4x for RAID5 and 2x for RAID1", 100 IOPS per disk for design, Vraid 5 in
      // eights); RAID 6 derived by seed 000 section 3.1.3's count; 7.2K derived from seed 004.
      raid1WriteFactor: 2,
      raid5WriteFactor: 4,
      raid6WriteFactor: 6,
      parityGroupDisks: 8,
      diskIops15000: 100,
      diskIops10000: 100,
      diskIops7200: (370.981 + 2 * 280.717) / 14,
      // Compute and memory: seed 003 (3 megacycles at 150 messages, 35%, 18.75, 144 GB, 144/92*128);
      // cache per message from seed 000 section 2.2 (9 MB at 150).
      megacyclesPerMessage: 3 / 150,
      peakCpuUtilization: 0.35,
      baselineSpecIntPerCore: 18.75,
      cacheMBPerMessage: 9 / 150,
      cacheMBPerGB: 1000,
      memoryRowCacheGB: 92,
      memoryRowRamGB: 128,
      // Jetstress: seed 000 section 3.1 and footnote 11.
      dbReadLatencyMs: 20,
      logWriteLatencyMs: 10,
      maxLatencyMs: 100,
      derivedIops: 1,
    });
  });
  test("every option cites a seed", () => {
    for (const spec of OPTION_SPECS) expect(spec.source).toMatch(/^seed 00\d, /);
  });
  test("names match in any case", () => {
    expect(resolveOptions({ DBOVERHEAD: 1 }).dbOverhead).toBe(1);
  });
  test("an unknown name is an error naming it", () => {
    expect(() => resolveOptions({ dbOverheat: 1 })).toThrow(/unknown option "dbOverheat"/);
  });
  test("a factor below 1 is refused: 0.2 is a typo for 1.2", () => {
    expect(() => resolveOptions({ dbOverhead: 0.2 })).toThrow(SizingError);
    expect(() => resolveOptions({ dbOverhead: 0.2 })).toThrow(
      "dbOverhead 0.2 looks like the overhead alone; the factor for 20% is 1.2"
    );
  });
  test("a non-numeric value is an error naming the option", () => {
    expect(() => resolveOptions({ maxDbSizeGB: "big" })).toThrow(
      /maxDbSizeGB must be a number from 1 to 65536/
    );
  });
});
