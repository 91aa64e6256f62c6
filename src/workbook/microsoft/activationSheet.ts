import { SheetWriter, fx, lit } from "../sheetWriter";
import { MicrosoftTemplate } from "./context";
import { EXTRA_SHEETS, extraStepMap, putStep, remainingKeys, stepRows } from "./extraSheetParts";
import { msName } from "./names";

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
const FAILURES = [
  ["normal", "Normal run time"],
  ["firstServerFailure", "After the first primary-datacenter server failure"],
  ["secondServerFailure", "After the second primary-datacenter server failure"],
] as const;
const FAILURE_COLUMNS = [
  "activeDbsPerPrimaryServer",
  "activeDbsPerSecondaryServer",
  "activeMailboxesPerPrimaryServer",
  "activeDbsPrimaryDatacenter",
  "activeDbsSecondaryDatacenter",
] as const;
const SITE = [
  ["siteActivation", "After activating the secondary datacenter"],
  ["siteActivationFirstFailure", "First server failure after the activation"],
  ["siteActivationSecondFailure", "Second server failure after the activation"],
] as const;
const SITE_COLUMNS = [
  "activeDbsPerServer",
  "activeMailboxesPerServer",
  "activeDbsInDatacenter",
  "activeMailboxesInDatacenter",
] as const;

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
export const msActivationSheet: MicrosoftTemplate = {
  name: EXTRA_SHEETS.activation,
  role: "step-table",
  build() {
    const w = new SheetWriter(EXTRA_SHEETS.activation);
    const placed = new Set<string>();
    const put = (row: number, col: number, key: string) => {
      putStep(w, row, col, key);
      placed.add(key);
    };
    const steps = extraStepMap();
    w.titled(
      "Activation scenarios",
      "E2013Calcv7.6, Activation Scenarios: active databases and mailboxes per server and per datacenter in normal running, after server failures and after activating the other datacenter."
    );
    w.section("For the build runbook: Set-MailboxServer <Server Name> ...");
    w.addRow(["Parameter", "Value", "Calculator cell"].map((h) => lit(h, "heading")));
    for (const [label, key, cell] of RUNBOOK) {
      const row = w.addRow([lit(label, "label")]);
      if (steps.has(key)) put(row, 1, key);
      else w.put(row, 1, fx(`=${msName(key)}`, "value"));
      w.put(row, 2, lit(cell, "code"));
    }
    for (const [sec, title, cmdCell] of SECTIONS) {
      w.section(title);
      const cmd = w.addRow([lit("Runbook", "labelBold")]);
      put(cmd, 1, `activation.${sec}.setMailboxServerCommand`);
      void cmdCell;
      if (sec === "singleOrActivePassive") {
        const c2 = w.addRow([lit("Runbook, secondary datacenter", "labelBold")]);
        put(c2, 1, "activation.singleOrActivePassive.setMailboxServerCommandSecondary");
      }
      w.addRow(
        ["DAG member layout", "Primary datacenter", "Secondary datacenter"].map((h) =>
          lit(h, "heading")
        )
      );
      for (const [k, label] of LAYOUT) {
        const row = w.addRow([lit(label, "label")]);
        put(row, 1, `activation.${sec}.${k}Primary`);
        put(row, 2, `activation.${sec}.${k}Secondary`);
      }
      w.addRow(
        [
          "Active databases",
          "/ primary DC server",
          "/ secondary DC server",
          "Mailboxes / primary DC server",
          "/ primary DC",
          "/ secondary DC",
        ].map((h) => lit(h, "heading"))
      );
      for (const [scen, label] of FAILURES) {
        const row = w.addRow([lit(label, "label")]);
        FAILURE_COLUMNS.forEach((c, i) => {
          const key = `activation.${sec}.${scen}.${c}`;
          if (steps.has(key)) put(row, 1 + i, key);
          else w.put(row, 1 + i, lit("--", "value"));
        });
      }
      w.addRow(
        [
          "After activating the other datacenter",
          "/ server",
          "Mailboxes / server",
          "/ datacenter",
          "Mailboxes in the datacenter",
        ].map((h) => lit(h, "heading"))
      );
      for (const [scen, label] of SITE) {
        const row = w.addRow([lit(label, "label")]);
        SITE_COLUMNS.forEach((c, i) => {
          const key = `activation.${sec}.${scen}.${c}`;
          if (steps.has(key)) put(row, 1 + i, key);
        });
      }
    }
    w.section("Every other figure the scenarios read (Role Requirements C116:D130, I109:I112)");
    stepRows(w, remainingKeys("activation", placed));
    return {
      sheet: {
        name: EXTRA_SHEETS.activation,
        role: "step-table",
        rows: w.rows(),
        columnWidths: [52, 18, 18, 22, 16, 16],
        print: { orientation: "landscape", fitToWidth: true },
        tabColor: "2E75B6",
      },
      names: w.names,
    };
  },
};
