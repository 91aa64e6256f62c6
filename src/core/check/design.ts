import { Value } from "../formula";
import { layoutOf } from "../microsoft/layout";
import { LayoutCopy } from "../microsoft/layout/layout";
import type { ExchangeVersion } from "../microsoft/servers";
import { sizeMicrosoftWithExtras } from "../microsoft/sizeWithExtras";
import { microsoftValues } from "../microsoft/values";
import { TierMegacycles } from "./cpu";

/**
 * What exsize check holds the organization against, from the design as `exsize size` sizes it
 * (sizeMicrosoftWithExtras, the same object `exsize size --json` prints) and the method's values
 * (microsoftValues: the inputs and every step) and copy layout (layoutOf, docs/copy-layout.md).
 */
export interface CheckDesign {
  readonly version: ExchangeVersion;
  readonly sizing: Readonly<Record<string, unknown>>;
  readonly values: Readonly<Record<string, Value | undefined>>;
  readonly layout: readonly LayoutCopy[];
  readonly coresPerServer: number;
  readonly megacyclesPerCore: number | null;
  readonly ramRecommendedGB: number | null;
  readonly hypervisorFactor: number;
  readonly databaseSizeGB: number;
  readonly mailboxesPerDatabase: number;
  readonly serversPerDag: number;
  readonly databasesPerDag: number;
  readonly dagCount: number;
  /** Server failures of the design's worst failure mode (2 when it sizes a double failure, else 1, 0 without HA). */
  readonly worstFailureServers: number;
  readonly tiers: readonly DesignTier[];
  readonly totalDbIopsPerServer: number | null;
}

export interface DesignTier extends TierMegacycles {
  readonly mailboxes: number;
  readonly messagesPerDay: number;
  readonly avgMessageKB: number;
  /** Mailbox space modeling: data a mailbox of the tier adds a month (E2013Calcv7.6 Mailbox Space Modeling). */
  readonly monthlyGeneratedDataMB: number | null;
}

const n = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

export function checkDesignOf(json: unknown): CheckDesign {
  const sizing = sizeMicrosoftWithExtras(json) as unknown as Record<string, unknown>;
  const values = microsoftValues(json);
  return designFrom(sizing, values);
}

function designFrom(
  sizing: Record<string, unknown>,
  values: Readonly<Record<string, Value | undefined>>
): CheckDesign {
  const tiersOut = sizing.tiers as Record<string, unknown>[];
  const modeling = (sizing.mailboxModeling as { tiers?: Record<string, unknown>[] } | undefined)
    ?.tiers;
  // The servers area's casCountsInServerCpu (servers/version.ts: multi-role on Exchange 2013; 2016 and
  // later figures include the Client Access work): that step is not among microsoftValues' database-area
  // values, so its rule is read here from the same two inputs.
  const casCounts = values.multiRole === "Yes" && sizing.exchangeVersion === "2013";
  const total = tiersOut.reduce((a, t) => a + (n(t.mailboxes) ?? 0), 0);
  const tiers = tiersOut
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => (n(t.mailboxes) ?? 0) > 0)
    .map(({ t, i }): DesignTier => ({
      mailboxes: n(t.mailboxes)!,
      share: n(t.mailboxes)! / total,
      messagesPerDay: n(t.messagesPerDay) ?? 0,
      avgMessageKB: n(values[`tier${i + 1}.avgMessageKB`]) ?? 0,
      activePerMailbox: n(t.megacyclesPerMailboxActive) ?? 0,
      passivePerMailbox: n(t.megacyclesPerMailboxPassive) ?? 0,
      casPerMailbox: casCounts ? (n(t.casMegacyclesPerMailbox) ?? 0) : 0,
      monthlyGeneratedDataMB: n(modeling?.[i]?.monthlyGeneratedDataMB),
    }));
  const worst = sizing.activeDatabasesPerServer as Record<string, unknown> | undefined;
  const dagCount = n(sizing.dagCount) ?? 1;
  return {
    version: String(sizing.exchangeVersion) as ExchangeVersion,
    sizing,
    values,
    layout: layoutOf(values),
    coresPerServer: n(values.coresPerServer) ?? 0,
    // Role Requirements!C162 / C131: the available megacycles per server over its cores (C159).
    megacyclesPerCore:
      n(sizing.availableMegacyclesPerServer) !== null && (n(values.coresPerServer) ?? 0) > 0
        ? n(sizing.availableMegacyclesPerServer)! / n(values.coresPerServer)!
        : null,
    ramRecommendedGB: n(sizing.ramRecommendedGB),
    hypervisorFactor: values.virtualization === "Yes" ? 1 + (n(values.hypervisorOverhead) ?? 0) : 1,
    databaseSizeGB: n(sizing.databaseSizeGB) ?? 0,
    mailboxesPerDatabase: n(sizing.mailboxesPerDatabase) ?? 0,
    serversPerDag: n(sizing.serversPerDag) ?? 0,
    databasesPerDag: (n(sizing.databaseCount) ?? 0) / dagCount,
    dagCount,
    worstFailureServers:
      values.highAvailability === "No" ? 0 : worst && n(worst.doubleFailure) !== null ? 2 : 1,
    tiers,
    totalDbIopsPerServer: n(sizing.totalDbIopsPerServer),
  };
}

/**
 * The design's per-mailbox megacycles at a measured profile: the same design with its tiers' messages
 * per day and message sizes replaced by the measured tiers' (the rest of each tier as the design's first
 * tier), sized by the same steps, so a 2019 design reads the 2016 table as `exsize size` does.
 */
export function tiersAtProfile(
  json: Record<string, unknown>,
  measured: readonly { mailboxes: number; messagesPerDay: number; avgMessageKB: number }[]
): DesignTier[] {
  const base = ((json.tiers as Record<string, unknown>[] | undefined) ?? [{}])[0];
  const at = {
    ...json,
    tiers: measured.map((t) => ({
      ...base,
      mailboxes: t.mailboxes,
      messagesPerDay: t.messagesPerDay,
      avgMessageKB: t.avgMessageKB,
    })),
  };
  return checkDesignOf(at).tiers as DesignTier[];
}
