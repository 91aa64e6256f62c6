/**
 * exsize check's evidence fixtures are generated (tests/check/fixtures/makeFixtures.js, each file in the
 * format its tool writes) and committed, so the check's tests read real-format files; this test regenerates
 * them into a temporary folder and holds every committed file of the generated folders byte-equal to its
 * regenerated twin, and no committed file there without one, so the generator and the files cannot drift.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const FIXTURES = path.join(__dirname, "fixtures");

/** Every file below dir, as paths relative to dir with "/" separators, sorted. */
function filesBelow(dir: string, rel = ""): string[] {
  return fs
    .readdirSync(path.join(dir, rel), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? filesBelow(dir, path.posix.join(rel, e.name))
        : [path.posix.join(rel, e.name)]
    )
    .sort();
}

describe("exsize check's fixtures are what makeFixtures.js writes", () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-check-fixtures-"));
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));
  execFileSync(process.execPath, [path.join(FIXTURES, "makeFixtures.js"), out]);
  const generated = filesBelow(out);
  const folders = [...new Set(generated.map((f) => f.split("/")[0]))];

  test("it writes the Jetstress reports and the other evidence", () => {
    expect(generated).toEqual(
      expect.arrayContaining([
        "healthy/Performance_2026_11_1_9_0_0.html",
        "problem-storage/Performance_2026_11_1_9_0_0.html",
        "healthy/CopyStatus.csv",
      ])
    );
  });

  test("the committed files of its folders are exactly the generated ones", () => {
    const committed = folders.flatMap((d) =>
      filesBelow(path.join(FIXTURES, d)).map((f) => `${d}/${f}`)
    );
    expect(committed.sort()).toEqual(generated);
  });

  test.each(generated)("%s is byte-equal to its regenerated twin", (file) => {
    const made = fs.readFileSync(path.join(out, file));
    const kept = fs.readFileSync(path.join(FIXTURES, file));
    expect(kept.equals(made)).toBe(true);
  });
});
