/**
 * Golden figures of the Microsoft method: the calculator's own example design (no input set), all four tier columns.
 * Every figure was computed beforehand by mscalc.py (Microsoft's Exchange 2013 Server Role Requirements
 * Calculator v7.6, E2013Calcv7.6-Example.xlsm, recalculated headless in LibreOffice 7.4.7) for the inputs
 * on its row and typed in here; each row names the calculator cell it is ("mscalc.py, E2013Calcv7.6,
 * <cell>"). null is the calculator's "--". Agreement: 1e-6 relative.
 */
import { GoldenDesign, checkGoldenDesign } from "../support/microsoftGolden";

const DESIGNS: readonly GoldenDesign[] = [
  {
    name: "example",
    inputs: {},
    source: 'cases.json "example" (the example workbook\'s inputs)',
    rows: [
      ["validationError", "Role Requirements!I160", false],
      ["databaseCount", "Role Requirements!C243", 40],
      ["mailboxesPerDatabase", "Role Requirements!C244", 62.5],
      ["databaseCacheAvailablePerMailboxMB", "Role Requirements!C245", 16.384],
      ["databaseCopiesPerServer", "Role Requirements!C248", 40],
      ["databaseCopiesPerDag", "Role Requirements!D248", 160],
      ["databaseCopiesEnvironment", "Role Requirements!E248", 320],
      ["databaseSizeGB", "Volume Requirements!E123", 664.6728515625],
      ["databaseSizeNoOverheadGB", "Volume Requirements!D123", 664.6728515625],
      ["logCapacityPerDatabaseGB", "Volume Requirements!F123", 23.736572265625],
      ["transportDatabaseGBPerServer", "Role Requirements!D273", 643.7301635742188],
      ["totalDbIopsPerDatabase", "Role Requirements!C281", 10.05],
      ["totalDbIopsPerServer", "Role Requirements!D281", 402],
      ["logIopsPerServer", "Role Requirements!D282", 88.44000000000001],
      ["mailboxesTotal", "Role Requirements!F224", 5000],
      ["mailboxServersPerDag", "Role Requirements!E225", 4],
      ["serversPerDag", "Role Requirements!E227", 4],
      ["serversEnvironment", "Role Requirements!F227", 8],
      ["dagCount", "Role Requirements!F223", 2],
      ["tiers[0].mailboxes", "Role Requirements!C10", 5000],
      ["tiers[0].messagesPerDay", "Role Requirements!C11", 200],
      ["tiers[0].megacyclesPerMailboxActive", "Role Requirements!C14", 8.5],
      ["tiers[0].megacyclesPerMailboxPassive", "Role Requirements!C15", 2.74],
      ["tiers[0].casMegacyclesPerMailbox", "Role Requirements!C16", 3.1875],
      ["tiers[0].dbCachePerMailboxMB", "Role Requirements!C17", 12],
      ["tiers[0].transactionLogsPerMailboxPerDay", "Role Requirements!C18", 40],
      ["tiers[0].dumpsterAndWhitespaceMB", "Role Requirements!C20", 649.8065624999999],
      ["tiers[0].mailboxSizeOnDiskMB", "Role Requirements!C22", 10890],
      ["tiers[0].readRatio", "Role Requirements!C29", 0.6],
      ["tiers[0].iopsPerMailbox", "Role Requirements!C30", 0.134],
      ["tiers[1].mailboxes", "Role Requirements!I10", 0],
      ["tiers[1].messagesPerDay", "Role Requirements!I11", 0],
      ["tiers[1].megacyclesPerMailboxActive", "Role Requirements!I14", 0],
      ["tiers[1].megacyclesPerMailboxPassive", "Role Requirements!I15", 0],
      ["tiers[1].casMegacyclesPerMailbox", "Role Requirements!I16", 0],
      ["tiers[1].dbCachePerMailboxMB", "Role Requirements!I17", 0],
      ["tiers[1].transactionLogsPerMailboxPerDay", "Role Requirements!I18", 0],
      ["tiers[1].dumpsterAndWhitespaceMB", "Role Requirements!I20", 0],
      ["tiers[1].mailboxSizeOnDiskMB", "Role Requirements!I22", 0],
      ["tiers[1].readRatio", "Role Requirements!I29", 0],
      ["tiers[1].iopsPerMailbox", "Role Requirements!I30", 0],
      ["tiers[2].mailboxes", "Role Requirements!C36", 0],
      ["tiers[2].messagesPerDay", "Role Requirements!C37", 0],
      ["tiers[2].megacyclesPerMailboxActive", "Role Requirements!C40", 0],
      ["tiers[2].megacyclesPerMailboxPassive", "Role Requirements!C41", 0],
      ["tiers[2].casMegacyclesPerMailbox", "Role Requirements!C42", 0],
      ["tiers[2].dbCachePerMailboxMB", "Role Requirements!C43", 0],
      ["tiers[2].transactionLogsPerMailboxPerDay", "Role Requirements!C44", 0],
      ["tiers[2].dumpsterAndWhitespaceMB", "Role Requirements!C46", 0],
      ["tiers[2].mailboxSizeOnDiskMB", "Role Requirements!C48", 0],
      ["tiers[2].readRatio", "Role Requirements!C55", 0],
      ["tiers[2].iopsPerMailbox", "Role Requirements!C56", 0],
      ["tiers[3].mailboxes", "Role Requirements!I36", 0],
      ["tiers[3].messagesPerDay", "Role Requirements!I37", 0],
      ["tiers[3].megacyclesPerMailboxActive", "Role Requirements!I40", 0],
      ["tiers[3].megacyclesPerMailboxPassive", "Role Requirements!I41", 0],
      ["tiers[3].casMegacyclesPerMailbox", "Role Requirements!I42", 0],
      ["tiers[3].dbCachePerMailboxMB", "Role Requirements!I43", 0],
      ["tiers[3].transactionLogsPerMailboxPerDay", "Role Requirements!I44", 0],
      ["tiers[3].dumpsterAndWhitespaceMB", "Role Requirements!I46", 0],
      ["tiers[3].mailboxSizeOnDiskMB", "Role Requirements!I48", 0],
      ["tiers[3].readRatio", "Role Requirements!I55", 0],
      ["tiers[3].iopsPerMailbox", "Role Requirements!I56", 0],
    ],
  },
];

describe("E2013Calcv7.6's example design, as mscalc.py computes it", () => {
  test.each(DESIGNS.map((d) => [d.name, d] as const))("%s", (_name, design) => {
    checkGoldenDesign(design);
  });
});
