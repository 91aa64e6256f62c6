/**
 * "Inputs as read" and the report's wording (issue 31), through the real bin/exsize.js: effective values
 * (the secondary and lagged servers' cores and SPECint come from coresPerServer and specIntRate2006,
 * "all 3 cells", as the calculator's Input!C131:C133 and D131:D133 hold them), one spelling of Yes/No,
 * the copy layout rule's whole label, a singular unit for 1, no internal doc path in a heading, and
 * Markdown tables whose text columns are left-aligned.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const bin = path.join(__dirname, "../../bin/exsize.js");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-size-inputs-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const SCENARIO = {
  method: "microsoft",
  exchangeVersion: "2019",
  tiers: [
    { mailboxes: 6000, messagesPerDay: 150, avgMessageKB: 75, quotaMB: 4096, desktopSearch: true },
  ],
  datacenterModel: "Active/Passive",
  exchangeServersPerDag: 6,
  haCopies: 3,
  haCopiesSecondary: 1,
  coresPerServer: 24,
  specIntRate2006: 1500,
  multiRole: true,
  virtualization: false,
  messageQueueExpirationDays: 1,
};

function size(...args: string[]) {
  const file = path.join(dir, "design.json");
  fs.writeFileSync(file, JSON.stringify(SCENARIO));
  const run = spawnSync(process.execPath, [bin, "size", file, ...args], { encoding: "utf8" });
  expect(run.stderr).toBe("");
  return run.stdout;
}
const line = (text: string, label: string) =>
  text.split("\n").find((l) => l.startsWith(label)) ?? `(no line ${label})`;

test("the secondary and lagged servers' cores and SPECint are the values the sizing used", () => {
  const text = size();
  expect(line(text, "Processor Cores / Server: Secondary")).toMatch(
    /\s24\s+cores\s+coresPerServerSecondary \(from coresPerServer, all 3 cells\)$/
  );
  expect(line(text, "SPECint2006 Rate Value: Lagged")).toMatch(
    /\s1,500\s+SPECint_rate2006\s+specIntRate2006Lagged \(from specIntRate2006, all 3 cells\)$/
  );
});

test("Yes/No inputs print Yes or No, never TRUE or FALSE", () => {
  const text = size();
  const inputs = text.slice(text.indexOf("Inputs as read"), text.indexOf("Design figures"));
  expect(line(inputs, "Server Multi-Role Configuration")).toMatch(/\sYes\s+multiRole$/);
  expect(line(inputs, "Server Role Virtualization")).toMatch(/\sNo\s+virtualization$/);
  expect(line(inputs, "Tier 1: Desktop Search Engines")).toMatch(
    /\sYes\s+tiers\[0\]\.desktopSearch$/
  );
  expect(inputs).not.toMatch(/\b(TRUE|FALSE|true|false)\b/);
});

test("the copy layout rule's label is whole, 1 reads in the singular, no doc path in a heading", () => {
  const text = size();
  expect(text).toContain(
    "Copy layout rule (ExSize: calculator = the calculator's Distribution sheet; exsize = ExSize's balanced rule)"
  );
  expect(line(text, "Message Queue Expiration (Days)")).toMatch(
    /\s1\s+day\s+messageQueueExpirationDays$/
  );
  expect(line(text, "Safety Net Expiration (Days)")).toMatch(/\s7\s+days\s/);
  expect(text.split("\n").filter((l) => /^\S.*docs\/\w+\.md/.test(l))).toEqual([]);
});

test("--format markdown: text columns left-aligned, number columns right-aligned", () => {
  const md = size("--format", "markdown");
  const rule = (heading: string) => {
    const lines = md.split("\n");
    const at = lines.indexOf(`## ${heading}`);
    return lines[at + 3];
  };
  // Inputs as read: label, value (text and numbers), unit, key: all text columns
  expect(rule("Inputs as read")).toBe("| --- | --- | --- | --- |");
  // Summary: the values are numbers
  expect(rule("Summary (the 11 figures both methods give)")).toBe("| --- | ---: | --- | --- |");
});
