/**
 * exsize check's "Design against measured" workbook, recalculated by LibreOffice: every line's Result
 * formula gives the status the report gives (the same relation), the verdict counts the problems, and a
 * measured figure changed on the Evidence sheet changes the result (the figures are formulas over it).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { captureIO } from "../../src/cli/command";
import { main } from "../../src/cli/main";
import { convertWithLibreOffice } from "../support/libreoffice";
import { readXlsx } from "../support/xlsxRead";
import { setNumberCell } from "../support/xlsxEdit";

const FIX = path.join(__dirname, "fixtures");
let work: string;
beforeAll(() => (work = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-check-lo-"))));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test("the servers problem organization: Result cells, the verdict, and a changed measurement", async () => {
  const org = path.join(work, "org");
  fs.mkdirSync(org);
  for (const d of ["healthy", "problem-servers", "problem-copies"])
    for (const f of fs.readdirSync(path.join(FIX, d)))
      fs.copyFileSync(path.join(FIX, d, f), path.join(org, f));
  const file = path.join(work, "check.xlsx");
  const io = captureIO(new Date("2026-11-27T00:00:00Z"));
  expect(
    await main(["check", path.join(FIX, "design-2019.json"), org, "--json", "-o", file], io)
  ).toBe(1);
  const lines = JSON.parse(io.stdout()).lines as { status: string }[];

  const [out] = convertWithLibreOffice([file], path.join(work, "out"), { recalc: "always" });
  const sheet = readXlsx(new Uint8Array(fs.readFileSync(out))).cells.get(
    "Design against measured"
  )!;
  const results = lines.map((_, i) => sheet.get(`G${5 + i}`)?.value);
  expect(results).toEqual(lines.map((l) => (l.status === "problem" ? "PROBLEM" : l.status)));
  const count = lines.filter((l) => l.status === "problem").length;
  expect(count).toBe(11); // 3 servers (problem-servers) + 8 copies (problem-copies): checkCommand.test.ts
  expect(sheet.get("C2")?.value).toBe(`Problems: ${count}`);

  // EX03's physical cores (the first problem line) set to 24 on the Evidence sheet: that line holds.
  const row = 5 + lines.findIndex((l) => l.status === "problem");
  const edited = path.join(work, "edited.xlsx");
  // the Evidence sheet is the workbook's second sheet
  fs.writeFileSync(edited, setNumberCell(new Uint8Array(fs.readFileSync(file)), 1, `C${row}`, 24));
  const [out2] = convertWithLibreOffice([edited], path.join(work, "out2"), { recalc: "always" });
  const sheet2 = readXlsx(new Uint8Array(fs.readFileSync(out2))).cells.get(
    "Design against measured"
  )!;
  expect(sheet2.get(`G${row}`)?.value).toBe("ok");
  expect(sheet2.get("C2")?.value).toBe(`Problems: ${count - 1}`);
}, 300000);
