import { rangeRef } from "../a1";
import { FlagAboveSpec } from "../model";
import { lit } from "../sheetWriter";
import { titledSheet } from "../titledSheet";
import { MS_SHEETS, MicrosoftTemplate } from "./context";
import { stepCell } from "./cells";
import { DATABASE_AREA } from "./workbookSteps";
import { FAILURE_MODES, calculatorCell, failureModeOf, msName } from "./names";

/** The calculator holds servers to 80 % in every failure mode (Role Requirements!C255's conditional format). */
export const UTILIZATION_LIMIT_PERCENT = 80;

export const MODE_HEADINGS: Readonly<Record<(typeof FAILURE_MODES)[number], string>> = {
  normal: "Normal run time",
  singleFailure: "Single server failure",
  doubleFailure: "Double server failure",
  siteFailure: "Site failure",
  worstFailure: "Worst failure mode",
};

/**
 * Each failure-mode figure as a reader says it (the calculator's label, camelCase keys and "Pri-DC"
 * abbreviations stay in their own columns). A figure not listed shows its calculator label without the
 * mode.
 */
const FIGURE_LABELS: Readonly<Record<string, string>> = {
  activeDatabasesPerServer: "Active databases per server, primary datacenter",
  activeDatabasesPerServerSecondary: "Active databases per server, secondary datacenter",
  activeMailboxMegacycles: "CPU for active mailboxes per server, primary datacenter",
  activeMailboxMegacyclesSecondary: "CPU for active mailboxes per server, secondary datacenter",
  passiveMailboxMegacycles: "CPU for passive copies per server, primary datacenter",
  passiveMailboxMegacyclesSecondary: "CPU for passive copies per server, secondary datacenter",
  casMegacycles: "CPU for client access per server, primary datacenter",
  casMegacyclesSecondary: "CPU for client access per server, secondary datacenter",
  megacyclesRequiredPerServer: "CPU needed per server, primary datacenter",
  megacyclesRequiredPerServerSecondary: "CPU needed per server, secondary datacenter",
  cpuUtilization: "CPU utilization per server, primary datacenter (the calculator's cell)",
  cpuUtilizationSecondary:
    "CPU utilization per server, secondary datacenter (the calculator's cell)",
  cpuUtilizationPercent: "CPU utilization per server, primary datacenter",
  cpuUtilizationPercentSecondary: "CPU utilization per server, secondary datacenter",
  "databases.activeDatabasesPerServer":
    "Active databases per server in the worst failure, as the database area reads it",
};

/** A failure-mode figure's label: FIGURE_LABELS, else the calculator's label without its mode. */
export function figureLabel(base: string, calculatorLabel: string): string {
  return (
    FIGURE_LABELS[base] ??
    calculatorLabel.replace(
      /\s*\((normal|singleFailure|doubleFailure|siteFailure|worstFailure|Normal Runtime|Worst Failure|Single Failure|Double Failure|Site Failure)\)\s*$/i,
      ""
    )
  );
}

/**
 * The limit a figure is flagged above: 80 for a figure in percent (cpuUtilizationPercent[Secondary]),
 * 0.8 for a utilization held as a fraction (cpuUtilization[Secondary], the calculator's C208/C209);
 * undefined for counts and megacycles.
 */
export function flagLimit(base: string, unit: string): number | undefined {
  if (unit === "%" || /Percent/.test(base)) return UTILIZATION_LIMIT_PERCENT;
  if (unit === "fraction" && /Utilization/.test(base)) return UTILIZATION_LIMIT_PERCENT / 100;
  return undefined;
}

/**
 * The failure-mode table: one row per server figure the calculator gives per failure mode (active
 * databases, megacycles, CPU utilization, ...), one column per mode, each cell the step <figure>.<mode>
 * named ex.ms.<figure>.<mode>. Every utilization above 80 % (80 in percent, 0.8 as a fraction) is
 * flagged in red by conditional formatting,
 * so a figure over the limit shows when an input changes too.
 */
export const msFailureModesSheet: MicrosoftTemplate = titledSheet(
  MS_SHEETS.failure,
  "Failure modes",
  `E2013Calcv7.6, Role Requirements, Server Configuration: each figure per failure mode. Red: a percentage above ${UTILIZATION_LIMIT_PERCENT} % (the calculator's limit; "--" where the mode does not exist).`,
  (w, context) => {
    w.addRow();
    const headingRow = w.addRow(
      [
        "Figure",
        "Unit",
        ...FAILURE_MODES.map((m) => MODE_HEADINGS[m]),
        "The calculator's label and cell (worst failure)",
      ].map((h) => lit(h, "heading"))
    );
    const byKey = new Map(context.steps.map((s) => [s.key, s]));
    const bases = [
      ...new Set(
        context.steps
          .map((s) => failureModeOf(s.key)?.[0])
          // The database area's copy of a figure (databases.<figure>.<mode>) is on the Databases
          // and servers sheet, beside the cells computed twice.
          .filter((b): b is string => !!b && !b.startsWith(DATABASE_AREA))
      ),
    ];
    const flags: FlagAboveSpec[] = [];
    for (const base of bases) {
      const some = FAILURE_MODES.map((m) => byKey.get(`${base}.${m}`)).find((s) => s)!;
      const worstStep = byKey.get(`${base}.worstFailure`) ?? some;
      const row = w.addRow([
        lit(figureLabel(base, worstStep.label), "labelText"),
        lit(some.unit, "unit"),
      ]);
      FAILURE_MODES.forEach((mode, i) => {
        const step = byKey.get(`${base}.${mode}`);
        if (!step) {
          w.put(row, 2 + i, lit("not computed", "note"));
          return;
        }
        w.put(row, 2 + i, stepCell(step));
        w.name(msName(step.key), row, 2 + i, `${step.label} [${step.unit}], ${step.source}`);
      });
      w.put(
        row,
        7,
        lit(
          `${worstStep.label}: ${calculatorCell(worstStep.source)} (name ex.ms.${base}.MODE)`,
          "small"
        )
      );
      const limit = flagLimit(base, some.unit);
      if (limit !== undefined) flags.push({ ref: rangeRef(row, 2, row, 6), above: limit });
    }
    if (bases.length === 0)
      w.addRow([lit("The method computes no failure-mode figure yet.", "note")]);
    return {
      columnWidths: [44, 11, 13, 13, 13, 13, 13, 46],
      freeze: { rows: headingRow + 1, columns: 1 },
      flags,
      print: {
        orientation: "landscape",
        fitToWidth: true,
        titleRows: [headingRow + 1, headingRow + 1],
      },
      tabColor: "C00000",
    };
  }
);
