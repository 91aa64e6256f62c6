/**
 * scripts/compact/stepRows.js, the codemod that writes each Microsoft step call as one row
 * (src/core/microsoft/stepRow.ts): what it writes for each builder (msStep, storage's step, the
 * servers' msStep with its other argument order), a note, a key function it inlines, the calls it
 * leaves and why, and that a second run changes nothing. (That the converted steps are the same steps
 * is tests/snapshot/microsoftSteps.test.ts's guard.)
 */
import * as path from "path";

const { convertSource } = require("../../scripts/compact/stepRows.js") as {
  convertSource: (
    src: string,
    fileName: string
  ) => { text: string | null; rows: number; left: string[] };
};

const ROOT = path.resolve(__dirname, "../..");
const at = (file: string) => path.join(ROOT, "src/core/microsoft", file);

describe("stepRows.js (the codemod)", () => {
  test("an msStep call becomes a row, its formula's text kept line for line", () => {
    const src = [
      'import { f } from "../../formula";',
      'import { msStep } from "../msStep";',
      "export const S = [",
      "  msStep(",
      '    "totalMailboxesPerDag",',
      '    "Total Mailboxes / DAG",',
      "    f`IF(",
      "      a,",
      "      b",
      "    )`,",
      '    "mailboxes",',
      '    "Role Requirements!C98 (TotMBXPerDAG)"',
      "  ),",
      "];",
      "",
    ].join("\n");
    const r = convertSource(src, at("databases/example.ts"));
    expect(r.rows).toBe(1);
    expect(r.text).toBe(
      [
        'import { row } from "../stepRow";',
        "export const S = [",
        "  row`totalMailboxesPerDag | Total Mailboxes / DAG | mailboxes | Role Requirements!C98 (TotMBXPerDAG)",
        "    IF(",
        "      a,",
        "      b",
        "    )`,",
        "];",
        "",
      ].join("\n")
    );
    expect(convertSource(r.text!, at("databases/example.ts")).text).toBeNull();
  });

  test("the servers' msStep (key, label, unit, cell, formula, note): a name, a note, an Expr", () => {
    const src = [
      'import { msStep, tierSum } from "./build";',
      "export const S = [",
      '  msStep("a", "A", "GB", "Role Requirements!C1", "input.a", D1),',
      '  msStep("b", "B", "", `Role Requirements!${col}2`, tierSum(2, (i) => x(i))),',
      "];",
      "",
    ].join("\n");
    const r = convertSource(src, at("servers/example.ts"));
    expect(r.text).toBe(
      [
        'import { tierSum } from "./build";',
        'import { row } from "../stepRow";',
        "export const S = [",
        "  row.noted(D1)`a | A | GB | Role Requirements!C1",
        "    input.a`,",
        "  row`b | B |  | Role Requirements!${col}2",
        "    ${tierSum(2, (i) => x(i))}`,",
        "];",
        "",
      ].join("\n")
    );
  });

  test("a key function of the file is inlined and dropped once unused; `row` bound: stepRow", () => {
    const src = [
      'import { f } from "../../formula";',
      'import { step } from "./helpers";',
      "export function s(t: number, row: number) {",
      "  const T = (name: string) => `tier${t}.${name}`;",
      '  return [step(T("x"), `Tier-${t} x`, f`a*${row}`, "GB", "Storage Design!C1")];',
      "}",
      "",
    ].join("\n");
    const r = convertSource(src, at("storage/example.ts"));
    // f is no longer used either: its import goes
    expect(r.text).toBe(
      [
        'import { row as stepRow } from "../stepRow";',
        "export function s(t: number, row: number) {",
        "  return [stepRow`tier${t}.x | Tier-${t} x | GB | Storage Design!C1",
        "    a*${row}`];",
        "}",
        "",
      ].join("\n")
    );
  });

  test("it leaves what a row cannot hold, and says why", () => {
    const src = [
      'import { msStep } from "../msStep";',
      'export const A = msStep("a", "a | b", x, "GB", "C1");',
      "export const B = (k: string, l: string, u: string, c: string) => msStep(k, l, x, u, c);",
      "",
    ].join("\n");
    const r = convertSource(src, at("databases/example.ts"));
    expect(r.text).toBeNull();
    expect(r.left).toEqual([
      expect.stringMatching(/example\.ts:2: a header field is not plain text without "\|"/),
      expect.stringMatching(/example\.ts:3: no header field written out/),
    ]);
  });

  test("a file whose msStep is its own, or with no step calls, is untouched", () => {
    const own = 'function msStep(a: string) { return a; }\nexport const A = msStep("a");\n';
    expect(convertSource(own, at("databases/example.ts")).text).toBeNull();
    const elsewhere = 'import { msStep } from "../other/msStep";\nmsStep("a", "b", x, "u", "c");\n';
    expect(convertSource(elsewhere, at("databases/example.ts")).text).toBeNull();
  });
});
