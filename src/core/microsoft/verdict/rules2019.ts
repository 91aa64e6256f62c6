import { say } from "./say";
import { Expr, and, ref, f } from "../../formula";
import type { VerdictRule } from "./rules";
import { isNumber } from "../storage/helpers";

/**
 * Exchange 2019 and SE verdict rules (issue 30), kept apart from rules.ts and added to verdictRules() there.
 *
 * HealthChecker (microsoft/CSS-Exchange, Diagnostics/HealthChecker/Analyzer/
 * Invoke-AnalyzerHardwareInformation.ps1), Microsoft's own health tool, for builds 15.2 and later (2019 and
 * SE): more than 48 logical cores is an error (hyperthreading doubles the logical cores, and Microsoft
 * recommends it off on physical servers); more than 2 processor sockets is an error. Its memory limits
 * (under 128 GB or over 256 GB warns) are the RAM steps' and rules.ts's: the RAM per server is raised to
 * 128 GB (servers/memory2019.ts), and rules.ts flags more than 256 GB from the Preferred Architecture.
 * Kind "reject", as the verdict's table rejects more cores than a version supports (issue 28): HealthChecker
 * reports an error on such a built server, so the design cannot be deployed as supported; a consultant who
 * accepts it lists the key in `acceptedDespite`.
 * Example: 2019, coresPerServer 32 with hyperthreading -> 64 logical cores: "64 logical cores per server
 * (32 cores, hyperthreading on), over the 48 HealthChecker allows on Exchange 2019 and SE".
 */
const HEALTH_CHECKER =
  "microsoft/CSS-Exchange HealthChecker, Diagnostics/HealthChecker/Analyzer/Invoke-AnalyzerHardwareInformation.ps1 (builds 15.2 and later: Exchange 2019 and SE)";
const CITE = "Microsoft HealthChecker (CSS-Exchange), Exchange 2019/SE";
const LOGICAL_CORES_MAX = 48;
const SOCKETS_MAX = 2;

/** The design is sized for Exchange 2019 or SE (SE is sized as 2019). */
export const is2019 = f`OR(exchangeVersion="2019",exchangeVersion="SE")`;
const threads = f`IF(input.hyperthreading="Yes",2,1)`;
/**
 * The design has servers in the secondary datacenter (Role Requirements!I88 active, I89 DR): the test
 * of every rule on the secondary servers. Not haCopiesSecondary alone: a Single Datacenter design keeps
 * the input's 1 (the example's) and has no server there.
 */
export const dc2 = f`OR(
  AND(${isNumber("activeServersDc2")},activeServersDc2>0),
  AND(${isNumber("drServersDc2")},drServersDc2>0))`;

export function rules2019(): VerdictRule[] {
  const logical = (cores: string, where: string, extra: Expr[]): VerdictRule => ({
    key: `healthChecker.logicalCores${where ? "Secondary" : ""}`,
    kind: "reject",
    figure: `${cores} x (2 with input.hyperthreading, else 1)`,
    threshold: `> ${LOGICAL_CORES_MAX} (Exchange 2019, SE)`,
    rule: `More than ${LOGICAL_CORES_MAX} logical cores per server${where} (HealthChecker, Exchange 2019 and SE)`,
    source: `${HEALTH_CHECKER}: more than ${LOGICAL_CORES_MAX} logical cores is an error; hyperthreading counts, and should be off on physical servers`,
    cite: CITE,
    when: and(is2019, ...extra, isNumber(cores), f`${cores}*${threads}>${LOGICAL_CORES_MAX}`),
    message: say(
      "",
      f`ROUND(${cores}*${threads},0)`,
      " logical cores per server",
      where,
      " (",
      ref(cores),
      ' cores, hyperthreading "',
      ref("input.hyperthreading"),
      `"), over the ${LOGICAL_CORES_MAX} HealthChecker allows on Exchange 2019 and SE.`
    ),
    change: `fewer cores per server (${cores}, processor), hyperthreading false, or more servers (exchangeServersPerDag)`,
  });
  return [
    logical("coresPerServer", "", []),
    logical("coresPerServerSecondary", " (secondary datacenter)", [dc2]),
    {
      key: "healthChecker.sockets",
      kind: "reject",
      figure: "input.sockets",
      threshold: `> ${SOCKETS_MAX} (Exchange 2019, SE)`,
      rule: `More than ${SOCKETS_MAX} processor sockets per server (HealthChecker, Exchange 2019 and SE)`,
      source: `${HEALTH_CHECKER}: more than ${SOCKETS_MAX} processor sockets is an error`,
      cite: CITE,
      when: f`AND(${is2019},${isNumber("input.sockets")},input.sockets>${SOCKETS_MAX})`,
      message: say(
        "",
        ref("input.sockets"),
        ` sockets per server, over the ${SOCKETS_MAX} HealthChecker allows on Exchange 2019 and SE.`
      ),
      change: "a 1- or 2-socket server (sockets, processor)",
    },
  ];
}
