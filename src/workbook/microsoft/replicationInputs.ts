import { PROFILE_CELLS, profileCellName } from "../../core/microsoft/extras/inputs";

/**
 * The replication input cells of the Inputs sheet (E2013Calcv7.6, Input!G144, G145, C145:C168; core:
 * src/core/microsoft/extras/inputs.ts): the link (a choice of the calculator's list varNetLinkType), its
 * latency, and the hourly profile as the cells hold it (fractions: 0.09 for 9 %).
 */
export const REPLICATION_INPUT_CELLS: readonly {
  readonly key: string;
  readonly label: string;
  readonly kind: string;
  readonly cell: string;
}[] = [
  {
    key: "input.networkLinkType",
    label: "Network Link Type (scenario key networkLinkType)",
    kind: "choice:varNetLinkType",
    cell: "Input!G144",
  },
  {
    key: "input.networkLinkLatencyMs",
    label: "Network Link Latency (ms) (scenario key networkLinkLatencyMs)",
    kind: "num",
    cell: "Input!G145",
  },
  {
    key: "input.contentIndexReplication",
    label:
      "Copies that replicate their content index between datacenters: everyCopy (the default: the 2013 calculator's model) or laggedCopiesOnly (2016 CU3 and later, Read from Passive; derived) (scenario key contentIndexReplication)",
    kind: "choice:contentIndexReplication",
    cell: "ExSize scenario key contentIndexReplication",
  },
  ...PROFILE_CELLS.map((cell, i) => ({
    key: profileCellName(i + 1),
    label: `Logs Generated / Hour Percentage, hour ${i + 1} (scenario key logGenerationProfilePercent[${i}], in percent)`,
    kind: "pct",
    cell,
  })),
];
