/**
 * Issue 29, point 2: the generated files are regenerated, not patched. Runs scripts/microsoft/generate.py
 * (python3 with openpyxl's formula tokenizer: Debian's python3-openpyxl) from the fixtures of
 * tests/fixtures/microsoft-generator (what the generator read of Microsoft's calculator and of
 * `mscalc.py --mapping` / `extra_outputs.py --mapping` on its last run from ../shared, recorded by
 * `generate.py --record`), into a temp folder, formatted by the repository's prettier configuration, and
 * asserts every file it writes byte-equal to the committed one. No ../shared at run time.
 *
 * A committed generated file edited by hand fails here (naming the file and its first differing line);
 * so does a generator change whose output was not committed. The two step families written by hand
 * (extras/activationSteps.ts, extras/mailboxGrowthSteps.ts) are checked against the generator's flat,
 * cell-by-cell translation of the same cells, which it writes beside them: the same steps in the same
 * order, key, label, unit, source, note and formula tree. scripts/microsoft/README.md says how to
 * regenerate.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as ts from "typescript";
import * as formula from "../../src/core/formula";
import { Step } from "../../src/core/formula";
import { activationSteps } from "../../src/core/microsoft/extras/activationSteps";
import * as lookups from "../../src/core/microsoft/extras/lookups";
import { mailboxGrowthSteps } from "../../src/core/microsoft/extras/mailboxGrowthSteps";
import * as msStep from "../../src/core/microsoft/msStep";

const ROOT = path.join(__dirname, "..", "..");
const FIXTURES = path.join(ROOT, "tests", "fixtures", "microsoft-generator");

/** The Python with python3-openpyxl: MSGEN_PYTHON, else Debian's /usr/bin/python3, else python3. */
function python(): string {
  if (process.env.MSGEN_PYTHON) return process.env.MSGEN_PYTHON;
  return fs.existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
}

/**
 * The steps of a flat translation the generator writes beside a hand-written family file
 * (<work>/activationSteps.flat.ts): transpiled, its imports bound to the real modules.
 */
function flatSteps(file: string, fn: string): Step[] {
  const js = ts.transpileModule(fs.readFileSync(file, "utf8"), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  }).outputText;
  const modules: Record<string, unknown> = {
    "../../formula": formula,
    "../msStep": msStep,
    "./lookups": lookups,
  };
  const mod = { exports: {} as Record<string, () => Step[]> };
  const req = (m: string) => {
    if (!(m in modules)) throw new Error(`${file} imports ${m}`);
    return modules[m];
  };
  new Function("module", "exports", "require", js)(mod, mod.exports, req);
  return mod.exports[fn]();
}

/** A step as the snapshot sees it: key, label, unit, source, note and the formula's tree. */
function view(s: Step): string {
  return JSON.stringify([s.key, s.label, s.unit, s.source, s.note ?? "", s.formula]);
}

function firstDifference(a: string, b: string): string {
  const x = a.split("\n");
  const y = b.split("\n");
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if (x[i] !== y[i])
      return `line ${i + 1}: generated ${JSON.stringify(x[i])}, committed ${JSON.stringify(y[i])}`;
  return "same lines";
}

describe("scripts/microsoft regenerates the committed TypeScript from its fixtures", () => {
  let out = "";
  let written: string[] = [];

  beforeAll(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-msgen-"));
    const printed = execFileSync(
      python(),
      [
        path.join(ROOT, "scripts", "microsoft", "generate.py"),
        "--fixtures",
        FIXTURES,
        "--out",
        out,
        "--work",
        path.join(out, "work"),
      ],
      { cwd: ROOT, encoding: "utf8", env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" } }
    );
    written = printed.split("\n").filter((l) => l.endsWith(".ts"));
  }, 300000);

  afterAll(() => {
    if (out) fs.rmSync(out, { recursive: true, force: true });
  });

  test("it writes the database area, the tier family, the replication steps and the key table", () => {
    expect(written).toEqual(
      expect.arrayContaining([
        "src/core/microsoft/databases/servers.ts",
        "src/core/microsoft/databases/summary.ts",
        "src/core/microsoft/profile/tierSteps.ts",
        "src/core/microsoft/extras/replicationSteps.ts",
        "src/core/microsoft/extras/outputKeys.ts",
      ])
    );
  });

  test("every file it writes is byte-equal to the committed one", () => {
    const differ: string[] = [];
    for (const f of written) {
      const generated = fs.readFileSync(path.join(out, f), "utf8");
      const committed = fs.existsSync(path.join(ROOT, f))
        ? fs.readFileSync(path.join(ROOT, f), "utf8")
        : "";
      if (generated !== committed) differ.push(`${f}: ${firstDifference(generated, committed)}`);
    }
    expect(differ).toEqual([]);
  });

  // The families written by hand over the calculator's columns (issue 29) against the generator's
  // cell-by-cell translation of the same cells: the same steps, in the same order, node for node.
  test.each([
    ["activationSteps", activationSteps],
    ["mailboxGrowthSteps", mailboxGrowthSteps],
  ] as const)("the hand-written family %s is the generator's flat translation", (name, family) => {
    const flat = flatSteps(path.join(out, "work", `${name}.flat.ts`), name).map(view);
    const written = family().map(view);
    expect(flat.length).toBeGreaterThan(0);
    expect(written.filter((s, i) => s !== flat[i])).toEqual([]);
    expect(written.length).toBe(flat.length);
  });
});
