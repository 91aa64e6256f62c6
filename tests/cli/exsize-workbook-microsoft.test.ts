/**
 * `exsize workbook` with a `microsoft` scenario (in process): it writes the Microsoft method's workbook,
 * says what it wrote and the design in one line; a bad key exits 1 naming it, and no file is written.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { workbookCommand } from "../../src/cli/workbookCommand";
import { readXlsx } from "../support/xlsxRead";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-ms-cli-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const DATE = new Date(2026, 10, 23);

function scenario(name: string, json: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(json));
  return file;
}

test("a microsoft scenario gives the Microsoft workbook, every figure named ex.ms.*", () => {
  const out = path.join(dir, "ms.xlsx");
  const result = workbookCommand([scenario("ms.json", { method: "microsoft" }), "-o", out], DATE);
  expect(result.stderr).toBe("");
  expect(result.exitCode).toBe(0);
  expect(result.stdout).toMatch(
    /^Wrote .*ms\.xlsx: 11 sheets \(Summary, Inputs, Tier profile, Databases and servers, Failure modes, MetaCache, Replication, Activation scenarios, Mailbox growth, Copy layout, Notes\)/
  );
  // The calculator's example design: 40 databases per DAG (E2013Calcv7.6, Role Requirements!C243) in
  // 2 DAGs (F223): 80 in the environment, the one-liner's count (it said 40 before issue 20).
  expect(result.stdout).toContain("Exchange 2013: 80 databases (40 per DAG x 2 DAGs)");
  const book = readXlsx(new Uint8Array(fs.readFileSync(out)));
  expect(book.names.has("ex.ms.databaseCount")).toBe(true);
  expect(book.names.has("ex.ms.tier1.iopsPerMailbox")).toBe(true);
});

test("a bad key of a microsoft scenario exits 1 naming it, no file", () => {
  const out = path.join(dir, "bad.xlsx");
  const result = workbookCommand(
    [scenario("bad.json", { method: "microsoft", haCopies: -1 }), "-o", out],
    DATE
  );
  expect(result.exitCode).toBe(1);
  expect(result.stderr).toMatch(/haCopies/);
  expect(result.stderr).toMatch(/no file written/);
  expect(fs.existsSync(out)).toBe(false);
});

test("an unknown method exits 1 naming the key", () => {
  const result = workbookCommand(
    [scenario("m.json", { method: "tintri" }), "-o", path.join(dir, "m.xlsx")],
    DATE
  );
  expect(result.exitCode).toBe(1);
  expect(result.stderr).toMatch(/method must be "dell" or "microsoft"/);
});
