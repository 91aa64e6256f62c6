import { CATALOG_SHEETS } from "../../catalog";
import { cellRef, rangeRef } from "../a1";
import { SIZING_FORMULAS, ceilCountAtLeastOne } from "../formulas";
import { Cell } from "../model";
import {
  ANY_RAID,
  CATALOG_COLUMN_NAMES,
  INPUT_NAMES,
  RAID_NAME,
  RESULT_NAMES,
  SELECTION_NAMES,
  optionName,
} from "../names";
import { numberFormatFor } from "../styles";
import { SheetWriter, fx, fxIn, lit } from "../sheetWriter";
import { titledSheet } from "../titledSheet";
import { StyleName } from "../styles";
import { SHEET_NAMES } from "./sheetNames";
import { SheetTemplate } from "./template";

/** The candidate table's columns, left to right, with what each is. */
const COLUMNS = [
  ["#", "Catalog row"],
  ["Model", "Capacity catalog"],
  ["Drive", "Capacity catalog"],
  ["RAID", "Capacity catalog"],
  ["Usable GB", "one array, Table 13"],
  ["IOPS", "one array, Table 12"],
  ["IOPS basis", "measured or derived"],
  ["Competes", "step 1 RAID; derivedIops"],
  ["Arrays for capacity", "step 3"],
  ["Arrays for IOPS", "step 4"],
  ["Arrays per copy", "step 5: the larger"],
  ["Total arrays", "step 6: x copies"],
  ["Usable GB bought", "total x usable GB"],
  ["Name order", "model name, then catalog order"],
  ["Total if it competes", "rank 1"],
  ["GB bought if fewest arrays", "rank 2"],
  ["Name order if least GB", "rank 3"],
  ["Chosen", ""],
] as const;
type Column = (typeof COLUMNS)[number][0];
const COL = Object.fromEntries(COLUMNS.map(([h], i) => [h, i])) as Record<Column, number>;

/** Rows above the candidate table: the steps and the recommendation (checked when built). */
const STEP_ROWS_ABOVE = 29;
/** Where the steps' values are. */
const VALUE_COL = 2;

/**
 * Rank of each catalog row by model name, compared without case as core/arrays/arrayFit.ts
 * compareFits does; equal names keep catalog order (its sort is stable). A static column.
 */
function nameOrder(models: readonly string[]): number[] {
  const byName = models
    .map((model, i) => ({ key: model.toUpperCase(), i }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.i - b.i));
  const order: number[] = [];
  byName.forEach((entry, rank) => (order[entry.i] = rank + 1));
  return order;
}

interface Step {
  readonly step: string;
  readonly what: string;
  readonly formula: string;
  readonly unit?: string;
  readonly name?: string;
  readonly style?: StyleName;
}

/** One step row: step, what, the live value, unit, the formula as text. Returns its row. */
function addStep(w: SheetWriter, s: Step): number {
  const style = s.style ?? "result";
  const value: Cell = s.unit ? fxIn(s.formula, s.unit, style) : fx(s.formula, style);
  const r = w.addRow([
    lit(s.step, "label"),
    lit(s.what, "text"),
    value,
    lit(s.unit ?? "", "unit"),
    lit(s.formula.slice(1), "code"),
  ]);
  if (s.name) w.name(s.name, r, VALUE_COL, s.what);
  return r;
}

const STEP_HEADINGS = ["Step", "What", "Value", "Unit", "Computed here as"];

/** The formulas of candidate row r (0-based) for catalog row k (1-based). */
function candidateRow(
  k: number,
  r: number,
  order: number,
  ranks: { fewest: string; leastGB: string; bestOrder: string }
): Cell[] {
  const at = (c: Column) => cellRef(r, COL[c]);
  const calc = (formula: string) => fx(formula, "value");
  const fromCatalog = (header: keyof typeof CATALOG_COLUMN_NAMES) =>
    calc(`=INDEX(${CATALOG_COLUMN_NAMES[header]},${k})`);
  const competes = at("Competes");
  const fewest = `${at("Total arrays")}=${ranks.fewest}`;
  const cells: Record<Column, Cell> = {
    "#": lit(k, "label"),
    Model: fromCatalog("Model"),
    Drive: fromCatalog("Drive"),
    RAID: fromCatalog("RAID"),
    "Usable GB": fx(
      `=INDEX(${CATALOG_COLUMN_NAMES["Usable GB"]},${k})`,
      "value",
      numberFormatFor("GB")
    ),
    // A derived row's IOPS (Table 12's rule) has a fraction: shown as IOPS are, one decimal.
    IOPS: fx(`=INDEX(${CATALOG_COLUMN_NAMES.IOPS},${k})`, "value", numberFormatFor("IOPS")),
    "IOPS basis": fromCatalog("IOPS basis"),
    Competes: calc(
      `=AND(OR(${RAID_NAME}="${ANY_RAID}",${at("RAID")}=${RAID_NAME}),OR(${optionName("derivedIops")}=1,${at("IOPS basis")}<>"derived"))`
    ),
    "Arrays for capacity": calc(
      `=${ceilCountAtLeastOne(`${RESULT_NAMES.sizedCapacityGB}/${at("Usable GB")}`)}`
    ),
    "Arrays for IOPS": calc(`=${ceilCountAtLeastOne(`${RESULT_NAMES.dbiop}/${at("IOPS")}`)}`),
    "Arrays per copy": calc(`=MAX(${at("Arrays for capacity")},${at("Arrays for IOPS")})`),
    "Total arrays": calc(`=${at("Arrays per copy")}*${INPUT_NAMES.copies}`),
    "Usable GB bought": calc(`=${at("Total arrays")}*${at("Usable GB")}`),
    "Name order": lit(order, "label"),
    "Total if it competes": calc(`=IF(${competes},${at("Total arrays")},"")`),
    "GB bought if fewest arrays": calc(
      `=IF(AND(${competes},${fewest}),${at("Usable GB bought")},"")`
    ),
    "Name order if least GB": calc(
      `=IF(AND(${competes},${fewest},${at("Usable GB bought")}=${ranks.leastGB}),${at("Name order")},"")`
    ),
    Chosen: fx(`=IF(${at("Name order")}=${ranks.bestOrder},"chosen","")`, "resultText"),
  };
  return COLUMNS.map(([h]) => cells[h]);
}

/**
 * The Array selection sheet: seed 000, section 3.4.1 step by step with native formulas over the
 * Capacity catalog. Every catalog row is sized (arrays for capacity, for IOPS, per copy, in total,
 * usable GB bought) and the best is chosen as the core's fitArrays (EX.ARRAYFIT) ranks: fewest total
 * arrays, then least usable GB bought, then model name (a static name-order column), then catalog order.
 */
export const selectionSheet: SheetTemplate = titledSheet(
  SHEET_NAMES.selection,
  "Array selection (seed 000, section 3.4.1)",
  "Every array configuration of the Capacity catalog sized for capacity and IOPS; the best has the fewest arrays in total, then the least usable capacity bought, then the first model name (as EX.ARRAYFIT ranks).",
  (w) => {
    const models = CATALOG_SHEETS.arrays()
      .slice(1)
      .map((row) => String(row[0]));
    // The candidate table sits below the steps, fixed first so the steps can rank over it.
    const header = STEP_ROWS_ABOVE + 1;
    const first = header + 1;
    const column = (c: Column) => rangeRef(first, COL[c], first + models.length - 1, COL[c], true);
    const value = (row: number) => cellRef(row, VALUE_COL, true);

    w.addRow();
    w.addRow(STEP_HEADINGS.map((h) => lit(h, "heading")));
    const given = (step: string, what: string, formula: string, unit?: string) =>
      addStep(w, { step, what, formula, unit, style: "value" });
    given("1", `RAID level (Inputs; ${ANY_RAID}: every level competes)`, `=${RAID_NAME}`);
    given(
      "1",
      "Arrays with derived IOPS compete (option derivedIops: 1 yes, 0 no)",
      `=${optionName("derivedIops")}`
    );
    for (const [key, what] of [
      ["databaseVolumesGB", "Database volumes, one copy: DB count x DVS"],
      ["logVolumesGB", "Log volumes, one copy: DB count x LVS"],
      ["totalCapacityGB", "Total capacity needed, one copy (the paper's sum)"],
      [
        "sizedCapacityGB",
        "Capacity the arrays are sized for, one copy: logs for NU + DB count - 1 users, so more users never buy fewer arrays (ExSize)",
      ],
    ] as const) {
      addStep(w, {
        step: "2",
        what,
        formula: SIZING_FORMULAS[key],
        unit: "GB",
        name: RESULT_NAMES[key],
      });
    }
    given(
      "4",
      "Database IOPS needed, DBIOP (log IOPS not added: Table 12 includes them)",
      `=${RESULT_NAMES.dbiop}`,
      "IOPS"
    );
    const rank = (what: string, formula: string, unit?: string) =>
      value(addStep(w, { step: "5", what, formula, unit }));
    const fewest = rank(
      "Fewest total arrays of the competing rows",
      `=MIN(${column("Total if it competes")})`,
      "arrays"
    );
    const leastGB = rank(
      "Least usable GB bought among those",
      `=MIN(${column("GB bought if fewest arrays")})`,
      "GB"
    );
    const bestOrder = rank(
      "First by model name among those (name order)",
      `=MIN(${column("Name order if least GB")})`
    );
    const chosen = rank(
      "Row of the chosen configuration in the table below",
      `=MATCH(${bestOrder},${column("Name order")},0)`
    );

    w.section("The recommendation");
    w.addRow(STEP_HEADINGS.map((h) => lit(h, "heading")));
    const pick = (step: string, what: string, c: Column, unit: string, name?: string) =>
      addStep(w, {
        step,
        what,
        formula: `=INDEX(${column(c)},${chosen})`,
        unit,
        name,
        style: unit ? "result" : "resultText",
      });
    pick("3", "Array model", "Model", "", SELECTION_NAMES.model);
    pick("3", "Drive size", "Drive", "", SELECTION_NAMES.drive);
    pick("1", "RAID level", "RAID", "", SELECTION_NAMES.raid);
    pick("3", "Usable capacity of one array", "Usable GB", "GB", SELECTION_NAMES.usableGB);
    pick("4", "Database IOPS of one array", "IOPS", "IOPS", SELECTION_NAMES.iops);
    pick("3", "Arrays for capacity", "Arrays for capacity", "arrays");
    pick("4", "Arrays for IOPS", "Arrays for IOPS", "arrays");
    pick("5", "Arrays per copy", "Arrays per copy", "arrays", SELECTION_NAMES.arraysPerCopy);
    given(
      "6",
      "Copies of each database, each on its own arrays",
      `=${INPUT_NAMES.copies}`,
      "copies"
    );
    pick("6", "Arrays in total, all copies", "Total arrays", "arrays", SELECTION_NAMES.arraysTotal);
    if (w.nextRow >= header - 1) throw new Error("the steps overlap the candidate table");

    w.putRow(header - 1, [lit("Every candidate (one row per Capacity catalog row)", "section")]);
    w.putRow(
      header,
      COLUMNS.map(([h, note]) => lit(note ? `${h} (${note})` : h, "heading"))
    );
    const order = nameOrder(models);
    models.forEach((_, i) =>
      w.putRow(first + i, candidateRow(i + 1, first + i, order[i], { fewest, leastGB, bestOrder }))
    );

    return {
      columnWidths: [6, 44, 12, 10, 36, 10, 11, 12, 11, 11, 11, 11, 12, 11, 12, 12, 12, 9],
      print: { orientation: "landscape", fitToWidth: true },
      tabColor: "70AD47",
    };
  },
  "selection"
);
