/**
 * The Microsoft method's workbook as data (no spreadsheet engine; microsoftLibreoffice.test.ts
 * recalculates it): each step's cell holds the formula printed from the step the core evaluates, every
 * key of `exsize size --json` has its ex.ms.* name, every name is a valid Excel name, the failure-mode
 * percentages are flagged above 80, the notes list every departure, nothing volatile or newer than
 * Excel 2016 is used, and the office-js builder puts it into an open workbook in 3 syncs.
 */
import { strFromU8, unzipSync } from "fflate";
import { printExcel } from "../../src/core/formula";
import { DEPARTURES } from "../../src/core/microsoft/departures";
import { verdictRules } from "../../src/core/microsoft/verdict/rules";
import { sizeMicrosoftWithExtras } from "../../src/core/microsoft/sizeWithExtras";
import { microsoftSteps } from "../../src/core/microsoft/sizeSteps";
import { serverSteps } from "../../src/core/microsoft/servers";
import { workbookSteps } from "../../src/workbook/microsoft/workbookSteps";
import { buildIntoWorkbook } from "../../src/render/office";
import { renderXlsx } from "../../src/render/xlsx";
import { buildMicrosoftWorkbook, buildSizingWorkbook, DEFAULT_SCENARIO } from "../../src/workbook";
import { parseCellRef, parseRangeRef } from "../../src/workbook/a1";
import { MS_SHEETS, WORKBOOK_DEPARTURES } from "../../src/workbook/microsoft";
import { mockExcel } from "../support/excel-double/mock";
import { VOLATILE } from "./formulaRules";
import { jsonNames } from "./microsoftParity";
import { MICROSOFT_SCENARIOS } from "./microsoftScenarios";

const DATE = new Date(2026, 10, 23);
const EXAMPLE = { method: "microsoft" };
const spec = buildMicrosoftWorkbook(EXAMPLE, { date: DATE });
const cellOf = (name: string) => {
  const n = spec.names.find((d) => d.name === name);
  if (!n) throw new Error(`no name ${name}`);
  const { row, col } = parseCellRef(n.ref);
  return spec.sheets.find((s) => s.name === n.sheet)!.rows[row][col]!;
};

test("the sheets, in tab order", () => {
  expect(spec.sheets.map((s) => s.name)).toEqual(Object.values(MS_SHEETS));
});

test("every step of the core's areas is in the workbook, the servers area's under the shared keys", () => {
  const keys = new Set(workbookSteps().map((s) => s.key));
  for (const s of [...microsoftSteps(), ...serverSteps(4)])
    expect(keys.has(s.key) || keys.has("databases." + s.key)).toBe(true);
  expect(keys.has("databases.validationError") && keys.has("validationError")).toBe(true);
});

test("every step's cell is its formula printed over ex.ms.* names, named ex.ms.<key>", () => {
  const steps = workbookSteps();
  expect(steps.length).toBeGreaterThan(450);
  for (const step of steps) {
    const expected = "=" + printExcel(step.formula, (n) => "ex.ms." + n);
    expect([step.key, cellOf("ex.ms." + step.key).formula]).toEqual([step.key, expected]);
  }
});

test.each(MICROSOFT_SCENARIOS.map(([name, json]) => [name, json] as const))(
  "every key of exsize size --json has its ex.ms.* name: %s",
  (_name, json) => {
    const names = new Set(buildMicrosoftWorkbook(json, { date: DATE }).names.map((n) => n.name));
    const keys = [...jsonNames(sizeMicrosoftWithExtras(json)).keys()];
    expect(keys).toContain("tier1.iopsPerMailbox");
    expect(keys.filter((k) => !names.has("ex.ms." + k))).toEqual([]);
  }
);

test("every name is a valid Excel name, unique without case, and no formula is volatile", () => {
  const seen = new Set<string>();
  for (const n of spec.names) {
    expect(n.name).toMatch(/^[A-Za-z_\\][A-Za-z0-9_.\\]{0,254}$/);
    expect(n.name).not.toMatch(/^[A-Za-z]{1,3}\d+$|^R\d*C\d*$/i);
    expect(seen.has(n.name.toLowerCase())).toBe(false);
    seen.add(n.name.toLowerCase());
  }
  const formulas = spec.sheets
    .flatMap((s) => s.rows.flat())
    .flatMap((c) => (c?.formula ? [c.formula] : []));
  expect(formulas.length).toBeGreaterThan(400);
  for (const f of formulas)
    for (const v of VOLATILE)
      expect(f.replace(/"[^"]*"/g, "")).not.toMatch(new RegExp(`\\b${v}\\(`, "i"));
});

test("the inputs hold the scenario's cells, the tiers as a table of 4 rows", () => {
  const json = MICROSOFT_SCENARIOS.find(([n]) => n.includes("2016, Single Datacenter"))![1];
  const book = buildMicrosoftWorkbook(json, { date: DATE });
  const inputs = book.sheets.find((s) => s.name === MS_SHEETS.inputs)!;
  const value = (name: string) => {
    const n = book.names.find((d) => d.name === name)!;
    const { row, col } = parseCellRef(n.ref);
    return inputs.rows[row][col]?.value;
  };
  expect(value("ex.ms.input.tier2.messagesPerDay")).toBe("250 messages");
  expect(value("ex.ms.input.tier3.archiveQuotaMB")).toBe(20480);
  expect(value("ex.ms.input.exchangeServersPerDag")).toBe(8);
  expect(value("ex.ms.input.siteResilience")).toBe("No");
  expect(value("ex.ms.input.exchangeVersion")).toBe("2016");
  expect(inputs.tables?.[0]).toMatchObject({ name: "MsTiers" });
  const { row } = parseCellRef(inputs.tables![0].ref.split(":")[0]);
  const end = parseCellRef(inputs.tables![0].ref.split(":")[1]);
  expect(end.row - row).toBe(4);
});

test("failure-mode utilizations are flagged above 80 %, in the .xlsx as conditional formatting", () => {
  const failure = spec.sheets.find((s) => s.name === MS_SHEETS.failure)!;
  const limits = failure.rows.flatMap((r, i) => {
    const [figure, unit] = [r[0]?.value, r[1]?.value];
    if (typeof figure !== "string" || i < 4) return [];
    if (unit === "%") return [[i, 80]];
    if (unit === "fraction" && /utilization/i.test(figure)) return [[i, 0.8]];
    return [];
  });
  expect(
    (failure.flags ?? []).map((f) => [
      parseCellRef(f.ref.split(":")[0]).row,
      "above" in f ? f.above : `below ${f.below}`,
    ])
  ).toEqual(limits);
  const xlsx = unzipSync(renderXlsx(spec, { date: DATE }));
  const styles = strFromU8(xlsx["xl/styles.xml"]);
  if (limits.length > 0) {
    expect(styles).toContain('<dxfs count="2">');
    const index = spec.sheets.indexOf(failure) + 1;
    expect(strFromU8(xlsx[`xl/worksheets/sheet${index}.xml`])).toMatch(
      /<cfRule type="expression" dxfId="0" priority="\d+"><formula>AND\(ISNUMBER\(C\d+\),C\d+&gt;80\)<\/formula>/
    );
  }
});

test("a flag renders as conditional formatting, and the Dell workbook keeps no dxf", () => {
  const flagged = {
    ...spec,
    sheets: spec.sheets.map((s) =>
      s.name === MS_SHEETS.failure
        ? {
            ...s,
            flags: [
              { ref: "C5:G5", above: 80 },
              { ref: "C6:G6", below: -0.5 },
            ],
          }
        : s
    ),
  };
  const xlsx = unzipSync(renderXlsx(flagged, { date: DATE }));
  const index = flagged.sheets.findIndex((s) => s.name === MS_SHEETS.failure) + 1;
  expect(strFromU8(xlsx[`xl/worksheets/sheet${index}.xml`])).toContain(
    '<conditionalFormatting sqref="C5:G5"><cfRule type="expression" dxfId="0" priority="1"><formula>AND(ISNUMBER(C5),C5&gt;80)</formula></cfRule></conditionalFormatting>' +
      '<conditionalFormatting sqref="C6:G6"><cfRule type="expression" dxfId="1" priority="2"><formula>AND(ISNUMBER(C6),C6&lt;-0.5)</formula></cfRule></conditionalFormatting>'
  );
  // Excel's "light red fill with dark red text", then "green fill with dark green text"
  expect(strFromU8(xlsx["xl/styles.xml"])).toMatch(
    /<dxfs count="2"><dxf><font><b\/><color rgb="FF9C0006"\/><\/font>.*FFFFC7CE.*<dxf><font><b\/><color rgb="FF006100"\/>.*FFC6EFCE/
  );
  const dell = unzipSync(
    renderXlsx(buildSizingWorkbook(DEFAULT_SCENARIO, { date: DATE }), { date: DATE })
  );
  expect(strFromU8(dell["xl/styles.xml"])).toContain('<dxfs count="0"/>');
});

test("the notes list every departure of the core and of the workbook", () => {
  const notes = spec.sheets.find((s) => s.name === MS_SHEETS.notes)!;
  const ids = notes.rows.map((r) => r[0]?.value);
  for (const d of [...DEPARTURES, ...WORKBOOK_DEPARTURES]) expect(ids).toContain(d.id);
});

test("the Notes sheet names every name, a grid of names as one row whose block holds each cell", () => {
  const notes = spec.sheets.find((s) => s.name === MS_SHEETS.notes)!;
  const listed = new Map<string, string[]>();
  for (const r of notes.rows) {
    const name = r[0]?.value;
    const ref = r[3]?.value;
    if (typeof name !== "string" || typeof ref !== "string" || !name.startsWith("ex.ms.")) continue;
    listed.set(name, [...(listed.get(name) ?? []), ref]);
  }
  const missing: string[] = [];
  for (const n of spec.names) {
    const at = parseCellRef(n.ref.split(":")[0]);
    const refs = [
      ...(listed.get(n.name) ?? []),
      ...(listed.get(n.name.replace(/\d+/g, "{n}")) ?? []),
    ];
    const inside = refs.some((ref) => {
      const m = /^'(.+)'!(.+)$/.exec(ref)!;
      const box = parseRangeRef(m[2]);
      return (
        m[1] === n.sheet &&
        box.from.row <= at.row &&
        at.row <= box.to.row &&
        box.from.col <= at.col &&
        at.col <= box.to.col
      );
    });
    if (!inside) missing.push(n.name);
  }
  expect(missing).toEqual([]);
  // The grids are one row each: the 576 hour x RPO cells do not take 576 rows.
  expect(listed.get("ex.ms.replication.mbpsPerDbCopy.rpo{n}.hour{n}")).toHaveLength(1);
  // ... and the verdict's table (issue 28: one row per rule, with its heading) adds its own rows.
  expect(notes.rows.length).toBeLessThan(spec.names.length / 2 + verdictRules().length + 4);
});

describe.each([MS_SHEETS.replication, MS_SHEETS.activation, MS_SHEETS.growth])(
  "the %s sheet reads as the Summary does",
  (name) => {
    const sheet = spec.sheets.find((s) => s.name === name)!;
    const texts = (r: number) =>
      sheet.rows[r].map((c) => (c && typeof c.value === "string" ? c.value : ""));
    test("no table's heading row is written twice in a row", () => {
      const twice = sheet.rows
        .map((_, r) => r)
        .filter((r) => r > 0 && sheet.rows[r][0]?.style === "heading")
        .filter((r) => texts(r).join("|") === texts(r - 1).join("|"));
      expect(twice.map((r) => r + 1)).toEqual([]);
    });
    test('no unit says "or text", "Yes/No" or "--", and no label is a JSON key', () => {
      const bad: string[] = [];
      sheet.rows.forEach((cells, r) =>
        cells.forEach((c, col) => {
          if (!c || typeof c.value !== "string") return;
          if (c.style === "unit" && /\sor\s|Yes\/No|--|^text$/.test(c.value))
            bad.push(`${r + 1}:${c.value}`);
          if (col === 0 && /^[a-z]+[A-Z]\w*$/.test(c.value)) bad.push(`${r + 1}:${c.value}`);
        })
      );
      expect(bad).toEqual([]);
    });
    test("it prints an area of the customer-facing part; what is below it says it is not printed", () => {
      const area = sheet.print?.area;
      expect(area).toBeDefined();
      const last = parseRangeRef(area!).to.row;
      expect(last).toBeLessThan(sheet.rows.length - 1);
      const below = sheet.rows.slice(last + 1).flatMap((cells) => cells.map((c) => c?.value));
      expect(below.some((v) => typeof v === "string" && /\(not printed\)/.test(v))).toBe(true);
    });
  }
);

test("a tier of 0 mailboxes reads -- on the Mailbox growth sheet's printed part; the named cell keeps the step", () => {
  const growth = spec.sheets.find((s) => s.name === MS_SHEETS.growth)!;
  const printed = growth.rows.slice(0, parseRangeRef(growth.print!.area!).to.row + 1);
  const weekly = printed.find((cells) => cells[0]?.value === "Weekly Generated Data")!;
  expect(weekly[2]!.formula).toBe(
    '=IF(N(ex.ms.input.tier2.mailboxes)=0,"--",ex.ms.mailboxModeling.tier2.weeklyGeneratedDataMB)'
  );
  expect(cellOf("ex.ms.mailboxModeling.tier2.weeklyGeneratedDataMB").formula).not.toMatch(/"--"/);
});

test("a bad scenario key is refused, naming the key", () => {
  expect(() => buildMicrosoftWorkbook({ method: "microsoft", haCopiez: 3 })).toThrow(/haCopiez/);
});

test("the office-js builder puts the workbook into an open one in 3 syncs, flags included", async () => {
  const flagged = {
    ...spec,
    sheets: spec.sheets.map((s) =>
      s.name === MS_SHEETS.failure
        ? { ...s, flags: [...(s.flags ?? []), { ref: "C5:G5", above: 80 }] }
        : s
    ),
  };
  const double = mockExcel({ sheets: ["Sheet1"] });
  const report = await buildIntoWorkbook(double.context, {
    kind: "sizing",
    makeSpec: () => flagged,
  });
  expect(double.syncs()).toBe(3);
  expect(report.syncs).toBe(3);
  expect(double.workbook.sheets.map((s) => s.name)).toEqual([
    "Sheet1",
    ...Object.values(MS_SHEETS),
  ]);
  const failure = double.workbook.sheets.find((s) => s.name === MS_SHEETS.failure)!;
  expect(failure.conditionalFormats).toContainEqual({
    ref: "$C$5:$G$5",
    formula: "=AND(ISNUMBER(C5),C5>80)",
    fontColor: "#9C0006",
    bold: true,
    fillColor: "#FFC7CE",
  });
});
