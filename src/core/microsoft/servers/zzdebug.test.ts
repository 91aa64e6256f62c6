import * as fs from "fs";
import { FormulaError, envOf } from "../../formula";
import { serverSteps } from "./steps";
import { evaluateCells } from "./evaluate";

const file = process.env.SRV_GOLD ?? "/tmp/srv/gold/cases_out.json";
const designs = JSON.parse(fs.readFileSync(file, "utf8"));
function close(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number")
    return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
  if (typeof b === "boolean" || typeof a === "boolean") return Boolean(a) === Boolean(b);
  return a === b;
}
it("debug", () => {
  const report: string[] = [];
  for (const d of designs) {
    const tiers = 4;
    const needs = { ...d.needs, exchangeVersion: "2013" };
    const cells = evaluateCells(serverSteps(tiers), envOf(needs));
    let bad = 0;
    for (const [k, v] of Object.entries(d.steps)) {
      const got = cells.get(k);
      const g = got instanceof FormulaError ? { error: got.excelError } : got;
      const want = v;
      if (typeof want === "object" && want !== null) {
        if (!(typeof g === "object" && g !== null)) {
          bad++;
          report.push(`${d.name} ${k}: want ${JSON.stringify(want)} got ${JSON.stringify(g)}`);
        }
        continue;
      }
      if (!close(g, want)) {
        bad++;
        report.push(`${d.name} ${k}: want ${JSON.stringify(want)} got ${JSON.stringify(g)}`);
      }
    }
    report.push(`${d.name}: ${bad} mismatches`);
  }
  fs.writeFileSync("/tmp/srv/debug_report.txt", report.join("\n"));
});
