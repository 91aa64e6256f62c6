/**
 * EX.SUMMARY's Excel adapter (src/functions/excel/summary.ts, generated): registered as a lazy group, it
 * imports its declaration on the first call and answers as invoke does. Seed 000's worked example as
 * printed: 12 databases (Table 18), two PS6500 arrays (section 3.4.2).
 */
import { summary } from "../../src/functions/excel/summary";

test("the adapter loads EX.SUMMARY on its first call and spills the summary", async () => {
  const rows = await summary([
    ["users", 5000],
    ["quotaMB", 2048],
    ["messagesPerDay", 150],
    ["avgMessageKB", 75],
    ["copies", 2],
    ["options.dbOverhead", 1],
  ]);
  const s = Object.fromEntries(rows.slice(1));
  expect(rows[0]).toEqual(["Summary key", "Value"]);
  expect([s.mailboxes, s.databases, s.arraysTotal, s.cpuWorstFailurePercent]).toEqual([
    5000,
    12,
    2,
    "--",
  ]);
});
