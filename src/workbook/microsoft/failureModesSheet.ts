import { rangeRef } from "../a1";
import { FlagAboveSpec } from "../model";
import { SheetWriter, lit } from "../sheetWriter";
import { MS_SHEETS, MicrosoftTemplate } from "./context";
import { stepCell } from "./cells";
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
export const msFailureModesSheet: MicrosoftTemplate = {
  name: MS_SHEETS.failure,
  role: "step-table",
  build(context) {
    const w = new SheetWriter(MS_SHEETS.failure);
    w.titled(
      "Failure modes",
      `E2013Calcv7.6, Role Requirements, Server Configuration: each figure per failure mode. Red: a percentage above ${UTILIZATION_LIMIT_PERCENT} % (the calculator's limit; "--" where the mode does not exist).`
    );
    w.addRow();
    const headingRow = w.addRow(
      [
        "Figure",
        "Unit",
        ...FAILURE_MODES.map((m) => MODE_HEADINGS[m]),
        "Calculator cell (worst)",
      ].map((h) => lit(h, "heading"))
    );
    const byKey = new Map(context.steps.map((s) => [s.key, s]));
    const bases = [
      ...new Set(
        context.steps.map((s) => failureModeOf(s.key)?.[0]).filter((b): b is string => !!b)
      ),
    ];
    const flags: FlagAboveSpec[] = [];
    for (const base of bases) {
      const some = FAILURE_MODES.map((m) => byKey.get(`${base}.${m}`)).find((s) => s)!;
      const row = w.addRow([lit(base, "labelBold"), lit(some.unit, "unit")]);
      FAILURE_MODES.forEach((mode, i) => {
        const step = byKey.get(`${base}.${mode}`);
        if (!step) {
          w.put(row, 2 + i, lit("not computed", "note"));
          return;
        }
        w.put(row, 2 + i, stepCell(step));
        w.name(msName(step.key), row, 2 + i, `${step.label} [${step.unit}], ${step.source}`);
      });
      const worst = byKey.get(`${base}.worstFailure`) ?? some;
      w.put(row, 7, lit(calculatorCell(worst.source), "code"));
      const limit = flagLimit(base, some.unit);
      if (limit !== undefined) flags.push({ ref: rangeRef(row, 2, row, 6), above: limit });
    }
    if (bases.length === 0)
      w.addRow([lit("The method computes no failure-mode figure yet.", "note")]);
    return {
      sheet: {
        name: MS_SHEETS.failure,
        role: "step-table",
        rows: w.rows(),
        columnWidths: [40, 12, 16, 16, 16, 16, 16, 30],
        freeze: { rows: headingRow + 1, columns: 1 },
        flags,
        print: { orientation: "landscape", fitToWidth: true },
        tabColor: "C00000",
      },
      names: w.names,
    };
  },
};
