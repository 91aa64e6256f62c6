/**
 * One test per failure issue 14 found (a careless or hurried user's inputs). Each failed on the code
 * before the fix; the names say which failure of the issue they cover.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { workbookCommand } from "../../src/cli/workbookCommand";
import { fnCommand } from "../../src/cli/fnCommand";
import { findFunction } from "../../src/functions/registry";
import { invoke } from "../../src/functions/invoke";
import { FunctionError } from "../../src/functions/excelError";
import { buildSizingWorkbook, DEFAULT_SCENARIO } from "../../src/workbook";
import { COVER_NAMES } from "../../src/workbook/names";

const NOW = new Date(Date.UTC(2026, 0, 2));
const BASE = { users: 5000, quotaMB: 2048, messagesPerDay: 150, avgMessageKB: 75, copies: 2 };
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-i14-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const at = (name: string) => path.join(dir, name);
function scenario(json: unknown, name = "s.json"): string {
  fs.writeFileSync(at(name), typeof json === "string" ? json : JSON.stringify(json));
  return at(name);
}
function run(...args: string[]) {
  return workbookCommand(args, NOW);
}
/** What EX.NAME(args) gives: the number, or the error text and message. */
function call(name: string, ...args: unknown[]): unknown {
  try {
    return invoke(findFunction(name)!, args);
  } catch (error) {
    if (error instanceof FunctionError) return `${error.code} ${error.message}`;
    throw error;
  }
}

describe("1. data loss", () => {
  test("a workbook ExSize wrote and a script then edited (one cell, app.xml untouched) is not replaced", () => {
    const out = at("book.xlsx");
    expect(run("-o", out).exitCode).toBe(0);
    const parts = unzipSync(new Uint8Array(fs.readFileSync(out)));
    const sheet = "xl/worksheets/sheet2.xml";
    parts[sheet] = strToU8(strFromU8(parts[sheet]).replace("<v>5000</v>", "<v>6000</v>"));
    fs.writeFileSync(out, zipSync(parts));
    const edited = fs.readFileSync(out);
    const again = run("-o", out);
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toContain(sheet);
    expect(again.stderr).toContain("--force");
    expect(fs.readFileSync(out).equals(edited)).toBe(true);
    expect(run("-o", out, "--force").exitCode).toBe(0);
  });
});

describe("2. silent wrong numbers", () => {
  test("a percentage typed where a factor belongs (dbOverhead 20) is refused with the factor it meant", () => {
    expect(call("DVS", 5000, 2048, 150, 75, null, [["dbOverhead", 20]])).toBe(
      "#VALUE! dbOverhead 20 looks like a percentage; the factor for 20% is 1.2"
    );
  });

  test.each([
    [{ dbOverhead: 1e308 }, /dbOverhead must be/],
    [{ maxDbSizeGB: 1e-300 }, /maxDbSizeGB must be/],
  ])("an extreme option %j is refused, not printed as Infinity or NaN", (options, message) => {
    const out = run(scenario({ ...BASE, options }), "-o", at("x.xlsx"));
    expect(out.exitCode).toBe(1);
    expect(out.stderr).toMatch(message);
    expect(out.stdout).not.toMatch(/Infinity|NaN/);
  });

  test("accepted inputs never underflow to a result of 0", () => {
    const result = call("LIOPS", 1e-300, 2, [
      ["logWriteRatio", 1e-300],
      ["dbWriteShare", 1e-300],
    ]);
    expect(result).not.toBe(0);
    expect(String(result)).toMatch(/^#VALUE! /);
  });

  test("more databases than users is refused, in the workbook and in the functions", () => {
    const out = run(scenario({ ...BASE, users: 10, dbCount: 20 }), "-o", at("x.xlsx"));
    expect(out.exitCode).toBe(1);
    expect(out.stderr).toMatch(/dbCount 20 is more than the 10 users/);
    expect(call("DVS", 10, 2048, 150, 75, 20)).toMatch(
      /^#VALUE! dbCount 20 is more than the 10 users/
    );
  });

  test("two spellings of one option in a scenario (dbOverhead, DBOVERHEAD) are an error", () => {
    const out = run(
      scenario({ ...BASE, options: { dbOverhead: 1, DBOVERHEAD: 1.2 } }),
      "-o",
      at("x.xlsx")
    );
    expect(out.exitCode).toBe(1);
    expect(out.stderr).toMatch(/dbOverhead is given twice \(dbOverhead, DBOVERHEAD\)/);
  });
});

describe("3. corrupt files", () => {
  test.each(["\u000b", "\u000c", "\u0000", "\ufffe"])(
    "a control character (%j) in the project or customer leaves every XML part well-formed",
    (ch) => {
      const out = at("c.xlsx");
      const run1 = run(
        scenario({ ...BASE, project: `P${ch}roject`, customer: `C${ch}` }),
        "-o",
        out
      );
      expect(run1.exitCode).toBe(0);
      const parts = unzipSync(new Uint8Array(fs.readFileSync(out)));
      for (const [name, bytes] of Object.entries(parts)) {
        expect([
          name,
          // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids, meant
          /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.test(strFromU8(bytes)),
        ]).toEqual([name, false]);
      }
    }
  );
});

describe("4. stack traces", () => {
  test("a project over 32,767 characters gets one line naming the key and the limit", () => {
    const out = run(scenario({ ...BASE, project: "x".repeat(40000) }), "-o", at("x.xlsx"));
    expect(out.exitCode).toBe(1);
    expect(out.stderr).toMatch(
      /^exsize workbook: .*project is 40000 characters; a cell holds at most 32767; no file written\.$/
    );
  });

  test("-o under a path whose parent is a regular file gets one line, not ENOTDIR's trace", () => {
    fs.writeFileSync(at("file"), "x");
    const out = run("-o", path.join(at("file"), "out.xlsx"));
    expect(out.exitCode).toBe(1);
    expect(out.stderr).toMatch(
      /^exsize workbook: cannot write .*out\.xlsx: .*; no file written\.$/
    );
  });
});

describe("5. encodings", () => {
  test("a scenario saved with a UTF-8 byte-order mark is read", () => {
    const file = scenario("\ufeff" + JSON.stringify({ ...BASE, customer: "Müller" }));
    expect(run(file, "-o", at("x.xlsx"))).toMatchObject({ exitCode: 0, stderr: "" });
  });

  test.each(["utf16le", "utf16be"] as const)(
    "a scenario saved as %s with a byte-order mark is read",
    (enc) => {
      const text = "\ufeff" + JSON.stringify({ ...BASE, customer: "Müller" });
      let bytes = Buffer.from(text, "utf16le");
      if (enc === "utf16be") bytes = Buffer.from(bytes).swap16();
      fs.writeFileSync(at("s.json"), bytes);
      const out = run(at("s.json"), "-o", at("x.xlsx"));
      expect(out).toMatchObject({ exitCode: 0, stderr: "" });
      const core = strFromU8(
        unzipSync(new Uint8Array(fs.readFileSync(at("x.xlsx"))))["xl/sharedStrings.xml"]
      );
      expect(core).toContain("Müller");
    }
  );

  test("UTF-16 without a byte-order mark is named as such, not 'Unexpected token'", () => {
    fs.writeFileSync(at("s.json"), Buffer.from(JSON.stringify(BASE), "utf16le"));
    const out = run(at("s.json"), "-o", at("x.xlsx"));
    expect(out.exitCode).toBe(1);
    expect(out.stderr).toMatch(/looks like UTF-16 without a byte-order mark/);
  });

  test("a Latin-1 file is refused with the line and column of the first byte that is not UTF-8", () => {
    const latin1 = Buffer.from('{\n  "customer": "M\u00fcller"}', "latin1");
    fs.writeFileSync(at("s.json"), latin1);
    const out = run(at("s.json"), "-o", at("x.xlsx"));
    expect(out.exitCode).toBe(1);
    expect(out.stderr).toMatch(/is not UTF-8 .*line 2, column 17/);
  });

  test("a file that is not JSON gets one line, its control characters escaped (fuzz counterexample C2 80 0A)", () => {
    fs.writeFileSync(at("s.json"), Buffer.from([0xc2, 0x80, 0x0a]));
    const out = run(at("s.json"), "-o", at("x.xlsx"));
    expect(out.exitCode).toBe(1);
    expect(out.stderr).toMatch(/is not JSON: .*\\u0080/);
    expect(out.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
});

describe("6. unclear messages", () => {
  test("an object argument is shown as JSON, not [object Object]", () => {
    expect(call("DVS", { a: 1 }, 2048, 150, 75)).toMatch(/\(got \{"a":1\}\)$/);
  });

  test('an empty option name is shown as "", not as nothing', () => {
    expect(call("DVS", 5000, 2048, 150, 75, null, [["", 1]])).toMatch(/\(got ""\)$/);
  });

  test("an options range whose JSON did not parse says so", () => {
    const out = fnCommand(["DVS", "5000", "2048", "150", "75", "12", '[["dbOverhead",1]']);
    expect(out.exitCode).toBe(1);
    expect(out.stdout).toMatch(
      /^#VALUE! options: the argument '\[\["dbOverhead",1\]' is not valid JSON/
    );
  });

  test("a temporary file ExSize left behind (process killed between write and rename) is removed by the next run", () => {
    const out = at("book.xlsx");
    const orphan = at(".book.xlsx.999999999.tmp");
    fs.writeFileSync(orphan, "half a workbook");
    expect(run("-o", out).exitCode).toBe(0);
    expect(fs.readdirSync(dir)).toEqual(["book.xlsx"]);
  });

  test("ex.Warning never joins a decimal number into its English sentence (German Excel would write 4601,9)", () => {
    const spec = buildSizingWorkbook({ ...DEFAULT_SCENARIO, dbCount: 2 }, { date: NOW });
    const name = spec.names.find((n) => n.name === COVER_NAMES.warning)!;
    const sheet = spec.sheets.find((s) => s.name === name.sheet)!;
    const formulas = sheet.rows
      .flat()
      .map((c) => c?.formula ?? "")
      .filter((f) => f.includes("maximum database size"));
    expect(formulas).toHaveLength(1);
    expect(formulas[0]).not.toMatch(/ROUND\(|ex\.IDBS\s*&|&\s*ex\.maxDbSizeGB/);
  });
});

describe("7. Excel's rules for errors", () => {
  test("no error with a message is #NUM! (Excel shows #NUM! bare): a result too large is #VALUE! naming the argument", () => {
    const result = call("LIOPS", 1e308, 2, [["logIopsOverhead", 3]]);
    expect(String(result)).toMatch(/^#VALUE! .*dbIops/);
  });

  test("the manifest declares the CustomFunctionsRuntime requirement set the error codes need", () => {
    const xml = fs.readFileSync(path.join(__dirname, "../../manifest.xml"), "utf8");
    expect(xml).toMatch(/<Set Name="CustomFunctionsRuntime" MinVersion="1\.\d+"\/>/);
  });
});
