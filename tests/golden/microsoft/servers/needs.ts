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
import { Need, needTable } from "../needTable";

/** Per-tier names (`tier{i}.` + name). */
export const TIER_NEEDS: readonly Need[] = needTable(`
tier{i}.messagesPerDay | RR!C11 | Tier1MessageProfile, messages / mailbox / day (50..500; "--" or 0 when no mailboxes): the 2016 table key (version.ts)
tier{i}.calculatedMegacyclesMultiplicationFactor | RR!C13 | calcTier1MCFactor, the tier's megacycles multiplication factor, applied to the 2016 figures as to 2013's
tier{i}.mailboxes | RR!C10 | mailboxes of the tier after growth (calcTier1MBX = mailboxes x (1 + growth))
tier{i}.quotaMB | Input!C60 | mailbox size limit input (Tier1MBXLimit); 0 fails the MailboxSizeCheck
tier{i}.avgMessageKB | Input!C58 | average message size input (Tier1AvgMessageSize), for content-index items
tier{i}.megacyclesPerMailboxActive | RR!C14 | Tier1ActiveMegacycles (0 when the tier has no mailboxes); version-specific
tier{i}.megacyclesPerMailboxPassive | RR!C15 | Tier1PassiveMegacycles (0 when no mailboxes)
tier{i}.casMegacyclesPerMailbox | RR!C16 | Tier1CASMegacycles = active x varCASRatio (0 when no mailboxes)
tier{i}.dbCachePerMailboxMB | RR!C17 | Tier1MemoryProfile, DB cache MB / mailbox (0 when no mailboxes)
tier{i}.mailboxSizeOnDiskMB | RR!C22 | Tier1MBXSize, ROUNDUP(quota + dumpster + archive + archive dumpster) (0 when no mailboxes)
tier{i}.mailboxesPerDatabase | RR!C70 (Tier-2 C71, Tier-3 C72, Tier-4 C73) | NumTier1MBXDB = MBXPerDB x the tier's mailbox ratio
`);

/** Environment and design names. */
export const NEEDS: readonly Need[] = needTable(`
// scenario inputs, under mscalc.py --mapping names
exchangeVersion | (scenario) | "2013" | "2016" | "2019" | "SE"
highAvailability | Input!C25 | HAOption, "Yes"/"No"
multiRole | Input!C23 | MultiRoleEnabled, "Yes"/"No"
virtualization | Input!C24 | VirtualizationEnabled, "Yes"/"No"
hypervisorOverhead | Input!C136 | VirtCPUFactor, a fraction (0.1 = 10 %)
exchangeServersPerDag | Input!C26 | numMBXServers (= numActMBXSvrsPerDC, RR!C99)
input.dagCount | Input!C27 | numDAGs, the input (the output dagCount is Role Requirements!F223, Number of DAGs / Environment)
haCopies | Input!C30 | NumDBCopies
laggedCopies | Input!C31 | numLagDBCopies
haCopiesSecondary | Input!C32 | numDBCopiesSDC
laggedCopiesSecondary | Input!C33 | numLaggedCopiesSDC
activationBlockSecondary | Input!G25 | SRActivationBlocked, "Yes"/"No"
dataVolumesPerServer | Input!C111 | NumDisksPerServer (Number of Exchange Data Volumes per Server)
coresPerServer | Input!C131 | numProcCoresPDC
specIntRate2006 | Input!D131 | numSpecRatePDC
coresPerServerSecondary | Input!C132 | numProcCoresSDC (defaults to coresPerServer)
specIntRate2006Secondary | Input!D132 | numSpecRateSDC (defaults to specIntRate2006)
coresPerServerLagged | Input!C133 | numProcCoresLCS (defaults to coresPerServer)
specIntRate2006Lagged | Input!D133 | numSpecRateLCS (defaults to specIntRate2006)
// derived from datacenterModel exactly as mscalc writes it
siteResilience | Input!G22 | SiteResilienceEnabled: "No" for "Single Datacenter", else "Yes"
siteResilienceModel | Input!G23 | SRModel: the model text; for "Single Datacenter" the example's G23, "Active/Active (Single DAG)" (mscalc leaves G23 as it is, and a few formulas read it unguarded)
// copies (RR "Database Copy Instance Configuration")
haCopiesDc1 | RR!I62 | calcNumDBCopyInPDC (HA copies in the primary DC, + lagged when ReplayLagManager)
haCopiesDc1Actual | RR!I63 | calcNumDBCopyInPDCActual
haCopiesDc2 | RR!I64 | calcNumDBCopyInSDC
haCopiesDc2Actual | RR!I65 | calcNumDBCopyInSDCActual
laggedCopiesDc1Actual | RR!I67 | calcNumLagCopyInPDCActual
laggedCopiesDc2Actual | RR!I69 | calcNumLagCopyInSDCActual
haCopiesTotal | RR!I70 | calcTotNumHACopies
laggedCopiesTotal | RR!I71 | calcTotNumLagCopies
dedicatedDrServersEffective | RR!C108 | calcSRAASDDRServers, "Yes"/"No"
laggedCopiesOnDedicatedServersEffective | RR!C109 | calcDedLaggedCopyServer, "Yes"/"No"
autoCalculateVolumesEffective | RR!C111 | calcDiskLimitOverride, "Yes"/"No"
recommendedDatabasesPerVolume | RR!C83 | RecDBperVolume
// databases
recommendedDatabaseCount | RR!C79 | RecNumDBs (per DAG, or per server when HA is off)
recommendedMaxDatabaseSizeGB | RR!C63 | calcRecMaxDBSize (the MaxDBSize check fails when <= 0)
databasesForSymmetricalDistribution | RR!C78 | calcDBPerm
activeDatabasesDc1 | RR!C86 | RecNumDBsDC1
activeDatabasesDc2 | RR!C87 | RecNumDBsDC2
recommendedMailboxesPerDatabase | RR!C81 | MBXPerDB (unwrapped; the output mailboxesPerDatabase is C244)
totalMailboxes | RR!C97 | TotalMBX
dagsTotal | RR!C96 | calcNumDAGs (x2 for Active/Active (Multiple DAGs))
activeDatabasesPerServerNormalRun | RR!C116 | calcNumActiveDBs (RecNumDBsDC1 / servers; "--" when HA is off)
databaseCopiesPerServerTotal | RR!C102 | TotNumDBCopiesServer
haCopiesDc1InDc1 | RR!C88 | calcTotNumHACopiesDC1inDC1
haPassiveCopiesDc1InDc2 | RR!C90 | calcNumHAPassCopiesDC1inDC2
haPassiveCopiesDc2InDc1 | RR!C92 | calcNumHAPassCopiesDC2inDC1
haDatabaseCopiesDc1 | RR!I116 | TotNumDBCopiesDC1
haDatabaseCopiesDc2 | RR!I117 | TotNumDBCopiesDC2
laggedDatabaseCopiesDc1 | RR!I118 | TotNumLagDBCopiesDC1
laggedDatabaseCopiesDc2 | RR!I119 | TotNumLagDBCopiesDC2
// servers
activeServersDc1 | RR!I86 | calcNumAMBXServersDC1
drServersDc1 | RR!I87 | calcNumPMBXServersDC1
activeServersDc2 | RR!I88 | calcNumAMBXServersDC2
drServersDc2 | RR!I89 | calcNumPMBXServersDC2
mailboxServersInDag | RR!I91 | TotNumMBXServersinDAG ("--" when HA is off)
laggedServers | RR!I98 | calcNumLagMBXServers
laggedServersDc1 | RR!I99 | calcNumLagMBXServersPDC
laggedServersDc2 | RR!I100 | calcNumLagMBXServersSDC
`);
