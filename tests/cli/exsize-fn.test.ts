/**
 * The `exsize` command as a user runs it: the real bin/exsize.js (compiled by the suite's global
 * setup), checked on the commands the README and issue 2 promise.
 */
import { spawnSync } from "child_process";
import * as path from "path";
import { ALL_FUNCTIONS } from "../../src/functions/registry";
import { OPTION_SPECS } from "../../src/core";

const bin = path.join(__dirname, "../../bin/exsize.js");

function exsize(...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

test("DVS of the 5000-user example as printed: about 1265.5 GB (seed 000, Table 18 prints 1266 GB)", () => {
  const run = exsize("fn", "DVS", "5000", "2048", "150", "75", "12", '[["dbOverhead",1]]');
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^1265\.5\d*\n$/);
});

test("LIOPS 900 2 prints 378 (seed 000, Table 17)", () => {
  expect(exsize("fn", "LIOPS", "900", "2")).toEqual({ stdout: "378\n", stderr: "", status: 0 });
});

test("a bad argument prints a #VALUE! line naming it and exits 1", () => {
  const run = exsize("fn", "DVS", "-5", "2048", "150", "75");
  expect(run.status).toBe(1);
  expect(run.stdout).toBe("#VALUE! users must be a whole number greater than 0 (got -5)\n");
  expect(run.stderr).toBe("");
});

test("null is an omitted argument, text that is not JSON is text", () => {
  expect(exsize("fn", "dvs", "5000", "2048", "150", "75", "null", "null").stdout).toBe(
    exsize("fn", "DVS", "5000", "2048", "150", "75").stdout
  );
  const run = exsize("fn", "DVS", "many", "2048", "150", "75");
  expect(run.stdout).toBe('#VALUE! users must be a whole number greater than 0 (got "many")\n');
});

test("a table prints one row per line, cells separated by tabs", () => {
  const run = exsize("fn", "SIZING", "5000", "2048", "150", "75", "2");
  const lines = run.stdout.trimEnd().split("\n");
  expect(lines[0]).toBe("Variable\tValue\tUnit\tSource");
  expect(lines).toContain("DBIOP\t900\tIOPS\tseed 000, Table 16, step 4");
});

test("an unknown function is #NAME? and exits 1", () => {
  expect(exsize("fn", "NOPE", "1")).toMatchObject({
    status: 1,
    stdout: expect.stringMatching(/^#NAME\? EX.NOPE/),
  });
});

test("--help documents every function and every option", () => {
  const run = exsize("--help");
  expect(run.status).toBe(0);
  for (const f of ALL_FUNCTIONS) expect(run.stdout).toContain(`EX.${f.id}(`);
  for (const o of OPTION_SPECS) expect(run.stdout).toContain(o.name);
});

test('ARRAYFIT 15768 900 2 "RAID 50" prints the fit, the paper\'s pick first (seed 000, section 3.4.2)', () => {
  const run = exsize("fn", "ARRAYFIT", "15768", "900", "2", '"RAID 50"');
  expect(run.status).toBe(0);
  const lines = run.stdout.trimEnd().split("\n");
  expect(lines[0]).toBe(
    "Model\tDrive\tRAID\tUsable GB\tIOPS\tIOPS basis\tArrays for capacity\tArrays for IOPS\tArrays per copy\tTotal arrays"
  );
  expect(lines[1]).toBe("PS6500E\t500GB\tRAID 50\t19500\t1800\tmeasured\t1\t1\t1\t2");
  expect(lines).toHaveLength(15);
});
