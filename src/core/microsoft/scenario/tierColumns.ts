import { MESSAGE_PROFILES as PROFILES } from "../profile/versions";
import { LISTS, TIER_INPUTS, TierInputSpec } from "./inputs";

/**
 * The columns of a tier table: the 17 per-tier inputs of Microsoft's Exchange 2013 Server Role
 * Requirements Calculator v7.6 (sheet Input, tier 1 at C55:C71, tier 2 C74:C90, tier 3 G55:G71, tier 4
 * G74:G90), one per TIER_INPUTS entry, in its order, by the keys of `mscalc.py --mapping` (tierInputs).
 * The task pane and the core share this list: kind, default, allowed values and the calculator's label
 * come from TIER_INPUTS (inputs.ts), so they cannot drift; only the short label is added.
 *
 * - label: a short name written to follow a tier's name: "Tier 2, mailboxes".
 * - calculatorLabel: the calculator's own label (TIER_INPUTS label).
 * - kind, as parse.ts checks a value: int, num, pct (typed as 10 for 10 %), messages (50, 100, ..., 500
 *   a day), enabled ("Enabled"/"Disabled"), yesno ("Yes"/"No"), choice (one of `choices`).
 * - default: tier 1 of the example workbook (E2013Calcv7.6-Example.xlsm, Input!C55:C71), as text in the
 *   kind's terms (percent for pct: C56 holds 0 and C65 holds 1, i.e. 100 %).
 * - choices: MESSAGE_PROFILES for messages; the calculator's list varRWRatio (Tables!B249:B253) for
 *   readWriteRatio.
 * Example: TIER_COLUMNS[0] is {key: "mailboxes", label: "mailboxes", kind: "int", default: "5000", ...}.
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

/** The calculator's message profiles as the pane types them: profile/versions.ts's, "50" to "500" a day. */
export const MESSAGE_PROFILES: readonly string[] = PROFILES.map((p) => p.split(" ")[0]);

/** The pane's short label of each tier input, by key (its unit is TIER_INPUTS' own). */
const SHORT: Readonly<Record<string, string>> = {
  mailboxes: "mailboxes",
  growthPercent: "mailbox growth",
  messagesPerDay: "messages per day",
  avgMessageKB: "average message size",
  initialMailboxMB: "initial mailbox size",
  quotaMB: "mailbox quota",
  archiveQuotaMB: "archive quota",
  deletedItemDays: "deleted item retention",
  singleItemRecovery: "single item recovery",
  calendarVersionStorage: "calendar version storage",
  multiplicationFactorUserPercent: "users under the multiplication factors",
  iopsFactor: "IOPS multiplication factor",
  megacyclesFactor: "megacycles multiplication factor",
  desktopSearch: "desktop search engines",
  predictIops: "predict IOPS",
  customIopsPerMailbox: "IOPS per mailbox",
  readWriteRatio: "database read:write ratio",
};

/** The allowed values of a kind that has a list, else undefined. */
export function choicesOf(kind: string): readonly string[] | undefined {
  if (kind === "messages") return MESSAGE_PROFILES;
  if (kind === "yesno") return ["Yes", "No"];
  if (kind === "enabled") return ["Enabled", "Disabled"];
  if (kind === "gb") return LISTS.varDiskSize.filter((s) => s !== "--").map((s) => s.split(" ")[0]);
  if (kind.startsWith("choice:")) return LISTS[kind.slice(7)];
  return undefined;
}

function column(spec: TierInputSpec): TierColumn {
  const short = SHORT[spec.name];
  if (!short) throw new Error(`tier input ${spec.name} has no short label`);
  const kind = (spec.kind.startsWith("choice:") ? "choice" : spec.kind) as TierColumnKind;
  const choices = choicesOf(spec.kind);
  return {
    key: spec.name,
    label: short,
    calculatorLabel: spec.label,
    unit: spec.unit ?? "",
    kind,
    default: String(spec.defaults[0]),
    ...(choices ? { choices } : {}),
  };
}

export const TIER_COLUMNS: readonly TierColumn[] = TIER_INPUTS.map(column);
