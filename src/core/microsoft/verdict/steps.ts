import { say } from "./say";
import { Expr, Step, add, listHas, or, ref, text, f } from "../../formula";
import { VerdictRule, raisedWhen, verdictRules } from "./rules";
import { DISK_KEYS } from "../storage/diskKeys";
import { row } from "../stepRow";

/**
 * The verdict as formula steps: the core evaluates them after the servers area (size.ts) and the
 * Microsoft workbook writes them as native formulas named ex.ms.<key> (workbookSteps.ts), so the
 * CLI's verdict and the workbook's are one description.
 *
 * - verdict.<rule key>: "" while the design keeps the rule, else one sentence: the rule, its source
 *   cell, the design's figure and the inputs to change (ruleText).
 * - verdict.rejected: a reject is raised that the consultant has not accepted (input.acceptedDespite,
 *   the scenario's `acceptedDespite`: rule keys separated by commas, any case, spaces ignored).
 * - verdict.accepted.<key> (each reject): TRUE when it is raised and the consultant's list names it;
 *   verdict.acceptedDespite: those rejects' keys joined by ", ".
 * - verdict.firstReject, verdict.firstAccepted, verdict.firstWarning: the first sentence of each kind.
 * - verdict.warningCount, verdict.status ("rejected" | "acceptedDespite" | "warnings" | "accepted").
 * - verdict.noServers: the calculator rejects the design (validationError): its server, core, RAM and
 *   disk figures do not exist. verdict.noDisks: noServers, or a storage rule leaves no disks sized.
 * - verdict.headline: the verdict in words, for the top of a Summary.
 * Example (the 3,000-mailbox JBOD design on 6 TB disks): verdict.insufficientDiskCapacity is
 * "Insufficient Disk Capacity (E2013Calcv7.6, Storage Design!C182): one database volume needs 8676 GB,
 * more than one 6000 GB disk holds (5588 GB formatted); ... Change: bigger disks (diskCapacityGB), ...",
 * verdict.noDisks TRUE, verdict.headline "Rejected: Insufficient Disk Capacity ...".
 */
export const ruleStepKey = (r: VerdictRule): string => `verdict.${r.key}`;

/** "<rule> (<cite>): <message> Change: <change>." as an expression. */
function ruleText(r: VerdictRule): Expr {
  return say(
    `${r.rule} (${r.cite ?? r.source}): `,
    r.message,
    r.sayChange === false ? "" : ` Change: ${r.change}.`
  );
}

/** The rule of that key is raised (its step's sentence is not ""); the helpers below take rule keys. */
const raised = (key: string) => f`verdict.${key}<>""`;
/** The step of a reject the consultant accepted: verdict.accepted.<rule key>. */
const acceptedKey = (key: string) => `verdict.accepted.${key}`;
/** A raised reject that stands: not in the consultant's acceptedDespite list. */
const stands = (key: string) => f`AND(${raised(key)},NOT(${acceptedKey(key)}))`;
const overridden = (key: string): Expr => ref(acceptedKey(key));

/**
 * The sentence of the first rule of `keys` that `holds` picks, "" when none does: the first raised
 * warning, the first standing reject (not accepted by the consultant), the first reject the consultant
 * accepted.
 */
const first = (holds: (key: string) => Expr | string, keys: readonly string[]): Expr =>
  keys.reduceRight<Expr>((otherwise, k) => f`IF(${holds(k)},verdict.${k},${otherwise})`, text(""));

/** Output keys whose figures do not exist when verdict.noServers is TRUE (the calculator shows 0 there). */
export const SERVER_KEYS = [
  "mailboxServersPerDag",
  "serversPerDag",
  "serversEnvironment",
  "databaseSizeGB",
  "databaseSizeNoOverheadGB",
  "logCapacityPerDatabaseGB",
  "databaseVolumeSizeGB",
  "logVolumeSizeGB",
  "restoreVolumeSizeGB",
  "databaseVolumeSpacePerServerGB",
  "databaseSpacePerServerGB",
  "logSpacePerServerGB",
  ...DISK_KEYS,
] as const;

/** The source of the verdict's own steps (the rule steps cite their rule's). */
const VERDICT = "ExSize verdict (docs/summary.md, The verdict)";

export function verdictSteps(): readonly Step[] {
  if (cached) return cached;
  const rules = verdictRules();
  const rejects = rules.filter((r) => r.kind === "reject").map((r) => r.key);
  const warnings = rules.filter((r) => r.kind === "warning").map((r) => r.key);
  const storageRejects = rules
    .filter((r) => r.kind === "reject" && r.source.includes("Storage Design!"))
    .map((r) => r.key);
  return (cached = [
    ...rules.map(
      (r) =>
        row.sourced(
          'ExSize\'s verdict: "" while the design keeps this rule.'
        )`${ruleStepKey(r)} | ${r.kind === "reject" ? "Reject" : "Warning"}: ${r.rule} | text | ${r.source}
          IF(${raisedWhen(r)},${ruleText(r)},"")`
    ),
    ...rejects.map(
      (k) =>
        row.sourced()`${acceptedKey(k)} | Accepted by the consultant: ${k} | TRUE/FALSE | The scenario's acceptedDespite (docs/summary.md, The verdict)
          AND(${raised(k)},${listHas("input.acceptedDespite", k)})`
    ),
    row.sourced()`verdict.firstReject | The first reject that stands | text | ${VERDICT}
      ${first(stands, rejects)}`,
    row.sourced()`verdict.firstAccepted | The first reject the consultant accepted | text | ${VERDICT}
      ${first(overridden, rejects)}`,
    row.sourced()`verdict.firstWarning | The first warning | text | ${VERDICT}
      ${first(raised, warnings)}`,
    row.sourced()`verdict.rejected | The design is rejected | TRUE/FALSE | ${VERDICT}
      ${or(...rejects.map(stands))}`,
    row.sourced()`verdict.acceptedDespite | Rejects the consultant accepted (scenario key acceptedDespite) | text | ${VERDICT}
      MID(${say(...rejects.map((k) => f`IF(${overridden(k)},${text(`, ${k}`)},"")`))},3,4000)`,
    row.sourced()`verdict.warningCount | Warnings | warnings | ${VERDICT}
      ${add(0, ...warnings.map((k) => f`IF(${raised(k)},1,0)`))}`,
    row`verdict.noServers | The server, core, RAM and disk figures do not exist | TRUE/FALSE | Role Requirements!I160 (the calculator shows -- or 0 for a design it rejects)
      IFERROR(validationError,TRUE)`,
    row.sourced()`verdict.noDisks | The disk figures do not exist | TRUE/FALSE | ${VERDICT}
      ${or("verdict.noServers", ...storageRejects.map(raised))}`,
    row.sourced()`verdict.status | Verdict | text | ${VERDICT}
      IF(
        verdict.rejected,
        "rejected",
        IF(
          verdict.acceptedDespite<>"",
          "acceptedDespite",
          IF(verdict.warningCount>0,"warnings","accepted"))
      )`,
    row.sourced()`verdict.headline | Verdict, in words | text | ${VERDICT}
      IF(
        verdict.rejected,
        ${say("Rejected: ", ref("verdict.firstReject"))},
        IF(
          verdict.acceptedDespite<>"",
          ${say(
            "Accepted by the consultant despite: ",
            ref("verdict.acceptedDespite"),
            f`IF(verdict.warningCount>0,${say(" (and ", ref("verdict.warningCount"), " warnings)")},"")`,
            ". The first: ",
            ref("verdict.firstAccepted")
          )},
          IF(
            verdict.warningCount>0,
            ${say(
              "Accepted with ",
              ref("verdict.warningCount"),
              f`IF(verdict.warningCount=1," warning: "," warnings, the first: ")`,
              ref("verdict.firstWarning")
            )},
            "Accepted: the design keeps every check of the calculator and the limits of its Exchange version."
          )
        )
      )`,
  ]);
}
let cached: readonly Step[] | undefined;
