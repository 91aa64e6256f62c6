/**
 * `exsize size SCENARIO.json [--json]` as a user runs it (the real bin/exsize.js), for both methods.
 * Microsoft figures: mscalc.py, E2013Calcv7.6, on the calculator's example design (cases.json "example"):
 * Role Requirements!C243 databaseCount 40, C244 mailboxesPerDatabase 62.5, Volume Requirements!E123
 * databaseSizeGB 664.6728515625, Role Requirements!D281 totalDbIopsPerServer 402, C30 iopsPerMailbox 0.134.
 * Dell figures: seed 000, Tables 18-19 (12 databases of 1265.5 GB as printed, 900 database IOPS, 378 log IOPS).
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { CALCULATOR_RUNS } from "../golden/verdict/calculatorRuns";

const bin = path.join(__dirname, "../../bin/exsize.js");
const examples = path.join(__dirname, "../../examples");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-size-"));

function exsize(...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", cwd: dir });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}
function scenario(name: string, json: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(json));
  return file;
}
const lastLine = (s: string) => s.trimEnd().split("\n").pop() as string;

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a microsoft scenario", () => {
  test("--json: one object on the last line, under mscalc.py's output names", () => {
    const run = exsize("size", path.join(examples, "microsoft-example.json"), "--json");
    expect(run.status).toBe(0);
    const out = JSON.parse(lastLine(run.stdout));
    expect(out.databaseCount).toBe(40);
    expect(out.mailboxesPerDatabase).toBe(62.5);
    expect(out.databaseSizeGB).toBe(664.6728515625);
    expect(out.totalDbIopsPerServer).toBe(402);
    expect(out.tiers).toHaveLength(4);
    expect(out.tiers[0].iopsPerMailbox).toBe(0.134);
    expect(out.tiers[1].mailboxes).toBe(0);
  });
  test("without --json: a report with the same figures, each with its label, unit and key", () => {
    const run = exsize("size", path.join(examples, "microsoft-example.json"));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Number of Databases\s+40\s+databases\s+databaseCount$/m);
    expect(run.stdout).toMatch(
      /^IOPS Profile \/ Mailbox\s+0\.134\s+IOPS\s+tiers\[i\]\.iopsPerMailbox$/m
    );
    // 80 x 4 x (664.6728515625 + 23.736572265625) = 220,291.015625 GB, grouped and at 2 decimals
    expect(run.stdout).toMatch(
      /^Database and log capacity, all copies\s+220,291\.02\s+GB\s+summary\.storageGBAllCopies$/m
    );
  });
  test('"--" is null: a standalone server has no DAG count (Role Requirements!F223)', () => {
    const file = scenario("standalone.json", {
      method: "microsoft",
      highAvailability: false,
      datacenterModel: "Single Datacenter",
      exchangeServersPerDag: 1,
      tiers: [{ mailboxes: 500, messagesPerDay: 100 }],
    });
    expect(JSON.parse(lastLine(exsize("size", file, "--json").stdout)).dagCount).toBeNull();
  });
  test.each([
    [{ method: "microsoft", haCopiez: 3 }, "haCopiez"],
    [{ method: "microsoft", haCopies: "3" }, "haCopies must be a whole number"],
    [
      { method: "microsoft", tiers: [{ mailboxes: 10, messagesPerDay: 75 }] },
      "tiers[0].messagesPerDay",
    ],
    [{ method: "microsoft", backupMode: "Tape" }, "backupMode must be one of"],
    [{ method: "microsoft", exchangeVersion: "2010" }, "exchangeVersion"],
    [{ method: "microsoft", tiers: [] }, "tiers must be a list of 1 to 4"],
    [{ method: "oracle" }, 'method must be "dell" or "microsoft"'],
  ])("%j: exit 1, a message naming the key, nothing on stdout", (json, words) => {
    const run = exsize("size", scenario("bad.json", json), "--json");
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(words);
  });
});

describe('a dell scenario (method absent or "dell")', () => {
  test("--json: the core's sizing under its names", () => {
    const run = exsize("size", path.join(examples, "dell-5000-as-printed.json"), "--json");
    expect(run.status).toBe(0);
    const out = JSON.parse(lastLine(run.stdout));
    expect(out.dbCount).toBe(12);
    expect(Math.round(out.dvsGB)).toBe(1266);
    expect(out.dbiop).toBeCloseTo(900, 9);
    expect(out.liops).toBeCloseTo(378, 9);
  });
  test('"method": "dell" sizes the same', () => {
    const json = JSON.parse(
      fs.readFileSync(path.join(examples, "dell-5000-as-printed.json"), "utf8")
    );
    const a = exsize("size", scenario("dell.json", { ...json, method: "dell" }), "--json");
    const b = exsize("size", path.join(examples, "dell-5000-as-printed.json"), "--json");
    expect(JSON.parse(lastLine(a.stdout))).toEqual(JSON.parse(lastLine(b.stdout)));
  });
});

test("no scenario file: a usage message, exit 1", () => {
  const run = exsize("size");
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("exsize size");
});

describe("exsize workbook reads the method key", () => {
  test('"method": "dell" writes the Dell workbook as before', () => {
    const json = JSON.parse(
      fs.readFileSync(path.join(examples, "dell-5000-as-printed.json"), "utf8")
    );
    const file = scenario("dell-method.json", { ...json, method: "dell" });
    const run = exsize("workbook", file, "-o", path.join(dir, "dell.xlsx"));
    expect(run.status).toBe(0);
    expect(fs.existsSync(path.join(dir, "dell.xlsx"))).toBe(true);
  });
  test('"method": "microsoft" writes the Microsoft method\'s workbook (docs/microsoft-workbook.md)', () => {
    const run = exsize(
      "workbook",
      path.join(examples, "microsoft-example.json"),
      "-o",
      path.join(dir, "ms.xlsx")
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Failure modes");
    expect(fs.existsSync(path.join(dir, "ms.xlsx"))).toBe(true);
  });
});

describe("summary: the same 11 keys for both methods (docs/summary.md)", () => {
  const KEYS = [
    "mailboxes",
    "databases",
    "copiesPerDatabase",
    "storageGBAllCopies",
    "iopsAllCopies",
    "servers",
    "coresTotal",
    "ramGBTotal",
    "disksTotal",
    "arraysTotal",
    "cpuWorstFailurePercent",
  ];
  // Dell: seed 000 Table 18 (12 databases), section 3.4.2 ("Two PS6500"); Microsoft: mscalc.py on the
  // example design (Role Requirements!F227 8 servers, Storage Design!D202 96 disks).
  test.each([
    ["dell-5000-as-printed.json", { databases: 12, arraysTotal: 2, cpuWorstFailurePercent: null }],
    ["microsoft-example.json", { servers: 8, disksTotal: 96, arraysTotal: null }],
  ])("%s", (file, figures) => {
    const run = exsize("size", path.join(examples, file), "--json");
    expect(run.status).toBe(0);
    const summary = JSON.parse(lastLine(run.stdout)).summary;
    expect(Object.keys(summary)).toEqual(KEYS);
    expect(summary).toMatchObject(figures);
    expect(exsize("size", path.join(examples, file)).stdout).toMatch(
      /^Disks in total\s+[\d,]+\s+disks\s+summary\.disksTotal$/m
    );
  });
});

/**
 * The verdict (issue 20), on designs whose calculator status is typed in tests/golden/verdict
 * (mscalc.py runs of E2013Calcv7.6): exit status, message, "--" figures.
 */
describe("the verdict, once, at the top", () => {
  const runs = Object.fromEntries(CALCULATOR_RUNS.map((r) => [r.name, r]));
  const file = (name: string) => scenario(`${name}.json`, runs[name].scenario);

  test("the insufficient-disk design (Storage Design!C182): exit 1, the rule and what to change, disks --", () => {
    const run = exsize("size", file("insufficientDisk6TB"));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("the design is rejected");
    expect(run.stderr).toContain("Insufficient Disk Capacity (E2013Calcv7.6, Storage Design!C182)");
    expect(run.stderr).toMatch(
      /Change: bigger disks \(diskCapacityGB\), fewer databases per volume/
    );
    expect(run.stderr).toContain("more servers (exchangeServersPerDag)");
    const lines = run.stdout.split("\n");
    expect(lines[2]).toMatch(/^Verdict: REJECTED/);
    expect(run.stdout.match(/Verdict:/g)).toHaveLength(1);
    expect(run.stdout).toMatch(/^Disks in total\s+--\s+disks\s+summary\.disksTotal$/m);
    expect(run.stdout).toMatch(
      /^Disk Requirements: Total \/ Environment\s+--\s+disks\s+disksEnvironment$/m
    );
    // The warnings are in the verdict block only, not again among the figures.
    const firstSection = lines.findIndex((l) => l.startsWith("Summary ("));
    const warningLines = lines.flatMap((l, i) => (/^\s+WARNING /.test(l) ? [i] : []));
    expect(warningLines.length).toBe(2);
    expect(warningLines.every((i) => i < firstSection)).toBe(true);
    // --json keeps the calculator's values (D202 0) and adds the verdict; the summary has null.
    const j = exsize("size", file("insufficientDisk6TB"), "--json");
    expect(j.status).toBe(1);
    const out = JSON.parse(lastLine(j.stdout));
    expect(out.disksEnvironment).toBe(runs.insufficientDisk6TB.cells["Storage Design!D202"]);
    expect(out.summary.disksTotal).toBeNull();
    expect(out.verdict.status).toBe("rejected");
    expect(out.verdict.rejects[0].key).toBe("insufficientDiskCapacity");
  });

  test("a 50 GB quota on 4 TB disks: rejected in both datacenters (C182 and C186)", () => {
    const run = exsize("size", file("quota50GB4TB"));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Storage Design!C182");
    expect(run.stderr).toContain("Storage Design!C186");
  });

  test("a design the calculator rejects (Role Requirements!I156): exit 1, servers, cores, disks --", () => {
    const run = exsize("size", file("rejectedCopies"));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "DB Copy Count Validation Check (E2013Calcv7.6, Role Requirements!I156)"
    );
    expect(run.stderr).toContain("more servers (exchangeServersPerDag)");
    for (const label of ["Mailbox servers", "Cores in total", "Disks in total"])
      expect(run.stdout).toMatch(new RegExp(`^${label}\\s+--\\s`, "m"));
  });

  test("a 2019 design under 128 GB of RAM: exit 0, the memory minimum flagged once", () => {
    const run = exsize("size", file("ram96"));
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout.split("\n")[2]).toBe("Verdict: accepted, with 1 warning.");
    expect(run.stdout.match(/Recommended RAM below 128 GB/g)).toHaveLength(1);
    expect(run.stdout).toMatch(
      /^ {2}WARNING Recommended RAM below 128 GB per Exchange 2019\/SE Mailbox server/m
    );
  });

  test("CPU inputs left out: the verdict says so", () => {
    const run = exsize("size", path.join(examples, "microsoft-example.json"));
    expect(run.stdout).toMatch(
      /WARNING CPU not sized \(E2013Calcv7\.6, Input!C131:D133\): give coresPerServer and\s+specIntRate2006/
    );
  });
});

describe("the report's numbers and inputs", () => {
  const reports = [
    exsize("size", path.join(examples, "microsoft-example.json")).stdout,
    exsize("size", path.join(examples, "dell-5000-as-printed.json")).stdout,
  ];
  test("no number with more than 3 decimals, thousands grouped", () => {
    for (const text of reports) {
      // every table row (it ends with its key), its cells after the label (the label is prose: an
      // option's description may quote "about 0.00067"): no more than 3 decimals, and a figure of 4 or
      // more digits grouped; a version (exchangeVersion 2013) is a name, not a quantity
      const rows = text
        .split("\n")
        .filter((l) => / {2}[a-z][A-Za-z0-9.[\]]*( \([a-z :]+\))?$/.test(l))
        .filter((l) => !/xchangeVersion( \(default\))?$/.test(l))
        // the calculator's JBOD status is its text, a disk's name ("4000 GB / 7.2K RPM SAS 3.5\"",
        // Storage Design C181), not a quantity
        .filter((l) => !/jbodDiskStatus(Secondary)?$/.test(l));
      expect(rows.length).toBeGreaterThan(40);
      for (const row of rows) {
        const cells = row
          .split(/\s{2,}/)
          .slice(1)
          .join("  ");
        expect(cells).not.toMatch(/\d\.\d{4,}/);
        expect(cells).not.toMatch(/(?<![\w!.,:/(])\d{4,}(\.\d+)?(?![\w%)])/);
      }
    }
    expect(reports[0]).toMatch(/\s1,280\s+GB\s+summary\.ramGBTotal$/m); // 8 x 160 GB (mscalc.py)
    expect(reports[1]).toMatch(/\s5,000\s+mailboxes\s+summary\.mailboxes$/m);
  });
  test("inputs as read: defaults marked, the derived DAG, server and database counts stated", () => {
    const [ms, dell] = reports;
    expect(ms).toMatch(/^Inputs as read$/m);
    expect(ms).toMatch(/\s3\s+copies\s+haCopies$/m); // given by examples/microsoft-example.json
    expect(ms).toMatch(/\sYes\s+multiRole \(default\)$/m);
    expect(ms).toMatch(
      /exchangeServersPerDag 2 = Exchange servers per DAG in the primary datacenter: the calculator sizes 4\s+mailbox servers per DAG/
    );
    expect(ms).toMatch(/8 servers in all \(serversEnvironment\)/);
    expect(ms).toMatch(/databaseCount 40 = databases per DAG/);
    expect(dell).toMatch(/\s5,000\s+users\s+users$/m);
    expect(dell).toMatch(
      /copies 2 = a DAG with 2 copies of each database: 12 databases \(computed: dbCount not given\)/
    );
    expect(dell).toMatch(/options\.deletedItemDays \(default\)$/m);
  });
  test("the Dell report: the paper's steps with their labels and units", () => {
    expect(reports[1]).toMatch(/^Verdict: accepted/m);
    expect(reports[1]).toMatch(
      /^White space per user \(WSU, Table 14 step 2\)\s+10\.99\s+MB\s+wsuMB$/m
    );
  });
});

/**
 * A GitHub-flavoured Markdown table checker (a test double of a Markdown renderer's table rule): a header
 * row, a delimiter row of ---, :---:, ---: cells, body rows; each row the same number of cells, split on
 * pipes not escaped with \.
 */
function markdownTables(text: string): string[][][] {
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, "")
      .split(/(?<!\\)\|/)
      .map((c) => c.trim());
  const tables: string[][][] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith("|")) continue;
    const block: string[] = [];
    while (i < lines.length && lines[i].startsWith("|")) block.push(lines[i++]);
    const [header, delimiter, ...body] = block.map(cells);
    expect(delimiter.every((c) => /^:?-{3,}:?$/.test(c))).toBe(true);
    for (const r of [delimiter, ...body]) expect(r).toHaveLength(header.length);
    tables.push([header, ...body]);
  }
  return tables;
}

/** RFC 4180 CSV (a test double of a spreadsheet's CSV reader): quoted fields, "" inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') ((field += '"'), i++);
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") (row.push(field), (field = ""));
    else if (c === "\n") (row.push(field), rows.push(row), (row = []), (field = ""));
    else field += c;
  }
  row.push(field);
  rows.push(row);
  return rows;
}

describe("--format", () => {
  test("markdown: valid table text, the verdict first", () => {
    const run = exsize(
      "size",
      scenario("md.json", CALCULATOR_RUNS[0].scenario),
      "--format",
      "markdown"
    );
    expect(run.status).toBe(1);
    const lines = run.stdout.split("\n");
    expect(lines[0]).toMatch(/^# Exchange Server sizing by Microsoft's method/);
    expect(run.stdout.indexOf("**Verdict: REJECTED")).toBeLessThan(run.stdout.indexOf("## "));
    const tables = markdownTables(run.stdout);
    expect(tables.length).toBeGreaterThanOrEqual(4);
    const summary = tables[0];
    expect(summary[0]).toEqual(["Figure", "Value", "Unit", "Key"]);
    expect(summary.find((r) => r[3] === "summary.disksTotal")?.[1]).toBe("--");
  });
  test("csv: one figure a row, six fields, numbers without grouping", () => {
    const run = exsize("size", path.join(examples, "microsoft-example.json"), "--format", "csv");
    expect(run.status).toBe(0);
    const rows = parseCsv(run.stdout.trimEnd());
    expect(rows[0]).toEqual(["section", "figure", "column", "value", "unit", "key"]);
    for (const r of rows) expect(r).toHaveLength(6);
    const row = rows.find((r) => r[5] === "summary.storageGBAllCopies")!;
    expect(row[3]).toBe("220291.02");
    for (const r of rows.slice(1))
      if (/^-?[\d.]+$/.test(r[3])) expect(r[3]).not.toMatch(/\.\d{4,}/);
  });
  test("a format ExSize does not write: exit 1, naming the three", () => {
    const run = exsize("size", path.join(examples, "microsoft-example.json"), "--format", "html");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("text, markdown, csv");
  });
});

describe("help and pipes", () => {
  test("exsize size --help gives each input's label, unit and range", () => {
    const help = exsize("size", "--help").stdout;
    expect(help).toContain(
      "haCopies: Total Number of HA Database Copy Instances (Includes Active Copy) within DAG [copies]; a whole number, 0 or more; default 3 (Input!C30)"
    );
    expect(help).toContain(
      "users: Number of mailbox users, including growth [users]; a whole number greater than 0"
    );
    expect(help).toMatch(/quotaMB: Mailbox Size Limit \(MB\) \[MB\]; a number, 0 or more/);
  });
  test.each([[["size", path.join(examples, "microsoft-example.json")]], [["--help"]]])(
    "exsize %j | head -1: no stack trace (EPIPE)",
    (args) => {
      const cmd = `"${process.execPath}" "${bin}" ${args.map((a) => `"${a}"`).join(" ")} | head -c 10; echo " rc=\${PIPESTATUS[0]}" >&2`;
      const run = spawnSync("bash", ["-c", cmd], { encoding: "utf8" });
      expect(run.stdout.length).toBe(10);
      expect(run.stderr).not.toMatch(/EPIPE|Error|at /);
      expect(run.stderr.trim()).toBe("rc=0");
    }
  );
});

test("exsize workbook's one-liner counts every DAG's databases", () => {
  // 8 DAGs: the one-liner said databaseCount (per DAG, Role Requirements!C243) as if it were all of them
  const json = {
    method: "microsoft",
    exchangeVersion: "2019",
    tiers: [{ mailboxes: 24000, messagesPerDay: 150, quotaMB: 4096 }],
    exchangeServersPerDag: 2,
    dagCount: 8,
    coresPerServer: 24,
    specIntRate2006: 900,
  };
  const sizing = JSON.parse(lastLine(exsize("size", scenario("dags.json", json), "--json").stdout));
  const run = exsize("workbook", scenario("dags.json", json), "-o", path.join(dir, "dags.xlsx"));
  expect(run.status).toBe(0);
  const n = sizing.databaseCount * sizing.dagCount;
  expect(sizing.summary.databases).toBe(n);
  expect(run.stdout).toContain(`${n} databases (${sizing.databaseCount} per DAG x 8 DAGs)`);
});
