import { Step, f } from "../../formula";
import { row } from "../stepRow";
import { is2019 } from "../verdict/rules2019";

/**
 * Memory for Exchange 2019 and SE (issue 30): two steps after the calculator's RAM (memory.ts), which stays
 * the calculator's figure (ramRecommendedGB, Role Requirements!C253) for the goldens.
 *
 * - ramPerServerGB (and ramPerServerGBSecondary): the RAM to buy per server. 2019 and SE: the calculator's
 *   recommendation raised to Microsoft's 128 GB minimum, MAX(ramRecommendedGB, 128) (SYSTEM_REQUIREMENTS
 *   below). 2013 and 2016: the calculator's figure (2016's published minimum, 8 GB, is below every figure
 *   the calculator gives).
 * - pageFileGB (and pageFileGBSecondary): 2019 and SE, 25 % of the RAM per server, the page file
 *   Microsoft's HealthChecker expects from build 15.2 on (microsoft/CSS-Exchange, Diagnostics/HealthChecker/
 *   Analyzer/Invoke-AnalyzerOsInformation.ps1: "25% of the total system memory"); other versions "--"
 *   (their rule, RAM + 10 MB capped at 32 GB, is not ExSize's to size).
 * "--" stays "--" (a design the calculator rejects has no RAM).
 * Units: GB. Example: the calculator's 96 GB on 2019 -> 128 GB ("the calculator's 96 GB, raised to
 * Microsoft's 128 GB minimum for Exchange 2019"), page file 32 GB; 160 GB stays 160 GB, page file 40 GB.
 */
export const RAM_MINIMUM_2019_GB = 128;
export const PAGE_FILE_SHARE_2019 = 0.25;

const SYSTEM_REQUIREMENTS =
  'Exchange Server system requirements (Microsoft Docs, system-requirements.md): Exchange 2019 Mailbox server "128 GB minimum recommended"; SE is sized as 2019 (build 15.2)';
const HEALTH_CHECKER_PAGE_FILE =
  "microsoft/CSS-Exchange HealthChecker, Analyzer/Invoke-AnalyzerOsInformation.ps1: page file 25 % of RAM on Exchange 2019 and later (build 15.2)";

/** The two steps' one condition: Exchange 2019 or SE, and `x` a number (not "--"). */
const on2019With = (x: string) => f`AND(${is2019},${x}<"")`;

export function memory2019Steps(): Step[] {
  return ["", "Secondary"].flatMap((dc) => {
    const calc = `ramRecommendedGB${dc}`;
    const ram = `ramPerServerGB${dc}`;
    const where = dc ? " / Datacenter 2 server" : "";
    return [
      row.sourced(
        `ExSize's step (derived from the rule): ${calc} is the calculator's (E2013Calcv7.6, Role Requirements!${dc ? "D" : "C"}253), kept as it is; 2013 and 2016 keep it unchanged.`
      )`${ram} | RAM per server${where} (2019 and SE: the calculator's, raised to Microsoft's 128 GB minimum) | GB | ${SYSTEM_REQUIREMENTS}
        IF(${on2019With(calc)},MAX(${calc},${RAM_MINIMUM_2019_GB}),${calc})`,
      row.sourced(
        "ExSize's step; -- for 2013 and 2016."
      )`pageFileGB${dc} | Page file per server${where} (2019 and SE: 25 % of RAM) | GB | ${HEALTH_CHECKER_PAGE_FILE}
        IF(${on2019With(ram)},${ram}*${PAGE_FILE_SHARE_2019},"--")`,
    ];
  });
}

/** The reader's sentence for the RAM per server ("the calculator's 96 GB, raised to Microsoft's 128 GB minimum for Exchange 2019"). */
export function ramSentence(version: string, calculatorGB: unknown, perServerGB: unknown): string {
  if (typeof calculatorGB !== "number" || typeof perServerGB !== "number") return "--";
  const v = version === "SE" ? "Exchange SE (sized as 2019)" : `Exchange ${version}`;
  return perServerGB > calculatorGB
    ? `the calculator's ${calculatorGB} GB, raised to Microsoft's ${RAM_MINIMUM_2019_GB} GB minimum for ${v}`
    : `the calculator's ${calculatorGB} GB${version === "2019" || version === "SE" ? `, at or above Microsoft's ${RAM_MINIMUM_2019_GB} GB minimum for ${v}` : ""}`;
}

/**
 * The keys memory2019Steps adds to `exsize size --json`, their values read from the servers area's
 * evaluated cells: numbers, or null for "--" (an error or text is null).
 */
export function memory2019Outputs(cell: (name: string) => unknown): Record<string, number | null> {
  return Object.fromEntries(
    ["ramPerServerGB", "ramPerServerGBSecondary", "pageFileGB", "pageFileGBSecondary"].map((k) => {
      const v = cell(k);
      return [k, typeof v === "number" ? v : null];
    })
  );
}
