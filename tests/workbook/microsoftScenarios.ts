/**
 * The Microsoft-method scenarios the workbook's LibreOffice parity test recalculates: each datacenter
 * model's design (inputs as in tests/golden/microsoft-designs.test.ts and examples/microsoft-example.json,
 * where mscalc.py's figures for them are typed in) under each Exchange version, and two designs for the
 * text and error paths (a design the calculator rejects: its figures are "--"; a custom database size
 * and count).
 */
export const DATACENTER_DESIGNS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  // examples/microsoft-example.json: the calculator's own example design.
  "Active/Active (Single DAG)": {
    tiers: [{ mailboxes: 5000, messagesPerDay: 200, avgMessageKB: 75, quotaMB: 10240 }],
    datacenterModel: "Active/Active (Single DAG)",
    exchangeServersPerDag: 2,
    dagCount: 2,
    haCopies: 3,
    laggedCopies: 1,
    haCopiesSecondary: 1,
    laggedCopiesSecondary: 1,
  },
  // tests/golden/microsoft-designs.test.ts, "mix-50-500-archives".
  "Single Datacenter": {
    datacenterModel: "Single Datacenter",
    exchangeServersPerDag: 8,
    dagCount: 1,
    haCopies: 3,
    laggedCopies: 0,
    tiers: [
      // initialMailboxMB at most the quota (parse.ts refuses the example's 2048 here); no figure reads it.
      {
        mailboxes: 4000,
        messagesPerDay: 50,
        avgMessageKB: 50,
        quotaMB: 1024,
        initialMailboxMB: 1024,
      },
      { mailboxes: 3000, messagesPerDay: 250, quotaMB: 4096, archiveQuotaMB: 8192 },
      {
        mailboxes: 1500,
        messagesPerDay: 400,
        avgMessageKB: 120,
        quotaMB: 8192,
        archiveQuotaMB: 20480,
        deletedItemDays: 30,
      },
      { mailboxes: 200, messagesPerDay: 500, quotaMB: 51200 },
    ],
  },
  // tests/golden/microsoft-designs.test.ts, "lagged-dedicated-servers".
  "Active/Passive": {
    datacenterModel: "Active/Passive",
    laggedCopiesOnDedicatedServers: true,
    replayLagManager: false,
    tiers: [{ mailboxes: 20000, messagesPerDay: 100, quotaMB: 2048 }],
  },
  // tests/golden/microsoft-designs.test.ts, "aa-multiple-dags".
  "Active/Active (Multiple DAGs)": {
    datacenterModel: "Active/Active (Multiple DAGs)",
    exchangeServersPerDag: 4,
    dagCount: 1,
    haCopies: 4,
    haCopiesSecondary: 2,
    laggedCopies: 0,
    laggedCopiesSecondary: 0,
    tiers: [{ mailboxes: 12000, messagesPerDay: 200, quotaMB: 5120 }],
  },
};

import EXTRAS_DATA from "../golden/microsoft-extras.data.json";

/**
 * Designs with an hourly log profile, so the Replication, Activation and Mailbox growth sheets hold figures
 * (tests/golden/microsoft-extras.data.json, where extra_outputs.py's figures for them are).
 */
export const REPLICATION_SCENARIOS: readonly (readonly [string, Record<string, unknown>])[] = (
  [
    [
      "aa-multiple-dags-rpo4-4-tiers-e1",
      "Active/Active (Multiple DAGs), 4 tiers, RPO 4, an E1 link too small",
    ],
    [
      "active-passive-dr-servers-rpo0-over-10gbe",
      "Active/Passive with DR servers, RPO 0, over 10 Gb/s",
    ],
  ] as const
).map(([golden, name]) => {
  const design = EXTRAS_DATA.designs.find((d) => d.name === golden)!;
  return [
    `Exchange 2013, replication: ${name}`,
    { ...design.inputs, method: "microsoft" },
  ] as const;
});

/**
 * A 2019 design with lagged copies in both datacenters: Read from Passive (contentIndexReplication
 * laggedCopiesOnly, ExSize's derived option) puts the content index on the lagged copies' streams only
 * (src/core/microsoft/extras/readFromPassive.ts), so the workbook's formula for it is recalculated too.
 */
export const READ_FROM_PASSIVE_SCENARIO: readonly [string, Record<string, unknown>] = [
  "Exchange 2019, replication: Active/Active (Single DAG) with lagged copies, Read from Passive",
  {
    ...EXTRAS_DATA.designs.find((d) => d.name === "aa-single-dag-lagged-rpo6-oc3")!.inputs,
    method: "microsoft",
    exchangeVersion: "2019",
    contentIndexReplication: "laggedCopiesOnly",
  },
];

export const VERSIONS = ["2013", "2016", "2019", "SE"] as const;

/** [name, scenario JSON]: every version with every datacenter model, then the two path designs. */
export const MICROSOFT_SCENARIOS: readonly (readonly [string, Record<string, unknown>])[] = [
  ...VERSIONS.flatMap((version) =>
    Object.entries(DATACENTER_DESIGNS).map(
      ([model, design]) =>
        [
          `Exchange ${version}, ${model}`,
          { method: "microsoft", exchangeVersion: version, ...design },
        ] as const
    )
  ),
  [
    // tests/golden/microsoft-designs.test.ts, "too-many-copies-rejected": the figures are "--".
    "Exchange 2013, a design the calculator rejects (4 copies on 2 servers)",
    {
      method: "microsoft",
      datacenterModel: "Single Datacenter",
      exchangeServersPerDag: 2,
      dagCount: 1,
      haCopies: 4,
      laggedCopies: 0,
      tiers: [{ mailboxes: 1000, messagesPerDay: 100 }],
    },
  ],
  [
    // tests/golden/microsoft-designs.test.ts, "custom-db-size-count".
    "Exchange 2019, custom database size and count",
    {
      method: "microsoft",
      exchangeVersion: "2019",
      maxDbSizeGB: 500,
      databaseCountCustom: 48,
      tiers: [{ mailboxes: 10000, messagesPerDay: 150, quotaMB: 4096 }],
    },
  ],
  ...REPLICATION_SCENARIOS,
  READ_FROM_PASSIVE_SCENARIO,
];
