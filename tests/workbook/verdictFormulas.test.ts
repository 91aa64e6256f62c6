/**
 * The verdict's formula steps as the Microsoft workbook writes them (ex.ms.verdict.*) stay inside
 * Excel's limits (Microsoft: "Excel specifications and limits"): a text constant in a formula of at most
 * 255 characters (the rules' texts are fixed in code, so this test is their guard: a longer sentence is
 * written as several texts joined by say), a formula of at most 8,192 characters, at most 64 nested
 * levels of functions; and every name a verdict formula reads is a step or input of the workbook.
 */
import { printExcel, refsOf } from "../../src/core/formula";
import { verdictSteps } from "../../src/core/microsoft/verdict";
import { buildMicrosoftWorkbook } from "../../src/workbook";

const spec = buildMicrosoftWorkbook({ method: "microsoft" }, { date: new Date(2026, 10, 23) });
const names = new Set(spec.names.map((n) => n.name));

test.each(verdictSteps().map((s) => [s.key, s] as const))("%s", (key, step) => {
  const formula = "=" + printExcel(step.formula, (n) => "ex.ms." + n);
  expect(formula.length).toBeLessThanOrEqual(8192);
  for (const m of formula.matchAll(/"((?:[^"]|"")*)"/g))
    expect(m[1].replace(/""/g, '"').length).toBeLessThanOrEqual(255);
  let depth = 0;
  let deepest = 0;
  for (const c of formula) {
    if (c === "(") deepest = Math.max(deepest, ++depth);
    if (c === ")") depth--;
  }
  expect(deepest).toBeLessThanOrEqual(64);
  expect(names.has("ex.ms." + key)).toBe(true);
  for (const r of refsOf(step.formula))
    expect([key, r, names.has("ex.ms." + r)]).toEqual([key, r, true]);
});
