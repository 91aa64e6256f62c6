/**
 * The `exsize` entry point in-process (main with captured output): the commands' list, each
 * command's own --help, --version, util.parseArgs' usage errors, and the top-level handler that keeps
 * every stack trace from the user unless EXSIZE_DEBUG=1 (issue 10, item 5; issue 14, "Text").
 */
import * as fs from "fs";
import * as path from "path";
import { captureIO } from "../../src/cli/command";
import { COMMANDS } from "../../src/cli/commands";
import { main } from "../../src/cli/main";
import * as xlsx from "../../src/render/xlsx";

async function exsize(argv: string[], env: Record<string, string> = {}) {
  const io = captureIO(new Date(Date.UTC(2026, 0, 2)), env);
  const status = await main(argv, io);
  return { status, stdout: io.stdout(), stderr: io.stderr() };
}

afterEach(() => jest.restoreAllMocks());

test("exsize --version prints package.json's version", async () => {
  const { version } = JSON.parse(
    fs.readFileSync(path.join(__dirname, "../../package.json"), "utf8")
  );
  expect(await exsize(["--version"])).toEqual({
    status: 0,
    stdout: `exsize ${version}\n`,
    stderr: "",
  });
});

test.each(COMMANDS.map((c) => [c.name]))(
  "exsize %s --help prints that command's own help, exit 0",
  async (name) => {
    const run = await exsize([name, "--help"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`exsize ${name}`);
    expect(run.stdout).toMatch(/-h, --help/);
    expect((await exsize([name, "-h"])).stdout).toBe(run.stdout);
  }
);

test("exsize --help lists every command of the one list", async () => {
  const run = await exsize(["--help"]);
  for (const c of COMMANDS) expect(run.stdout).toContain(c.synopsis);
  expect(run.stdout).toContain("exsize --version");
});

test("exsize fn NAME --help is the function's help; negative numbers are arguments, not options", async () => {
  expect((await exsize(["fn", "DVS", "--help"])).stdout).toMatch(/^ {2}EX\.DVS\(/);
  expect(await exsize(["fn", "DVS", "-5", "2048", "150", "75"])).toEqual({
    status: 1,
    stdout: "#VALUE! users must be a whole number greater than 0 (got -5)\n",
    stderr: "",
  });
  expect((await exsize(["fn", "LIOPS", "900", "2"])).stdout).toBe("378\n");
});

test("a usage mistake is one line naming what is allowed (util.parseArgs)", async () => {
  expect(await exsize(["workbook", "--frce"])).toEqual({
    status: 1,
    stdout: "",
    stderr:
      "exsize workbook: unknown option --frce; exsize workbook takes -o/--output VALUE, --force, -h/--help (exsize workbook --help); no file written.\n",
  });
  expect((await exsize(["workbook", "-o"])).stderr).toBe(
    "exsize workbook: -o, --output needs a value (exsize workbook --help); no file written.\n"
  );
  expect((await exsize(["sizee"])).stdout).toBe(
    'Unknown command "sizee"; exsize --help lists the commands.\n'
  );
});

test("an unexpected error is one line on stderr, exit 1; EXSIZE_DEBUG=1 adds the trace", async () => {
  jest.spyOn(xlsx, "renderXlsx").mockImplementation(() => {
    throw new Error("planted failure\nsecond line");
  });
  const quiet = await exsize(["workbook", "-o", path.join(__dirname, "never-written.xlsx")]);
  expect(quiet).toEqual({
    status: 1,
    stdout: "",
    stderr: "exsize: planted failure (an ExSize bug: EXSIZE_DEBUG=1 shows where)\n",
  });
  const loud = await exsize(["workbook", "-o", path.join(__dirname, "never-written.xlsx")], {
    EXSIZE_DEBUG: "1",
  });
  expect(loud.status).toBe(1);
  expect(loud.stderr).toMatch(
    /^exsize: planted failure .*\nError: planted failure\nsecond line\n\s+at /
  );
  expect(fs.existsSync(path.join(__dirname, "never-written.xlsx"))).toBe(false);
});
