/** What the pane shows and says while a build runs. */
import type { BuildReport } from "../render/office";
import {
  PHASE_GAP_MS,
  QUIET_MS,
  VERDICT_HEADLINE,
  VERDICT_REJECTED,
  progressLine,
  shouldAnnounce,
  summarizeBuild,
} from "./messages";

test("progress lines say which sheet is being written, in words", () => {
  // Issue 15 saw "Writing adding on “Summary”".
  expect(progressLine({ step: "write", message: "Writing adding", sheet: "Summary" })).toBe(
    "Writing the sheet “Summary”"
  );
  expect(progressLine({ step: "calculate", message: "Calculating" })).toBe("Calculating");
});

test("a screen reader hears the first line, then one per phase at most every few seconds", () => {
  // A build as the builder reports it: read, 13 sheets written within 2 s, send, calculate, done.
  const events: [string, number][] = [
    ["read", 0],
    ...Array.from({ length: 13 }, (_, i): [string, number] => ["write", 100 + i * 150]),
    ["send", 2100],
    ["calculate", 3500],
    ["done", 3600],
  ];
  let last: { step: string; atMs: number } | undefined;
  const said: string[] = [];
  for (const [step, at] of events) {
    if (shouldAnnounce(last, step, at)) {
      said.push(step);
      last = { step, atMs: at };
    }
  }
  expect(said).toEqual(["read", "calculate"]);
  expect(shouldAnnounce({ step: "write", atMs: 0 }, "write", QUIET_MS)).toBe(true);
  expect(shouldAnnounce({ step: "write", atMs: 0 }, "write", QUIET_MS - 1)).toBe(false);
  expect(shouldAnnounce({ step: "read", atMs: 0 }, "write", PHASE_GAP_MS)).toBe(true);
});

describe("the verdict after a build (issue 28)", () => {
  /** A test double of a finished build's report: only the fields summarizeBuild reads. */
  const builtReport = (results: ReadonlyMap<string, unknown>): BuildReport => ({
    kind: "microsoft",
    buildId: "test-double",
    sheets: [{ name: "Summary" }, { name: "Inputs" }] as unknown as BuildReport["sheets"],
    renames: [],
    replaced: [],
    carried: [],
    refused: [],
    activeSheet: "Summary",
    counts: { names: 1, tables: 0, charts: 0 },
    syncs: 1,
    requestBytes: [],
    results,
    warnings: [],
  });

  test("the recalculated verdict's headline comes first, before the sheets", () => {
    const headline =
      "Rejected: Insufficient Disk IO Capacity (E2013Calcv7.6, Storage Design!C182): ...";
    const s = summarizeBuild(
      builtReport(
        new Map<string, unknown>([
          [VERDICT_HEADLINE, headline],
          [VERDICT_REJECTED, true],
        ])
      )
    );
    expect(s.details[0]).toBe(`Verdict: ${headline}`);
    expect(s.details[1]).toMatch(/^Sheets: /);
  });

  test("no verdict line where the workbook has none (a Dell build)", () => {
    const s = summarizeBuild(builtReport(new Map()));
    expect(s.details.some((d) => d.startsWith("Verdict"))).toBe(false);
  });
});
