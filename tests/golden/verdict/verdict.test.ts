/**
 * The verdict on real designs (issue 20): the calculator's own status texts (calculatorRuns.ts, mscalc.py
 * runs of E2013Calcv7.6) are reproduced by ExSize's steps, and each becomes part of the verdict: a
 * design whose database volume does not fit one JBOD disk (Storage Design!C182 "Insufficient Disk
 * Capacity") and a design the calculator rejects (Role Requirements!I160) are rejected, naming the rule
 * and the input to change; their missing figures are "--" in the summary and EX.SUMMARY, never the
 * calculator's 0; a 2019 design under 128 GB of RAM is accepted with a warning.
 * The expected verdict of each run is read from the calculator's cells, not from the code.
 */
import { evaluateMicrosoft, sizeMicrosoft } from "../../../src/core/microsoft/size";
import { parseMicrosoftScenario } from "../../../src/core/microsoft/scenario/parse";
import { microsoftSummary } from "../../../src/core/summary";
import { Verdict, verdictOf } from "../../../src/core/verdict";
import { invoke } from "../../../src/functions/invoke";
import { SUMMARY } from "../../../src/functions/declarations/summary";
import { CALCULATOR_RUNS, CalculatorRun } from "./calculatorRuns";

const INSUFFICIENT = "Insufficient Disk Capacity";

/** The rejects the calculator's cells call for: its status texts and its validation check. */
function expectedRejects(run: CalculatorRun): string[] {
  const out: string[] = [];
  if (run.cells["Role Requirements!I160"] === 1) out.push("databaseCopyCountCheck");
  if (run.cells["Storage Design!C182"] === INSUFFICIENT) out.push("insufficientDiskCapacity");
  if (run.cells["Storage Design!C186"] === INSUFFICIENT)
    out.push("insufficientDiskCapacitySecondary");
  return out;
}

describe.each(CALCULATOR_RUNS.map((r) => [r.name, r] as const))("%s", (_name, run) => {
  const sizing = sizeMicrosoft(run.scenario);
  const verdict = verdictOf(sizing);
  const values = evaluateMicrosoft(parseMicrosoftScenario(run.scenario));
  const rejected = expectedRejects(run).length > 0;

  test("ExSize's steps show the calculator's status texts (Storage Design C182, D182, C186, D186)", () => {
    const steps: [string, string][] = [
      ["Storage Design!C182", "jbodDbDisks"],
      ["Storage Design!D182", "jbodRestoreVolumeDisks"],
      ["Storage Design!C186", "jbodDbDisksSecondary"],
      ["Storage Design!D186", "jbodRestoreVolumeDisksSecondary"],
    ];
    for (const [cell, key] of steps)
      expect([cell, values.get(key)]).toEqual([cell, run.cells[cell]]);
    expect(sizing.disksEnvironment).toBe(run.cells["Storage Design!D202"]);
  });

  test("the verdict names every rule the calculator's cells break, and only those", () => {
    expect(verdict.rejects.map((r) => r.key)).toEqual(expectedRejects(run));
    expect(verdict.status === "rejected").toBe(rejected);
    if (rejected) expect(verdict.headline).toMatch(/^Rejected: /);
    for (const r of verdict.rejects) {
      expect(r.message).toMatch(/E2013Calcv7\.6, (Storage Design!C18[26]|Role Requirements!I156)/);
      expect(r.message).toMatch(/Change: /);
    }
  });

  test('missing figures are "--" (null), never the calculator\'s 0', () => {
    const summary = microsoftSummary(sizing, parseMicrosoftScenario(run.scenario).cells);
    const noDisks = run.cells["Storage Design!D202"] === 0 && rejected;
    expect(summary.disksTotal).toBe(noDisks ? null : run.cells["Storage Design!D202"]);
    const noServers = run.cells["Role Requirements!I160"] === 1;
    expect(summary.servers).toBe(noServers ? null : run.outputs.serversEnvironment);
    expect([verdict.noDisks, verdict.noServers]).toEqual([noDisks, noServers]);
  });

  test('EX.SUMMARY: the same "--" figures, and the verdict as its last row', () => {
    const { method: _m, tiers, ...environment } = run.scenario as Record<string, unknown>;
    void _m;
    const tierRows = tiers as Record<string, unknown>[];
    const names = [...new Set(tierRows.flatMap((t) => Object.keys(t)))];
    const rows = invoke(SUMMARY, [
      [["method", "microsoft"], ...Object.entries(environment)],
      [names, ...tierRows.map((t) => names.map((n) => t[n] ?? ""))],
    ]) as unknown[][];
    const record = Object.fromEntries(rows.slice(1));
    expect(rows[rows.length - 1][0]).toBe("verdict");
    expect(record.verdict).toBe(verdict.headline);
    if (verdict.noDisks) expect(record.disksTotal).toBe("--");
    if (verdict.noServers) expect([record.servers, record.coresTotal]).toEqual(["--", "--"]);
  });
});

test("the insufficient-disk design: the message quotes its database volume and the disk", () => {
  const run = CALCULATOR_RUNS.find((r) => r.name === "insufficientDisk6TB")!;
  const v: Verdict = verdictOf(sizeMicrosoft(run.scenario));
  const reject = v.rejects[0];
  expect(reject.rule).toBe(INSUFFICIENT);
  // Volume Requirements: the database volume 8,676.007 GB (mscalc.py databaseVolumeSizeGB), the disk 6000 GB.
  expect(Math.round(run.outputs.databaseVolumeSizeGB as number)).toBe(8676);
  expect(reject.message).toContain(
    "one database volume needs 8676 GB, more than one 6000 GB disk holds"
  );
  expect(reject.change).toMatch(/bigger disks \(diskCapacityGB\)/);
  expect(reject.change).toMatch(/fewer databases per volume/);
  expect(reject.change).toMatch(/more servers \(exchangeServersPerDag\)/);
});

test("a 2019 design under 128 GB: accepted, with the memory minimum as a warning", () => {
  const run = CALCULATOR_RUNS.find((r) => r.name === "ram96")!;
  expect(run.cells["Role Requirements!C253"]).toBe(64);
  const v = verdictOf(sizeMicrosoft(run.scenario));
  expect(v.status).toBe("warnings");
  const w = v.warnings.find((x) => x.key === "ramBelow128GB")!;
  expect(w.message).toContain("the calculator recommends 64 GB per server");
  expect(w.source).toContain("128 GB minimum recommended");
  // The same design as Exchange 2016 has no such minimum (8 GB, system-requirements.md).
  const v2016 = verdictOf(sizeMicrosoft({ ...run.scenario, exchangeVersion: "2016" }));
  expect(v2016.warnings.map((x) => x.key)).not.toContain("ramBelow128GB");
});

test('CPU inputs left out: a warning "CPU not sized: give coresPerServer and specIntRate2006"', () => {
  const v = verdictOf(sizeMicrosoft({ method: "microsoft" }));
  expect(v.warnings.find((x) => x.key === "cpuNotSized")?.message).toMatch(
    /^CPU not sized \(E2013Calcv7\.6, Input!C131:D133\): give coresPerServer and specIntRate2006/
  );
  const sized = verdictOf(sizeMicrosoft({ method: "microsoft", specIntRate2006: 1000 }));
  expect(sized.warnings.map((x) => x.key)).not.toContain("cpuNotSized");
});
