import { Expr, Step, renameRefs } from "../../formula";
import { row } from "../stepRow";

/** The step that counts the copies whose content index crosses the WAN (this file's rule). */
export const CI_STREAMS = "replication.contentIndexStreamsBetweenDatacentersPerDag";
const LOG_STREAMS = "replication.logStreamsBetweenDatacentersPerDag";

/**
 * Where the content index of a database copy comes from, by Exchange version (`contentIndexReplication`,
 * extras/inputs.ts), and so how many copies' content-index updates cross the WAN per DAG.
 *
 * Exchange 2013 (the calculator's model, E2013Calcv7.6): every copy in the other datacenter receives its
 * content-index updates from the active copy, as much as its uncompressed logs (Replication
 * Requirements!E13 = the log term E12 without compression); E15 and W139 multiply that term by every
 * log stream between the datacenters (Role Requirements!I173 = I168 + I170 + I171 + I172).
 *
 * Exchange 2016 and later ("Read from Passive", Exchange 2016 CU3): passive copies index their own local
 * copy. The sources, and how far each reaches:
 * - Microsoft's own page, "Exchange Server architecture" (Microsoft Learn; MicrosoftDocs/OfficeDocs-Exchange,
 *   Exchange/ExchangeServer/architecture/architecture.md, commit 52e8b70, 2021-07-14): "The local search
 *   instance is now able to read data from the local mailbox database copy. As a result, passive search
 *   instances no longer need to coordinate with their active counterparts to perform index updates, and
 *   bandwidth requirements between the active copy and a passive copy have been reduced by 40% compared to
 *   previous versions of Exchange." It names no CU and says nothing of lagged copies.
 * - Secondhand only (a quotation, unattributed, on support.mkstechnology.com, article 8000095478; it reads
 *   like Microsoft's Exchange 2016 CU3 release text, whose original was not found): "In Exchange Server
 *   2016 Cumulative Update 3, network bandwidth requirements between the active copy and passive HA copies
 *   are reduced. The Exchange Server Role Requirements Calculator has been updated to reflect these
 *   improvements ... Lagged database copies still coordinate with their active counterparts to perform
 *   index updates." An MVP's summary of the calculator 8.3 (eightwone.com) says the same of the calculator:
 *   "Added Read from Passive support for Exchange 2016 deployments which results in decreased bandwidth
 *   utilization for HA copies".
 * So "laggedCopiesOnly" counts only the lagged copies' streams (I171 + I172) for the content-index term.
 * DERIVED, and not the default: the 2016+ calculators' formulas are not at hand (no golden test), the
 * lagged-copy rule is secondhand, and dropping the whole term saves an HA copy 50 % of its uncompressed
 * need (more with compression), more than the 40 % Microsoft's page states: the sources disagree on the
 * size of the saving, so the default is "everyCopy", the larger (safe) need, for every version.
 *
 * Example: Active/Active (Single DAG), 20 active databases a datacenter, 1 HA and 1 lagged copy in the
 * other: 40 log streams, of which 40 carry the content index under "everyCopy" and 20 (the lagged)
 * under "laggedCopiesOnly".
 */
export function contentIndexStreamsStep(): Step {
  return row.noted(
    "ExSize's step: the calculator has no such cell (its 2013 model uses I173)."
  )`${CI_STREAMS} | Number of Copies Replicating Their Content Index Between Datacenters / DAG | copies | derived: everyCopy (default) = Role Requirements!I173 (E2013Calcv7.6); laggedCopiesOnly = I171 + I172 (Exchange 2016 CU3 and later, Read from Passive; readFromPassive.ts)
    IF(
      input.contentIndexReplication="everyCopy",
      ${LOG_STREAMS},
      replication.targetLaggedDbsDc2PerDag+replication.targetLaggedDbsDc1PerDag)`;
}

/** `e` reading CI_STREAMS where it read LOG_STREAMS. */
const toCiStreams = (e: Expr) => renameRefs(e, (n) => (n === LOG_STREAMS ? CI_STREAMS : n));

/**
 * The calculator's steps with the content-index term multiplied by CI_STREAMS instead of every log
 * stream: Replication Requirements!E15 (peak per DAG) and the content-index half of W139 (RPO per DAG).
 * F138/F139 and W140 add or scale these, so they follow. Under "everyCopy" CI_STREAMS is I173 and every
 * value is the calculator's (the golden tests hold it); the printed formulas read CI_STREAMS.
 */
export function withContentIndexStreams(steps: readonly Step[]): Step[] {
  return steps.map((s) => {
    if (s.key === "replication.peakContentIndexMbpsPerDag")
      return {
        ...s,
        formula: toCiStreams(s.formula),
        label: `${s.label.replace("[x log streams]", "")}[x copies replicating their content index]`,
      };
    if (s.key === "replication.rpoReplicationMbpsPerDag") {
      // IF(cond, log term + CI term, "--"): the CI term (the second addend) reads CI_STREAMS.
      const g = s.formula;
      if (g.op !== "if" || g.then.op !== "add")
        throw new Error(`${s.key}: not the calculator's IF(..., log + CI, "--") any more`);
      const then: Expr = { op: "add", a: g.then.a, b: toCiStreams(g.then.b) };
      return { ...s, formula: { ...g, then } };
    }
    return s;
  });
}
