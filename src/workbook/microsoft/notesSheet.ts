import { DEPARTURES } from "../../core/microsoft/departures";
import { parseRangeRef, rangeRef } from "../a1";
import type { NamedRange } from "../model";
import { fx, lit } from "../sheetWriter";
import { NameGroup, notesTemplate } from "../notesParts";
import { verdictRules } from "../../core/microsoft/verdict";
import { ref } from "../../core/formula";
import { longestText } from "../longestText";
import { msName } from "./names";
import { MS_SHEETS, MicrosoftTemplate } from "./context";

/** Where the workbook itself (not the core) departs from the calculator, with why. */
export const WORKBOOK_DEPARTURES = [
  {
    id: "workbook-vba-disk-group",
    where: "Variables!K53 (varDiskGroup), the Inputs sheet's ex.ms.diskGroupSize",
    what: "The workbook holds the value ExSize computed for the scenario it was built from as an input cell; it has no macro to recompute it when another input changes.",
    why: "Customer workbooks carry no macros. The value only matters for a custom database count (Role Requirements!C79) and the database limit per server (Variables!K51); rebuild the workbook with exsize workbook after changing those inputs, or type the value the calculator's macro would write.",
  },
  {
    id: "workbook-copy-layout-values",
    where: "Copy layout sheet (the calculator's Distribution sheet, drawn by its VBA)",
    what: "With the calculator's copy layout (the default), the grid holds the layout ExSize computed by the calculator's own rule when the workbook was built, as values; with copyLayout \"exsize\" it holds ExSize's balanced rule as native formulas.",
    why: "The calculator's rule (VBA Spread2 and its pattern checks) is a walk over the databases, not one formula per cell, and the workbook carries no macros. Rebuild the workbook with exsize workbook after changing the servers, copies or databases.",
  },
  {
    id: "workbook-four-tiers",
    where: "Inputs sheet, the MsTiers table",
    what: "The table always has four tier rows; a tier the scenario does not give has 0 mailboxes.",
    why: "Every sum over tiers in the calculator is written for four tiers.",
  },
] as const;

const HOW_IT_CALCULATES = [
  "Every number is a native formula over named cells (ex.ms.*, listed below): the workbook needs no add-in and no macros.",
  "Each formula is printed from the same step description the ExSize core evaluates (src/core/microsoft), so the file and exsize size --json cannot drift.",
  'The calculator shows "--" where a figure does not apply (a failure mode that does not exist, a tier without mailboxes): the formulas give the same text, and exsize size --json prints null there.',
  "An Excel error in a cell (#DIV/0!, #VALUE!) flows to the cells that read it as in the calculator; IFERROR and ISERROR stop it where the calculator's formulas do.",
  "The Summary's date is the date the workbook was built; it does not change when the workbook is opened.",
];

/**
 * The Notes sheet of the Microsoft workbook: every place ExSize departs from the calculator (the core's
 * DEPARTURES list, then the workbook's own), how the workbook calculates, and every name it defines
 * (a grid of names, such as the Replication sheet's 576 hour x RPO cells, as one row: nameGroups).
 */
export const msNotesSheet: MicrosoftTemplate = notesTemplate(MS_SHEETS.notes, {
  subtitle: "Where ExSize departs from the calculator, and how this workbook calculates.",
  notes: (w, context) => {
    // The verdict (issue 28), as formulas over the verdict's steps: the same words as the Summary and
    // exsize size, recalculated when an input changes; every rule of the one table with its severity
    // and source, and its sentence while the design breaks it. Each rule's row is as tall as its
    // longest sentence (longestText), whether the design keeps the rule or breaks it. The headline
    // wraps in B:D, merged, its row as tall as the longest headline it can show.
    w.section("The verdict (docs/summary.md, The verdict)");
    const steps = new Map(context.steps.map((s) => [s.key, s]));
    const headlineRow = w.addRow([
      lit("Verdict", "labelBold"),
      {
        ...fx(`=${msName("verdict.headline")}`, "verdict"),
        longestText: longestText(ref("verdict.headline"), steps),
      },
    ]);
    w.addRow(["Rule", "Severity", "Source", "This design"].map((h) => lit(h, "heading")));
    for (const r of verdictRules()) {
      const step = `verdict.${r.key}`;
      w.addRow([
        lit(r.key, "code"),
        lit(r.kind, "text"),
        lit(r.source, "text"),
        {
          ...fx(`=IF(${msName(step)}="","kept",${msName(step)})`, "text"),
          longestText: longestText(ref(step), steps),
        },
      ]);
    }
    w.section("Where ExSize departs from E2013Calcv7.6");
    w.addRow(["Departure", "Where", "What ExSize does", "Why"].map((h) => lit(h, "heading")));
    for (const d of [...DEPARTURES, ...WORKBOOK_DEPARTURES])
      w.addRow([
        lit(d.id, "labelBold"),
        lit(d.where, "text"),
        lit(d.what, "text"),
        lit(d.why, "text"),
      ]);
    return [rangeRef(headlineRow, 1, headlineRow, 3)];
  },
  howItCalculates: (context) => [
    ...HOW_IT_CALCULATES,
    context.scenario.cells["input.copyLayout"] === "exsize"
      ? "Copy layout: ExSize's balanced rule (scenario key copyLayout \"exsize\"), as native formulas that redraw when the server count changes; it is not the calculator's layout (docs/copy-layout.md says what it improves and breaks)."
      : "Copy layout: the Microsoft calculator's own rule (its Distribution sheet's VBA), which exsize deploy writes too; the grid holds values computed when the workbook was built (docs/copy-layout.md).",
  ],
  // The printed pages end above the names (issue 31): 18 pages on paper; a grid of names is one row.
  names: (context) => nameGroups(context.names),
  nameStyle: "code",
  // What a name holds spans two columns, so most names take one printed line.
  wideHolds: true,
  columnWidths: [44, 50, 60, 60],
});

/** Names that differ only in numbers are one row when there are at least this many. */
const GROUP_AT_LEAST = 6;

/**
 * The names in order, each grid of names one row: names on one sheet that differ only in their numbers
 * (ex.ms.replication.mbpsPerDbCopy.rpo1.hour1 ... rpo24.hour24) and number at least GROUP_AT_LEAST become
 * "ex.ms.replication.mbpsPerDbCopy.rpo{n}.hour{n}" with how many there are, the first's comment, and the block of cells that holds them (every cell of which is one of the names
 * when the count equals the block's size, as it does for the grids the sheets write; else it says so).
 * Example: 24 names ex.ms.input.logGenerationProfile.hour1..hour24 in C5:C28 are one row, "24 names,
 * hour1 to hour24; the first holds: ...", 'Inputs'!$C$5:$C$28.
 */
export function nameGroups(names: readonly NamedRange[]): NameGroup[] {
  const pattern = (n: NamedRange) => `${n.sheet}|${n.name.replace(/\d+/g, "{n}")}`;
  const byPattern = new Map<string, NamedRange[]>();
  for (const n of names) {
    const list = byPattern.get(pattern(n)) ?? [];
    list.push(n);
    byPattern.set(pattern(n), list);
  }
  const out: NameGroup[] = [];
  const done = new Set<string>();
  for (const n of names) {
    const key = pattern(n);
    const group = byPattern.get(key)!;
    if (group.length < GROUP_AT_LEAST) {
      out.push({ name: n.name, holds: n.comment ?? "", sheet: n.sheet, ref: n.ref });
      continue;
    }
    if (done.has(key)) continue;
    done.add(key);
    const boxes = group.map((g) => parseRangeRef(g.ref));
    const r0 = Math.min(...boxes.map((b) => b.from.row));
    const c0 = Math.min(...boxes.map((b) => b.from.col));
    const r1 = Math.max(...boxes.map((b) => b.to.row));
    const c1 = Math.max(...boxes.map((b) => b.to.col));
    const cells = (r1 - r0 + 1) * (c1 - c0 + 1);
    const single = boxes.every((b) => b.from.row === b.to.row && b.from.col === b.to.col);
    const prefix = n.name.replace(/\d+/g, "{n}").replace(/\{n\}.*$/, "");
    const first = group[0].name.slice(prefix.length);
    const last = group[group.length - 1].name.slice(prefix.length);
    const fill = single && cells === group.length ? "" : " (within this block)";
    out.push({
      name: n.name.replace(/\d+/g, "{n}"),
      holds: `${group.length} names, ${first} to ${last}${fill}; the first holds: ${group[0].comment ?? ""}`,
      sheet: n.sheet,
      ref: rangeRef(r0, c0, r1, c1, true),
    });
  }
  return out;
}
