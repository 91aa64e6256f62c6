/**
 * The step families (src/core/microsoft/stepFamily.ts): a calculator row written once as one row over its
 * columns, `stepFamily(columns, cells, (c) => row`...`)`, gives one step per column, each citing its own
 * cell of the range (or the cell the column names, or the one its row writes), in the columns' order or
 * the order asked. Expected values are written out by hand from the calculator's cell addresses.
 */
import { f } from "../../src/core/formula";
import { msStep } from "../../src/core/microsoft/msStep";
import { FAILURE_COLUMNS, failureRow, stepFamily } from "../../src/core/microsoft/stepFamily";
import { row } from "../../src/core/microsoft/stepRow";

const KINDS = [
  { id: "C", column: "C", kind: "Primary" },
  { id: "D", column: "D", kind: "Secondary" },
  { id: "E", column: "E", kind: "Lagged" },
];

describe("stepFamily", () => {
  test("each column's step cites its own cell of the row (Storage Design!C178:E178)", () => {
    const usable = stepFamily(
      KINDS,
      "Storage Design!C178:E178",
      (c) =>
        row.noted(
          c.id === "D" ? "why D" : ""
        )`jbodUsable${c.kind} | JBOD Usable? ${c.kind} | Yes/No/-- | ${c.cell}
        IF(preferred${c.kind}="JBOD","Yes","No")`
    );
    expect(usable()).toEqual([
      msStep(
        "jbodUsablePrimary",
        "JBOD Usable? Primary",
        f`IF(preferredPrimary="JBOD","Yes","No")`,
        "Yes/No/--",
        "Storage Design!C178"
      ),
      msStep(
        "jbodUsableSecondary",
        "JBOD Usable? Secondary",
        f`IF(preferredSecondary="JBOD","Yes","No")`,
        "Yes/No/--",
        "Storage Design!D178",
        "why D"
      ),
      msStep(
        "jbodUsableLagged",
        "JBOD Usable? Lagged",
        f`IF(preferredLagged="JBOD","Yes","No")`,
        "Yes/No/--",
        "Storage Design!E178"
      ),
    ]);
    // the columns asked, in the order asked
    expect(usable("E", "C").map((s) => s.source)).toEqual([
      "E2013Calcv7.6, Storage Design!E178",
      "E2013Calcv7.6, Storage Design!C178",
    ]);
    expect(() => usable("F")).toThrow("Storage Design!C178:E178 has no column F");
  });

  test("a column naming its own cell keeps it; a row over several sheet rows writes its cell", () => {
    const ratios = stepFamily(
      [
        { id: "1", cell: "Role Requirements!C66 (Tier1MBXRatio)" },
        { id: "2", cell: "Role Requirements!C67 (Tier2MBXRatio)" },
      ],
      "Role Requirements!C66:C67",
      (c) =>
        row`tier${c.id}UserMailboxRatio | Tier-${c.id} User Mailbox Ratio | fraction | ${c.cell}
          tier${c.id}.mailboxes/totalMailboxesInTheEnvironment`
    );
    expect(ratios().map((s) => s.source)).toEqual([
      "E2013Calcv7.6, Role Requirements!C66 (Tier1MBXRatio)",
      "E2013Calcv7.6, Role Requirements!C67 (Tier2MBXRatio)",
    ]);
    const servers = [
      { id: "C", column: "C", n: 1 },
      { id: "D", column: "D", n: 2 },
    ];
    const cells = "Storage Design!C194 + C197, D194 + D197";
    const disks = stepFamily(
      servers,
      cells,
      (c) =>
        row`disksPerServer${c.n} | Disks / Datacenter ${c.n} Server | disks / server | Storage Design!${c.column}194 + ${c.column}197
          raid${c.n}+jbod${c.n}`
    );
    expect(disks("D")[0].source).toBe("E2013Calcv7.6, Storage Design!D194 + D197");
    // such a family has no one cell per column to give: c.cell is an error naming the cells
    expect(() =>
      stepFamily(
        servers,
        cells,
        (c) =>
          row`x${c.n} | X | disks | ${c.cell}
            raid${c.n}`
      )
    ).toThrow(`${cells} is not one row of cells`);
  });

  test("a column outside the row's range is an error; the functions' copy cites ''", () => {
    expect(() =>
      stepFamily(
        KINDS,
        "Storage Design!C178:D178",
        (c) =>
          row`x${c.kind} | X | disks | ${c.cell}
            y${c.kind}`
      )
    ).toThrow("column E is outside Storage Design!C178:D178");
    const stripped = stepFamily(
      KINDS,
      "",
      (c) =>
        row`x${c.kind} | X | disks | ${c.cell}
          y${c.kind}`
    );
    expect(stripped().map((s) => s.source)).toEqual([
      "E2013Calcv7.6, ",
      "E2013Calcv7.6, ",
      "E2013Calcv7.6, ",
    ]);
  });
});

describe("failureRow", () => {
  test("the five failure modes, Role Requirements C:G, with the calculator's words", () => {
    const cpu = failureRow(
      "Role Requirements!C208:G208",
      (c) =>
        row`cpuUtilization.${c.id} | Primary Datacenter Servers (${c.words}) | fraction | ${c.cell}
          load.${c.id}/available`
    );
    expect(cpu().map((s) => [s.key, s.label, s.source])).toEqual([
      [
        "cpuUtilization.normal",
        "Primary Datacenter Servers (Normal Runtime)",
        "E2013Calcv7.6, Role Requirements!C208",
      ],
      [
        "cpuUtilization.singleFailure",
        "Primary Datacenter Servers (Single Failure)",
        "E2013Calcv7.6, Role Requirements!D208",
      ],
      [
        "cpuUtilization.doubleFailure",
        "Primary Datacenter Servers (Double Failure)",
        "E2013Calcv7.6, Role Requirements!E208",
      ],
      [
        "cpuUtilization.siteFailure",
        "Primary Datacenter Servers (Site Failure)",
        "E2013Calcv7.6, Role Requirements!F208",
      ],
      [
        "cpuUtilization.worstFailure",
        "Primary Datacenter Servers (Worst Failure)",
        "E2013Calcv7.6, Role Requirements!G208",
      ],
    ]);
    expect(cpu("worstFailure")[0].formula).toEqual(f`load.worstFailure/available`);
    expect(FAILURE_COLUMNS.map((c) => c.column)).toEqual(["C", "D", "E", "F", "G"]);
  });
});
