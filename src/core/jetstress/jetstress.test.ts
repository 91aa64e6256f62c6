import { DEFAULT_OPTIONS, resolveOptions } from "../options";
import { checkJetstress, verdictText } from "./check";
import { jetstressTargetIops } from "./target";

describe("Jetstress target transactional IOPS = mailboxes x IOPS profile", () => {
  test("seed 001: 500 x 0.12 = 60; seed 004: 2500 x 0.18 = 450; seed 003: 4000 x 0.18 = 720", () => {
    expect(jetstressTargetIops(500, 0.12)).toBeCloseTo(60, 12);
    expect(jetstressTargetIops(2500, 0.18)).toBeCloseTo(450, 12);
    expect(jetstressTargetIops(4000, 0.18)).toBeCloseTo(720, 12);
  });
});

describe("the Jetstress check names every check that fails", () => {
  const good = { targetIops: 60, achievedIops: 1635.757, dbReadAvgMs: 10.17, logWriteAvgMs: 0.665 };

  test("seed 001's run passes; maxima not given are 'Not given'", () => {
    const v = checkJetstress(good, DEFAULT_OPTIONS);
    expect(v.overall).toBe("Pass");
    expect(v.checks.map((c) => c.outcome)).toEqual([
      "Pass",
      "Pass",
      "Pass",
      "Not given",
      "Not given",
    ]);
    expect(v.checks.map((c) => c.threshold)).toEqual([60, 20, 10, 100, 100]);
  });
  test("seed 002's OTG before tuning: 40 ms reads fail the 20 ms average", () => {
    const v = checkJetstress({ ...good, dbReadAvgMs: 40 }, DEFAULT_OPTIONS);
    expect([v.overall, v.failed]).toEqual(["Fail", ["Database read latency, average"]]);
  });
  test("short of the target fails, and so does each limit; several failures are all named", () => {
    const v = checkJetstress(
      {
        targetIops: 720,
        achievedIops: 700,
        dbReadAvgMs: 5,
        logWriteAvgMs: 16,
        dbReadMaxMs: 101,
        logWriteMaxMs: 100,
      },
      DEFAULT_OPTIONS
    );
    expect(v.failed).toEqual([
      "Transactional IOPS, achieved vs target",
      "Log write latency, average",
      "Database read latency, maximum",
    ]);
  });
  test("averages must be below the limit, maxima at most the limit, IOPS at least the target", () => {
    const edge = {
      targetIops: 60,
      achievedIops: 60,
      dbReadAvgMs: 20,
      logWriteAvgMs: 10,
      dbReadMaxMs: 100,
      logWriteMaxMs: 100,
    };
    expect(checkJetstress(edge, DEFAULT_OPTIONS).checks.map((c) => c.outcome)).toEqual([
      "Pass",
      "Fail",
      "Fail",
      "Pass",
      "Pass",
    ]);
  });
  test("seed 002's Exchange 2003 Jetstress allowed 20 ms log writes: option logWriteLatencyMs 20", () => {
    const v = checkJetstress(
      { ...good, logWriteAvgMs: 16 },
      resolveOptions({ logWriteLatencyMs: 20 })
    );
    expect(v.overall).toBe("Pass");
  });

  test("a run not typed in yet is 'Not given', never a pass; a check that fails still fails it", () => {
    const none = checkJetstress({ targetIops: 60 }, DEFAULT_OPTIONS);
    expect([none.overall, verdictText(none)]).toEqual(["Not given", "Not given"]);
    expect(none.checks.map((c) => c.outcome)).toEqual(Array(5).fill("Not given"));
    const noLog = checkJetstress({ ...good, logWriteAvgMs: undefined }, DEFAULT_OPTIONS);
    expect(noLog.overall).toBe("Not given");
    const short = checkJetstress({ targetIops: 60, achievedIops: 59 }, DEFAULT_OPTIONS);
    expect(verdictText(short)).toBe("Fail: Transactional IOPS, achieved vs target");
  });
  test("the verdict in one line names every failed check, as EX.JETCHECK's Overall row", () => {
    expect(verdictText(checkJetstress(good, DEFAULT_OPTIONS))).toBe("Pass");
    const v = checkJetstress({ ...good, dbReadAvgMs: 40, logWriteMaxMs: 101 }, DEFAULT_OPTIONS);
    expect(verdictText(v)).toBe("Fail: Database read latency, average; Log write latency, maximum");
  });
});
