import { Env, Expr, FormulaError, Step, Value, f } from "../../formula";
import { evaluateCells } from "../servers/evaluate";
import { row } from "../stepRow";
import { isNumber } from "../storage/helpers";
import { is2019 } from "../verdict/rules2019";
import { MCDB_HDD_PER_SSD, MCDB_PERCENT_DEFAULT, MCDB_SSD_USE, SSD_SIZES_GB } from "./metaCache";

/**
 * The MetaCache Database's steps (issue 30), written once: the core evaluates them (size.ts,
 * metaCacheFromCells) and the workbook prints them on its MetaCache sheet (ex.ms.metaCache.*), the rule of
 * metaCache.ts as formulas. Every step is "--" where the design has no MCDB (Exchange 2013 and 2016, a
 * design the calculator rejects, no disks or copies per server).
 * Reads: exchangeVersion, validationError, disksPerServer(Secondary) (Storage Design!C182/C186),
 * databaseCopiesPerServer (Role Requirements!C248), input.diskCapacityDc1DatabaseLog (Input!C76), and the
 * two MCDB inputs input.mcdbCapacityPercent (default 10) and input.mcdbSsdCapacityGB ("--": not given).
 * Example: 12 HDDs of 20000 GB per server, 48 copies per server, 10 %: 4 SSDs, 24000 GB needed, 6315.8 GB
 * per SSD before the 95 % -> 7680 GB SSDs, 29184 GB of MCDB per server, 12 copies per SSD,
 * 608000000000 bytes per copy, 16 slots.
 */
export const MCDB_INPUT_PERCENT = "input.mcdbCapacityPercent";
export const MCDB_INPUT_SSD_GB = "input.mcdbSsdCapacityGB";

const PA =
  "Exchange Server 2019 Preferred Architecture (Microsoft Docs, preferred-architecture-2019.md)";
const SETUP = '"MetaCacheDatabase (MCDB) setup" (Microsoft Docs, metacachedatabase-setup.md)';
const DERIVED = "ExSize's rule (derived: Manage-MetaCacheDatabase.ps1's formula is not public)";

const positive = (x: string): Expr => f`AND(${isNumber(x)},${x}>0)`;

/** The guard every step but metaCache.applies shares: the step's formula, "--" where there is no MCDB. */
const whenApplies = (step: Step): Step => ({
  ...step,
  formula: f`IF(metaCache.applies,${step.formula},"--")`,
});

/** The smallest SSD sold whose size holds `perSsd` (GB), else the largest: nested IFs over SSD_SIZES_GB. */
function smallestSsd(perSsd: string): Expr {
  const last = SSD_SIZES_GB[SSD_SIZES_GB.length - 1];
  return SSD_SIZES_GB.slice(0, -1).reduceRight<Expr>(
    (rest, size) => f`IF(${perSsd}<=${size},${size},${rest})`,
    { op: "num", value: last }
  );
}

let cached: readonly Step[] | undefined;
/** The steps, built once. */
export function metaCacheStepList(): readonly Step[] {
  if (cached) return cached;
  const sizesSold = SSD_SIZES_GB.join(", ");
  // every step after metaCache.applies is written without its guard, which whenApplies adds
  const guarded = [
    row`metaCache.hddsPerServer | HDDs per server (the datacenter with more) | disks | Storage Design!C182 and C186 (disks per server)
      MAX(disksPerServer,IF(${positive("disksPerServerSecondary")},disksPerServerSecondary,0))`,
    row`metaCache.hddCapacityGB | HDD capacity, each (Datacenter 1's database disk) | GB | Input!C76 (its VALUE(SUBSTITUTE(cell," GB","")) rule)
      NUMBERIN(input.diskCapacityDc1DatabaseLog," GB")`,
    row.sourced()`metaCache.ssdsPerServer | SSDs per server (3 HDD : 1 SSD) | disks | ${PA}: "3 HDD : 1 SSD"
      MAX(1,WHOLECOUNT(metaCache.hddsPerServer/${MCDB_HDD_PER_SSD}))`,
    row.sourced(
      `Default ${MCDB_PERCENT_DEFAULT}, the figure that does not undersize (docs/disagreements.md)`
    )`metaCache.percentOfHdd | MCDB share of the HDD capacity | % | ${PA}: 5-10 %; ${SETUP}: 5-6 %
      ${MCDB_INPUT_PERCENT}`,
    row.sourced()`metaCache.mcdbNeededGBPerServer | MCDB needed per server (HDDs x HDD capacity x share) | GB | ${PA}
      metaCache.hddsPerServer*metaCache.hddCapacityGB*metaCache.percentOfHdd/100`,
    row.sourced()`metaCache.mcdbNeededGBPerSsd | MCDB needed per SSD, before the 95 % use | GB | ${SETUP}: MCDB uses at most 95 % of each SSD
      metaCache.mcdbNeededGBPerServer/metaCache.ssdsPerServer/${MCDB_SSD_USE}`,
    row.sourced()`metaCache.ssdCapacityGiven | SSD capacity given (mcdbSsdCapacityGB) | TRUE/FALSE | the scenario
      ${isNumber(MCDB_INPUT_SSD_GB)}`,
    row.sourced()`metaCache.ssdCapacityGB | SSD capacity, each (given, else the smallest sold that holds its share) | GB | ${DERIVED}; sizes sold ${sizesSold} GB; ${SETUP}: identical SSDs in every server
      IF(
        ${isNumber(MCDB_INPUT_SSD_GB)},
        ${MCDB_INPUT_SSD_GB},
        ${smallestSsd("metaCache.mcdbNeededGBPerSsd")})`,
    row.sourced()`metaCache.mcdbCapacityGBPerServer | MCDB capacity per server (SSDs x SSD capacity x 95 %) | GB | ${SETUP}: 95 % of each SSD
      metaCache.ssdsPerServer*metaCache.ssdCapacityGB*${MCDB_SSD_USE}`,
    row.sourced()`metaCache.ssdLargeEnough | The SSDs hold the MCDB the share asks | TRUE/FALSE | ${DERIVED}
      metaCache.mcdbCapacityGBPerServer>=metaCache.mcdbNeededGBPerServer`,
    row.sourced()`metaCache.copiesPerSsd | Database copies per SSD | copies | ${DERIVED}; E2013Calcv7.6, Role Requirements!C248 (copies per server)
      MAX(1,WHOLECOUNT(databaseCopiesPerServer/metaCache.ssdsPerServer))`,
    row.sourced()`metaCache.metaCacheDatabaseMaxCapacityInBytes | Cache per database copy (MetaCacheDatabaseMaxCapacityInBytes) | bytes | ${DERIVED}: each SSD's 95 % shared evenly by its copies
      ROUNDDOWN(metaCache.ssdCapacityGB*1000000000*${MCDB_SSD_USE}/metaCache.copiesPerSsd,0)`,
    row.sourced()`metaCache.slotsPerServer | Disk slots per server (HDDs + SSDs) | disks | ${PA}
      metaCache.hddsPerServer+metaCache.ssdsPerServer`,
    row.sourced()`metaCache.metaCacheDatabaseVolumesPerServer | MetaCacheDatabaseVolumesPerServer (the DAG's setting: the SSDs per server) | disks | ${SETUP}
      metaCache.ssdsPerServer`,
  ];
  return (cached = [
    row.sourced()`metaCache.applies | The design has a MetaCache Database (Exchange 2019 or SE, accepted, with disks and copies per server) | TRUE/FALSE | ${PA}: the MCDB is Exchange 2019's (SE is sized as 2019, build 15.2)
      AND(
        ${is2019},validationError=FALSE,${positive("disksPerServer")},
        ${positive("databaseCopiesPerServer")},input.diskCapacityDc1DatabaseLog<>"--")`,
    ...guarded.map(whenApplies),
  ]);
}

/** The MCDB inputs as cells: the percent (default 10) and the SSD size ("--": not given). */
export function metaCacheInputs(json: unknown): Readonly<Record<string, Value>> {
  const given = (json ?? {}) as Record<string, unknown>;
  const numberOr = (v: unknown, otherwise: Value) => (typeof v === "number" ? v : otherwise);
  return {
    [MCDB_INPUT_PERCENT]: numberOr(given.mcdbCapacityPercent, MCDB_PERCENT_DEFAULT),
    [MCDB_INPUT_SSD_GB]: numberOr(given.mcdbSsdCapacityGB, "--"),
  };
}

/** Every MetaCache step's value over `read` (the servers area's names first, as the workbook's names resolve). */
export function evaluateMetaCache(read: Env): Map<string, Value | FormulaError> {
  return evaluateCells(metaCacheStepList(), read) as Map<string, Value | FormulaError>;
}
