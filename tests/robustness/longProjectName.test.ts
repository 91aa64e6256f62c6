/**
 * A project name of 32,767 characters, the most an Excel cell holds (docs/errors.md, "Text"): `exsize
 * workbook` and `exsize compare` (in process) both write their file with it, and both refuse one
 * character more with the same line. Moved out of msInputRules.test.ts (issue 22) by issue 29: it builds
 * two whole Microsoft workbooks and a Compare, about 14 CPU seconds, so `npm run test:fast` leaves it
 * to `npm test` (tests/support/leftToNpmTest.js, docs/testing.md).
 */
import { captureIO } from "../../src/cli/command";
import { main } from "../../src/cli/main";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-longname-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("a 32,767-character project name: workbook and compare both write their file (a cell holds it)", async () => {
  const project = "x".repeat(32767);
  const a = path.join(dir, "long.json");
  const b = path.join(dir, "plain.json");
  fs.writeFileSync(a, JSON.stringify({ method: "microsoft", project }));
  fs.writeFileSync(b, JSON.stringify({ method: "microsoft" }));
  for (const argv of [
    ["workbook", a, "-o", path.join(dir, "long-workbook.xlsx")],
    ["compare", a, b, "-o", path.join(dir, "long-compare.xlsx")],
  ]) {
    const io = captureIO(new Date(Date.UTC(2026, 0, 2)));
    const status = await main(argv, io);
    expect([argv[0], status, io.stderr()]).toEqual([argv[0], 0, ""]);
  }
  // One character more is refused by both alike (docs/errors.md, "Text").
  fs.writeFileSync(a, JSON.stringify({ method: "microsoft", project: project + "x" }));
  for (const argv of [
    ["workbook", a, "-o", path.join(dir, "longer-workbook.xlsx")],
    ["compare", a, b, "-o", path.join(dir, "longer-compare.xlsx")],
  ]) {
    const io = captureIO(new Date(Date.UTC(2026, 0, 2)));
    expect(await main(argv, io)).toBe(1);
    expect(io.stderr()).toContain("project is 32768 characters; a cell holds at most 32767");
  }
}, 120_000);
