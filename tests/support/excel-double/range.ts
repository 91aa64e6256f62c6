/**
 * TEST DOUBLE of office-js (see state.ts): Range: reading and writing cells (values, formulas, formats, merges, widths, validation).
 */
import {
  COLUMNS,
  ROWS,
  DoubleCell,
  DoubleConditionalFormat,
  DoubleSheet,
  DoubleValidation,
  FormulaCell,
  OfficeJsError,
  absolute,
  parseAddress,
  quote,
} from "./state";
import { Runtime } from "./requests";

/** Installs the range proxies on the runtime; they read the shared state through it. */
export function installRange(rt: Runtime): void {
  const { wb, act, load, loadProps } = rt;
  function rangeProxy(sheetOf: () => DoubleSheet, address: string): any {
    const box = () => parseAddress(address);
    const checkSize = (rows: unknown, api: string): unknown[][] => {
      const b = box();
      const arr = rows as unknown[][];
      if (
        !Array.isArray(arr) ||
        arr.length !== b.bottom - b.top + 1 ||
        arr.some((r) => !Array.isArray(r) || r.length !== b.right - b.left + 1)
      ) {
        throw new OfficeJsError(
          "InvalidArgument",
          `The number of rows or columns in the input array doesn't match the size or dimensions of the range (${address}).`,
          api
        );
      }
      return arr;
    };
    const eachCell = (rows: unknown[][], fn: (cell: DoubleCell, v: unknown) => void) => {
      const b = box();
      const sheet = sheetOf();
      rows.forEach((row, r) => row.forEach((v, c) => fn(wb.cell(sheet, b.top + r, b.left + c), v)));
    };
    const validation: DoubleValidation = { ref: address };
    let validationAdded = false;
    const dv = () => {
      if (!validationAdded) {
        sheetOf().validations.push(validation);
        validationAdded = true;
      }
      return validation;
    };
    const range: any = {
      __ref: () => ({ sheetId: sheetOf().id, address: absolute(box()) }),
      set formulas(rows: FormulaCell[][]) {
        act("Range.formulas", sheetOf(), rows, () =>
          eachCell(checkSize(rows, "Range.formulas"), (cell, v) =>
            writeCell(cell, v as FormulaCell)
          )
        );
      },
      set numberFormat(rows: string[][]) {
        act("Range.numberFormat", sheetOf(), rows, () =>
          eachCell(checkSize(rows, "Range.numberFormat"), (cell, v) => {
            cell.numberFormat = v as string;
          })
        );
      },
      setCellProperties(rows: Record<string, unknown>[][]) {
        act("Range.setCellProperties", sheetOf(), [rows], () =>
          eachCell(checkSize(rows, "Range.setCellProperties"), (cell, v) => {
            cell.props = v as Record<string, unknown>;
          })
        );
      },
      merge(across: boolean) {
        act("Range.merge", sheetOf(), [across], () => sheetOf().merges.push(absolute(box())));
      },
      format: {
        set columnWidth(points: number) {
          act("RangeFormat.columnWidth", sheetOf(), points, () => {
            const m = COLUMNS.exec(address);
            if (!m)
              throw new OfficeJsError(
                "InvalidArgument",
                "Column width on a non-column range.",
                "RangeFormat.columnWidth"
              );
            sheetOf().columnWidths.set(m[1].toUpperCase(), points);
          });
        },
        set rowHeight(points: number) {
          act("RangeFormat.rowHeight", sheetOf(), points, () => {
            const m = ROWS.exec(address);
            if (!m)
              throw new OfficeJsError(
                "InvalidArgument",
                "The double models row heights on whole rows (3:3) only.",
                "RangeFormat.rowHeight"
              );
            for (let r = Number(m[1]); r <= Number(m[2]); r++) sheetOf().rowHeights[r] = points;
          });
        },
      },
      conditionalFormats: {
        add(type: string) {
          return act("ConditionalFormatCollection.add", sheetOf(), [type], () => {
            if (type !== "Custom")
              throw new OfficeJsError(
                "InvalidArgument",
                `The double models Custom conditional formats only (got ${type}).`,
                "ConditionalFormatCollection.add"
              );
            const cf: DoubleConditionalFormat = { ref: absolute(box()) };
            sheetOf().conditionalFormats.push(cf);
            return {
              custom: {
                rule: {
                  set formula(f: string) {
                    act("ConditionalFormatRule.formula", sheetOf(), f, () => {
                      checkFormula(f);
                      cf.formula = f;
                    });
                  },
                },
                format: {
                  font: {
                    set color(c: string) {
                      act("ConditionalRangeFont.color", sheetOf(), c, () => (cf.fontColor = c));
                    },
                    set bold(b: boolean) {
                      act("ConditionalRangeFont.bold", sheetOf(), b, () => (cf.bold = b));
                    },
                  },
                  fill: {
                    set color(c: string) {
                      act("ConditionalRangeFill.color", sheetOf(), c, () => (cf.fillColor = c));
                    },
                  },
                },
              },
            };
          });
        },
      },
      dataValidation: {
        set rule(rule: unknown) {
          act("DataValidation.rule", sheetOf(), rule, () => (dv().rule = rule));
        },
        set errorAlert(alert: { title?: string; message?: string }) {
          act("DataValidation.errorAlert", sheetOf(), alert, () => {
            if ((alert.title ?? "").length > 32 || (alert.message ?? "").length > 225) {
              throw new OfficeJsError(
                "InvalidArgument",
                "The error alert is too long.",
                "DataValidation.errorAlert"
              );
            }
            dv().errorAlert = alert;
          });
        },
        set prompt(prompt: unknown) {
          act("DataValidation.prompt", sheetOf(), prompt, () => (dv().prompt = prompt));
        },
        set ignoreBlanks(v: boolean) {
          act("DataValidation.ignoreBlanks", sheetOf(), v, () => (dv().ignoreBlanks = v));
        },
      },
      load(props?: unknown) {
        return act("Range.load", sheetOf(), props, () =>
          load(() => {
            const b = box();
            const sheet = sheetOf();
            const values: unknown[][] = [];
            for (let r = b.top; r <= b.bottom; r++) {
              const row: unknown[] = [];
              for (let c = b.left; c <= b.right; c++)
                row.push(sheet.cells.get(`${r},${c}`)?.content ?? "");
              values.push(row);
            }
            return { values, address: `${quote(sheet.name)}!${absolute(b)}` };
          }, loadProps(props))
        );
      },
    };
    return range;
  }

  function writeCell(cell: DoubleCell, v: FormulaCell): void {
    cell.written = v;
    if (typeof v === "number") {
      cell.kind = "number";
      cell.content = v;
    } else if (typeof v === "boolean") {
      cell.kind = "boolean";
      cell.content = v;
    } else if (v === "") {
      cell.kind = undefined;
      cell.content = undefined;
    } else if (v.startsWith("'")) {
      cell.kind = "text";
      cell.content = v.slice(1);
    } else if (cell.numberFormat === "@") {
      cell.kind = "text";
      cell.content = v;
    } else if (v.startsWith("=")) {
      checkFormula(v);
      cell.kind = "formula";
      cell.content = v;
    } else if (/^[+-]?\d+(\.\d+)?$/.test(v) || /^(true|false)$/i.test(v) || /^\d+\/\d+$/.test(v)) {
      // What Excel would make of it without the text format: a number, a boolean or a date.
      cell.kind = "number";
      cell.content = v;
    } else if (/^[+\-@]/.test(v)) {
      throw new OfficeJsError(
        "InvalidArgument",
        `Excel reads "${v}" as a formula and refuses it.`,
        "Range.formulas"
      );
    } else {
      cell.kind = "text";
      cell.content = v;
    }
  }

  function checkFormula(formula: string): void {
    let depth = 0;
    let inString = false;
    for (const ch of formula) {
      if (ch === '"') inString = !inString;
      else if (!inString && ch === "(") depth++;
      else if (!inString && ch === ")") depth--;
      else if (!inString && ch === ";") depth = NaN;
      if (depth < 0) break;
    }
    if (depth !== 0 || inString) {
      throw new OfficeJsError(
        "InvalidArgument",
        `There's a problem with this formula: ${formula}`,
        "Range.formulas"
      );
    }
  }

  rt.checkFormula = checkFormula;
  rt.rangeProxy = rangeProxy;
  rt.writeCell = writeCell;
}
