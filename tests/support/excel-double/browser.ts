/**
 * TEST DOUBLE of office.js for the browser test of the task pane: served in place of Microsoft's
 * office.js (https://appsforoffice.microsoft.com/lib/1/hosted/office.js), which this machine cannot
 * reach. It defines the globals the page uses - Office (onReady, requirements, add-in visibility),
 * Excel.run over the in-memory workbook of workbook.ts, and CustomFunctions (associate records the
 * EX.* functions functions.js registers) - and exposes the workbook as window.excelDouble so the test
 * can check what the pane built. Set window.excelDoubleConfig first ({ sheets, apiVersion, theme,
 * displayLanguage, workbookKey }).
 *
 * Office.context.document.settings is the settings double of settings.ts (saveAsync writes them into
 * the document). With a workbookKey, the workbook and the settings saved in it are kept in the
 * page's localStorage under that key: a page loaded again with the same key (the pane reloaded while
 * Excel keeps the workbook open, or the workbook saved, closed and reopened) finds the same workbook
 * and the saved settings, and loses the settings set but never saved, as Office does. The workbook is
 * kept after every Excel.run, the settings after every successful saveAsync.
 *
 * Office's theme: Office.context.officeTheme is a plain object here; excelDouble.setOfficeTheme(id)
 * replaces it, as Office does when the user picks another theme (Excel has no event for that; the
 * pane reads the property again). The colours are TEST VALUES chosen to be as dark or light as each
 * theme, not figures copied from Office.
 */
import { createExcelDouble } from "./workbook";
import { restoreWorkbook, workbookToJson } from "./persist";
import { documentDouble, settingsDouble } from "./settings";

interface DoubleConfig {
  readonly sheets?: string[];
  /** The highest ExcelApi version to report as supported, e.g. "1.8" (default "1.17"). */
  readonly apiVersion?: string;
  /** Office's theme when the pane opens (default "White"). */
  readonly theme?: ThemeName;
  /** Office.context.displayLanguage (default "en-US"). */
  readonly displayLanguage?: string;
  /** Keep the workbook and its saved settings across page loads under this key (localStorage). */
  readonly workbookKey?: string;
}

type ThemeName = "White" | "Colorful" | "DarkGray" | "Black";

/** Test values, not Office's: one light or dark body colour per theme. */
const THEMES: Record<ThemeName, { dark: boolean; body: string; fg: string }> = {
  White: { dark: false, body: "#ffffff", fg: "#000000" },
  Colorful: { dark: false, body: "#f0f0f0", fg: "#000000" },
  DarkGray: { dark: true, body: "#262626", fg: "#ffffff" },
  Black: { dark: true, body: "#000000", fg: "#ffffff" },
};

function officeTheme(name: ThemeName) {
  const t = THEMES[name];
  return {
    themeId: name,
    isDarkTheme: t.dark,
    bodyBackgroundColor: t.body,
    bodyForegroundColor: t.fg,
    controlBackgroundColor: t.body,
    controlForegroundColor: t.fg,
  };
}

const w = window as unknown as Record<string, unknown>;
const config = (w.excelDoubleConfig ?? {}) as DoubleConfig;
const double = createExcelDouble({ sheets: config.sheets ?? ["Sheet1"] });
const storeKey = config.workbookKey ? `excel-double:${config.workbookKey}` : undefined;
const kept = storeKey
  ? (JSON.parse(localStorage.getItem(storeKey) ?? "null") as {
      workbook: string;
      settings: Record<string, string>;
    } | null)
  : null;
if (kept) restoreWorkbook(double.workbook, kept.workbook);
const officeDocument = documentDouble(kept?.settings ?? {});
const settings = settingsDouble(officeDocument);
/** Keeps the workbook and the settings saved in it under the workbook's key. */
function keepWorkbook(): void {
  if (!storeKey) return;
  localStorage.setItem(
    storeKey,
    JSON.stringify({ workbook: workbookToJson(double.workbook), settings: officeDocument.saved })
  );
}
officeDocument.onSave = keepWorkbook;
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

const context: Record<string, unknown> = {
  displayLanguage: config.displayLanguage ?? "en-US",
  document: { settings },
  officeTheme: officeTheme(config.theme ?? "White"),
  requirements: {
    isSetSupported: (name: string, version?: string) =>
      name === "ExcelApi" && atMost(version ?? "1.1", config.apiVersion ?? "1.17"),
  },
};

w.excelDouble = {
  double,
  associated,
  runs,
  officeDocument,
  settings,
  setOfficeTheme(name: ThemeName) {
    context.officeTheme = officeTheme(name);
  },
};
w.Excel = {
  async run<T>(batch: (context: unknown) => Promise<T>): Promise<T> {
    runs.push(new Error().stack ?? "");
    try {
      return await batch(double.context);
    } finally {
      keepWorkbook();
    }
  },
};
w.Office = {
  onReady(callback?: (info: unknown) => void) {
    const info = { host: "Excel", platform: "OfficeOnline" };
    if (callback) setTimeout(() => callback(info), 0);
    return Promise.resolve(info);
  },
  context,
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
