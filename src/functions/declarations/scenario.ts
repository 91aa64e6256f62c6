import { STEP_ROWS, sizeScenario } from "../../core";
import { CellValue, FunctionDeclaration } from "../declaration";
import { DB_COUNT_PARAM, OPTIONS_PARAM, inputParam } from "../params";
import { STEP_TABLE_RESULT } from "../spilledStepTable";

export const SIZING: FunctionDeclaration = {
  id: "SIZING",
  description:
    "Every variable of Tables 14-17 for one scenario, as a spilled table: variable, value, unit, source (seed 000).",
  params: [
    inputParam("users"),
    inputParam("quotaMB"),
    inputParam("messagesPerDay"),
    inputParam("avgMessageKB"),
    inputParam("copies"),
    DB_COUNT_PARAM,
    OPTIONS_PARAM,
  ],
  result: STEP_TABLE_RESULT,
  example: {
    args: [5000, 2048, 150, 75, 2],
    value: "WSU",
    note: "one row per step-table variable",
  },
  evaluate: (a) => {
    const sizing = sizeScenario(
      {
        ...a.nums(["users", "quotaMB", "messagesPerDay", "avgMessageKB", "copies"]),
        ...a.optNums(["dbCount"]),
      },
      a.options()
    );
    const rows: CellValue[][] = [["Variable", "Value", "Unit", "Source"]];
    for (const row of STEP_ROWS) {
      rows.push([
        row.symbol,
        sizing[row.key],
        row.unit,
        `seed 000, Table ${row.table}, step ${row.step}`,
      ]);
    }
    rows.push(["Total capacity", sizing.totalCapacityGB, "GB", "seed 000, section 3.4.2"]);
    rows.push([
      "Sized capacity",
      sizing.sizedCapacityGB,
      "GB",
      "ExSize: logs for NU + DB count - 1 users; never falls as users are added",
    ]);
    return rows;
  },
};

export const SCENARIO_FUNCTIONS = [SIZING];
