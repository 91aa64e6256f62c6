/**
 * Where ExSize's Microsoft method departs from Microsoft's Exchange 2013 Server Role Requirements
 * Calculator v7.6 (E2013Calcv7.6-Example.xlsm, run by mscalc.py), one entry each, with why. The
 * workbook's notes and `exsize size --help` list them where users read them.
 */
export interface Departure {
  readonly id: string;
  /** The area of src/core/microsoft/ that departs. */
  readonly area: "scenario" | "profile" | "databases" | "servers" | "storage" | "layout";
  /** The calculator cells concerned. */
  readonly cells: string;
  /** The output keys whose value differs from the calculator's (empty when none does). */
  readonly keys: readonly string[];
  readonly calculator: string;
  readonly exsize: string;
  readonly why: string;
}

export const DEPARTURES: readonly Departure[] = [
  {
    id: "servers-standalone-worst-failure",
    area: "servers",
    cells:
      "Role Requirements!G195, G199, G201, C256, G208, C168, C170, C254, C140, C138..C143, C104, C253",
    keys: [
      "cpuMegacycleRequirementPerServer",
      "megacyclesRequiredPerServer.worstFailure",
      "cpuUtilizationPercent.worstFailure",
      "processorCoresUtilized",
      "ramRecommendedGB",
      "databaseCacheAvailablePerMailboxMB",
    ],
    calculator:
      'With High Availability off the worst-failure active databases (G195) are the text "--", and G199 multiplies them: the worst-failure megacycles and C256 are #VALUE! always, and with a SPECint value above 0 so are the worst-failure CPU, the cores utilized and, multi-role, the CAS memory and so the recommended RAM and the database cache per mailbox (mscalc.py case small-500-single-server-specint).',
    exsize:
      'A standalone server\'s worst-failure load is its normal-runtime load (all its databases active, no copies): the megacycles, CPU, cores and RAM are computed from the normal-runtime active databases (step worstFailureActiveDatabasesForLoad). activeDatabasesPerServer.worstFailure stays null, as the calculator shows "--".',
    why: "No server fails over into a standalone server, so its normal runtime is its worst case; an error is no answer, and refusing the design would refuse a design the calculator accepts.",
  },
  {
    id: "servers-dedicated-cas-rows",
    area: "servers",
    cells: "Role Requirements!C201:G201, C204:G204",
    keys: [],
    calculator:
      'With dedicated CAS servers (multi-role No) and no CAS server count ("--", e.g. SPECint 0), the CAS megacycle rows divide by "--": #VALUE! in cells no output reads.',
    exsize: 'Those rows show "--".',
    why: "ExSize evaluates every step; an error in a cell nothing reads would otherwise stop the sizing.",
  },
  {
    id: "servers-validation-iserror",
    area: "servers",
    cells: "Role Requirements!I160",
    keys: [],
    calculator:
      'A check whose formula gives an error counts as failed (ISERROR), and every result shows "--".',
    exsize: "A formula error is reported as an error naming its step.",
    why: "A message naming the failing figure helps more than a blank design; no valid design reaches it.",
  },
  {
    id: "servers-mailbox-size-check-growth",
    area: "servers",
    cells: "Role Requirements!I157",
    keys: [],
    calculator: "The Mailbox Size Limit check reads the input mailbox count (Input!C55).",
    exsize: "It reads the tier's mailboxes after growth (Role Requirements!C10).",
    why: "They differ only at -100 % growth (no mailboxes left), where ExSize does not reject a tier with no mailboxes.",
  },
  {
    id: "servers-max-db-size-message",
    area: "servers",
    cells: "Role Requirements!I161, G214",
    keys: ["validationMessage"],
    calculator:
      'The "Calculated Max DB Size Not Zero Check" rejects the design but the banner has no text for it ("ERROR: FALSE").',
    exsize:
      "The CLI names the rule with ExSize's own message; validationMessage stays the calculator's banner text, \"\" for none.",
    why: "A rejected design must say which rule it breaks.",
  },
  {
    id: "servers-banner-no-error",
    area: "servers",
    cells: "Role Requirements!G214",
    keys: ["validationMessage"],
    calculator:
      'With no check failed the hidden banner cell holds "ERROR: FALSE" (Excel) or "ERROR: 0" (LibreOffice).',
    exsize: 'validationMessage is "" (null in --json), as mscalc.py reports it.',
    why: "The cell is a label, hidden when no check fails.",
  },
  {
    id: "servers-version-limits",
    area: "servers",
    cells: "Role Requirements!C254, C255, H253 (conditional formats)",
    keys: [],
    calculator:
      "Exchange 2013 only: the calculator colours the worst-failure CPU over 80 %, cores utilized over the cores per server and RAM over 96 GB.",
    exsize:
      "The same three are listed in `flags` for 2013; for 2016 the 24-core and 192 GB limits, for 2019 and SE the Preferred Architecture's 48 cores, 256 GB, 80 % in the worst failure mode and 4 database copies per disk. A design over a limit is sized and flagged, not rejected.",
    why: "Issue 11: a design over a limit is flagged, not silently accepted; the calculator has no 2016/2019 limits.",
  },
];
