/**
 * The names the servers area (RAM, CPU, failure modes, active databases per server, the validation
 * banner, the version limits) reads from the other areas of the Microsoft method. The helper "ms"
 * produces them (scenario, profile, databases); until then the tests feed them with values read from
 * mscalc.py (E2013Calcv7.6) and typed in.
 *
 * Cells are E2013Calcv7.6's; "RR" is the Role Requirements sheet. A per-tier name is written with
 * `{i}` (1 to 4, in the scenario's tier order = mscalc's tiers[0..3]); its cell is given for the
 * calculator's Tier-1 and the rule for the others: tiers[1] is the calculator's Tier-2 (RR column I,
 * same rows), tiers[2] its Tier-3 (RR column C, rows + 26), tiers[3] its Tier-4 (RR column I, rows + 26).
 *
 * Value forms: "Yes"/"No" texts as the calculator holds them; numbers plain; fractions as fractions
 * (hypervisorOverhead 0.1 = 10 %).
 */
export interface Need {
  readonly name: string;
  readonly cell: string;
  readonly meaning: string;
}

/** Per-tier names (`tier{i}.` + name). */
export const TIER_NEEDS: readonly Need[] = [
  {
    name: "tier{i}.messagesPerDay",
    cell: "RR!C11",
    meaning:
      'Tier1MessageProfile, messages / mailbox / day (50..500; "--" or 0 when no mailboxes): the 2016 table key (version.ts)',
  },
  {
    name: "tier{i}.calculatedMegacyclesMultiplicationFactor",
    cell: "RR!C13",
    meaning:
      "calcTier1MCFactor, the tier's megacycles multiplication factor, applied to the 2016 figures as to 2013's",
  },
  {
    name: "tier{i}.mailboxes",
    cell: "RR!C10",
    meaning: "mailboxes of the tier after growth (calcTier1MBX = mailboxes x (1 + growth))",
  },
  {
    name: "tier{i}.quotaMB",
    cell: "Input!C60",
    meaning: "mailbox size limit input (Tier1MBXLimit); 0 fails the MailboxSizeCheck",
  },
  {
    name: "tier{i}.avgMessageKB",
    cell: "Input!C58",
    meaning: "average message size input (Tier1AvgMessageSize), for content-index items",
  },
  {
    name: "tier{i}.megacyclesPerMailboxActive",
    cell: "RR!C14",
    meaning: "Tier1ActiveMegacycles (0 when the tier has no mailboxes); version-specific",
  },
  {
    name: "tier{i}.megacyclesPerMailboxPassive",
    cell: "RR!C15",
    meaning: "Tier1PassiveMegacycles (0 when no mailboxes)",
  },
  {
    name: "tier{i}.casMegacyclesPerMailbox",
    cell: "RR!C16",
    meaning: "Tier1CASMegacycles = active x varCASRatio (0 when no mailboxes)",
  },
  {
    name: "tier{i}.dbCachePerMailboxMB",
    cell: "RR!C17",
    meaning: "Tier1MemoryProfile, DB cache MB / mailbox (0 when no mailboxes)",
  },
  {
    name: "tier{i}.mailboxSizeOnDiskMB",
    cell: "RR!C22",
    meaning:
      "Tier1MBXSize, ROUNDUP(quota + dumpster + archive + archive dumpster) (0 when no mailboxes)",
  },
  {
    name: "tier{i}.mailboxesPerDatabase",
    cell: "RR!C70 (Tier-2 C71, Tier-3 C72, Tier-4 C73)",
    meaning: "NumTier1MBXDB = MBXPerDB x the tier's mailbox ratio",
  },
];

/** Environment and design names. */
export const NEEDS: readonly Need[] = [
  // scenario inputs, under mscalc.py --mapping names
  { name: "exchangeVersion", cell: "(scenario)", meaning: '"2013" | "2016" | "2019" | "SE"' },
  { name: "highAvailability", cell: "Input!C25", meaning: 'HAOption, "Yes"/"No"' },
  { name: "multiRole", cell: "Input!C23", meaning: 'MultiRoleEnabled, "Yes"/"No"' },
  { name: "virtualization", cell: "Input!C24", meaning: 'VirtualizationEnabled, "Yes"/"No"' },
  {
    name: "hypervisorOverhead",
    cell: "Input!C136",
    meaning: "VirtCPUFactor, a fraction (0.1 = 10 %)",
  },
  {
    name: "exchangeServersPerDag",
    cell: "Input!C26",
    meaning: "numMBXServers (= numActMBXSvrsPerDC, RR!C99)",
  },
  {
    name: "input.dagCount",
    cell: "Input!C27",
    meaning:
      "numDAGs, the input (the output dagCount is Role Requirements!F223, Number of DAGs / Environment)",
  },
  { name: "haCopies", cell: "Input!C30", meaning: "NumDBCopies" },
  { name: "laggedCopies", cell: "Input!C31", meaning: "numLagDBCopies" },
  { name: "haCopiesSecondary", cell: "Input!C32", meaning: "numDBCopiesSDC" },
  { name: "laggedCopiesSecondary", cell: "Input!C33", meaning: "numLaggedCopiesSDC" },
  {
    name: "activationBlockSecondary",
    cell: "Input!G25",
    meaning: 'SRActivationBlocked, "Yes"/"No"',
  },
  {
    name: "dataVolumesPerServer",
    cell: "Input!C111",
    meaning: "NumDisksPerServer (Number of Exchange Data Volumes per Server)",
  },
  { name: "coresPerServer", cell: "Input!C131", meaning: "numProcCoresPDC" },
  { name: "specIntRate2006", cell: "Input!D131", meaning: "numSpecRatePDC" },
  {
    name: "coresPerServerSecondary",
    cell: "Input!C132",
    meaning: "numProcCoresSDC (defaults to coresPerServer)",
  },
  {
    name: "specIntRate2006Secondary",
    cell: "Input!D132",
    meaning: "numSpecRateSDC (defaults to specIntRate2006)",
  },
  {
    name: "coresPerServerLagged",
    cell: "Input!C133",
    meaning: "numProcCoresLCS (defaults to coresPerServer)",
  },
  {
    name: "specIntRate2006Lagged",
    cell: "Input!D133",
    meaning: "numSpecRateLCS (defaults to specIntRate2006)",
  },
  // derived from datacenterModel exactly as mscalc writes it
  {
    name: "siteResilience",
    cell: "Input!G22",
    meaning: 'SiteResilienceEnabled: "No" for "Single Datacenter", else "Yes"',
  },
  {
    name: "siteResilienceModel",
    cell: "Input!G23",
    meaning:
      'SRModel: the model text; for "Single Datacenter" the example\'s G23, "Active/Active (Single DAG)" (mscalc leaves G23 as it is, and a few formulas read it unguarded)',
  },
  // copies (RR "Database Copy Instance Configuration")
  {
    name: "haCopiesDc1",
    cell: "RR!I62",
    meaning: "calcNumDBCopyInPDC (HA copies in the primary DC, + lagged when ReplayLagManager)",
  },
  { name: "haCopiesDc1Actual", cell: "RR!I63", meaning: "calcNumDBCopyInPDCActual" },
  { name: "haCopiesDc2", cell: "RR!I64", meaning: "calcNumDBCopyInSDC" },
  { name: "haCopiesDc2Actual", cell: "RR!I65", meaning: "calcNumDBCopyInSDCActual" },
  { name: "laggedCopiesDc1Actual", cell: "RR!I67", meaning: "calcNumLagCopyInPDCActual" },
  { name: "laggedCopiesDc2Actual", cell: "RR!I69", meaning: "calcNumLagCopyInSDCActual" },
  { name: "haCopiesTotal", cell: "RR!I70", meaning: "calcTotNumHACopies" },
  { name: "laggedCopiesTotal", cell: "RR!I71", meaning: "calcTotNumLagCopies" },
  {
    name: "dedicatedDrServersEffective",
    cell: "RR!C108",
    meaning: 'calcSRAASDDRServers, "Yes"/"No"',
  },
  {
    name: "laggedCopiesOnDedicatedServersEffective",
    cell: "RR!C109",
    meaning: 'calcDedLaggedCopyServer, "Yes"/"No"',
  },
  {
    name: "autoCalculateVolumesEffective",
    cell: "RR!C111",
    meaning: 'calcDiskLimitOverride, "Yes"/"No"',
  },
  { name: "recommendedDatabasesPerVolume", cell: "RR!C83", meaning: "RecDBperVolume" },
  // databases
  {
    name: "recommendedDatabaseCount",
    cell: "RR!C79",
    meaning: "RecNumDBs (per DAG, or per server when HA is off)",
  },
  {
    name: "recommendedMaxDatabaseSizeGB",
    cell: "RR!C63",
    meaning: "calcRecMaxDBSize (the MaxDBSize check fails when <= 0)",
  },
  { name: "databasesForSymmetricalDistribution", cell: "RR!C78", meaning: "calcDBPerm" },
  { name: "activeDatabasesDc1", cell: "RR!C86", meaning: "RecNumDBsDC1" },
  { name: "activeDatabasesDc2", cell: "RR!C87", meaning: "RecNumDBsDC2" },
  {
    name: "recommendedMailboxesPerDatabase",
    cell: "RR!C81",
    meaning: "MBXPerDB (unwrapped; the output mailboxesPerDatabase is C244)",
  },
  { name: "totalMailboxes", cell: "RR!C97", meaning: "TotalMBX" },
  {
    name: "dagsTotal",
    cell: "RR!C96",
    meaning: "calcNumDAGs (x2 for Active/Active (Multiple DAGs))",
  },
  {
    name: "activeDatabasesPerServerNormalRun",
    cell: "RR!C116",
    meaning: 'calcNumActiveDBs (RecNumDBsDC1 / servers; "--" when HA is off)',
  },
  { name: "databaseCopiesPerServerTotal", cell: "RR!C102", meaning: "TotNumDBCopiesServer" },
  { name: "haCopiesDc1InDc1", cell: "RR!C88", meaning: "calcTotNumHACopiesDC1inDC1" },
  { name: "haPassiveCopiesDc1InDc2", cell: "RR!C90", meaning: "calcNumHAPassCopiesDC1inDC2" },
  { name: "haPassiveCopiesDc2InDc1", cell: "RR!C92", meaning: "calcNumHAPassCopiesDC2inDC1" },
  { name: "haDatabaseCopiesDc1", cell: "RR!I116", meaning: "TotNumDBCopiesDC1" },
  { name: "haDatabaseCopiesDc2", cell: "RR!I117", meaning: "TotNumDBCopiesDC2" },
  { name: "laggedDatabaseCopiesDc1", cell: "RR!I118", meaning: "TotNumLagDBCopiesDC1" },
  { name: "laggedDatabaseCopiesDc2", cell: "RR!I119", meaning: "TotNumLagDBCopiesDC2" },
  // servers
  { name: "activeServersDc1", cell: "RR!I86", meaning: "calcNumAMBXServersDC1" },
  { name: "drServersDc1", cell: "RR!I87", meaning: "calcNumPMBXServersDC1" },
  { name: "activeServersDc2", cell: "RR!I88", meaning: "calcNumAMBXServersDC2" },
  { name: "drServersDc2", cell: "RR!I89", meaning: "calcNumPMBXServersDC2" },
  {
    name: "mailboxServersInDag",
    cell: "RR!I91",
    meaning: 'TotNumMBXServersinDAG ("--" when HA is off)',
  },
  { name: "laggedServers", cell: "RR!I98", meaning: "calcNumLagMBXServers" },
  { name: "laggedServersDc1", cell: "RR!I99", meaning: "calcNumLagMBXServersPDC" },
  { name: "laggedServersDc2", cell: "RR!I100", meaning: "calcNumLagMBXServersSDC" },
];

/**
 * Names this area defines that other areas read (so size.ts puts these steps before theirs). Six keys
 * are also defined by the database area for its own outputs, from the same calculator cells:
 * validationError (I160), databaseCacheAvailablePerMailboxMB (C245), cachePages (C135),
 * itemsPerServerActive/Passive (C105/C106), activeDatabasesPerServer.worstFailure (G195); size.ts keeps
 * one of each (the values agree on every golden design, but this area's validationError also ORs
 * versionRoleCheck, ExSize's 2016+ rule).
 * - validationError (RR!I160 ValidationCheck): every "--" wrapper of the outputs (C243, C244, D273 ...);
 * - databasesUsedInMemorySizing (RR!C103 calcNumDBMemSizing): LogReadTransfers (RR!I81) -> logIopsPerServer;
 * - remainingServersAfterWorstFailure (RR!C107 calcRemainingServers): transport (RR!C181);
 * - databaseCacheAvailablePerMailboxMB (RR!C245, from C104 calcAvDBCache): produced here.
 */
export const PROVIDES: readonly string[] = [
  "validationError",
  "databasesUsedInMemorySizing",
  "remainingServersAfterWorstFailure",
  "databaseCacheAvailablePerMailboxMB",
];
