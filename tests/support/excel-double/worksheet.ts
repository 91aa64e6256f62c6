/**
 * TEST DOUBLE of office-js (see state.ts): Worksheets and tables: a sheet's ranges and RangeAreas (rangeAreas.ts), charts, tables, freeze panes, page layout, tab colour.
 */
import {
  COLUMNS,
  ROWS,
  DoubleChart,
  DoubleSheet,
  DoubleTable,
  OfficeJsError,
  absolute,
  parseAddress,
} from "./state";
import { Runtime } from "./requests";
import { parseAddressList, rangeAreasProxy } from "./rangeAreas";

/** Installs the worksheet proxies on the runtime; they read the shared state through it. */
export function installWorksheet(rt: Runtime): void {
  const { wb, act, load, loadProps } = rt;
  const rangeProxy: Runtime["rangeProxy"] = (...args) => rt.rangeProxy(...(args as [never, never]));
  const chartProxy: Runtime["chartProxy"] = (...args) => rt.chartProxy(...(args as [never, never]));
  function tableProxy(get: () => DoubleTable, sheet?: DoubleSheet): any {
    return {
      set name(v: string) {
        act("Table.name", sheet, v, () => {
          const table = get();
          wb.checkName(v, table);
          table.name = v;
        });
      },
      set style(v: string) {
        act("Table.style", sheet, v, () => (get().style = v));
      },
      set showBandedRows(v: boolean) {
        act("Table.showBandedRows", sheet, v, () => (get().showBandedRows = v));
      },
      /** The table's whole range (header and rows), as Table.getRange() gives it. */
      getRange() {
        return act("Table.getRange", sheet, [], () => {
          const table = get();
          const owner = wb.sheetById(table.sheetId);
          if (!owner)
            throw new OfficeJsError(
              "ItemNotFound",
              `The requested resource doesn't exist: table ${table.name}.`,
              "Table.getRange"
            );
          return rangeProxy(() => owner, table.address);
        });
      },
    };
  }

  function worksheetProxy(resolve: () => DoubleSheet): any {
    let sheet: DoubleSheet | undefined;
    const s = (): DoubleSheet => (sheet ??= resolve());
    // Excel keeps at most 255 characters of a header's or footer's code.
    const headerFooterProxy = () => {
      const proxy: Record<string, unknown> = {};
      for (const part of [
        "leftHeader",
        "centerHeader",
        "rightHeader",
        "leftFooter",
        "centerFooter",
        "rightFooter",
      ] as const)
        Object.defineProperty(proxy, part, {
          set(v: string) {
            act(`HeaderFooter.${part}`, s(), v, () => {
              if (typeof v !== "string" || v.length > 255)
                throw new OfficeJsError(
                  "InvalidArgument",
                  `The argument is invalid or missing or has an incorrect format: ${part}.`,
                  `HeaderFooter.${part}`
                );
              const hf = (s().pageLayout.headerFooter ??= {});
              hf[part] = v;
            });
          },
        });
      return proxy;
    };
    return {
      __sheet: s,
      set name(v: string) {
        act("Worksheet.name", s(), v, () => {
          wb.checkSheetName(v, s());
          s().name = v;
        });
      },
      set tabColor(v: string) {
        act("Worksheet.tabColor", s(), v, () => (s().tabColor = v));
      },
      activate() {
        act("Worksheet.activate", s(), [], () => (wb.activeSheetId = s().id));
      },
      delete() {
        act("Worksheet.delete", s(), [], () => {
          const target = s();
          const visible = wb.sheets.filter((x) => x.visibility === "Visible");
          if (visible.length === 1 && visible[0] === target) {
            throw new OfficeJsError(
              "InvalidOperation",
              "A workbook must contain at least one visible worksheet.",
              "Worksheet.delete"
            );
          }
          wb.sheets.splice(wb.sheets.indexOf(target), 1);
          for (let i = wb.tables.length - 1; i >= 0; i--)
            if (wb.tables[i].sheetId === target.id) wb.tables.splice(i, 1);
          if (wb.activeSheetId === target.id) wb.activeSheetId = wb.sheets[0]?.id ?? 0;
        });
      },
      getRange(address: string) {
        return act("Worksheet.getRange", s(), [address], () => {
          if (!COLUMNS.test(address) && !ROWS.test(address)) parseAddress(address);
          return rangeProxy(s, address);
        });
      },
      getRanges(address: string) {
        return act("Worksheet.getRanges", s(), [address], () => {
          parseAddressList(address);
          return rangeAreasProxy(rt, s, address);
        });
      },
      load(props?: unknown) {
        return act("Worksheet.load", s(), props, () =>
          load(
            () => ({
              name: s().name,
              visibility: s().visibility,
              position: wb.sheets.indexOf(s()),
            }),
            loadProps(props)
          )
        );
      },
      tables: {
        add(address: string, hasHeaders: boolean) {
          return act("TableCollection.add", s(), [address, hasHeaders], () => {
            const b = parseAddress(address);
            const overlap = wb.tables.some((t) => {
              if (t.sheetId !== s().id) return false;
              const o = parseAddress(t.address);
              return !(
                o.bottom < b.top ||
                o.top > b.bottom ||
                o.right < b.left ||
                o.left > b.right
              );
            });
            if (overlap)
              throw new OfficeJsError(
                "InvalidOperation",
                "A table can't overlap another table.",
                "TableCollection.add"
              );
            let n = wb.tables.length + 1;
            while (wb.tables.some((t) => t.name.toLowerCase() === `table${n}`)) n++;
            const table: DoubleTable = { name: `Table${n}`, sheetId: s().id, address: absolute(b) };
            wb.tables.push(table);
            return tableProxy(() => table, s());
          });
        },
      },
      charts: {
        add(type: string, source: any, seriesBy: string) {
          return act("ChartCollection.add", s(), [type, source, seriesBy], () => {
            const chart: DoubleChart = {
              type,
              seriesBy,
              source: source.__ref(),
              series: [{}],
              valueAxis: {},
              categoryAxis: {},
            };
            s().charts.push(chart);
            return chartProxy(chart, s());
          });
        },
      },
      freezePanes: {
        freezeAt(address: string) {
          act("WorksheetFreezePanes.freezeAt", s(), [address], () => {
            const b = parseAddress(address);
            s().freeze = { rows: b.bottom + 1, columns: b.right + 1 };
          });
        },
        freezeRows(rows: number) {
          act(
            "WorksheetFreezePanes.freezeRows",
            s(),
            [rows],
            () => (s().freeze = { rows, columns: 0 })
          );
        },
        freezeColumns(columns: number) {
          act(
            "WorksheetFreezePanes.freezeColumns",
            s(),
            [columns],
            () => (s().freeze = { rows: 0, columns })
          );
        },
      },
      pageLayout: {
        set orientation(v: string) {
          act("PageLayout.orientation", s(), v, () => (s().pageLayout.orientation = v));
        },
        set zoom(v: unknown) {
          act("PageLayout.zoom", s(), v, () => (s().pageLayout.zoom = v));
        },
        setPrintArea(address: string) {
          act("PageLayout.setPrintArea", s(), [address], () => {
            parseAddress(address);
            s().pageLayout.printArea = address;
          });
        },
        // Rows only: "$4:$4" or "4:5", as Excel's Print_Titles takes them.
        setPrintTitleRows(address: string) {
          act("PageLayout.setPrintTitleRows", s(), [address], () => {
            const m = /^\$?(\d+):\$?(\d+)$/.exec(address);
            if (!m || Number(m[1]) < 1 || Number(m[2]) < Number(m[1]))
              throw new OfficeJsError(
                "InvalidArgument",
                `The argument is invalid or missing or has an incorrect format: ${address}.`,
                "PageLayout.setPrintTitleRows"
              );
            s().pageLayout.printTitleRows = address;
          });
        },
        headersFooters: {
          defaultForAllPages: headerFooterProxy(),
        },
      },
    };
  }

  function sheetByName(name: string, api: string): DoubleSheet {
    const sheet = wb.sheet(name);
    if (!sheet)
      throw new OfficeJsError(
        "ItemNotFound",
        `The requested resource doesn't exist: sheet ${name}.`,
        api
      );
    return sheet;
  }

  rt.sheetByName = sheetByName;
  rt.tableProxy = tableProxy;
  rt.worksheetProxy = worksheetProxy;
}
