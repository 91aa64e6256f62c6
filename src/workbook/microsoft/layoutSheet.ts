import {
  Expr,
  Operand,
  add,
  cmp,
  iff,
  max,
  mod,
  printExcel,
  ref,
  rounddown,
  sub,
  div,
} from "../../core/formula";
import { Value } from "../../core/formula";
import { layoutDesignOf, copyLayout } from "../../core/microsoft/layout";
import { PLACEMENT_STEPS } from "../../core/microsoft/layout/placementSteps";
import { LayoutSummary, layoutSummary } from "../../core/microsoft/layout/summary";
import { columnLetters, rangeRef } from "../a1";
import { dateText } from "../printSetup";
import { SheetWriter, fx, lit } from "../sheetWriter";
import { MS_SHEETS, MicrosoftTemplate } from "./context";
import { SheetLayout, titledSheet } from "../titledSheet";
import { msName } from "./names";

/**
 * The grid's size. Rows: 16 servers, Exchange's maximum per DAG ("A DAG can contain up to 16 Mailbox
 * servers", Microsoft Learn, Database availability groups), numbered as the core's layout numbers them
 * (DC1 active, DR, lagged, then DC2's). Columns: twice the design's databases per DAG, at least 24, so a
 * larger server count (the calculator then rounds the database count up) still fits, but no more than
 * keep the sheet within LAYOUT_MAX_CELLS formula cells (so the task pane still writes the workbook in
 * its 3 office-js requests: the bench's 100,000-mailbox design has 325 databases per DAG); a check row
 * counts any database beyond the grid. Preferences: the design's copies per database (inputs the server
 * count does not change); a check row flags more.
 */
export const LAYOUT_GRID_SERVERS = 16;
export const LAYOUT_MAX_CELLS = 7000;
export const layoutGridDatabases = (databasesPerDag: number, preferences: number): number => {
  const rowsPerColumn =
    1 +
    LAYOUT_GRID_SERVERS +
    1 +
    DATABASE_ROW_COUNT_OF() +
    preferences * PREFERENCE_ROW_COUNT_OF() +
    preferences +
    // the printed table: each database's server of each preference (issue 31)
    preferences;
  return Math.max(
    1,
    Math.min(Math.max(24, 2 * databasesPerDag), Math.floor(LAYOUT_MAX_CELLS / rowsPerColumn))
  );
};

/** The DAG-level figures the grid reads (ex.ms.* names of the method's steps and inputs). */
const D = {
  db1: "numberOfActiveDatabasesInDatacenter1PerDag",
  db2: "numberOfActiveDatabasesInDatacenter2PerDag",
  act1: "numberOfActiveMailboxServersInDc1PerDag",
  act2: "numberOfActiveMailboxServersInDc2PerDag",
  dr1: "numberOfDrMailboxServersInDc1PerDag",
  dr2: "numberOfDrMailboxServersInDc2PerDag",
  lag1: "numberOfLaggedCopyServersInDc1PerDag",
  lag2: "numberOfLaggedCopyServersInDc2PerDag",
  haP: "numberOfHaDbCopyInstancesInPdcActual",
  lagP: "numberOfLaggedDbCopyInstancesInPdcActual",
  haS: "numberOfHaDbCopyInstancesInSdcActual",
  lagS: "numberOfLaggedDbCopyInstancesInSdcActual",
} as const;
const ms = (k: keyof typeof D) => ref("ms:" + D[k]);
const col = (key: string) => ref("col:" + key);

/**
 * Per database column: its home datacenter, its index i there, and the three groups that can hold its
 * copies (home, other datacenter, dedicated lagged servers), as src/core/microsoft/layout/layout.ts
 * forms them. A group size used as a divisor is MAX(1, size): the same for every group that holds a
 * copy (it has servers), and no #DIV/0! in a column beyond the design.
 */
const homeFirst2 = add(ms("act1"), ms("dr1"), ms("lag1"), 1);
const DATABASE_ROWS: readonly [string, string, Expr][] = [
  [
    "inDesign",
    "a database of the design (DAG 1)",
    cmp(col("database"), "<=", add(ms("db1"), ms("db2"))),
  ],
  ["home", "home datacenter h", iff(cmp(col("database"), "<=", ms("db1")), 1, 2)],
  [
    "index",
    "index i among h's databases (0 up)",
    iff(cmp(col("home"), "=", 1), sub(col("database"), 1), sub(col("database"), 1, ms("db1"))),
  ],
  ["homeDatabases", "h's database count", iff(cmp(col("home"), "=", 1), ms("db1"), ms("db2"))],
  [
    "n",
    "home group: servers n (h's active servers)",
    max(1, iff(cmp(col("home"), "=", 1), ms("act1"), ms("act2"))),
  ],
  ["nFirst", "home group: first server", iff(cmp(col("home"), "=", 1), 1, homeFirst2)],
  ["a", "home anchor a = MOD(i, n)", mod(col("index"), col("n"))],
  ["q", "home rotation q = INT(i / n)", rounddown(div(col("index"), col("n")), 0)],
  ["r", "home remainder r = MOD(h's databases, n)", mod(col("homeDatabases"), col("n"))],
  [
    "m",
    "other group: servers m (its DR servers, else its active servers)",
    max(
      1,
      iff(
        cmp(col("home"), "=", 1),
        iff(cmp(ms("dr2"), ">", 0), ms("dr2"), ms("act2")),
        iff(cmp(ms("dr1"), ">", 0), ms("dr1"), ms("act1"))
      )
    ),
  ],
  [
    "mFirst",
    "other group: first server",
    iff(
      cmp(col("home"), "=", 1),
      add(homeFirst2, iff(cmp(ms("dr2"), ">", 0), ms("act2"), 0)),
      add(1, iff(cmp(ms("dr1"), ">", 0), ms("act1"), 0))
    ),
  ],
  ["a2", "other anchor MOD(a + 1 + q, m)", mod(add(col("a"), 1, col("q")), col("m"))],
  ["q2", "other rotation INT(i / m)", rounddown(div(col("index"), col("m")), 0)],
  ["r2", "other remainder MOD(h's databases, m)", mod(col("homeDatabases"), col("m"))],
  ["lh", "home lagged servers", iff(cmp(col("home"), "=", 1), ms("lag1"), ms("lag2"))],
  [
    "lhFirst",
    "home lagged: first server",
    iff(
      cmp(col("home"), "=", 1),
      add(ms("act1"), ms("dr1"), 1),
      add(homeFirst2, ms("act2"), ms("dr2"))
    ),
  ],
  ["lo", "other lagged servers", iff(cmp(col("home"), "=", 1), ms("lag2"), ms("lag1"))],
  [
    "loFirst",
    "other lagged: first server",
    iff(
      cmp(col("home"), "=", 1),
      add(homeFirst2, ms("act2"), ms("dr2")),
      add(ms("act1"), ms("dr1"), 1)
    ),
  ],
];

/**
 * Per activation preference p: which group holds it and its copy index k there (home HA copies, then
 * the other datacenter's HA copies, then home lagged, then the other datacenter's lagged; a lagged copy
 * without dedicated lagged servers continues its datacenter's chain), then PLACEMENT_STEPS, the rule the
 * core evaluates, printed over these rows.
 */
function preferenceRows(p: number): [string, string, Expr][] {
  const P = (k: string) => `p${p}.${k}`;
  const c = (k: string) => col(P(k));
  const upTo1 = ms("haP");
  const upTo2 = add(ms("haP"), ms("haS"));
  const upTo3 = add(ms("haP"), ms("haS"), ms("lagP"));
  const by = (home: Operand, other: Operand, lagHome: Operand, lagOther: Operand) =>
    iff(
      cmp(c("segment"), "=", 1),
      home,
      iff(cmp(c("segment"), "=", 2), other, iff(cmp(c("segment"), "=", 3), lagHome, lagOther))
    );
  const lagged = (size: Expr, alone: Operand, chain: Operand) =>
    iff(cmp(size, ">", 0), alone, chain);
  const lh = col("lh");
  const lo = col("lo");
  /**
   * A group figure read from the home HA column `home` (segment 1) or the other HA column `other`
   * (segment 2); a lagged segment computes it over its datacenter's lagged group (column "lh" home,
   * "lo" other: ofLagged("lh")) when that group has servers, else continues the HA chain's figure.
   * Example: perGroup("a", "a2", (g) => mod(col("index"), max(1, col(g)))) is the anchor row.
   */
  const perGroup = (home: string, other: string, ofLagged: (group: "lh" | "lo") => Operand) =>
    by(
      col(home),
      col(other),
      lagged(lh, ofLagged("lh"), col(home)),
      lagged(lo, ofLagged("lo"), col(other))
    );
  return [
    [
      "segment",
      `preference ${p}: 1 home HA, 2 other HA, 3 home lagged, 4 other lagged`,
      iff(cmp(p, "<=", upTo1), 1, iff(cmp(p, "<=", upTo2), 2, iff(cmp(p, "<=", upTo3), 3, 4))),
    ],
    ["groupServers", "group: servers n", perGroup("n", "m", (g) => max(1, col(g)))],
    ["groupFirst", "group: first server", perGroup("nFirst", "mFirst", (g) => col(`${g}First`))],
    [
      "copyIndex",
      "copy index k in the group",
      by(
        p - 1,
        sub(p - 1, ms("haP")),
        lagged(lh, sub(p - 1, upTo2), sub(add(p - 1, ms("haP")), upTo2)),
        lagged(lo, sub(p - 1, upTo3), sub(add(p - 1, ms("haS")), upTo3))
      ),
    ],
    ["anchor", "anchor a", perGroup("a", "a2", (g) => mod(col("index"), max(1, col(g))))],
    [
      "rotation",
      "rotation q",
      perGroup("q", "q2", (g) => rounddown(div(col("index"), max(1, col(g))), 0)),
    ],
    [
      "remainder",
      "remainder r",
      perGroup("r", "r2", (g) => mod(col("homeDatabases"), max(1, col(g)))),
    ],
    ...PLACEMENT_STEPS.map((s): [string, string, Expr] => [s.key, s.label, s.formula]),
  ];
}

const DATABASE_ROW_COUNT_OF = () => DATABASE_ROWS.length;
const PREFERENCE_ROW_COUNT_OF = () => preferenceRows(1).length;

/** The expression printed for one database column: ms:<k> -> ex.ms.<k>, col:<row> -> that row's cell. */
function printIn(e: Expr, column: number, rowOf: (key: string) => number, prefix: string): string {
  return (
    "=" +
    printExcel(e, (name) => {
      if (name.startsWith("ms:")) return `$B$${rowOf(name) + 1}`;
      const key = name.startsWith("col:") ? name.slice(4) : prefix + name;
      const row = rowOf(key);
      return `${columnLetters(column)}$${row + 1}`;
    })
  );
}

/**
 * The Copy layout sheet (issue 12 item 2): DAG 1's copy layout as a server x database grid of native
 * formulas over the design's figures (no macros, no pasted values): each cell is the activation
 * preference of that server's copy of that database, blank where it holds none. Changing the server
 * count redraws it. Below the grid, the helper rows: per database, its groups; per preference, its
 * group and the placement rule (PLACEMENT_STEPS, the steps the core evaluates). Every DAG has the same
 * layout (with "Active/Active (Multiple DAGs)" the even DAGs active in datacenter 2). Without high
 * availability there is no DAG: the sheet says so and shows no grid.
 */
export const msLayoutSheet: MicrosoftTemplate = titledSheet(
  MS_SHEETS.layout,
  "Copy layout",
  "DAG 1: each cell is the activation preference of that server's copy of that database (blank: no copy). Native formulas over the design's figures; the Microsoft calculator draws its Distribution sheet with VBA instead.",
  (w, context) => {
    const v = (k: keyof typeof D) => Number(context.values.get(D[k]) ?? 0);
    const ha = context.scenario.cells["input.highAvailability"] === "Yes";
    if (!ha || context.values.get("validationError") === true) {
      w.addRow([
        lit(
          ha
            ? "The calculator rejects this design: no layout."
            : "High availability is off: each server holds its own databases, one copy each; there is no DAG to lay out.",
          "note"
        ),
      ]);
      return layoutOf(0);
    }
    const values = {
      ...context.scenario.cells,
      ...Object.fromEntries(context.values),
    } as Record<string, Value | undefined>;
    const design = layoutDesignOf(values);
    const copies = copyLayout(design);
    const summary = layoutSummary(design, copies);
    const stamp = buildStamp(context.date);
    if (design.rule === "calculator") {
      const databases = design.databasesDc1 + design.databasesDc2;
      w.addRow([lit(stamp, "warning")]);
      failureTable(w, summary);
      const byDatabase = calculatorByDatabase(w, databases, copies);
      calculatorGrid(w, databases, copies);
      return layoutOf(databases, byDatabase, stamp, 30);
    }
    const preferences = v("haP") + v("lagP") + v("haS") + v("lagS");
    const databases = layoutGridDatabases(v("db1") + v("db2"), preferences);
    const first = 1;
    const rows = new Map<string, number>();
    const rowOf = (key: string) => {
      const r = rows.get(key);
      if (r === undefined) throw new Error(`no layout row ${key}`);
      return r;
    };
    // On paper (issue 31): the stamp, the failure table and the servers of each database; the grid and
    // its helper rows stay on screen, outside the print area.
    w.addRow([
      lit(
        `The copy layout below recalculates (native formulas); the failure table holds ${stamp.charAt(0).toLowerCase()}${stamp.slice(1)}`,
        "warning"
      ),
    ]);
    failureTable(w, summary);
    const byDatabaseTop = byDatabaseHeading(w, preferences, false);
    for (let d = 0; d < databases; d++) w.addRow([lit(`Database ${d + 1}`, "label")]);
    const byDatabase = { last: w.nextRow - 1, columns: 1 + preferences };
    // Checks.
    // The DAG's figures once, in column B: the helper formulas read these cells (short formulas).
    w.section("The design's figures the layout reads");
    for (const key of Object.values(D))
      rows.set("ms:" + key, w.addRow([lit(key, "label"), fx(`=${msName(key)}`, "value")]));
    w.section("Checks");
    w.addRow([
      lit("databases per DAG beyond the grid's columns", "label"),
      fx(`=MAX(0,${msName(D.db1)}+${msName(D.db2)}-${databases})`, "value"),
    ]);
    w.addRow([
      lit("copies per database beyond the grid's preference rows", "label"),
      fx(
        `=MAX(0,${msName(D.haP)}+${msName(D.lagP)}+${msName(D.haS)}+${msName(D.lagS)}-${preferences})`,
        "value"
      ),
    ]);
    w.addRow([
      lit("servers per DAG beyond the grid's rows", "label"),
      fx(
        `=MAX(0,${msName(D.act1)}+${msName(D.dr1)}+${msName(D.lag1)}+${msName(D.act2)}+${msName(D.dr2)}+${msName(D.lag2)}-${LAYOUT_GRID_SERVERS})`,
        "value"
      ),
    ]);
    // The grid: rows reserved now, formulas once the helper rows are placed.
    w.section("Activation preference by server (rows) and database (columns)");
    const header = w.addRow([lit("Server \\ database", "heading")]);
    const gridTop = w.nextRow;
    for (let s = 1; s <= LAYOUT_GRID_SERVERS; s++) w.addRow([lit(`Server ${s}`, "label")]);
    w.section("Helper rows: per database");
    rows.set("database", w.addRow([lit("database d (1 up in DAG 1)", "label")]));
    for (let d = 0; d < databases; d++)
      w.put(rows.get("database")!, first + d, lit(d + 1, "value"));
    for (let d = 0; d < databases; d++)
      w.put(
        header,
        first + d,
        fx(`=${columnLetters(first + d)}$${rowOf("database") + 1}`, "heading")
      );
    const place = (key: string, label: string, e: Expr, prefix: string) => {
      const r = w.addRow([lit(label, "label")]);
      rows.set(key, r);
      for (let d = 0; d < databases; d++)
        w.put(r, first + d, fx(printIn(e, first + d, rowOf, prefix), "value"));
    };
    for (const [key, label, e] of DATABASE_ROWS) place(key, label, e, "");
    for (let p = 1; p <= preferences; p++) {
      w.section(`Helper rows: activation preference ${p}`);
      for (const [key, label, e] of preferenceRows(p)) place(`p${p}.${key}`, label, e, `p${p}.`);
    }
    w.section("Helper rows: server (1 up in DAG 1) of each preference");
    const serverTop = w.nextRow;
    for (let p = 1; p <= preferences; p++) {
      const r = w.addRow([lit(`preference ${p}`, "label")]);
      for (let d = 0; d < databases; d++) {
        const c = columnLetters(first + d);
        w.put(
          r,
          first + d,
          fx(
            `=IF(${c}$${rowOf("inDesign") + 1},${c}$${rowOf(`p${p}.groupFirst`) + 1}+${c}$${rowOf(`p${p}.copyServerInGroup`) + 1},"")`,
            "value"
          )
        );
      }
    }
    const serverBottom = w.nextRow - 1;
    for (let d = 0; d < databases; d++)
      for (let p = 1; p <= preferences; p++)
        w.put(
          byDatabaseTop + 1 + d,
          p,
          fx(`=${columnLetters(first + d)}$${serverTop + p}`, "value")
        );
    for (let s = 0; s < LAYOUT_GRID_SERVERS; s++)
      for (let d = 0; d < databases; d++) {
        const c = columnLetters(first + d);
        w.put(
          gridTop + s,
          first + d,
          fx(
            `=IFERROR(MATCH(${s + 1},${c}$${serverTop + 1}:${c}$${serverBottom + 1},0),"")`,
            "result"
          )
        );
      }
    return layoutOf(databases, byDatabase, stamp);
  }
);

/**
 * The calculator's layout (the default rule) as VALUES: ExSize computes it from the design when the
 * workbook is built (src/core/microsoft/layout/calculatorLayout.ts, the calculator's VBA rule: a counter
 * walked over the databases with pattern checks, not one formula per cell), for every database of DAG 1.
 * The sheet says so; a changed input needs the workbook built again.
 */
function calculatorGrid(
  w: SheetWriter,
  databases: number,
  copies: ReturnType<typeof copyLayout>
): number {
  w.addRow([
    lit(
      "Values, not formulas: ExSize computed this grid from the design when the workbook was built, by the Microsoft calculator's own rule (its Distribution sheet's VBA: Spread2, Show_Spread2, ActiveActive, MarkLagged; docs/copy-layout.md). That rule walks the databases with a counter and checks for repeated patterns, which is not one formula per cell, so the grid does not follow an input changed in this workbook: build the workbook again after changing the inputs. The scenario key copyLayout \"exsize\" writes ExSize's balanced rule instead, as native formulas.",
      "note"
    ),
  ]);
  const dag1 = copies.filter((c) => c.dag === 1);
  const servers = Math.max(0, ...dag1.map((c) => c.server));
  w.section(
    `Activation preference by server (rows) and database (columns): every one of the ${databases} databases of DAG 1`
  );
  const header = w.addRow([lit("Server \\ database", "heading")]);
  for (let d = 0; d < databases; d++) w.put(header, 1 + d, lit(d + 1, "heading"));
  const top = w.nextRow;
  for (let s = 1; s <= servers; s++) w.addRow([lit(`Server ${s}`, "label")]);
  const laggedRow = w.addRow([lit("lagged copy on server", "label")]);
  const lagged = new Map<number, number[]>();
  for (const c of dag1) {
    w.put(top + c.server - 1, c.database, lit(c.activationPreference, "result"));
    if (c.lagged) lagged.set(c.database, [...(lagged.get(c.database) ?? []), c.server]);
  }
  for (const [d, ss] of lagged) w.put(laggedRow, d, lit(ss.join(" "), "value"));
  return databases;
}

/**
 * Active databases per server of DAG 1 after server failures (issue 19): normal running, and the most
 * each server holds after any single and any double failure of the other servers of its datacenter
 * (src/core/microsoft/layout/failures.ts: a database goes to its surviving HA copy of lowest
 * preference), as values computed when the workbook was built, with how balanced the layout is beside
 * the calculator's own figures (the Failure modes sheet's active databases per server).
 */
function failureTable(w: SheetWriter, s: LayoutSummary): void {
  w.section(
    "Active databases per server after server failures (DAG 1; values computed by ExSize from this layout when the workbook was built)"
  );
  w.addRow(
    [
      "Server",
      "Datacenter",
      "Active, normal",
      "Most after one failure",
      "Most after two failures",
      "Copies",
      "Lagged copies",
    ].map((h) => lit(h, "heading"))
  );
  const show = (v: number | null) => (v === null ? lit("--", "value") : lit(v, "value"));
  for (const r of s.servers)
    w.addRow([
      lit(`Server ${r.server}`, "label"),
      lit(r.datacenter, "value"),
      lit(r.activeDatabases, "value"),
      show(r.activeAfterSingleFailure),
      show(r.activeAfterDoubleFailure),
      lit(r.copies, "value"),
      lit(r.laggedCopies, "value"),
    ]);
  const normal = s.servers.filter((r) => r.activeDatabases > 0).map((r) => r.activeDatabases);
  const spread = normal.length > 0 ? Math.max(...normal) - Math.min(...normal) : 0;
  const row = w.addRow([
    lit(
      `How balanced: in normal running the servers that host active databases differ by ${spread} database(s); the most on one datacenter 1 server is ${s.worstActive.normal} normally, ${s.worstActive.singleFailure ?? "--"} after the worst single failure and ${s.worstActive.doubleFailure ?? "--"} after the worst double failure. The calculator sizes each server for (Failure modes sheet):`,
      "note"
    ),
  ]);
  const modes = ["normal", "singleFailure", "doubleFailure"] as const;
  modes.forEach((m, i) =>
    w.put(row, 1 + i, fx(`=${msName(`activeDatabasesPerServer.${m}`)}`, "value"))
  );
}

/**
 * The stamp of a sheet that holds values computed when the workbook was built (issue 31), on screen
 * (its first rows) and on paper (the page header).
 * Example: 2026-11-27 -> "Values of the build of 2026-11-27: rebuild after changing an input"
 */
export function buildStamp(date: Date): string {
  return `Values of the build of ${dateText(date)}: rebuild after changing an input`;
}

/** The printed table's heading row: "Database", then the server of each activation preference. */
function byDatabaseHeading(w: SheetWriter, preferences: number, lagged: boolean): number {
  w.section("Servers holding each database's copies, by activation preference (DAG 1)");
  return w.addRow([
    lit("Database", "heading"),
    ...Array.from({ length: preferences }, (_, i) => lit(`Pref. ${i + 1}`, "heading")),
    ...(lagged ? [lit("Lagged", "heading")] : []),
  ]);
}

/**
 * The calculator's layout as the printed table: one row per database of DAG 1, the server (1 up in
 * DAG 1) holding its copy of each activation preference, and the servers of its lagged copies.
 * Example: database 1 of the calculator's example: 1, 5, 9, 13 (preferences 1-4).
 */
function calculatorByDatabase(
  w: SheetWriter,
  databases: number,
  copies: ReturnType<typeof copyLayout>
): { readonly last: number; readonly columns: number } {
  const dag1 = copies.filter((c) => c.dag === 1);
  const preferences = Math.max(1, ...dag1.map((c) => c.activationPreference));
  const top = byDatabaseHeading(w, preferences, true);
  for (let d = 1; d <= databases; d++) {
    const own = dag1.filter((c) => c.database === d);
    const at = (p: number) => own.find((c) => c.activationPreference === p)?.server;
    const lagged = own.filter((c) => c.lagged).map((c) => c.server);
    w.addRow([
      lit(`Database ${d}`, "label"),
      ...Array.from({ length: preferences }, (_, i) => {
        const server = at(i + 1);
        return server === undefined ? null : lit(server, "value");
      }),
      // one server as a number (right-aligned as the preferences are), several as "2 4"
      lagged.length === 1
        ? lit(lagged[0], "value")
        : lagged.length
          ? lit(lagged.join(" "), "value")
          : null,
    ]);
  }
  return { last: top + databases, columns: 2 + preferences };
}

/** The sheet's widths and print set-up: `databases` columns of the grid, the printed tables' extent. */
function layoutOf(
  databases: number,
  printed?: { readonly last: number; readonly columns: number },
  stamp?: string,
  firstWidth = 60
): SheetLayout {
  return {
    // Column A holds the formula rule's helper labels (60); the calculator's values need only "Server 16".
    // The printed tables' columns (B-H) are wide enough for their wrapped headings.
    columnWidths: [firstWidth, ...Array.from({ length: databases }, (_, i) => (i < 7 ? 10 : 6))],
    freeze: { rows: 0, columns: 1 },
    print: {
      orientation: "portrait",
      fitToWidth: true,
      // About 70 rows a page (a page of 9-point type): the example's 40 databases on one page.
      ...(printed
        ? {
            area: rangeRef(0, 0, printed.last, Math.max(6, printed.columns - 1)),
            fitToHeight: Math.max(1, Math.ceil((printed.last + 1) / 70)),
          }
        : {}),
      ...(stamp
        ? { footer: { left: "{sheet}", center: stamp, right: "Page {page} of {pages}" } }
        : {}),
    },
    tabColor: "4472C4",
  };
}
