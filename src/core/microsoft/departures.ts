/**
 * Every place where ExSize's Microsoft method departs from E2013Calcv7.6 (the calculator run in Excel or
 * in LibreOffice by mscalc.py), one entry each, with why. The workbook's notes and the README list them.
 * Each area adds its own entries: the database area's (scenario, profile, databases, size) first, then
 * the servers area's (ids "servers-...").
 */
export interface Departure {
  readonly id: string;
  /** The calculator cells or behaviour concerned. */
  readonly where: string;
  readonly what: string;
  readonly why: string;
}

export const DEPARTURES: readonly Departure[] = [
  {
    id: "static-cycle-mailboxes-per-server",
    where: "Role Requirements!C77 (calcNumDBs), C81 (MBXPerDB), C100 (TotalMBXPerSvr)",
    what:
      "C77 and C81 read TotalMBXPerSvr only when High Availability is off, where C100 is TotalMBX/numMBXServers; " +
      "ExSize writes that quotient in its place.",
    why:
      "The calculator's cells form a reference cycle on paper (C77-C100-C116-C86-C79-C80-C78-C77 and C81-C100) " +
      "that no input ever takes; steps must be ordered. The value is the same in every design.",
  },
  {
    id: "static-cycle-memory-sizing",
    where: "Role Requirements!C103 (calcNumDBMemSizing), C130 (calcNumDBMemSizingSDC)",
    what:
      "C130 reads C103 without C103's secondary-datacenter term MAX(..., calcNumDBMemSizingSDC); the servers area, " +
      'where C130 reads C103 (one active server in datacenter 1, one HA copy there, Active/Active single DAG: its single and double failure modes are "--"), ' +
      "writes C103's value there, the normal-runtime active databases x 2.",
    why:
      "C103 and C130 read each other by formula text; steps must be ordered. C130 reads C103 only with one active server and one HA copy in datacenter 1 " +
      "(Active/Active single DAG); C103 reads C130 only when that site's single or double failure mode exists. " +
      "Where both would hold, the calculator itself has a circular reference (no defined value); elsewhere the values agree.",
  },
  {
    id: "vba-disk-group",
    where: "Variables!K53 (varDiskGroup), written by the Input sheet's Worksheet_Change VBA",
    what:
      "ExSize recomputes it from the sized design and sizes again until it stops changing (at most 6 rounds), " +
      "from the example workbook's 4, as mscalc.py does (vbaDiskGroup.ts).",
    why:
      "The value feeds the custom database count (Role Requirements!C79) and the database limit per server " +
      "(Variables!K51). Excel runs the handler once per edited cell, so a design reached through invalid " +
      "intermediate states can hold another value in Excel.",
  },
  {
    id: "versions-2016-megacycles",
    where:
      "Role Requirements!C14:C16 (and the other tiers) and the server rows 199-205 that read them, for exchangeVersion 2016, 2019, SE (the calculator sizes Exchange 2013 only)",
    what:
      "Active and passive megacycles per mailbox are the 2016 table's (multi-role: active 2.99 ... 29.85, passive 0.70 ... 7.00 for 50 ... 500 messages) times the " +
      "tier's megacycles factor; the CAS megacycles stay 2013's: the 2016 active figure is the whole multi-role figure, so the server rows leave them out of the CPU and size only the CAS memory from them. " +
      "2019 and SE use the 2016 figures: no public per-mailbox table exists for them. Memory stays 2013's, CAS memory included.",
    why:
      "Ask the Perf Guy: Sizing Exchange 2016 Deployments (Exchange Team blog, 15 Oct 2015): Exchange 2016 has no CAS role and Microsoft publishes one multi-role figure; " +
      "only the processor figures change, the SPECint baseline stays 33.75 per core, IOPS and memory stay 2013's, CAS memory included (the larger RAM of the two readings). " +
      "The calculator v7.8+ that holds them is not the reference here.",
  },
  {
    id: "disk-any-size",
    where:
      "Input!C115:C124 (disk sizes), Tables!A201:B225 (tblDiskCapacity), Storage Design!C45:D46, C52:D53, C58:D59",
    what: 'Any whole number of GB is a disk size, not only the calculator\'s list of 25 (36 GB to 12000 GB). The raw capacity is the size\'s own number, written VALUE(SUBSTITUTE(size," GB","")) where the calculator looks it up in tblDiskCapacity; the formatted capacity is the calculator\'s own formula (raw x 1000^3 / 1024^3); the IOPS come from the disk type as before. A size outside the list is derived, and the report says so.',
    why: 'Every row of tblDiskCapacity holds the number its text names ("4000 GB" -> 4000), so the rule gives the list\'s own figures exactly (tests/golden/microsoft-disk-sizes.test.ts); the NL-SAS disks and SSDs sold in 2026 (16 to 30 TB) are not on a 2013 list.',
  },
  {
    id: "tiers-fixed-at-four",
    where: "Input!C55:G90, Role Requirements rows 10-59",
    what: "A scenario gives 1 to 4 tiers; the JSON always has four tiers[i], the ones not given with 0 mailboxes.",
    why: "The calculator has four tier columns and every sum over tiers is written for four.",
  },
  {
    id: "not-applicable-is-null",
    where: 'Every output the calculator shows as "--"',
    what: 'exsize size --json prints null where the calculator shows "--", and {"error": "#VALUE!"} where its cell holds an Excel error.',
    why: "A JSON number cannot be text; null keeps the difference between 0 and not applicable.",
  },

  {
    id: "servers-standalone-worst-failure",
    where:
      "Role Requirements!G195, G199, G201, C256, G208, C168, C170, C254, C140, C138..C143, C104, C253",
    what: 'Calculator: With High Availability off the worst-failure active databases (G195) are the text "--", and G199 multiplies them: the worst-failure megacycles and C256 are #VALUE! always, and with a SPECint value above 0 so are the worst-failure CPU, the cores utilized and, multi-role, the CAS memory and so the recommended RAM and the database cache per mailbox (mscalc.py case small-500-single-server-specint). ExSize: A standalone server\'s worst-failure load is its normal-runtime load (all its databases active, no copies): the megacycles, CPU, cores and RAM are computed from the normal-runtime active databases (step worstFailureActiveDatabasesForLoad). activeDatabasesPerServer.worstFailure stays null, as the calculator shows "--". Keys that differ from the calculator: cpuMegacycleRequirementPerServer, megacyclesRequiredPerServer.worstFailure, cpuUtilizationPercent.worstFailure, processorCoresUtilized, ramRecommendedGB, databaseCacheAvailablePerMailboxMB.',
    why: "No server fails over into a standalone server, so its normal runtime is its worst case; an error is no answer, and refusing the design would refuse a design the calculator accepts.",
  },
  {
    id: "servers-dedicated-cas-rows",
    where: "Role Requirements!C201:G201, C204:G204",
    what: 'Calculator: With dedicated CAS servers (multi-role No) and no CAS server count ("--", e.g. SPECint 0), the CAS megacycle rows divide by "--": #VALUE! in cells no output reads. ExSize: Those rows show "--".',
    why: "ExSize evaluates every step; an error in a cell nothing reads would otherwise stop the sizing.",
  },
  {
    id: "servers-mailbox-size-check-growth",
    where: "Role Requirements!I157",
    what: "Calculator: The Mailbox Size Limit check reads the input mailbox count (Input!C55). ExSize: It reads the tier's mailboxes after growth (Role Requirements!C10).",
    why: "They differ only at -100 % growth (no mailboxes left), where ExSize does not reject a tier with no mailboxes.",
  },
  {
    id: "servers-max-db-size-message",
    where: "Role Requirements!I161, G214",
    what: 'Calculator: The "Calculated Max DB Size Not Zero Check" rejects the design but the banner has no text for it ("ERROR: FALSE"). ExSize: The CLI names the rule with ExSize\'s own message; validationMessage stays the calculator\'s banner text, "" for none. Keys that differ from the calculator: validationMessage.',
    why: "A rejected design must say which rule it breaks.",
  },
  {
    id: "servers-banner-no-error",
    where: "Role Requirements!G214",
    what: 'Calculator: With no check failed the hidden banner cell holds "ERROR: FALSE" (Excel) or "ERROR: 0" (LibreOffice). ExSize: validationMessage is "" (null in --json), as mscalc.py reports it. Keys that differ from the calculator: validationMessage.',
    why: "The cell is a label, hidden when no check fails.",
  },
  {
    id: "servers-version-limits",
    where: "Role Requirements!C254, C255, H253 (conditional formats)",
    what: "Calculator: Exchange 2013 only: the calculator colours the worst-failure CPU over 80 %, cores utilized over the cores per server and RAM over 96 GB. ExSize: The same three are listed in `flags` for 2013; for 2016 the 24-core and 192 GB limits, for 2019 and SE the Preferred Architecture's 48 cores, 256 GB, 80 % in the worst failure mode and 4 database copies per disk. A design over a limit is sized and flagged, not rejected.",
    why: "Issue 11: a design over a limit is flagged, not silently accepted; the calculator has no 2016/2019 limits.",
  },
  {
    id: "servers-version-role-check",
    where: "Role Requirements!I160 (validationError)",
    what: "For 2016, 2019 and SE a design with multiRole No is rejected (rule versionRoleCheck, ORed into validationError).",
    why: "Exchange 2016 removed the Client Access role; a dedicated-CAS design cannot be built.",
  },
  {
    id: "storage-volume-table-closed-form",
    where:
      "Volume Requirements!B6:D105, H123:J222, I223, J223 (the DB and Log Volume Design table)",
    what: "Calculator: one row per database copy of a server (100 rows) and one per volume, summed with SUMIF over the volume number it parses back out of the volume's name (RIGHT(H123,2), RIGHT 3 only in row 15). ExSize: the same sums in closed form (volume k holds MIN(p, copies - (k-1)p) databases, every row has the same size); at most 100 volumes, as the table.",
    why: "The row-by-row table cannot be a step; the closed form gives the calculator's figures on every design tried (17, to 1e-6), and it does not misread volume names above DB99 as the name parsing would.",
  },
  {
    id: "storage-jbod-disk-type-text",
    where: "Storage Design!D181, D185 (JBOD Disk Capacity / Type of the restore volume)",
    what: "Calculator: shows the restore volume disk's capacity and type or why JBOD cannot be used. ExSize: no step (C181 and C185, the database disks' status, are steps: jbodDiskStatus, jbodDiskStatusSecondary).",
    why: "No other cell reads D181 or D185; the restore volume's disk count (D182, D186) is a step.",
  },
  {
    id: "storage-raid-parity-inputs",
    where:
      "Storage Design!C17:C28, F17:F20 (RAID parity groups, rebuild overhead, RAID override, restore volume RAID)",
    what: "The scenario does not map these inputs (mscalc.py does not either): ExSize keeps the example workbook's values (RAID-1/0 1+1, RAID-5 5+1, RAID-6 6+2, rebuild 35% / 50% / 50%, no override, restore volume RAID-5 2+1). Without the override the calculator never chooses RAID-0 or RAID-6 for the database disks, so those rows (Storage Design 72, 75, 79) are not steps.",
    why: "Every input the scenario accepts is reproduced; these take one option away when a user needs them.",
  },
  {
    id: "content-index-read-from-passive",
    where:
      "Replication Requirements!E15 (PeakCIDAGBandwidth), W139 (TotRPOLogCIBandwidth) and so F138, F139, W140",
    what:
      "The content-index term is multiplied by the copies that replicate their content index " +
      "(replication.contentIndexStreamsBetweenDatacentersPerDag) instead of every log stream (I173): every " +
      "copy by default (contentIndexReplication everyCopy: the calculator's figures, for every version), the " +
      "lagged copies only (I171 + I172) with contentIndexReplication laggedCopiesOnly.",
    why:
      "Exchange 2016 CU3 and later index passive HA copies locally (Read from Passive); lagged copies still " +
      "replicate their content index (secondhand; src/core/microsoft/extras/readFromPassive.ts quotes the sources). " +
      "The 2016+ calculators' formulas are not at hand: the option is derived, not golden-tested, and not the " +
      "default: for an HA copy it saves more than the 40 % Microsoft states.",
  },
];
