/**
 * TEST DOUBLE of the Excel JavaScript API (office-js), assembled: the state (state.ts), the request
 * queue (requests.ts) and the proxies of ranges (range.ts), charts (charts.ts), worksheets and tables
 * (worksheet.ts) and defined names (names.ts). See state.ts for what it models and what it does not.
 */
import {
  DoubleName,
  DoubleOptions,
  DoubleWorkbook,
  ExcelDouble,
  OfficeJsError,
  plainLoaded,
} from "./state";
import { createRuntime } from "./requests";
import { installRange } from "./range";
import { installCharts } from "./charts";
import { installWorksheet } from "./worksheet";
import { installNames } from "./names";

export * from "./state";

export function createExcelDouble(options: DoubleOptions = {}): ExcelDouble {
  const wb = new DoubleWorkbook(options.sheets);
  let syncs = 0;
  const double: ExcelDouble = {
    workbook: wb,
    context: undefined as unknown as Excel.RequestContext,
    syncs: () => syncs,
    requests: [],
    log: [],
  };

  const rt = createRuntime(wb, double, options.loaded ?? plainLoaded);
  for (const install of [installRange, installCharts, installWorksheet, installNames]) install(rt);
  const {
    act,
    loadCollection,
    requireSheet,
    worksheetProxy,
    sheetByName,
    namedItemProxy,
    nameByName,
    tableProxy,
  } = rt;
  const workbook: any = {
    worksheets: {
      add(name: string) {
        return act("WorksheetCollection.add", undefined, [name], () => {
          const sheet = wb.addSheet(name);
          return worksheetProxy(() => sheet);
        });
      },
      getItem(name: string) {
        return act("WorksheetCollection.getItem", undefined, [name], () => {
          const sheet = sheetByName(name, "WorksheetCollection.getItem");
          return worksheetProxy(() => sheet);
        });
      },
      getActiveWorksheet() {
        return act("WorksheetCollection.getActiveWorksheet", undefined, [], () =>
          worksheetProxy(() =>
            requireSheet(wb.activeSheetId, "WorksheetCollection.getActiveWorksheet")
          )
        );
      },
      load(props?: unknown) {
        return loadCollection("WorksheetCollection.load", props, () =>
          wb.sheets.map((s, i) => ({ name: s.name, visibility: s.visibility, position: i }))
        );
      },
    },
    names: {
      add(name: string, reference: any, comment?: string) {
        return act("NamedItemCollection.add", undefined, [name, reference, comment], () => {
          wb.checkName(name);
          const item: DoubleName = { name, visible: true, comment };
          if (typeof reference === "string") item.text = reference;
          else item.ref = reference.__ref();
          wb.names.push(item);
          return namedItemProxy(() => item);
        });
      },
      getItem(name: string) {
        return act("NamedItemCollection.getItem", undefined, [name], () => {
          const item = nameByName(name);
          return namedItemProxy(() => item);
        });
      },
      load(props?: unknown) {
        return loadCollection("NamedItemCollection.load", props, () =>
          wb.names.map((n) => ({
            name: n.name,
            formula: wb.formulaOf(n),
            visible: n.visible,
            comment: n.comment ?? "",
          }))
        );
      },
    },
    tables: {
      getItem(name: string) {
        return act("TableCollection.getItem", undefined, [name], () => {
          const table = wb.tables.find((t) => t.name.toLowerCase() === name.toLowerCase());
          if (!table)
            throw new OfficeJsError(
              "ItemNotFound",
              `The requested resource doesn't exist: table ${name}.`,
              "TableCollection.getItem"
            );
          return tableProxy(() => table);
        });
      },
      load(props?: unknown) {
        return loadCollection("TableCollection.load", props, () =>
          wb.tables.map((t) => ({
            name: t.name,
            worksheet: { name: wb.sheetById(t.sheetId)?.name ?? "" },
          }))
        );
      },
    },
    application: {
      suspendApiCalculationUntilNextSync() {
        act("Application.suspendApiCalculationUntilNextSync", undefined, [], () =>
          wb.application.push("suspendApiCalculationUntilNextSync")
        );
      },
      suspendScreenUpdatingUntilNextSync() {
        act("Application.suspendScreenUpdatingUntilNextSync", undefined, [], () =>
          wb.application.push("suspendScreenUpdatingUntilNextSync")
        );
      },
      calculate(type: string) {
        act("Application.calculate", undefined, [type], () =>
          wb.application.push(`calculate ${type}`)
        );
      },
    },
  };

  const context: any = {
    workbook,
    async sync() {
      syncs++;
      await rt.sync();
    },
  };
  (double as { context: Excel.RequestContext }).context = context as Excel.RequestContext;
  return double;
}
