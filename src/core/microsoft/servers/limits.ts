import { Value } from "../../formula";
import type { ExchangeVersion } from "../scenario/parse";

/** A design figure over a published limit: sized all the same, and listed in the result's `flags`. */
export interface Flag {
  /** The output or input key checked, e.g. "cpuUtilizationPercent.worstFailure". */
  readonly key: string;
  readonly value: number;
  readonly limit: number;
  /** Names the limit and its source. */
  readonly message: string;
  readonly source: string;
}

interface Limit {
  readonly key: string;
  readonly limit: number;
  /** "more than" the limit breaks it. */
  readonly what: string;
  readonly source: string;
}

const PA2019 =
  "Exchange Server 2019 Preferred Architecture (Microsoft Docs, preferred-architecture-2019.md in MicrosoftDocs/OfficeDocs-Exchange)";
const CPU80_2019 = {
  limit: 80,
  what: "CPU utilization in the worst failure mode over 80 %",
  source: `${PA2019}: "The servers are scaled to use 80% of resources during the worst-failure mode."`,
};
export const CORES_UTILIZED = {
  what: "processor cores utilized over the cores per server",
  source: "E2013Calcv7.6, Role Requirements!C254 conditional format ($C$254>numProcCoresPDC)",
};

/** A primary-datacenter figure's secondary-datacenter twin: "coresPerServer" -> "coresPerServerSecondary". */
export const secondaryKey = (key: string): string => key.replace(/^([A-Za-z0-9]+)/, "$1Secondary");

/** Whether the design has servers in the secondary datacenter (Role Requirements!I88 active, I89 DR). */
export const hasSecondaryServers = (values: (name: string) => unknown): boolean =>
  [values("activeServersDc2"), values("drServersDc2")].some((v) => typeof v === "number" && v > 0);

/**
 * The limits each version is checked against, from their sources:
 * - 2013: the calculator's own warnings (E2013Calcv7.6 conditional formats): worst-failure CPU over
 *   80 % (C255), cores utilized over the cores per server (C254), RAM over 96 GB (H253, "You are
 *   deploying more RAM than is recommended ... http://aka.ms/e2013cpu").
 * - 2016: 24 cores and 192 GB per server (the 2019 Preferred Architecture: "up to 48 physical processor
 *   cores (an increase from 24 cores in Exchange 2016)", "Up to 256 GB of memory (an increase from 192
 *   GB in Exchange 2016)"), 80 % in the worst failure mode, cores utilized. The Oct 2015 post "Ask the
 *   Perf Guy: Sizing Exchange 2016 Deployments" had kept 2013's maximums for 2016 ("The previously
 *   released guidance on maximum recommended cores and maximum memory size for Exchange 2013 also
 *   applies to Exchange 2016", i.e. the calculator's 96 GB); the later Preferred Architecture's 192 GB
 *   is used, as issue 11 asks. A design between 96 and 192 GB on 2016 is not flagged.
 * - 2019 and SE: 48 cores and 256 GB per server, 80 % in the worst failure mode, at most 4 database
 *   copies per disk ("up to four database copies are deployed per-disk"), from the 2019 Preferred
 *   Architecture; SE is sized as 2019 (same code base; Microsoft publishes no SE architecture of its
 *   own as far as found), cores utilized.
 */
export function limitsOf(version: ExchangeVersion): Limit[] {
  // the primary datacenter's key and its secondary-datacenter twin
  const both = (key: string, l: Omit<Limit, "key">): Limit[] => [
    { key, ...l },
    { key: secondaryKey(key), ...l },
  ];
  if (version === "2013")
    return [
      ...both("cpuUtilizationPercent.worstFailure", {
        ...CPU80_2019,
        source: "E2013Calcv7.6, Role Requirements!C255 conditional format (calcCPUUtilPDC>80%)",
      }),
      ...both("ramRecommendedGB", {
        limit: 96,
        what: "recommended RAM over 96 GB per server",
        source:
          'E2013Calcv7.6, Role Requirements!H253 conditional format (ServerRAMConfig>96): "You are deploying more RAM than is recommended. Consider scaling out your deployment. Please see http://aka.ms/e2013cpu"',
      }),
    ];
  if (version === "2016")
    return [
      ...both("cpuUtilizationPercent.worstFailure", CPU80_2019),
      ...both("coresPerServer", {
        limit: 24,
        what: "more than 24 processor cores per server (Exchange 2016)",
        source: `${PA2019}: "up to 48 physical processor cores (an increase from 24 cores in Exchange 2016)"`,
      }),
      ...both("ramRecommendedGB", {
        limit: 192,
        what: "more than 192 GB of RAM per server (Exchange 2016)",
        source: `${PA2019}: "Up to 256 GB of memory (an increase from 192 GB in Exchange 2016)"`,
      }),
    ];
  const se = version === "SE" ? " (Exchange SE is sized as Exchange 2019)" : "";
  return [
    ...both("cpuUtilizationPercent.worstFailure", CPU80_2019),
    ...both("coresPerServer", {
      limit: 48,
      what: `more than 48 processor cores per server${se}`,
      source: `${PA2019}: "2U, dual socket servers with up to 48 physical processor cores"`,
    }),
    ...both("ramRecommendedGB", {
      limit: 256,
      what: `more than 256 GB of RAM per server${se}`,
      source: `${PA2019}: "Up to 256 GB of memory"`,
    }),
    {
      key: "recommendedDatabasesPerVolume",
      limit: 4,
      what: `more than 4 database copies per disk (databases per volume, one volume per JBOD disk)${se}`,
      source: `${PA2019}: "up to four database copies are deployed per-disk"`,
    },
  ];
}

/**
 * The flags of a sized design: every limit of its version it exceeds, and for every version the
 * calculator's own "cores utilized over the cores per server" warning. `values` holds the evaluated
 * steps and the design's inputs by name; a limit whose figure is "--" (not computed) is not checked,
 * nor a secondary-datacenter figure of a design with no servers there.
 * Example: 2019, cpuUtilizationPercent.worstFailure 126.8 -> "CPU utilization in the worst failure
 * mode over 80 % (126.8 %): Exchange Server 2019 Preferred Architecture ...".
 */
export function serverFlags(
  version: ExchangeVersion,
  values: (name: string) => Value | undefined
): Flag[] {
  const flags: Flag[] = [];
  const dc2 = hasSecondaryServers(values);
  const over = ({ key, limit, what, source }: Limit) => {
    if (/^[A-Za-z0-9]+Secondary/.test(key) && !dc2) return;
    const v = values(key);
    if (typeof v === "number" && v > limit)
      flags.push({
        key,
        value: v,
        limit,
        source,
        message: `${key} ${Math.round(v * 100) / 100} is ${what} (limit ${limit}): ${source}`,
      });
  };
  for (const l of limitsOf(version)) over(l);
  for (const dc of ["", "Secondary"]) {
    const cores = values(`coresPerServer${dc}`);
    if (typeof cores === "number")
      over({ key: `processorCoresUtilized${dc}`, limit: cores, ...CORES_UTILIZED });
  }
  return flags;
}
