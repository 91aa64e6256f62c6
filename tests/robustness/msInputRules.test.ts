/**
 * Issue 22: the Microsoft method's inputs are refused by one rule table (src/core/microsoft/scenario/
 * inputs.ts: E2013Calcv7.6's own data validation, cell by cell, and ExSize's rules where the calculator
 * has none), with the one-line message a user should see: the input as written, its range or list, and
 * for a percentage typed as a fraction (or the reverse) the other reading. The same message reaches
 * `exsize size`, the EX.MS* functions and EX.SUMMARY; no accepted design shows #DIV/0! or a number
 * outside 1e-9 to 1e15 (docs/errors.md rules 1, 7, 8).
 */
import { captureIO } from "../../src/cli/command";
import { main } from "../../src/cli/main";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { GLOBAL_INPUTS, TIER_INPUTS } from "../../src/core/microsoft/scenario/inputs";
import { FunctionError } from "../../src/functions/excelError";
import { invoke } from "../../src/functions/invoke";
import { findFunction } from "../../src/functions/registry";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-msrules-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function size(json: unknown, ...flags: string[]) {
  const file = path.join(dir, "s.json");
  fs.writeFileSync(file, JSON.stringify({ method: "microsoft", ...(json as object) }));
  const io = captureIO(new Date(Date.UTC(2026, 0, 2)));
  const status = await main(["size", file, ...flags], io);
  return { status, stdout: io.stdout(), stderr: io.stderr() };
}

const tier = (t: Record<string, unknown>) => ({ tiers: [{ mailboxes: 5000, ...t }] });

/** Each failure of the issue, and the one line `exsize size` prints for it (after "exsize size: FILE: "). */
const REFUSED: readonly [string, unknown, string][] = [
  [
    "iopsFactor 0 (Input!C66: 1 or more)",
    tier({ iopsFactor: 0 }),
    "tiers[0].iopsFactor must be a number of 1 or more (got 0)",
  ],
  [
    "coresPerServer 1e300",
    { coresPerServer: 1e300 },
    "coresPerServer 1e+300 is too large to size: at most 1000000000000000",
  ],
  [
    "ioOverheadFactor 20 (a percentage)",
    { ioOverheadFactor: 20 },
    "ioOverheadFactor 20 looks like a percentage; 20% is 0.2 (ioOverheadFactor must be a number from 0 to 1)",
  ],
  [
    "volumeFreeSpacePercent 0.05 (a fraction)",
    { volumeFreeSpacePercent: 0.05 },
    "volumeFreeSpacePercent 0.05 looks like a fraction; 0.05 is 5%: type 5 (volumeFreeSpacePercent is a percentage: 0, or a number from 1 to 100)",
  ],
  [
    "growthPercent 0.1 (a fraction)",
    tier({ growthPercent: 0.1 }),
    "tiers[0].growthPercent 0.1 looks like a fraction; 0.1 is 10%: type 10 (tiers[0].growthPercent is a percentage: 0, or a number of 1 or more)",
  ],
  [
    "workWeekDays 8 (Input!C52: 5 or 7)",
    { workWeekDays: 8 },
    "workWeekDays must be 5 or 7 (got 8)",
  ],
  [
    "autoReseedVolumes 50 (Input!C112: 0-6)",
    { autoReseedVolumes: 50 },
    "autoReseedVolumes must be 0, 1, 2, 3, 4, 5 or 6 (got 50)",
  ],
  [
    "multiplicationFactorUserPercent 150",
    tier({ multiplicationFactorUserPercent: 150 }),
    "tiers[0].multiplicationFactorUserPercent must be a number from 0 to 100 (got 150)",
  ],
  [
    "quotaMB 10 below the initial 2048 MB",
    tier({ quotaMB: 10 }),
    "tiers[0].quotaMB 10 is below tiers[0].initialMailboxMB 2048: a mailbox's size limit must be at least its initial size (MB)",
  ],
  [
    "replayLagHours 400 (Input!G31: 0-336)",
    { replayLagHours: 400 },
    "replayLagHours must be a whole number from 0 to 336 (got 400)",
  ],
  [
    "coresPerServer 0",
    { coresPerServer: 0 },
    "coresPerServer must be a whole number greater than 0 (got 0)",
  ],
  ["dagCount 0", { dagCount: 0 }, "dagCount must be a whole number greater than 0 (got 0)"],
  [
    "mailboxes 0",
    { tiers: [{ mailboxes: 0 }] },
    "tiers[0].mailboxes is 0: a design needs 1 or more mailboxes",
  ],
  [
    "coresPerServer 1e15 on 8 servers: coresTotal 8e15",
    { coresPerServer: 1e15 },
    "coresTotal 8000000000000000 is too large to show (at most 1000000000000000): coresPerServer 1000000000000000 is too large for this design",
  ],
];

describe("exsize size refuses each input of the issue with one line naming it", () => {
  test.each(REFUSED)("%s", async (_what, json, message) => {
    for (const flags of [[], ["--json"]]) {
      const run = await size(json, ...flags);
      expect(run).toMatchObject({ status: 1, stdout: "" });
      expect(run.stderr).toBe(`exsize size: ${path.join(dir, "s.json")}: ${message}\n`);
      expect(run.stderr).not.toMatch(/#DIV\/0!|#NUM!|#VALUE!/);
    }
  });

  test("exchangeVersion 2019 as a number, as a cell holds it, is Exchange 2019", async () => {
    const run = await size({ exchangeVersion: 2019 }, "--json");
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).exchangeVersion).toBe("2019");
  });
});

describe("the rule table", () => {
  test("every numeric input has a unit and a rule citing the calculator's cell or saying it is ExSize's", () => {
    for (const spec of [...GLOBAL_INPUTS, ...TIER_INPUTS]) {
      if (!["int", "num", "pct"].includes(spec.kind)) continue;
      expect([spec.name, typeof spec.unit]).toEqual([spec.name, "string"]);
      expect([spec.name, spec.rule?.source]).toEqual([
        spec.name,
        expect.stringMatching(/E2013Calcv7\.6 data validation, Input!|ExSize's/),
      ]);
    }
  });

  // Input cells and the rule of their data validation, typed from E2013Calcv7.6-Example.xlsm
  // (xl/worksheets/sheet2.xml, <dataValidations>), so the table cannot drift from the calculator.
  test.each([
    ["exchangeServersPerDag", { whole: true, min: 1, max: 16 }], // C26:D26 whole 1..16
    ["dagCount", { whole: true, min: 1 }], // C27:D27 whole >= 1
    ["replayLagHours", { whole: true, min: 0, max: 336 }], // G31:G32 whole 0..336
    ["truncationLagHours", { whole: true, min: 0, max: 336 }],
    ["workWeekDays", { oneOf: [5, 7] }], // C52 list varWorkWeek = Variables!N33:N34
    ["autoReseedVolumes", { oneOf: [0, 1, 2, 3, 4, 5, 6] }], // C112 list Tables!A276:A282
    ["logTruncationFailureDays", { whole: true, min: 1 }], // C99 whole >= 1
    ["rpoHours", { min: 0, max: 24 }], // G24 list varHours = Variables!G5:G29
    ["coresPerServer", { whole: true, min: 1 }], // C131:C133 whole >= 1
  ])("%s", (name, rule) => {
    expect(GLOBAL_INPUTS.find((s) => s.name === name)?.rule).toMatchObject(rule);
  });
  test.each([
    ["iopsFactor", { min: 1 }], // C66:C67 decimal >= 1
    ["megacyclesFactor", { min: 1 }],
    ["deletedItemDays", { whole: true, min: 0 }], // C60:C62 whole >= 0
  ])("tier %s", (name, rule) => {
    expect(TIER_INPUTS.find((s) => s.name === name)?.rule).toMatchObject(rule);
  });
});

describe("the functions give the same message", () => {
  const call = (id: string, ...args: unknown[]) => {
    try {
      invoke(findFunction(id)!, args);
    } catch (e) {
      expect(e).toBeInstanceOf(FunctionError);
      return (e as FunctionError).message;
    }
    throw new Error("accepted");
  };
  test("a tier input by its parameter, an environment input by its name", () => {
    // EX.MSIOPSPERMAILBOX(mailboxes, growthPercent, ...): the declaration's rule is the table's.
    expect(call("MSIOPSPERMAILBOX", 5000, 0.1)).toBe(
      "growthPercent 0.1 looks like a fraction; 0.1 is 10%: type 10 (growthPercent is a percentage: 0, or a number of 1 or more)"
    );
    expect(
      call("MSDESIGN", [
        ["mailboxes", "iopsFactor"],
        [5000, 0],
      ])
    ).toBe("tiers[0].iopsFactor must be a number of 1 or more (got 0)");
    expect(call("MSDESIGN", [["mailboxes"], [5000]], [["workWeekDays", 8]])).toBe(
      "workWeekDays must be 5 or 7 (got 8)"
    );
  });

  test("EX.MSDESIGN takes exchangeVersion 2019 as a number (its help's own example)", () => {
    const rows = invoke(findFunction("MSDESIGN")!, [
      [["mailboxes"], [5000]],
      [["exchangeVersion", 2019]],
    ]) as unknown[][];
    expect(rows.find((r) => r[0] === "exchangeVersion")?.[1]).toBe("2019");
  });

  test("a key given twice in a two-column range is an error (docs/errors.md rule 8)", () => {
    expect(
      call(
        "MSDESIGN",
        [["mailboxes"], [5000]],
        [
          ["haCopies", 3],
          ["HACOPIES ", 2],
        ]
      )
    ).toBe("environment: haCopies is given twice (haCopies, HACOPIES)");
    expect(
      call("MSDESIGN", [
        ["mailboxes", "quotaMB", "quotaMB"],
        [5000, 2048, 4096],
      ])
    ).toBe("tiers: quotaMB is given twice (quotaMB, quotaMB)");
    expect(
      call("SUMMARY", [
        ["method", "microsoft"],
        ["haCopies", 3],
        ["haCopies", 4],
      ])
    ).toBe("inputs: haCopies is given twice (haCopies, haCopies)");
    expect(
      call("SUMMARY", [
        ["users", 5000],
        ["copies", 2],
        ["Users", 6000],
      ])
    ).toBe("inputs: users is given twice (users, Users)");
  });
});

// The 32,767-character project name through `exsize workbook` and `exsize compare` (two whole Microsoft
// workbooks and a Compare): tests/robustness/longProjectName.test.ts, which test:fast leaves to npm test.
