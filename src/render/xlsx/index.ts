import { zipSync, strToU8 } from "fflate";
import { quoteSheet } from "../../workbook/a1";
import { WorkbookSpec } from "../../workbook/model";
import { drawingXml, chartXml } from "./chart";
import { checkWorkbookSpec } from "./check";
import { SharedStrings } from "./sharedStrings";
import { StyleTable } from "./styles";
import { tableXml } from "./table";
import { themeXml } from "./theme";
import { worksheetXml } from "./worksheet";
import { NS, REL, XML_HEADER, attrs, esc, relsXml } from "./xml";

import {
  CUSTOM_PROPERTIES_REL,
  CUSTOM_PROPERTIES_TYPE,
  OWNERSHIP_PART,
  XLSX_APPLICATION,
  ownershipXml,
} from "./identify";

export { isExSizeOutput, ownershipProblem, XLSX_APPLICATION } from "./identify";

const CT = {
  workbook: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
  worksheet: "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml",
  styles: "application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml",
  sharedStrings: "application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml",
  theme: "application/vnd.openxmlformats-officedocument.theme+xml",
  table: "application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml",
  drawing: "application/vnd.openxmlformats-officedocument.drawing+xml",
  chart: "application/vnd.openxmlformats-officedocument.drawingml.chart+xml",
  core: "application/vnd.openxmlformats-package.core-properties+xml",
  app: "application/vnd.openxmlformats-officedocument.extended-properties+xml",
} as const;

/** fflate's deflate level for every part (see the end of renderXlsx). */
const DEFLATE_LEVEL = 2;

export interface XlsxOptions {
  /** The file's creation date (docProps and the zip entries); default now. Same spec and date, same bytes. */
  readonly date?: Date;
}

/**
 * Renders a workbook description as an .xlsx file (Office Open XML, ECMA-376; never .xlsm, no VBA).
 *
 * Every part is written here, with fflate for the zip: ExcelJS and SheetJS's free build cannot write
 * charts. Formula cells carry no cached value and workbook.xml asks for a full calculation on load:
 * Excel computes every formula when it opens the file, LibreOffice computes the cells that have no
 * value, and no stale number can ever show (see docs/workbook.md).
 */
export function renderXlsx(spec: WorkbookSpec, options: XlsxOptions = {}): Uint8Array {
  checkWorkbookSpec(spec);
  const date = options.date ?? new Date();
  const shared = new SharedStrings();
  const styles = new StyleTable(
    spec.styles,
    spec.sheets.some((sheet) => (sheet.flags?.length ?? 0) > 0)
  );
  const files: Record<string, string> = {};
  const overrides: [string, string][] = [["/xl/workbook.xml", CT.workbook]];
  const workbookRels: { id: string; type: string; target: string }[] = [];
  let tableId = 0;
  let chartId = 0;
  let drawingId = 0;

  spec.sheets.forEach((sheet, i) => {
    const n = i + 1;
    const sheetRels: { id: string; type: string; target: string }[] = [];
    let drawingRelId: string | undefined;
    if (sheet.charts?.length) {
      drawingId++;
      drawingRelId = `rId${sheetRels.length + 1}`;
      sheetRels.push({
        id: drawingRelId,
        type: REL.drawing,
        target: `../drawings/drawing${drawingId}.xml`,
      });
      files[`xl/drawings/drawing${drawingId}.xml`] = drawingXml(sheet.charts);
      overrides.push([`/xl/drawings/drawing${drawingId}.xml`, CT.drawing]);
      const chartRels = sheet.charts.map((chart, c) => {
        chartId++;
        files[`xl/charts/chart${chartId}.xml`] = chartXml(chart);
        overrides.push([`/xl/charts/chart${chartId}.xml`, CT.chart]);
        return { id: `rId${c + 1}`, type: REL.chart, target: `../charts/chart${chartId}.xml` };
      });
      files[`xl/drawings/_rels/drawing${drawingId}.xml.rels`] = relsXml(chartRels);
    }
    const tableRelIds = (sheet.tables ?? []).map((table) => {
      tableId++;
      const id = `rId${sheetRels.length + 1}`;
      sheetRels.push({ id, type: REL.table, target: `../tables/table${tableId}.xml` });
      files[`xl/tables/table${tableId}.xml`] = tableXml(tableId, table, sheet);
      overrides.push([`/xl/tables/table${tableId}.xml`, CT.table]);
      return id;
    });
    files[`xl/worksheets/sheet${n}.xml`] = worksheetXml(sheet, {
      shared,
      styles,
      selected: sheet.name === spec.activeSheet,
      drawingRelId,
      tableRelIds,
    });
    overrides.push([`/xl/worksheets/sheet${n}.xml`, CT.worksheet]);
    if (sheetRels.length) files[`xl/worksheets/_rels/sheet${n}.xml.rels`] = relsXml(sheetRels);
    workbookRels.push({ id: `rId${n}`, type: REL.worksheet, target: `worksheets/sheet${n}.xml` });
  });

  const k = spec.sheets.length;
  workbookRels.push(
    { id: `rId${k + 1}`, type: REL.styles, target: "styles.xml" },
    { id: `rId${k + 2}`, type: REL.sharedStrings, target: "sharedStrings.xml" },
    { id: `rId${k + 3}`, type: REL.theme, target: "theme/theme1.xml" }
  );
  files["xl/workbook.xml"] = workbookXml(spec);
  files["xl/_rels/workbook.xml.rels"] = relsXml(workbookRels);
  files["xl/styles.xml"] = styles.xml();
  files["xl/sharedStrings.xml"] = shared.xml();
  files["xl/theme/theme1.xml"] = themeXml();
  overrides.push(
    ["/xl/styles.xml", CT.styles],
    ["/xl/sharedStrings.xml", CT.sharedStrings],
    ["/xl/theme/theme1.xml", CT.theme],
    ["/docProps/core.xml", CT.core],
    ["/docProps/app.xml", CT.app],
    [`/${OWNERSHIP_PART}`, CUSTOM_PROPERTIES_TYPE]
  );
  files["docProps/core.xml"] = coreXml(spec.title, date);
  files["docProps/app.xml"] = appXml();
  files["_rels/.rels"] = relsXml([
    { id: "rId1", type: REL.officeDocument, target: "xl/workbook.xml" },
    { id: "rId2", type: REL.coreProperties, target: "docProps/core.xml" },
    { id: "rId3", type: REL.extendedProperties, target: "docProps/app.xml" },
    { id: "rId4", type: CUSTOM_PROPERTIES_REL, target: OWNERSHIP_PART },
  ]);
  files["[Content_Types].xml"] =
    XML_HEADER +
    `<Types xmlns="${NS.contentTypes}">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    overrides
      .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
      .join("") +
    "</Types>";

  // [Content_Types].xml first, as Office writes it; a fixed mtime keeps the bytes reproducible.
  const order = [
    "[Content_Types].xml",
    "_rels/.rels",
    ...Object.keys(files).filter((f) => !f.startsWith("[") && f !== "_rels/.rels"),
  ];
  const mtime = new Date(Math.max(date.getTime(), Date.UTC(1980, 0, 2)));
  const zip: Record<string, [Uint8Array, { mtime: Date }]> = {};
  const bytes: Record<string, Uint8Array> = {};
  for (const name of order) bytes[name] = strToU8(files[name]);
  // Last: the SHA-256 of every other part, which `exsize workbook` checks before it replaces the file.
  bytes[OWNERSHIP_PART] = strToU8(ownershipXml(bytes));
  for (const name of [...order, OWNERSHIP_PART]) zip[name] = [bytes[name], { mtime }];
  // Deflate level 2: fflate's level 6 spent half of the render of a 12-design comparison compressing
  // (243 ms CPU of a 712 KB file); level 2 takes 114 ms for 764 KB (+7%), and 74 KB against 72 KB for
  // the default workbook (bench/compare.ts's designs, 2026-11-23). Level 1 saves little more and
  // grows files by 8 to 16%.
  return zipSync(zip, { level: DEFLATE_LEVEL });
}

function workbookXml(spec: WorkbookSpec): string {
  const active = spec.sheets.findIndex((s) => s.name === spec.activeSheet);
  const sheets = spec.sheets
    .map((s, i) => `<sheet${attrs({ name: s.name, sheetId: i + 1, "r:id": `rId${i + 1}` })}/>`)
    .join("");
  const names = spec.names.map(
    (d) =>
      `<definedName${attrs({ name: d.name, comment: d.comment })}>${esc(`${quoteSheet(d.sheet)}!${d.ref}`)}</definedName>`
  );
  spec.sheets.forEach((s, i) => {
    if (s.print?.area) {
      const area = s.print.area
        .split(":")
        .map((c) => c.replace(/^\$?([A-Z]+)\$?(\d+)$/, "$$$1$$$2"))
        .join(":");
      names.push(
        `<definedName name="_xlnm.Print_Area" localSheetId="${i}">${esc(`${quoteSheet(s.name)}!${area}`)}</definedName>`
      );
    }
    const titles = s.print?.titleRows;
    if (titles) {
      // Rows repeated at the top of each printed page (ECMA-376 Part 1, 18.2.5: _xlnm.Print_Titles).
      names.push(
        `<definedName name="_xlnm.Print_Titles" localSheetId="${i}">${esc(`${quoteSheet(s.name)}!$${titles[0]}:$${titles[1]}`)}</definedName>`
      );
    }
  });
  return (
    XML_HEADER +
    `<workbook xmlns="${NS.main}" xmlns:r="${NS.r}">` +
    "<workbookPr/>" +
    `<bookViews><workbookView activeTab="${active}"/></bookViews>` +
    `<sheets>${sheets}</sheets>` +
    (names.length ? `<definedNames>${names.join("")}</definedNames>` : "") +
    // No cached values are written: Excel must compute every formula when it opens the file.
    '<calcPr calcId="191029" fullCalcOnLoad="1"/>' +
    "</workbook>"
  );
}

function coreXml(title: string, date: Date): string {
  const when = date.toISOString().replace(/\.\d{3}Z$/, "Z");
  return (
    XML_HEADER +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${esc(title)}</dc:title><dc:creator>${XLSX_APPLICATION}</dc:creator>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified>` +
    "</cp:coreProperties>"
  );
}

function appXml(): string {
  return (
    XML_HEADER +
    '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">' +
    `<Application>${XLSX_APPLICATION}</Application>` +
    "</Properties>"
  );
}
