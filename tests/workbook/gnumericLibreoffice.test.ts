/**
 * Portability (issue 22): the workbooks ExSize sends recalculate to the same values in LibreOffice and
 * in Gnumeric (`ssconvert --recalc`, Debian's gnumeric), on every single-cell name of the Dell, the
 * Microsoft and the Compare workbooks. A formula one engine evaluates differently (Gnumeric's #REF!
 * for INDEX({...},MATCH(...)) on a one-row array, which Excel and LibreOffice accept) shows up here as
 * a named cell that differs; the planted test puts that very formula back and expects it caught.
 * The rule it holds: docs/workbook.md, "Functions every spreadsheet evaluates the same".
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { captureIO } from "../../src/cli/command";
import { main } from "../../src/cli/main";
import { convertWithLibreOffice } from "./../support/libreoffice";
import { ReadWorkbook, namedCell, readXlsx } from "../support/xlsxRead";

const examples = path.join(__dirname, "../../examples");
let dir: string;

/** The ssconvert executable, or an error saying how to install it (never a silent skip). */
function ssconvert(): string {
  for (const p of ["/usr/bin/ssconvert", "/usr/local/bin/ssconvert"])
    if (fs.existsSync(p)) return p;
  throw new Error("ssconvert not found: apt-get install -y gnumeric (Debian), as .ci/run does");
}

function gnumericRecalc(file: string, outDir: string): string {
  fs.mkdirSync(outDir, { recursive: true });
  const out = path.join(outDir, path.basename(file));
  execFileSync(ssconvert(), ["--recalc", file, out], { stdio: "pipe", timeout: 300_000 });
  return out;
}

async function exsize(...argv: string[]): Promise<void> {
  const io = captureIO(new Date(Date.UTC(2026, 0, 2)));
  const status = await main(argv, io);
  if (status !== 0) throw new Error(`exsize ${argv.join(" ")}: ${io.stderr()}`);
}

/** Every single-cell name whose values differ between the two engines: "name: LibreOffice | Gnumeric". */
function differences(lo: ReadWorkbook, gn: ReadWorkbook): { checked: number; diffs: string[] } {
  const diffs: string[] = [];
  let checked = 0;
  for (const [name, ref] of lo.names) {
    if (!/^'?(?:[^']|'')+?'?!\$?[A-Z]+\$?\d+$/.test(ref)) continue; // ranges, print areas
    const a = namedCell(lo, name)?.value;
    let b: unknown;
    try {
      b = namedCell(gn, name)?.value;
    } catch {
      diffs.push(`${name}: Gnumeric's file has no such name`);
      continue;
    }
    checked++;
    const same =
      typeof a === "number" && typeof b === "number"
        ? Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a))
        : (a ?? "") === (b ?? "");
    if (!same) diffs.push(`${name}: ${JSON.stringify(a)} | ${JSON.stringify(b)}`);
  }
  return { checked, diffs };
}

function compareEngines(files: readonly string[]): { checked: number; diffs: string[] }[] {
  const lo = convertWithLibreOffice(files, path.join(dir, "lo"), { recalc: "always" });
  return files.map((f, i) =>
    differences(
      readXlsx(fs.readFileSync(lo[i])),
      readXlsx(fs.readFileSync(gnumericRecalc(f, path.join(dir, "gnumeric"))))
    )
  );
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-gnumeric-"));
  const dell = path.join(examples, "dell-5000-as-printed.json");
  const ms = path.join(examples, "microsoft-example.json");
  await exsize("workbook", dell, "-o", path.join(dir, "dell.xlsx"));
  await exsize("workbook", ms, "-o", path.join(dir, "microsoft.xlsx"));
  await exsize("compare", dell, ms, "-o", path.join(dir, "compare.xlsx"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("the Dell, Microsoft and Compare workbooks: every named cell is the same in LibreOffice and Gnumeric", () => {
  const files = ["dell", "microsoft", "compare"].map((n) => path.join(dir, `${n}.xlsx`));
  const results = compareEngines(files);
  results.forEach((r, i) => {
    expect([files[i], r.checked > 50]).toEqual([files[i], true]);
    expect([files[i], r.diffs.slice(0, 20)]).toEqual([files[i], []]);
  });
});

test("planted: the one-row INDEX shorthand put back into the Microsoft workbook is caught", () => {
  const parts = unzipSync(fs.readFileSync(path.join(dir, "microsoft.xlsx")));
  let planted = 0;
  for (const [p, bytes] of Object.entries(parts)) {
    if (!/^xl\/worksheets\/sheet\d+\.xml$/.test(p)) continue;
    const xml = strFromU8(bytes).replace(/INDEX\((\{[^}]*\}),1,MATCH/g, (_m, arr) => {
      planted++;
      return `INDEX(${arr},MATCH`;
    });
    parts[p] = strToU8(xml);
  }
  expect(planted).toBeGreaterThan(0);
  const file = path.join(dir, "planted.xlsx");
  fs.writeFileSync(file, zipSync(parts));
  const [r] = compareEngines([file]);
  expect(r.diffs.length).toBeGreaterThan(0);
});
