import { rangeRef } from "../a1";
import { fx, lit } from "../sheetWriter";
import { titledSheet } from "../titledSheet";
import { MicrosoftTemplate } from "./context";
import { EXTRA_SHEETS, extraStepMap, putStep, remainingKeys, stepRows } from "./extraSheetParts";
import { msName } from "./names";

/** The sheet's last column (F): the widest table, the failure scenarios, has six. */
const LAST_COLUMN = 5;

const SECTIONS = [
  [
    "singleOrActivePassive",
    "Single datacenter and Active/Passive (Activation Scenarios B7:G23)",
    "F9",
  ],
  [
    "dagA",
    "Active/Active: databases whose primary datacenter is DC1, DAG-A when Multiple DAGs (B25:F40)",
    "F27",
  ],
  [
    "dagB",
    "Active/Active: databases whose primary datacenter is DC2, DAG-B when Multiple DAGs (B42:F55)",
    "F42",
  ],
] as const;
const LAYOUT = [
  ["activeMailboxServersPerDag", "Active Mailbox Servers / DAG"],
  ["drMailboxServersPerDag", "DR Mailbox Servers / DAG"],
  ["laggedCopyServersPerDag", "Lagged Copy Servers / DAG"],
] as const;
/**
 * The two tables of scenarios in each section: a row per scenario, a column per figure, the step
 * activation.<section>.<scenario>.<figure> in each cell ("--" where the calculator has none); `title`
 * heads the scenarios' column, each figure's heading its own.
 */
const SCENARIO_TABLES: readonly {
  readonly title: string;
  readonly scenarios: readonly (readonly [string, string])[];
  readonly figures: readonly (readonly [string, string])[];
}[] = [
  {
    title: "Server failures in the primary datacenter",
    scenarios: [
      ["normal", "Normal run time"],
      ["firstServerFailure", "After the first primary-datacenter server failure"],
      ["secondServerFailure", "After the second primary-datacenter server failure"],
    ],
    figures: [
      ["activeDbsPerPrimaryServer", "Active databases per primary-datacenter server"],
      ["activeDbsPerSecondaryServer", "Active databases per secondary-datacenter server"],
      ["activeMailboxesPerPrimaryServer", "Active mailboxes per primary-datacenter server"],
      ["activeDbsPrimaryDatacenter", "Active databases in the primary datacenter"],
      ["activeDbsSecondaryDatacenter", "Active databases in the secondary datacenter"],
    ],
  },
  {
    title: "After activating the other datacenter",
    scenarios: [
      ["siteActivation", "After activating the secondary datacenter"],
      ["siteActivationFirstFailure", "First server failure after the activation"],
      ["siteActivationSecondFailure", "Second server failure after the activation"],
    ],
    figures: [
      ["activeDbsPerServer", "Active databases per server"],
      ["activeMailboxesPerServer", "Active mailboxes per server"],
      ["activeDbsInDatacenter", "Active databases in the datacenter"],
      ["activeMailboxesInDatacenter", "Active mailboxes in the datacenter"],
    ],
  },
];

/** The runbook values (Role Requirements!I109:I112): the servers area's names and this sheet's. */
const RUNBOOK = [
  [
    "-MaximumActiveDatabases, primary datacenter",
    "databasesUsedInMemorySizing",
    "Role Requirements!I111 (= C103)",
  ],
  [
    "-MaximumPreferredActiveDatabases, primary datacenter",
    "activation.maximumPreferredActiveDatabases",
    "Role Requirements!I109",
  ],
  [
    "-MaximumActiveDatabases, secondary datacenter",
    "databasesUsedInMemorySizingSecondary",
    "Role Requirements!I112 (= C130)",
  ],
  [
    "-MaximumPreferredActiveDatabases, secondary datacenter",
    "activation.maximumPreferredActiveDatabasesSecondary",
    "Role Requirements!I110",
  ],
] as const;

/**
 * The Activation scenarios sheet (E2013Calcv7.6, Activation Scenarios): the Set-MailboxServer values for the
 * build runbook, then each section of the calculator (single datacenter or Active/Passive; DAG-A and DAG-B
 * for Active/Active): the DAG member layout, active databases and mailboxes per server and per datacenter
 * in normal running and after one and two failures, and after activating the other datacenter. "--" where
 * the calculator shows it (a section that does not apply to the design).
 */
export const msActivationSheet: MicrosoftTemplate = titledSheet(
  EXTRA_SHEETS.activation,
  "Activation scenarios",
  "E2013Calcv7.6, Activation Scenarios: active databases and mailboxes per server and datacenter as servers fail and datacenters switch.",
  (w) => {
    const merges: string[] = [];
    const rowHeights: Record<number, number> = {};
    const placed = new Set<string>();
    const put = (row: number, col: number, key: string) => {
      putStep(w, row, col, key);
      placed.add(key);
    };
    const steps = extraStepMap();
    const headings = (labels: readonly string[]) => w.addRow(labels.map((h) => lit(h, "heading")));
    w.section("For the build runbook: Set-MailboxServer <Server Name> ...");
    const runbookHead = headings(["Parameter", "Value", "The calculator's cell"]);
    merges.push(rangeRef(runbookHead, 2, runbookHead, LAST_COLUMN));
    for (const [label, key, cell] of RUNBOOK) {
      const row = w.addRow([lit(label, "label")]);
      if (steps.has(key)) put(row, 1, key);
      else w.put(row, 1, fx(`=${msName(key)}`, "valueNumber", "#,##0"));
      w.put(row, 2, lit(`${cell} \u00b7 ${msName(key)}`, "small"));
      merges.push(rangeRef(row, 2, row, LAST_COLUMN));
    }
    for (const [sec, title] of SECTIONS) {
      w.section(title);
      // The calculator's advice sentence: its own merged, wrapped row with room for three lines, four
      // for DAG-B's (two commands); no host fits a merged row to a formula's text.
      const commands: [string, string][] = [
        ["Runbook", `activation.${sec}.setMailboxServerCommand`],
      ];
      if (sec === "singleOrActivePassive")
        commands.push([
          "Runbook, secondary datacenter",
          "activation.singleOrActivePassive.setMailboxServerCommandSecondary",
        ]);
      for (const [label, key] of commands) {
        const row = w.addRow([lit(label, "labelBold")]);
        put(row, 1, key);
        merges.push(rangeRef(row, 1, row, LAST_COLUMN));
        rowHeights[row] = sec === "dagB" ? 62 : 46;
      }
      headings([
        "DAG member layout (servers per DAG)",
        "Primary datacenter",
        "Secondary datacenter",
      ]);
      for (const [k, label] of LAYOUT) {
        const row = w.addRow([lit(label, "label")]);
        put(row, 1, `activation.${sec}.${k}Primary`);
        put(row, 2, `activation.${sec}.${k}Secondary`);
      }
      for (const table of SCENARIO_TABLES) {
        headings([table.title, ...table.figures.map(([, heading]) => heading)]);
        for (const [scen, label] of table.scenarios) {
          const row = w.addRow([lit(label, "label")]);
          table.figures.forEach(([figure], i) => {
            const key = `activation.${sec}.${scen}.${figure}`;
            if (steps.has(key)) put(row, 1 + i, key);
            else w.put(row, 1 + i, lit("--", "valueNumber"));
          });
        }
      }
    }
    const printLast = w.nextRow - 1;
    w.addRow();
    w.addRow();
    w.addRow([
      lit(
        "Working figures (not printed): every other figure the scenarios read (Role Requirements C116:D130, I109:I112)",
        "subtitle"
      ),
    ]);
    stepRows(w, remainingKeys("activation", placed), { lastColumn: LAST_COLUMN, merges });
    return {
      columnWidths: [54, 17, 17, 17, 17, 17],
      merges,
      rowHeights,
      print: {
        orientation: "landscape",
        fitToWidth: true,
        area: rangeRef(0, 0, printLast, LAST_COLUMN),
      },
      tabColor: "2E75B6",
    };
  }
);
