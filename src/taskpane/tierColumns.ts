/**
 * The columns of the tier table: the 17 per-tier inputs of Microsoft's Exchange 2013 Server Role
 * Requirements Calculator (v7.6, sheet Input, tier 1 at C55:C71, tier 2 C74:C90, tier 3 G55:G71,
 * tier 4 G74:G90), by the keys of the reference harness (`mscalc.py --mapping`, key tierInputs).
 *
 * Plain data, no DOM and no Office, so the Microsoft method's core can supply this list when it lands
 * (it then owns it; the pane only reads label, unit, kind, choices and default).
 *
 * - label: the pane's short name, written to follow a tier's name: "Tier 2, mailboxes".
 * - calculatorLabel: the calculator's own label (tier 1 wording), shown in the hint.
 * - kind, as the harness checks a value: int (a whole number), num (a number), pct (a percentage,
 *   typed as 10 for 10%), messages (one of the calculator's profiles 50, 100, ..., 500 per day),
 *   enabled ("Enabled"/"Disabled"), yesno ("Yes"/"No"), choice (one of `choices`).
 * - default: the value in tier 1 of the calculator's example workbook (E2013Calcv7.6-Example.xlsm,
 *   Input!C55:C71), in the kind's terms (percent for pct: C56 holds 0 and C65 holds 1, i.e. 100%).
 * - choices of readWriteRatio: the calculator's list varRWRatio (Tables!B249:B253).
 */

export type TierColumnKind = "int" | "num" | "pct" | "messages" | "enabled" | "yesno" | "choice";

export interface TierColumn {
  readonly key: string;
  readonly label: string;
  readonly calculatorLabel: string;
  readonly unit: string;
  readonly kind: TierColumnKind;
  readonly default: string;
  readonly choices?: readonly string[];
}

/** The calculator's message profiles: 50 to 500 messages per day, in steps of 50 (mscalc.py). */
export const MESSAGE_PROFILES: readonly string[] = Array.from({ length: 10 }, (_, i) =>
  String(50 * (i + 1))
);

export const TIER_COLUMNS: readonly TierColumn[] = [
  {
    key: "mailboxes",
    label: "mailboxes",
    calculatorLabel: "Total Number of Tier-1 User Mailboxes / Environment",
    unit: "mailboxes",
    kind: "int",
    default: "5000",
  },
  {
    key: "growthPercent",
    label: "mailbox growth",
    calculatorLabel: "Projected Mailbox Number Growth Percentage",
    unit: "%",
    kind: "pct",
    default: "0",
  },
  {
    key: "messagesPerDay",
    label: "messages per day",
    calculatorLabel: "Total Send/Receive Capability / Mailbox / Day",
    unit: "messages/day",
    kind: "messages",
    default: "200",
    choices: MESSAGE_PROFILES,
  },
  {
    key: "avgMessageKB",
    label: "average message size",
    calculatorLabel: "Average Message Size (KB)",
    unit: "KB",
    kind: "num",
    default: "75",
  },
  {
    key: "initialMailboxMB",
    label: "initial mailbox size",
    calculatorLabel: "Initial Mailbox Size (MB)",
    unit: "MB",
    kind: "num",
    default: "2048",
  },
  {
    key: "quotaMB",
    label: "mailbox quota",
    calculatorLabel: "Mailbox Size Limit (MB)",
    unit: "MB",
    kind: "num",
    default: "10240",
  },
  {
    key: "archiveQuotaMB",
    label: "archive quota",
    calculatorLabel: "Personal Archive Mailbox Size Limit (MB)",
    unit: "MB",
    kind: "num",
    default: "0",
  },
  {
    key: "deletedItemDays",
    label: "deleted item retention",
    calculatorLabel: "Deleted Item Retention Window (Days)",
    unit: "days",
    kind: "int",
    default: "14",
  },
  {
    key: "singleItemRecovery",
    label: "single item recovery",
    calculatorLabel: "Single Item Recovery",
    unit: "",
    kind: "enabled",
    default: "Enabled",
    choices: ["Enabled", "Disabled"],
  },
  {
    key: "calendarVersionStorage",
    label: "calendar version storage",
    calculatorLabel: "Calendar Version Storage",
    unit: "",
    kind: "enabled",
    default: "Enabled",
    choices: ["Enabled", "Disabled"],
  },
  {
    key: "multiplicationFactorUserPercent",
    label: "users under the multiplication factors",
    calculatorLabel: "Multiplication Factor User Percentage",
    unit: "%",
    kind: "pct",
    default: "100",
  },
  {
    key: "iopsFactor",
    label: "IOPS multiplication factor",
    calculatorLabel: "IOPS Multiplication Factor",
    unit: "factor",
    kind: "num",
    default: "1",
  },
  {
    key: "megacyclesFactor",
    label: "megacycles multiplication factor",
    calculatorLabel: "Megacycles Multiplication Factor",
    unit: "factor",
    kind: "num",
    default: "1",
  },
  {
    key: "desktopSearch",
    label: "desktop search engines",
    calculatorLabel: "Desktop Search Engines Enabled (for Online Mode Clients)",
    unit: "",
    kind: "yesno",
    default: "No",
    choices: ["Yes", "No"],
  },
  {
    key: "predictIops",
    label: "predict IOPS",
    calculatorLabel: "Predict IOPS Value?",
    unit: "",
    kind: "yesno",
    default: "Yes",
    choices: ["Yes", "No"],
  },
  {
    key: "customIopsPerMailbox",
    label: "IOPS per mailbox",
    calculatorLabel: "Tier-1 User IOPS / mailbox",
    unit: "IOPS",
    kind: "num",
    default: "0",
  },
  {
    key: "readWriteRatio",
    label: "database read:write ratio",
    calculatorLabel: "Tier-1 Database Read:Write Ratio",
    unit: "",
    kind: "choice",
    default: "3:2",
    choices: ["2:3", "1:1", "3:2", "2:1", "3:1"],
  },
];
