/**
 * Golden data: the calculator's own status cells for the designs of issue 20's verdict tests, from
 * Microsoft's Exchange 2013 Server Role Requirements Calculator v7.6 (E2013Calcv7.6-Example.xlsm, the
 * dsccommunity/ExchangeDsc copy) run headless by mscalc.py under LibreOffice, 2026-11-25:
 *   /usr/bin/python3 -c 'import mscalc; s = mscalc.Session(); s.run(INPUTS, extra_cells=[CELLS])'
 * with INPUTS each design's scenario without "method" and "exchangeVersion" (the calculator sizes
 * Exchange 2013 only; storage and RAM do not depend on the version, references/README.md), CELLS the
 * cells below; `outputs` are mscalc.py's mapped outputs (its names, "--" as the calculator shows it).
 * Typed from the run's JSON; the tests never run the calculator.
 * Role Requirements!I160 is the validation check (1 = TRUE); G214 "ERROR: 0" is LibreOffice's text
 * of the hidden banner (Excel shows "ERROR: FALSE", references/ms-calculator/README.md).
 */
export interface CalculatorRun {
  readonly name: string;
  readonly about: string;
  readonly scenario: Readonly<Record<string, unknown>>;
  readonly cells: Readonly<Record<string, string | number>>;
  readonly outputs: Readonly<Record<string, string | number>>;
}

export const CALCULATOR_RUNS: readonly CalculatorRun[] = [
  {
    name: "insufficientDisk6TB",
    about:
      "issue 20's 3,000-mailbox JBOD design on 6 TB disks, reconstructed: 4 multi-role servers in one DAG, 4 copies, 50 GB quota. The issue's 6,957 GB is this design's restore volume (Volume Requirements, restoreVolumeSizeGB 6,956.87 GB); its database volume needs 8,676 GB. Neither fits a 6000 GB disk (5,588 GB formatted).",
    scenario: {
      method: "microsoft",
      exchangeVersion: "2019",
      multiRole: "Yes",
      datacenterModel: "Single Datacenter",
      dagCount: 1,
      haCopiesSecondary: 0,
      laggedCopiesSecondary: 0,
      tiers: [{ mailboxes: 3000, messagesPerDay: 150, quotaMB: 51200, avgMessageKB: 75 }],
      jbod: true,
      diskCapacityGB: 6000,
      exchangeServersPerDag: 4,
      haCopies: 4,
      laggedCopies: 0,
    },
    cells: {
      "Storage Design!C181": '6000 GB / 7.2K RPM SAS 3.5"',
      "Storage Design!C182": "Insufficient Disk Capacity",
      "Storage Design!D182": 0,
      "Storage Design!C185": "--",
      "Storage Design!C186": "--",
      "Storage Design!D186": "--",
      "Storage Design!D202": 0,
      "Role Requirements!I160": 0,
      "Role Requirements!G214": "ERROR: 0",
      "Role Requirements!C253": 96,
    },
    outputs: {
      databaseVolumeSizeGB: 8676.00740131579,
      restoreVolumeSizeGB: 6956.871916118422,
      disksPerServer: 0,
      disksEnvironment: 0,
      serversEnvironment: 4,
      ramRecommendedGB: 96,
      databaseCount: 96,
      dagCount: 1,
    },
  },
  {
    name: "quota50GB4TB",
    about:
      "issue 20's 50 GB quota on 4 TB disks: the calculator's example design with a 51,200 MB quota (database volume 6,967 GB on 4000 GB disks).",
    scenario: {
      method: "microsoft",
      tiers: [{ mailboxes: 5000, messagesPerDay: 200, avgMessageKB: 75, quotaMB: 51200 }],
      datacenterModel: "Active/Active (Single DAG)",
      exchangeServersPerDag: 2,
      dagCount: 2,
      haCopies: 3,
      laggedCopies: 1,
      haCopiesSecondary: 1,
      laggedCopiesSecondary: 1,
      jbod: true,
      diskCapacityGB: 4000,
    },
    cells: {
      "Storage Design!C181": '4000 GB / 7.2K RPM SAS 3.5"',
      "Storage Design!C182": "Insufficient Disk Capacity",
      "Storage Design!D182": 0,
      "Storage Design!C185": '4000 GB / 7.2K RPM SAS 3.5"',
      "Storage Design!C186": "Insufficient Disk Capacity",
      "Storage Design!D186": 0,
      "Storage Design!D202": 0,
      "Role Requirements!I160": 0,
      "Role Requirements!G214": "ERROR: 0",
      "Role Requirements!C253": 160,
    },
    outputs: {
      databaseVolumeSizeGB: 6967.4609375,
      restoreVolumeSizeGB: 5590.739103618422,
      disksPerServer: 0,
      disksEnvironment: 0,
      serversEnvironment: 8,
      ramRecommendedGB: 160,
      databaseCount: 100,
      dagCount: 2,
    },
  },
  {
    name: "16k",
    about:
      "tests/golden/summary.test.ts's run 16k: 16,000 mailboxes, 3 copies, on the example's 4000 GB disks: its database volume (4,560 GB) does not fit either.",
    scenario: {
      method: "microsoft",
      tiers: [{ mailboxes: 16000, messagesPerDay: 150 }],
      haCopies: 3,
      coresPerServer: 16,
    },
    cells: {
      "Storage Design!C181": '4000 GB / 7.2K RPM SAS 3.5"',
      "Storage Design!C182": "Insufficient Disk Capacity",
      "Storage Design!D182": 0,
      "Storage Design!C185": '4000 GB / 7.2K RPM SAS 3.5"',
      "Storage Design!C186": "Insufficient Disk Capacity",
      "Storage Design!D186": 0,
      "Storage Design!D202": 0,
      "Role Requirements!I160": 0,
      "Role Requirements!G214": "ERROR: 0",
      "Role Requirements!C253": 320,
    },
    outputs: {
      databaseVolumeSizeGB: 4559.901315789474,
      restoreVolumeSizeGB: 3668.8651315789475,
      disksPerServer: 0,
      disksEnvironment: 0,
      serversEnvironment: 8,
      ramRecommendedGB: 320,
      databaseCount: 100,
      dagCount: 2,
    },
  },
  {
    name: "rejectedCopies",
    about:
      "a design the calculator rejects: 3 copies on 2 servers (Role Requirements!I156, DB Copy Count Validation Check).",
    scenario: {
      method: "microsoft",
      exchangeVersion: "2019",
      multiRole: "Yes",
      datacenterModel: "Single Datacenter",
      dagCount: 1,
      haCopiesSecondary: 0,
      laggedCopiesSecondary: 0,
      tiers: [{ mailboxes: 3000, messagesPerDay: 150, quotaMB: 10240 }],
      exchangeServersPerDag: 2,
      haCopies: 3,
      laggedCopies: 0,
    },
    cells: {
      "Storage Design!C181": '4000 GB / 7.2K RPM SAS 3.5"',
      "Storage Design!C182": "--",
      "Storage Design!D182": "--",
      "Storage Design!C185": "--",
      "Storage Design!C186": "--",
      "Storage Design!D186": "--",
      "Storage Design!D202": 0,
      "Role Requirements!I160": 1,
      "Role Requirements!G214":
        "ERROR: The design parameters you have chosen have resulted in more database copies being deployed than there are Mailbox servers.  Please adjust your design inputs.",
      "Role Requirements!C253": "--",
    },
    outputs: {
      databaseVolumeSizeGB: 0,
      restoreVolumeSizeGB: 0,
      disksPerServer: 0,
      disksEnvironment: 0,
      serversEnvironment: 0,
      ramRecommendedGB: "--",
      databaseCount: "--",
      dagCount: "--",
    },
  },
  {
    name: "ram96",
    about:
      "an Exchange 2019 design whose recommended RAM (Role Requirements!C253, 64 GB) is under the 128 GB Microsoft recommends for a 2019 Mailbox server.",
    scenario: {
      method: "microsoft",
      exchangeVersion: "2019",
      multiRole: "Yes",
      datacenterModel: "Single Datacenter",
      dagCount: 1,
      haCopiesSecondary: 0,
      laggedCopiesSecondary: 0,
      tiers: [{ mailboxes: 3000, messagesPerDay: 150, quotaMB: 10240 }],
      jbod: true,
      diskCapacityGB: 6000,
      exchangeServersPerDag: 4,
      haCopies: 3,
      laggedCopies: 0,
      coresPerServer: 24,
      specIntRate2006: 1000,
    },
    cells: {
      "Storage Design!C181": '6000 GB / 7.2K RPM SAS 3.5"',
      "Storage Design!C182": 6,
      "Storage Design!D182": 1,
      "Storage Design!C185": "--",
      "Storage Design!C186": "--",
      "Storage Design!D186": "--",
      "Storage Design!D202": 32,
      "Role Requirements!I160": 0,
      "Role Requirements!G214": "ERROR: 0",
      "Role Requirements!C253": 64,
    },
    outputs: {
      databaseVolumeSizeGB: 5366.988332648027,
      restoreVolumeSizeGB: 4253.193102384868,
      disksPerServer: 8,
      disksEnvironment: 32,
      serversEnvironment: 4,
      ramRecommendedGB: 64,
      databaseCount: 24,
      dagCount: 1,
    },
  },
];
