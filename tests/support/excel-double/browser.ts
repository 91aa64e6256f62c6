/**
 * TEST DOUBLE of office.js for the browser test of the task pane: served in place of Microsoft's
 * office.js (https://appsforoffice.microsoft.com/lib/1/hosted/office.js), which this machine cannot
 * reach. It defines the globals the page uses - Office (onReady, requirements, add-in visibility),
 * Excel.run over the in-memory workbook of workbook.ts, and CustomFunctions (associate records the
 * EX.* functions functions.js registers) - and exposes the workbook as window.excelDouble so the test
 * can check what the pane built. Set window.excelDoubleConfig first ({ sheets, apiVersion }).
 */
import { createExcelDouble } from "./workbook";

interface DoubleConfig {
  readonly sheets?: string[];
  /** The highest ExcelApi version to report as supported, e.g. "1.8" (default "1.17"). */
  readonly apiVersion?: string;
}

const w = window as unknown as Record<string, unknown>;
const config = (w.excelDoubleConfig ?? {}) as DoubleConfig;
const double = createExcelDouble({ sheets: config.sheets ?? ["Sheet1"] });
/** Requirement set versions compare part by part: 1.9 is older than 1.17. */
function atMost(version: string, highest: string): boolean {
  const [a, b] = [version, highest].map((v) => v.split(".").map(Number));
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  }
  return true;
}

const associated: Record<string, unknown> = {};
const runs: string[] = [];

w.excelDouble = { double, associated, runs };
w.Excel = {
  async run<T>(batch: (context: unknown) => Promise<T>): Promise<T> {
    runs.push(new Error().stack ?? "");
    return batch(double.context);
  },
};
w.Office = {
  onReady(callback?: (info: unknown) => void) {
    const info = { host: "Excel", platform: "OfficeOnline" };
    if (callback) setTimeout(() => callback(info), 0);
    return Promise.resolve(info);
  },
  context: {
    requirements: {
      isSetSupported: (name: string, version?: string) =>
        name === "ExcelApi" && atMost(version ?? "1.1", config.apiVersion ?? "1.17"),
    },
  },
  addin: {
    onVisibilityModeChanged: async () => async () => undefined,
  },
  VisibilityMode: { hidden: "Hidden", taskpane: "Taskpane" },
};
w.CustomFunctions = {
  associate(id: string, fn: unknown) {
    associated[id] = fn;
  },
  Error: class CustomFunctionError extends Error {
    constructor(
      readonly code: string,
      message?: string
    ) {
      super(message);
    }
  },
  ErrorCode: {
    invalidValue: "#VALUE!",
    invalidNumber: "#NUM!",
    notAvailable: "#N/A",
    divisionByZero: "#DIV/0!",
    invalidName: "#NAME?",
    invalidReference: "#REF!",
    nullReference: "#NULL!",
  },
};
