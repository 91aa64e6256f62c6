/**
 * One workbook, two renderers (issue 33, item 5): the same descriptions (src/workbook/model.ts) are
 * built through the .xlsx renderer (src/render/xlsx, read back from its XML here) and through the
 * office-js renderer (src/render/office, against the Excel TEST DOUBLE tests/support/excel-double, which
 * records every property the renderer sets), and what each applied is compared property by property:
 * - print setup: orientation, one page wide, pages tall, print area, the rows repeated on every page,
 *   the header's and the footer's three sections (in Excel's codes);
 * - charts: type, title, position, legend, each series' name, kind (bar or line over the bars),
 *   categories, values, colour, line dash and markers, data labels and their number format, the gap
 *   between bars, the value axis' title, minimum and number format, the category order and where the
 *   value axis crosses;
 * - number formats of every cell that holds a number or a formula (a text cell is text in both: a
 *   shared string in the file, "@" in Excel);
 * - data validation: range, rule (list choices; whole or decimal, operator and bounds; custom formula),
 *   error title and message, prompt, blanks allowed.
 * The descriptions: tests/fixtures/workbookSpec.ts, EVERY_PROPERTY below (each optional property of the
 * model set at least once, both values of each choice), and the real templates: the Dell sizing workbook,
 * and a Compare workbook of both methods (its Microsoft design carries the method's Summary, charts and
 * print setup; the full Microsoft workbook takes over a minute through the double and adds no kind of
 * property). A property left out by one renderer is
 * a difference here (the planted-fault test shows it).
 */
import * as fs from "fs";
import * as path from "path";
import { strFromU8, unzipSync } from "fflate";
import { XMLParser } from "fast-xml-parser";
import { buildIntoWorkbook } from "../../src/render/office";
import { renderXlsx } from "../../src/render/xlsx";
import { DEFAULT_SCENARIO, buildSizingWorkbook } from "../../src/workbook";
import { buildCompareWorkbook } from "../../src/workbook/compare";
import type { SheetSpec, WorkbookSpec } from "../../src/workbook/model";
import { fixtureSpec } from "../fixtures/workbookSpec";
import { mockExcel } from "../support/excel-double/mock";
import type { DoubleChart, DoubleSheet } from "../support/excel-double/state";
import type { DoubleWorkbook } from "../support/excel-double/workbook";

const DATE = new Date(2024, 0, 15);
const example = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "../../examples", file), "utf8"));

/** What one renderer applied to a sheet, in words both can be read into. */
interface Applied {
  print?: {
    orientation: string;
    fitToWidth: boolean;
    fitToHeight?: number;
    area?: string;
    titleRows?: string;
    header: string[];
    footer: string[];
  };
  charts: unknown[];
  numberFormats: Record<string, string>;
  textCells: string[];
  validations: unknown[];
}

const noDollar = (s: string) => s.replace(/\$/g, "");
/** "'Summary'!$A$12:$A$14" -> "Summary!A12:A14". */
function reference(ref: string): string {
  const bang = ref.lastIndexOf("!");
  const sheet = ref
    .slice(0, bang)
    .replace(/^'(.*)'$/, "$1")
    .replace(/''/g, "'");
  return `${sheet}!${noDollar(ref.slice(bang + 1))}`;
}
const column = (c: number): string =>
  c < 26 ? String.fromCharCode(65 + c) : column(Math.floor(c / 26) - 1) + column(c % 26);

/** An Excel header or footer code ("&LCustomer&RPage &P") as its three sections. */
function sections(code: string | undefined): string[] {
  const out = ["", "", ""];
  let at = -1;
  const text = code ?? "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "&" && "LCR".includes(text[i + 1] ?? "")) {
      at = "LCR".indexOf(text[i + 1]);
      i++;
    } else if (ch === "&" && text[i + 1] === "&") {
      out[at] += "&&";
      i++;
    } else out[at] += ch;
  }
  return out;
}

// ---------------------------------------------------------------- the .xlsx, read back from its XML

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  textNodeName: "#text",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  removeNSPrefix: true,
  isArray: (name) =>
    [
      "sheet",
      "definedName",
      "Relationship",
      "row",
      "c",
      "xf",
      "numFmt",
      "dataValidation",
      "ser",
      "twoCellAnchor",
    ].includes(name),
});

type Node = Record<string, any>;
const list = <T>(x: T | T[] | undefined): T[] =>
  x === undefined ? [] : Array.isArray(x) ? x : [x];
const text = (n: unknown): string =>
  n === undefined || n === null
    ? ""
    : typeof n === "object"
      ? String((n as Node)["#text"] ?? "")
      : String(n);
/** The text of a chart's rich title (c:tx/c:rich/a:p/a:r/a:t). */
const richTitle = (title: Node | undefined): string | undefined =>
  title
    ? list(title.tx.rich.p.r)
        .map((r: Node) => text(r.t))
        .join("")
    : undefined;

function xlsxApplied(bytes: Uint8Array): Map<string, Applied> {
  const zip = unzipSync(bytes);
  const part = (p: string) => parser.parse(strFromU8(zip[p]));
  const rels = (p: string): Map<string, string> => {
    const dir = path.posix.dirname(p);
    const relPath = `${dir}/_rels/${path.posix.basename(p)}.rels`;
    if (!zip[relPath]) return new Map();
    return new Map(
      list(part(relPath).Relationships.Relationship).map((r: Node) => [
        r["@Id"],
        path.posix.normalize(`${dir}/${r["@Target"]}`),
      ])
    );
  };
  const workbook = part("xl/workbook.xml").workbook;
  const bookRels = rels("xl/workbook.xml");
  const styles = part("xl/styles.xml").styleSheet;
  const formats = new Map<string, string>(
    list(styles.numFmts?.numFmt).map((f: Node) => [f["@numFmtId"], f["@formatCode"]])
  );
  const xfFormat = list(styles.cellXfs.xf).map((xf: Node) =>
    xf["@numFmtId"] === "0"
      ? "General"
      : (formats.get(xf["@numFmtId"]) ?? `builtin ${xf["@numFmtId"]}`)
  );
  const defined = list(workbook.definedNames?.definedName);
  const out = new Map<string, Applied>();
  list(workbook.sheets.sheet).forEach((s: Node, index: number) => {
    const name = s["@name"];
    const sheetPath = bookRels.get(s["@id"])!;
    const ws = part(sheetPath).worksheet;
    const local = (n: string) =>
      defined.find((d: Node) => d["@name"] === n && d["@localSheetId"] === String(index));
    const applied: Applied = { charts: [], numberFormats: {}, textCells: [], validations: [] };
    if (ws.pageSetup) {
      const setup = ws.pageSetup;
      const area = local("_xlnm.Print_Area");
      const titles = local("_xlnm.Print_Titles");
      applied.print = {
        orientation: setup["@orientation"],
        fitToWidth: ws.sheetPr?.pageSetUpPr?.["@fitToPage"] === "1" && setup["@fitToWidth"] === "1",
        fitToHeight:
          setup["@fitToHeight"] === undefined ? undefined : Number(setup["@fitToHeight"]),
        area: area && reference(text(area)).split("!")[1],
        titleRows: titles && reference(text(titles)).split("!")[1],
        header: sections(ws.headerFooter && text(ws.headerFooter.oddHeader)),
        footer: sections(ws.headerFooter && text(ws.headerFooter.oddFooter)),
      };
      if (!applied.print.fitToWidth) delete applied.print.fitToHeight;
    }
    for (const row of list(ws.sheetData?.row))
      for (const c of list((row as Node).c) as Node[]) {
        const stored = c.f !== undefined || c.v !== undefined || c.is !== undefined;
        if (!stored) continue;
        if (c.f === undefined && (c["@t"] === "s" || c["@t"] === "inlineStr")) {
          applied.textCells.push(c["@r"]);
          continue;
        }
        const format = xfFormat[Number(c["@s"] ?? 0)];
        if (format !== "General") applied.numberFormats[c["@r"]] = format;
      }
    for (const v of list(ws.dataValidations?.dataValidation) as Node[]) {
      const type = v["@type"];
      const f1 = text(v.formula1);
      const rule =
        type === "list"
          ? {
              kind: "list",
              choices: f1
                .replace(/^"|"$/g, "")
                .split(",")
                .map((c) => c.replace(/""/g, '"')),
            }
          : type === "custom"
            ? { kind: "custom", formula: f1 }
            : {
                kind: type,
                operator: v["@operator"],
                min: Number(f1),
                max: v.formula2 === undefined ? undefined : Number(text(v.formula2)),
              };
      applied.validations.push({
        ref: v["@sqref"],
        rule,
        errorTitle: v["@errorTitle"],
        errorMessage: v["@error"],
        prompt: v["@prompt"],
        allowBlank: v["@allowBlank"] === "1" || v["@allowBlank"] === "true",
      });
    }
    // Charts: the sheet's drawing, its anchors in order, each anchor's chart part.
    const drawingId = ws.drawing?.["@id"];
    if (drawingId) {
      const sheetRels = rels(sheetPath);
      const drawingPath = sheetRels.get(drawingId)!;
      const drawingRels = rels(drawingPath);
      for (const anchor of list(part(drawingPath).wsDr.twoCellAnchor) as Node[]) {
        const cell = (m: Node) =>
          `${column(Number(text(list(m.col)[0])))}${Number(text(list(m.row)[0])) + 1}`;
        const chartId = anchor.graphicFrame.graphic.graphicData.chart["@id"];
        const chart = part(drawingRels.get(chartId)!).chartSpace.chart;
        const plot = chart.plotArea;
        const bars = list(plot.barChart.ser) as Node[];
        const lines = list(plot.lineChart?.ser) as Node[];
        const series = [
          ...bars.map((s) => [s, "bar"] as const),
          ...lines.map((s) => [s, "line"] as const),
        ]
          .sort((a, b) => Number(a[0].order["@val"]) - Number(b[0].order["@val"]))
          .map(([s, kind]) => ({
            name: text(s.tx.v),
            kind,
            categories: reference(text(s.cat.strRef.f)),
            values: reference(text(s.val.numRef.f)),
            color:
              kind === "bar"
                ? s.spPr.solidFill.srgbClr["@val"]
                : s.spPr.ln.solidFill.srgbClr["@val"],
            dashed: kind === "line" ? s.spPr.ln.prstDash?.["@val"] === "dash" : false,
            markers: kind === "line" ? s.marker?.symbol?.["@val"] !== "none" : false,
            labels:
              s.dLbls?.showVal?.["@val"] === "1"
                ? list<Node>(s.dLbls.numFmt)[0]["@formatCode"]
                : null,
          }));
        const valAx = plot.valAx;
        const catAx = plot.catAx;
        applied.charts.push({
          type: plot.barChart.barDir["@val"] === "bar" ? "bar" : "column",
          title: richTitle(chart.title),
          from: cell(anchor.from),
          to: cell(anchor.to),
          legend: chart.legend ? chart.legend.legendPos["@val"] : "none",
          gapWidth: Number(plot.barChart.gapWidth["@val"]),
          series,
          valueAxis: {
            title: richTitle(valAx.title),
            minimum:
              valAx.scaling.min === undefined ? undefined : Number(valAx.scaling.min["@val"]),
            numberFormat: list<Node>(valAx.numFmt)[0]["@formatCode"],
          },
          categoriesReversed: catAx.scaling.orientation["@val"] === "maxMin",
          valueAxisCrossesAtMaximum: valAx.crosses["@val"] === "max",
        });
      }
    }
    out.set(name, applied);
  });
  return out;
}

// ---------------------------------------------------------------- the office-js build, from the double

const OPERATORS: Record<string, string> = {
  Between: "between",
  GreaterThan: "greaterThan",
  GreaterThanOrEqualTo: "greaterThanOrEqual",
};

function officeApplied(wb: DoubleWorkbook, sheet: DoubleSheet): Applied {
  const applied: Applied = { charts: [], numberFormats: {}, textCells: [], validations: [] };
  const layout = sheet.pageLayout;
  if (layout.orientation) {
    const zoom = layout.zoom as
      { horizontalFitToPages?: number; verticalFitToPages?: number } | undefined;
    const hf = layout.headerFooter ?? {};
    applied.print = {
      orientation: layout.orientation.toLowerCase(),
      fitToWidth: zoom?.horizontalFitToPages === 1,
      fitToHeight: zoom?.horizontalFitToPages === 1 ? zoom.verticalFitToPages : undefined,
      area: layout.printArea && noDollar(layout.printArea),
      titleRows: layout.printTitleRows && noDollar(layout.printTitleRows),
      header: [hf.leftHeader ?? "", hf.centerHeader ?? "", hf.rightHeader ?? ""],
      footer: [hf.leftFooter ?? "", hf.centerFooter ?? "", hf.rightFooter ?? ""],
    };
    if (!applied.print.fitToWidth) delete applied.print.fitToHeight;
  }
  for (const [key, cell] of sheet.cells) {
    const [r, c] = key.split(",").map(Number);
    const a1 = `${column(c)}${r + 1}`;
    // Text written as text (an empty text too: the file keeps "" where Excel keeps an empty cell).
    if (
      typeof cell.written === "string" &&
      (cell.numberFormat === "@" || !cell.written.startsWith("="))
    ) {
      if (cell.numberFormat === "@") applied.textCells.push(a1);
      continue;
    }
    if (cell.kind === undefined) continue;
    const format = cell.numberFormat ?? "General";
    if (format !== "General") applied.numberFormats[a1] = format;
  }
  for (const v of sheet.validations) {
    const rule = v.rule as Record<string, any>;
    const [kind, body] = Object.entries(rule)[0];
    const alert = (v.errorAlert ?? {}) as { title?: string; message?: string };
    const prompt = v.prompt as { message?: string } | undefined;
    applied.validations.push({
      ref: noDollar(v.ref),
      rule:
        kind === "list"
          ? { kind: "list", choices: String(body.source).split(",") }
          : kind === "custom"
            ? { kind: "custom", formula: String(body.formula).replace(/^=/, "") }
            : {
                kind: kind === "wholeNumber" ? "whole" : kind,
                operator: OPERATORS[body.operator] ?? body.operator,
                min: Number(body.formula1),
                max: body.formula2 === undefined ? undefined : Number(body.formula2),
              },
      errorTitle: alert.title,
      errorMessage: alert.message,
      prompt: prompt?.message,
      allowBlank: v.ignoreBlanks ?? true,
    });
  }
  const ref = (r: { sheetId: number; address: string } | undefined) =>
    r ? `${wb.sheetById(r.sheetId)!.name}!${noDollar(r.address)}` : undefined;
  for (const chart of sheet.charts as DoubleChart[]) {
    const bars = chart.series.filter((s) => s.chartType !== "Line");
    const gaps = [...new Set(bars.map((s) => s.gapWidth))];
    applied.charts.push({
      type: chart.type === "BarClustered" ? "bar" : "column",
      title: chart.title,
      from: chart.position?.[0],
      to: chart.position?.[1],
      legend: chart.legendVisible
        ? (chart.legendPosition ?? "right").toLowerCase().slice(0, 1)
        : "none",
      gapWidth: gaps.length === 1 ? gaps[0] : gaps,
      series: chart.series.map((s) => {
        const line = s.chartType === "Line";
        return {
          name: s.name,
          kind: line ? "line" : "bar",
          categories: ref(s.categories),
          values: ref(s.values),
          color: (line ? s.lineColor : s.fillColor)?.replace(/^#/, "").toUpperCase(),
          dashed: line ? s.lineStyle === "Dash" : false,
          markers: line ? s.markerStyle !== "None" : false,
          labels:
            s.hasDataLabels && s.dataLabelsShowValue
              ? (s.dataLabelsNumberFormat ?? "General")
              : null,
        };
      }),
      valueAxis: {
        title: chart.valueAxis.title,
        minimum: chart.valueAxis.minimum,
        numberFormat: chart.valueAxis.numberFormat,
      },
      categoriesReversed: chart.categoryAxis.reversePlotOrder === true,
      valueAxisCrossesAtMaximum: chart.categoryAxis.position === "Maximum",
    });
  }
  return applied;
}

async function bothRenderers(spec: WorkbookSpec) {
  const file = xlsxApplied(renderXlsx(spec));
  const double = mockExcel({ sheets: ["Sheet1"] });
  await buildIntoWorkbook(double.context, { kind: "sizing", makeSpec: () => spec });
  const excel = new Map<string, Applied>();
  for (const sheet of spec.sheets) {
    const built = double.workbook.sheet(sheet.name);
    if (!built) throw new Error(`the office-js build has no sheet ${sheet.name}`);
    excel.set(sheet.name, officeApplied(double.workbook, built));
  }
  return { file, excel };
}

/** Sorted, so the order each renderer lists cells or validations in does not count. */
function canonical(a: Applied): Applied {
  const byJson = (x: unknown[]) =>
    [...x].sort((p, q) => JSON.stringify(p).localeCompare(JSON.stringify(q)));
  return {
    ...a,
    textCells: [...a.textCells].sort(),
    numberFormats: Object.fromEntries(Object.entries(a.numberFormats).sort()),
    validations: byJson(a.validations),
  };
}

async function expectParity(spec: WorkbookSpec) {
  const { file, excel } = await bothRenderers(spec);
  expect([...excel.keys()]).toEqual([...file.keys()]);
  for (const sheet of spec.sheets) {
    const f = canonical(file.get(sheet.name)!);
    const e = canonical(excel.get(sheet.name)!);
    // Property by property, named, so a failure says which one differs.
    for (const key of ["print", "charts", "numberFormats", "textCells", "validations"] as const)
      expect({ sheet: sheet.name, property: key, value: e[key] }).toEqual({
        sheet: sheet.name,
        property: key,
        value: f[key],
      });
  }
  return { file, excel };
}

// ---------------------------------------------------------------- a description with every property

function everyProperty(): WorkbookSpec {
  const base = fixtureSpec();
  const styles = { ...base.styles };
  const numbers = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ value: (i + 1) * 10 - 25 }));
  const sheet: SheetSpec = {
    name: "Every property",
    role: "summary",
    rows: [
      [{ value: "Design" }, { value: "Mailboxes" }, { value: "Limit" }, { value: "Change" }],
      ...["A & B", "C", "D"].map((label, i) => [
        { value: label },
        { value: 1000 * (i + 1), numberFormat: "#,##0" },
        { value: 2500, numberFormat: "0.0" },
        { formula: `=B${i + 2}-2000`, numberFormat: "+#,##0;-#,##0;0" },
      ]),
      [{ value: "Input" }, { value: 3 }, { value: 0.5 }, { value: "Yes" }, { value: 7 }],
    ],
    validations: [
      {
        ref: "B6",
        rule: { type: "whole", min: 1, minExclusive: false, max: 16 },
        errorTitle: "Copies",
        errorMessage: "1 to 16",
        prompt: "Copies of each database",
        allowBlank: false,
      },
      {
        ref: "C6",
        rule: { type: "decimal", min: 0, minExclusive: true, max: 1 },
        errorTitle: "Share",
        errorMessage: "above 0, at most 1",
      },
      {
        ref: "E6",
        rule: { type: "whole", min: 0, minExclusive: true, max: 9 },
        errorTitle: "Whole",
        errorMessage: "1 to 9",
        allowBlank: true,
      },
      {
        ref: "D6",
        rule: { type: "list", choices: ["Yes", "No"] },
        errorTitle: "Choice",
        errorMessage: "Yes or No",
        prompt: "Pick one",
      },
      {
        ref: "E7",
        rule: { type: "decimal", min: 0, minExclusive: false },
        errorTitle: "At least 0",
        errorMessage: "0 or more",
        allowBlank: true,
      },
      {
        ref: "E8",
        rule: { type: "whole", min: 0, minExclusive: true },
        errorTitle: "Above 0",
        errorMessage: "more than 0",
        allowBlank: true,
      },
    ],
    charts: [
      {
        type: "column",
        title: "Mailboxes against the limit",
        from: "G2",
        to: "N18",
        series: [
          {
            name: "Mailboxes",
            categories: "'Every property'!$A$2:$A$4",
            values: "'Every property'!$B$2:$B$4",
          },
          {
            name: "Limit (80 %)",
            line: true,
            categories: "'Every property'!$A$2:$A$4",
            values: "'Every property'!$C$2:$C$4",
          },
        ],
        valueAxisTitle: "mailboxes",
        numberFormat: "#,##0.0",
      },
      {
        type: "bar",
        title: "Change from the first design",
        from: "G20",
        to: "N34",
        series: [
          {
            name: "Change",
            categories: "'Every property'!$A$2:$A$4",
            values: "'Every property'!$D$2:$D$4",
          },
        ],
        valueAxisFrom: "data",
      },
    ],
    print: {
      orientation: "landscape",
      fitToWidth: true,
      fitToHeight: 2,
      area: "A1:N34",
      titleRows: [1, 1],
      header: { left: "Fabrikam & Contoso: {sheet}", center: "Draft", right: "2024-01-15" },
      footer: { left: "{sheet}", center: "R&D", right: "Page {page} of {pages}" },
    },
  };
  const portrait: SheetSpec = {
    name: "Portrait",
    role: "notes",
    rows: [[{ value: "Notes" }], numbers(3).map((c) => ({ ...c, numberFormat: "0.00%" }))],
    print: { orientation: "portrait", fitToWidth: false, footer: { right: "{page}" } },
  };
  return { ...base, styles, sheets: [...base.sheets, sheet, portrait] };
}

// ---------------------------------------------------------------- the tests

test("every property of the model, set at least once, is applied alike by both renderers", async () => {
  const { excel } = await expectParity(everyProperty());
  // The description's print setup, chart series and axes did reach the office-js build (not two blanks).
  const every = excel.get("Every property")!;
  expect(every.print).toEqual({
    orientation: "landscape",
    fitToWidth: true,
    fitToHeight: 2,
    area: "A1:N34",
    titleRows: "1:1",
    header: ["Fabrikam && Contoso: &A", "Draft", "2024-01-15"],
    footer: ["&A", "R&&D", "Page &P of &N"],
  });
  expect(every.charts).toMatchObject([
    {
      series: [
        { kind: "bar", color: "4472C4", labels: "#,##0.0" },
        { kind: "line", color: "C00000", dashed: true, markers: false, labels: null },
      ],
      valueAxis: { title: "mailboxes", minimum: 0, numberFormat: "#,##0.0" },
      categoriesReversed: false,
    },
    {
      type: "bar",
      valueAxis: { minimum: undefined, numberFormat: "#,##0" },
      categoriesReversed: true,
      valueAxisCrossesAtMaximum: true,
      legend: "none",
    },
  ]);
  expect(every.validations).toHaveLength(6);
});

test("the fixture description (tests/fixtures/workbookSpec.ts) is applied alike", async () => {
  await expectParity(fixtureSpec());
});

test("the Dell sizing workbook is applied alike", async () => {
  await expectParity(buildSizingWorkbook(DEFAULT_SCENARIO, { date: DATE }));
});

test("a Compare workbook of both methods is applied alike", async () => {
  await expectParity(
    buildCompareWorkbook(
      [
        { label: "Dell as printed", scenario: example("dell-5000-as-printed.json") },
        { label: "Microsoft example", scenario: example("microsoft-example.json") },
      ],
      { date: DATE }
    )
  );
});
