import { Expr, FormulaError, text, f } from "../../formula";

/**
 * The rules behind the calculator's validation (E2013Calcv7.6, Role Requirements!I155:I163, read by
 * I160 "Calculator Validation Check") and the texts of its error banner (G214), in the banner's order.
 * A design that breaks one is rejected: the calculator shows "--" for every result; ExSize's CLI exits
 * 1 with the message naming the rule.
 */
export interface ValidationRule {
  /** The step key of the check (TRUE = broken). */
  readonly key: string;
  /** The calculator's name of the check (its label cell). */
  readonly rule: string;
  readonly cell: string;
  /** The calculator's banner text, or ExSize's where the banner has none. */
  readonly message: string;
  /** True where the message is ExSize's (the banner has no text for this check); else absent. */
  readonly exsizeMessage?: true;
  /** The inputs to change (scenario keys), in words: the verdict's (verdict/rules.ts). */
  readonly change: string;
}

export const VALIDATION_RULES: readonly ValidationRule[] = [
  {
    key: "dagMemberCheck",
    rule: "Too Many DAG Members Validation Check",
    cell: "Role Requirements!I155",
    message:
      "The design parameters you have chosen have resulted in more mailbox servers being required to support the design than what a DAG can support.  Please adjust your design inputs.",
    change:
      "more DAGs (dagCount) so each DAG needs at most 16 servers, or fewer copies (haCopies, laggedCopies)",
  },
  {
    key: "databaseCopyCountCheck",
    rule: "DB Copy Count Validation Check",
    cell: "Role Requirements!I156",
    message:
      "The design parameters you have chosen have resulted in more database copies being deployed than there are Mailbox servers.  Please adjust your design inputs.",
    change:
      "fewer copies (haCopies, laggedCopies, haCopiesSecondary, laggedCopiesSecondary) or more servers (exchangeServersPerDag)",
  },
  {
    key: "databaseCountCheck",
    rule: "DB Count Validation Check",
    cell: "Role Requirements!I158",
    message:
      "The design parameters you have chosen have resulted in more databases being deployed than is supported per-server.  Please adjust your design inputs.",
    change:
      "more servers (exchangeServersPerDag), fewer copies (haCopies, laggedCopies), or larger databases (maxDbSizeGB)",
  },
  {
    key: "mailboxSizeLimitCheck",
    rule: "Mailbox Size Limit Not Zero Check",
    cell: "Role Requirements!I157",
    message:
      "The design parameters you have chosen prohibits the calculator from acurately calculating the capacity requirements due to the lack of mailbox size limits.  Please adjust your design inputs.",
    change: "a mailbox size limit for every tier with mailboxes (tiers[i].quotaMB)",
  },
  {
    key: "diskCountCheck",
    rule: "Disk Count Validation Check",
    cell: "Role Requirements!I162",
    message:
      "The design parameters you have chosen cannot be satisfied due to an insufficient number of disks able to meet the copy count requirements.",
    change: "more data volumes per server (dataVolumesPerServer) or autoCalculateVolumes true",
  },
  {
    key: "activeActiveCopyCheck",
    rule: "Invalid Active/Active Single DAG",
    cell: "Role Requirements!I163",
    message:
      "For an Active/Active (Single DAG) configuration, you must deploy an equal number of database copies in both datacenters.",
    change:
      "as many copies in the secondary datacenter as in the primary (haCopiesSecondary + laggedCopiesSecondary = haCopies + laggedCopies)",
  },
  {
    key: "maxDatabaseSizeCheck",
    rule: "Calculated Max DB Size Not Zero Check",
    cell: "Role Requirements!I161",
    message:
      "The calculated maximum database size is 0 GB or less (the disk capacity, the volume free space or the custom maximum database size leaves no room for a database).  Please adjust your design inputs.",
    exsizeMessage: true,
    change:
      "bigger disks (diskCapacityGB), less volume free space (volumeFreeSpacePercent), or a larger maxDbSizeGB",
  },
  {
    key: "versionRoleCheck",
    rule: "Exchange 2016 and Later Have No Client Access Role Check",
    cell: "(ExSize's rule; no calculator cell)",
    message:
      'Exchange 2016, 2019 and SE have no separate Client Access role: set multiRole to "Yes" (Ask the Perf Guy: Sizing Exchange 2016 Deployments, Exchange Team blog, 15 Oct 2015).',
    exsizeMessage: true,
    change: 'multiRole "Yes"',
  },
];

/**
 * G214's banner as one expression: "ERROR: " and the first broken rule's text in the banner's order
 * (the last entry, the maximum database size check, has no banner text in the calculator); "" when
 * none is broken.
 */
export function validationBanner(): Expr {
  const inBanner = VALIDATION_RULES.filter((r) => !r.exsizeMessage);
  return inBanner.reduceRight<Expr>(
    (otherwise, r) => f`IF(${r.key},${text("ERROR: " + r.message)},${otherwise})`,
    text("")
  );
}

/**
 * Every broken rule of evaluated values, each message naming its rule and cell. A check whose formula
 * gives an Excel error (e.g. #DIV/0! from a server count the design cannot give) is broken too: the
 * calculator counts it as failed (Role Requirements!I160's ISERROR).
 */
export function brokenRules(values: Readonly<Record<string, unknown>>): string[] {
  const out: string[] = [];
  for (const r of VALIDATION_RULES) {
    const v = values[r.key];
    if (v === true) out.push(`${r.rule} (E2013Calcv7.6, ${r.cell}): ${r.message}`);
    else if (v instanceof FormulaError)
      out.push(
        `${r.rule} (E2013Calcv7.6, ${r.cell}) cannot be evaluated (${v.excelError}: ${v.message}); the calculator rejects such a design (Role Requirements!I160 counts an error as a failed check).  Please adjust your design inputs.`
      );
  }
  return out;
}
