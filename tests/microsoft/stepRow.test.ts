/**
 * The row tag (src/core/microsoft/stepRow.ts): a step written as one table row, `key | label | unit |
 * cell` then its formula, is exactly the step msStep builds from the same parts (key, label, unit, the
 * cited "E2013Calcv7.6, <cell>", note, formula tree); row.sourced cites its fourth field as the whole
 * source; a bad header throws with its text.
 */
import fc from "fast-check";
import { f, ref } from "../../src/core/formula";
import { tierSum } from "../../src/core/microsoft/databases/tierSum";
import { msStep } from "../../src/core/microsoft/msStep";
import { row } from "../../src/core/microsoft/stepRow";

describe("row", () => {
  test("the issue's example is the msStep of the same parts", () => {
    const written = row`totalMailboxesPerDag | Total Mailboxes / DAG | mailboxes | Role Requirements!C98 (TotMBXPerDAG)
      IF(input.highAvailability="Yes",totalMailboxesInTheEnvironment/totalDAGsInTheEnvironment,"--")`;
    expect(written).toEqual(
      msStep(
        "totalMailboxesPerDag",
        "Total Mailboxes / DAG",
        f`IF(input.highAvailability="Yes",totalMailboxesInTheEnvironment/totalDAGsInTheEnvironment,"--")`,
        "mailboxes",
        "Role Requirements!C98 (TotMBXPerDAG)"
      )
    );
    expect(written.source).toBe("E2013Calcv7.6, Role Requirements!C98 (TotMBXPerDAG)");
  });

  test("splices: text in the header and the formula is pasted, an Expr inserted whole", () => {
    const t = 3;
    const share = f`a+b`;
    expect(
      row`tier${t}.mailboxes | Number of Tier-${t} Mailboxes | mailboxes | Role Requirements!C${36}
        input.tier${t}.mailboxes*${share}`
    ).toEqual(
      msStep(
        "tier3.mailboxes",
        "Number of Tier-3 Mailboxes",
        f`input.tier${t}.mailboxes*${share}`,
        "mailboxes",
        "Role Requirements!C36"
      )
    );
  });

  test("a formula that is not a template is the one splice, the same object", () => {
    const sum = tierSum([1, 2], (i) => f`tier${i}.mailboxes`);
    const s = row`mailboxes | Mailboxes | mailboxes | Role Requirements!C97
      ${sum}`;
    expect(s.formula).toBe(sum);
    expect(row`x | x |  | Input!C1
      ${ref("input.x")}`).toEqual(msStep("x", "x", ref("input.x"), "", "Input!C1"));
  });

  test("row.noted gives msStep's note", () => {
    expect(row.noted("A departure.")`k | K | GB | Role Requirements!C1
      a*2`).toEqual(msStep("k", "K", f`a*2`, "GB", "Role Requirements!C1", "A departure."));
  });

  test("row.sourced cites its fourth field as the whole source, with its note or none", () => {
    // as metacache/steps.ts writes its MCDB steps (the Preferred Architecture, not a calculator cell)
    const PA = "Exchange Server 2019 Preferred Architecture (Microsoft Docs)";
    expect(row.sourced()`metaCache.slots | Disk slots per server | disks | ${PA}: "3 HDD : 1 SSD"
      metaCache.hdds+metaCache.ssds`).toEqual({
      key: "metaCache.slots",
      label: "Disk slots per server",
      formula: f`metaCache.hdds+metaCache.ssds`,
      unit: "disks",
      source: 'Exchange Server 2019 Preferred Architecture (Microsoft Docs): "3 HDD : 1 SSD"',
      note: "",
    });
    expect(row.sourced("derived")`k | K |  | ExSize's rule
      ${ref("a")}`).toEqual({
      key: "k",
      label: "K",
      formula: ref("a"),
      unit: "",
      source: "ExSize's rule",
      note: "derived",
    });
    // a bad header throws as the calculator's rows do
    expect(
      () => row.sourced()`k | K | GB
      1`
    ).toThrow('row: "k | K | GB" is not "key | label | unit | cell"');
  });

  // Keys, labels, units and cells as the calculator's: no "|", no line break, no surrounding spaces.
  const field = (min: number) =>
    fc
      .string({ minLength: min, maxLength: 30 })
      .map((s) => s.replace(/[|\n\r`\\]|\$\{/g, "x").trim())
      .filter((s) => s.length >= min);

  test("property: row and msStep give equal steps for any key, label, unit and cell", () => {
    fc.assert(
      fc.property(
        field(1),
        field(0),
        field(0),
        field(0),
        fc.boolean(),
        (key, label, unit, cell, noted) => {
          const tag = noted ? row.noted("n") : row;
          const written = tag`${key} | ${label} | ${unit} | ${cell}
          IF(a>1,b,"--")`;
          expect(written).toEqual(
            msStep(key, label, f`IF(a>1,b,"--")`, unit, cell, noted ? "n" : "")
          );
        }
      )
    );
  });

  test.each([
    [
      "three fields",
      () => row`a | b | c
      1`,
      'row: "a | b | c" is not "key | label | unit | cell"',
    ],
    [
      "five fields",
      () => row`a | b | c | d | e
      1`,
      'row: "a | b | c | d | e" is not "key | label | unit | cell"',
    ],
    [
      "an empty key",
      () => row` | b | c | d
      1`,
      'row: " | b | c | d" is not "key | label | unit | cell"',
    ],
    [
      "no formula line",
      () => row`a | b | c | d`,
      'row: no formula under the header "a | b | c | d"',
    ],
    [
      "an Expr in the header",
      () => row`a${f`x`} | b | c | d
      1`,
      'row: an Expr in the header "a"',
    ],
  ])("a bad header throws with its text: %s", (_, build, message) => {
    expect(build).toThrow(message);
  });
});
