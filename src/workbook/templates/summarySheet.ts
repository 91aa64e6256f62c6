import { rangeRef } from "../a1";
import {
  COMPUTE_NAMES,
  COVER_NAMES,
  INPUT_NAMES,
  JETSTRESS_NAMES,
  RESULT_NAMES,
  SELECTION_NAMES,
  SPINDLE_NAMES,
  SPINDLE_SHEET_NAMES,
  optionName,
} from "../names";
import { SOURCE_NAMES, readerSource } from "../../catalog/sources";
import { SheetWriter, fx, fxIn, lit } from "../sheetWriter";
import { titledSheet } from "../titledSheet";
import { addDellSummaryRows } from "../summaryRows";
import { SHEET_NAMES } from "./sheetNames";
import { SheetTemplate } from "./template";

/** Days from Excel's day 0 (1899-12-30, the 1900 date system) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;

/** A calendar date as Excel's serial number (the consultant's local date; no time of day). */
export function excelDateSerial(date: Date): number {
  return (
    Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86400000 + EXCEL_EPOCH_DAYS
  );
}

const N = { ...RESULT_NAMES, ...SELECTION_NAMES };

/** The answer table: label, the workbook name whose value it shows, unit, where it comes from. */
const ANSWER_ROWS: readonly [string, string, string, string][] = [
  ["Mailbox users", INPUT_NAMES.users, "users", "Inputs (seed 000, Table 14 step 1)"],
  ["Copies of each database", INPUT_NAMES.copies, "copies", "Inputs (1 = standalone, 2+ = DAG)"],
  ["Databases (one database and one log volume each)", N.dbCount, "databases", "Table 14 step 6"],
  ["Database volume size, each", N.dvsGB, "GB", "Table 14 step 7"],
  ["Log volume size, each", N.lvsGB, "GB", "Table 15 step 6, Table 19"],
  ["Capacity needed, one copy", N.totalCapacityGB, "GB", "section 3.4.1 step 2"],
  [
    "Capacity the arrays are sized for, one copy",
    N.sizedCapacityGB,
    "GB",
    "ExSize: never falls as users are added (Notes)",
  ],
  ["Database IOPS", N.dbiop, "IOPS", "Table 16 step 4"],
  ["Log IOPS", N.liops, "IOPS", "Table 17 (inside Table 12's array IOPS)"],
  ["Recommended array", N.model, "", "section 3.4.1 steps 3-5"],
  ["Drive size", N.drive, "", "Table 13"],
  ["RAID level", N.raid, "", "section 3.4.1 step 1"],
  ["Arrays per copy", N.arraysPerCopy, "arrays", "section 3.4.1 steps 3-4"],
  ["Arrays in total, all copies", N.arraysTotal, "arrays", "section 3.4.1 step 6"],
];

// The sheets cite their documents (seeds 002, 003; 000, 001, 003, 004), listed under Sources below.
const SPINDLES = `${SHEET_NAMES.spindles} sheet`;
const COMPUTE = `${SHEET_NAMES.compute} sheet`;
const JETSTRESS = `${SHEET_NAMES.jetstress} sheet`;

/** The other seeds' answers: disks (seed 002), servers (seed 003) and the Jetstress check. */
const METHOD_ROWS: readonly [string, string, string, string][] = [
  ["RAID level of the disks", SPINDLE_SHEET_NAMES.raidLevel, "", SPINDLES],
  ["Disks per copy, in whole RAID groups", SPINDLE_NAMES.disksNeeded, "disks", SPINDLES],
  ["Disks in total, all copies", SPINDLE_SHEET_NAMES.disksTotal, "disks", SPINDLES],
  ["Mailbox servers", COMPUTE_NAMES.servers, "servers", COMPUTE],
  ["Cores per server", COMPUTE_NAMES.coresPerServer, "cores", COMPUTE],
  ["Cores in total", COMPUTE_NAMES.cores, "cores", COMPUTE],
  ["RAM per server", COMPUTE_NAMES.ramGBPerServer, "GB", COMPUTE],
  ["RAM in total", COMPUTE_NAMES.ramGB, "GB", COMPUTE],
  ["Jetstress target, one server", JETSTRESS_NAMES.targetIops, "IOPS", JETSTRESS],
  ["Jetstress run", JETSTRESS_NAMES.verdict, "", JETSTRESS],
];

/**
 * The answer table's rows under a heading row: label, the named value (the formula `=name`), unit,
 * where it comes from.
 */
function addAnswers(w: SheetWriter, rows: readonly [string, string, string, string][]): void {
  w.addRow(["Figure", "Value", "Unit", "Where it comes from"].map((h) => lit(h, "heading")));
  for (const [label, name, unit, source] of rows) {
    const formula = `=${name}`;
    w.addRow([
      lit(label, "label"),
      unit ? fxIn(formula, unit, "result") : fx(formula, "resultText"),
      lit(unit, "unit"),
      lit(readerSource(source), "note"),
    ]);
  }
}

/**
 * The Summary: the cover (customer, project and date as typed, never as formulas), the answer as
 * formulas over the names (the arrays of seed 000, then the disks, servers and Jetstress verdict of
 * the method sheets), and two charts a customer reads at a glance: capacity and IOPS needed
 * against what the recommended arrays of one copy provide.
 */
export const summarySheet: SheetTemplate = titledSheet(
  SHEET_NAMES.summary,
  "Exchange mailbox storage sizing",
  readerSource(
    "ExSize, by the Dell EqualLogic method (seed 000, sections 3.3-3.4), with the disks, servers and Jetstress check of four more documents (Sources, at the end). Change the Inputs sheet and every figure recalculates."
  ),
  (w, context) => {
    w.addRow();
    const cover: [string, string, ReturnType<typeof lit>][] = [
      ["Customer", COVER_NAMES.customer, lit(context.scenario.customer, "inputText")],
      ["Project", COVER_NAMES.project, lit(context.scenario.project, "inputText")],
      ["Date", COVER_NAMES.date, lit(excelDateSerial(context.date), "inputDate")],
    ];
    for (const [label, name, cell] of cover) {
      const r = w.addRow([lit(label, "labelBold"), cell]);
      w.name(name, r, 1, `${label} (as typed)`);
    }
    w.section("The answer");
    const copies = INPUT_NAMES.copies;
    const sentence = w.addRow([
      fx(
        `="Recommended: "&${N.arraysTotal}&" x "&${N.model}&" with "&${N.drive}&" drives in "&${N.raid}&" ("&${N.arraysPerCopy}&" per copy, "&${copies}&IF(${copies}=1," copy)"," copies).")`,
        "answer"
      ),
    ]);
    w.name(COVER_NAMES.recommendation, sentence, 0, "The recommended arrays, in one sentence");
    // The core's warning (core/scenario.ts) for a typed database count that overfills each database.
    // Only the whole database count is joined into the sentence: Excel would write a decimal number
    // with the locale's separator ("4601,9 GB" in an English sentence), so the sizes stay in cells.
    const warning = w.addRow([
      fx(
        `=IF(AND(${INPUT_NAMES.dbCount}<>"",${N.idbsGB}>${optionName("maxDbSizeGB")}),"Each of the "&${N.dbCount}&" databases holds more than the maximum database size (maxDbSizeGB on the Inputs sheet): see IDBS on Table 14.","")`,
        "warning"
      ),
    ]);
    w.name(COVER_NAMES.warning, warning, 0, "A typed database count that overfills each database");
    addAnswers(w, ANSWER_ROWS);
    w.section("Chart data: one copy, needed and on the recommended arrays");
    const head = w.addRow([null, lit("Needed", "heading"), lit("On the arrays", "heading")]);
    const capacity = w.addRow([
      lit("Capacity (GB)", "label"),
      fxIn(`=${N.totalCapacityGB}`, "GB", "result"),
      fxIn(`=${N.arraysPerCopy}*${N.usableGB}`, "GB", "result"),
    ]);
    const iops = w.addRow([
      lit("Database IOPS", "label"),
      fxIn(`=${N.dbiop}`, "IOPS", "result"),
      fxIn(`=${N.arraysPerCopy}*${N.iops}`, "IOPS", "result"),
    ]);
    const categories = w.absolute(rangeRef(head, 1, head, 2, true));
    // The other seeds' answers, after the arrays' and their chart data.
    w.section("Disks, servers and the Jetstress run");
    addAnswers(w, METHOD_ROWS);
    w.section("The summary both methods give (exsize size --json's summary)");
    addDellSummaryRows(w);
    // The documents the rows name, as their readers know them (src/catalog/sources.ts).
    w.section("Sources");
    const merges: string[] = [];
    for (const id of ["000", "001", "002", "003", "004"] as const) {
      const r = w.addRow([
        lit(SOURCE_NAMES[id].short, "label"),
        lit(SOURCE_NAMES[id].full, "small"),
      ]);
      merges.push(rangeRef(r, 1, r, 3));
    }
    const lastRow = w.nextRow - 1;
    return {
      merges,
      columnWidths: [44, 18, 14, 42, 2, 9, 9, 9, 9, 9, 9, 9],
      charts: [
        {
          type: "column",
          title: "Capacity of one copy (GB)",
          from: "F4",
          to: "L19",
          series: [
            {
              name: "GB",
              categories,
              values: w.absolute(rangeRef(capacity, 1, capacity, 2, true)),
            },
          ],
          valueAxisTitle: "GB",
        },
        {
          type: "column",
          title: "Database IOPS of one copy",
          from: "F20",
          to: "L35",
          series: [
            { name: "IOPS", categories, values: w.absolute(rangeRef(iops, 1, iops, 2, true)) },
          ],
          valueAxisTitle: "IOPS",
        },
      ],
      // One landscape page, as the Microsoft Summary: the summary rows and Sources under the charts
      // ran onto a second page at fit-to-width alone.
      print: {
        orientation: "landscape",
        fitToWidth: true,
        fitToHeight: 1,
        area: rangeRef(0, 0, Math.max(lastRow, 35), 11),
      },
      tabColor: "375623",
    };
  },
  "summary"
);
