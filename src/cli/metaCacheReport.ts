import type { MetaCacheSizing } from "../core/microsoft/metacache/metaCache";
import { ReportSection } from "./report";
import { row } from "./reportRow";

/** The report's MetaCache Database section (Exchange 2019 and SE, issue 30; core/microsoft/metacache). */
export function metaCacheSection(m: MetaCacheSizing): ReportSection {
  return {
    title:
      "MetaCache Database on SSD (Exchange 2019 and SE; Preferred Architecture 2019, MetaCacheDatabase setup)",
    columns: ["Value"],
    rows: [
      row("SSDs per server (3 HDD : 1 SSD)", [m.ssdsPerServer], "SSDs", "metaCache.ssdsPerServer"),
      row(
        `SSD capacity, every server${m.ssdCapacityGiven ? " (as given)" : " (smallest sold size that holds its share)"}`,
        [m.ssdCapacityGB],
        "GB",
        "metaCache.ssdCapacityGB"
      ),
      row(
        `MCDB needed per server (${m.percentOfHdd} % of the HDD capacity)`,
        [m.mcdbNeededGBPerServer],
        "GB",
        "metaCache.mcdbNeededGBPerServer"
      ),
      row(
        "MCDB capacity per server (95 % of the SSDs)",
        [m.mcdbCapacityGBPerServer],
        "GB",
        "metaCache.mcdbCapacityGBPerServer"
      ),
      row("Database copies per SSD", [m.copiesPerSsd], "copies", "metaCache.copiesPerSsd"),
      row(
        "MetaCacheDatabaseMaxCapacityInBytes, each database (derived)",
        [m.metaCacheDatabaseMaxCapacityInBytes],
        "bytes",
        "metaCache.metaCacheDatabaseMaxCapacityInBytes"
      ),
      row(
        "MetaCacheDatabaseVolumesPerServer (the DAG's setting)",
        [m.metaCacheDatabaseVolumesPerServer],
        "volumes",
        "metaCache.metaCacheDatabaseVolumesPerServer"
      ),
      row(
        "Disk slots per server, HDDs and SSDs",
        [m.slotsPerServer],
        "slots",
        "metaCache.slotsPerServer"
      ),
    ],
    notes: [
      `Rule: ${m.rule}.`,
      "The sources disagree on the MCDB's share: the 2019 Preferred Architecture says 5-10 % of the HDD capacity, \"MetaCacheDatabase (MCDB) setup\" 5-6 %. ExSize's default, 10 %, is the figure that does not undersize; mcdbCapacityPercent 6 takes the setup page's.",
      ...(m.ssdLargeEnough
        ? []
        : ["The SSDs given (mcdbSsdCapacityGB) hold less than the MCDB the percentage asks."]),
    ],
  };
}
