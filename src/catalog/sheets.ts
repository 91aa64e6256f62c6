import { ARRAY_IOPS, TABLE_12 } from "./arrayIops";
import { ARRAY_CANDIDATES } from "./candidates";
import { EQUALLOGIC_MODELS } from "./equallogicModels";
import { Latency, MEASURED_CONFIGURATIONS } from "./measuredConfigurations";
import { citation } from "./sources";
import { TABLE_13 } from "./usableCapacity";

/** A catalog as a sheet would hold it: a header row, then one row per entry; blanks are "". */
export type CatalogSheet = (string | number)[][];

function latencyText(latency: Latency | readonly [Latency, Latency] | undefined): string {
  if (latency === undefined) return "";
  if ("value" in latency) return `${latency.value} ${latency.unit}`;
  const [low, high] = latency;
  return `${low.value} to ${high.value} ${high.unit}`;
}

/**
 * Every catalog as a table with a header row, by name, for EX.ARRAYCATALOG and for pasting into a
 * sheet. "arrays" has the headers EX.ARRAYFIT reads (Model, Drive, RAID, Usable GB, IOPS), so a
 * pasted copy, trimmed to what a consultant sells, can be passed back as its catalog argument.
 */
export const CATALOG_SHEETS = {
  arrays: (): CatalogSheet => [
    [
      "Model",
      "Drive",
      "Drive type",
      "RAID",
      "Usable GB",
      "IOPS",
      "IOPS basis",
      "Capacity source",
      "IOPS source",
    ],
    ...ARRAY_CANDIDATES.map((c) => [
      c.model,
      c.drive,
      c.driveType,
      c.raid,
      c.usableGB,
      c.iops,
      c.iopsBasis,
      citation(c.capacitySource),
      citation(c.iopsSource),
    ]),
  ],
  table13: (): CatalogSheet => [
    [
      "Model",
      "Disk Drive Size & (Model)",
      "RAID 50 Useable Capacity (GB)",
      "RAID 10 Useable Capacity (GB)",
    ],
    ...TABLE_13.map((r) => [r.series, r.printed, r.raid50GB, r.raid10GB]),
  ],
  table12: (): CatalogSheet => [
    ["Model", "RAID 50", "RAID 10"],
    ...TABLE_12.map((r) => [r.model, r.raid50, r.raid10]),
  ],
  iops: (): CatalogSheet => [
    ["Model", "RAID", "IOPS", "IOPS basis", "Source", "How"],
    ...ARRAY_IOPS.map((r) => [
      r.model,
      r.raid,
      r.iops,
      r.basis,
      citation(r.source),
      r.source.note ?? "",
    ]),
  ],
  models: (): CatalogSheet => [
    ["Model", "Series", "Drive type", "Drive bays", "Active drives", "Hot spares", "Drive counts"],
    ...EQUALLOGIC_MODELS.map((m) => [
      m.model,
      m.series,
      m.driveType,
      m.driveBays,
      m.activeDrives,
      m.hotSpares,
      m.drivesBasis,
    ]),
  ],
  measured: (): CatalogSheet => [
    [
      "Configuration",
      "Array",
      "Drives",
      "Protection",
      "Mailboxes",
      "IOPS per mailbox",
      "Run",
      "Achieved IOPS",
      "Target IOPS",
      "Target basis",
      "DB read latency",
      "Log write latency",
      "Source",
    ],
    ...MEASURED_CONFIGURATIONS.flatMap((c) =>
      c.runs.map((run) => [
        c.id,
        c.array,
        c.drives ? `${c.drives.count} x ${c.drives.size} ${c.drives.type}` : (c.capacity ?? ""),
        c.protection,
        c.profile?.mailboxes ?? "",
        c.profile?.iopsPerMailbox ?? "",
        run.name,
        run.achievedIops,
        run.target?.value ?? "",
        run.target?.basis ?? "",
        latencyText(run.dbReadLatency),
        latencyText(run.logWriteLatency),
        citation(run.source),
      ])
    ),
  ],
} as const satisfies Record<string, () => CatalogSheet>;

export type CatalogSheetName = keyof typeof CATALOG_SHEETS;
export const CATALOG_SHEET_NAMES = Object.keys(CATALOG_SHEETS) as CatalogSheetName[];
