import { Step, lookup, f } from "../../formula";
import { MEGACYCLES_2016_ACTIVE, MEGACYCLES_2016_PASSIVE } from "../profile/versions";
import { row } from "../stepRow";

/**
 * Exchange 2016's processor figures ("Ask the Perf Guy: Sizing Exchange 2016 Deployments", Exchange Team
 * blog, 15 Oct 2015): megacycles per mailbox by messages sent and received per day, for a multi-role
 * server (Exchange 2016 has no separate Client Access role), active or standalone and passive copy.
 * "The same SPECint_rate2006 baseline value described in the Exchange 2013 guidance should continue to
 * be used (33.75 per-core)"; IOPS and memory stay 2013's. Exchange 2019 and SE use them too: no public
 * 2019 table exists (the references' README), so a 2019/SE design reuses 2016's and says so. The table's
 * figures are the profile area's (profile/versions.ts), read here by messages a day (50 to 500).
 */
const MESSAGES_PER_DAY = [50, 100, 150, 200, 250, 300, 350, 400, 450, 500];

const SOURCE_2016 =
  "Ask the Perf Guy: Sizing Exchange 2016 Deployments (Exchange Team blog, 15 Oct 2015), processor requirements table";

/**
 * The per-mailbox megacycles the server rows (Role Requirements rows 199-205) use, by version:
 * - 2013: the calculator's (tier profile, Role Requirements!C14/C15), the CAS megacycles (C16) added
 *   on a multi-role server;
 * - 2016, 2019, SE: the 2016 table's multi-role figure x the tier's megacycles multiplication factor
 *   (Role Requirements!C13, as the calculator applies it to 2013's), CAS already included, so the CAS
 *   rows count in neither the CPU nor the megacycles (they still size the CAS memory: memory is 2013's).
 * Example: 2016, 200 messages, factor 1: 11.94 active, 2.80 passive (2013: 8.5 + 3.1875 CAS, 2.74).
 */
export function versionSteps(tiers: number): Step[] {
  const is2013 = f`exchangeVersion="2013"`;
  const steps: Step[] = [
    row.noted(
      `2016 and later: the 2016 table's figures include the Client Access work (${SOURCE_2016}).`
    )`casCountsInServerCpu | CAS megacycles count in the server's CPU (multi-role, Exchange 2013) | TRUE/FALSE | Role Requirements!C208 (IF(MultiRoleEnabled="Yes",...))
      AND(multiRole="Yes",${is2013})`,
  ];
  for (let i = 1; i <= tiers; i++) {
    const t = (n: string) => `tier${i}.${n}`;
    for (const [kind, table, calc] of [
      ["Active", MEGACYCLES_2016_ACTIVE, "C14"],
      ["Passive", MEGACYCLES_2016_PASSIVE, "C15"],
    ] as const) {
      steps.push(
        row.noted(
          "2016, 2019 and SE: the 2016 table (2019 and SE have no public table of their own and reuse 2016's)."
        )`${t(`serverMegacyclesPerMailbox${kind}`)} | Tier-${i} ${kind.toLowerCase()} megacycles / mailbox on the server (by Exchange version) | megacycles | Role Requirements!${calc} (tier ${i}); ${SOURCE_2016}
          IF(
            ${is2013},
            ${t(`megacyclesPerMailbox${kind}`)},
            IF(
              ${t("mailboxes")}<>0,
              ${lookup(t("messagesPerDay"), [...MESSAGES_PER_DAY], [...table])}
              *${t("calculatedMegacyclesMultiplicationFactor")},
              0)
          )`
      );
    }
  }
  return steps;
}
