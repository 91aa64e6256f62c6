import { Step, max, sum, f } from "../../formula";
import { row } from "../stepRow";
import { RECOMMENDATION_ROWS, tcpWindowSize, to24 } from "./lookups";

const HOURS = Array.from({ length: 24 }, (_, i) => i + 1);
const RPO_COLUMNS = "E F G H I J K L M N O P Q R S T U V W X Y Z AA AB".split(" ");
/** The months of the retention curves: Mailbox Modeling Data!C12:T12 (constants). */
export const CHART_MONTHS = [0, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60];
const MONTH_COLUMNS = "C D E F G H I J K L M N O P Q R S T".split(" ");

/**
 * Hours averaged by the RPO column of n hours (Replication Requirements!E43:AB66, AVERAGE($D(h-w+1):$D(h))).
 * The calculator's quirk, kept: the RPO 4 column (H) averages 5 hours, as RPO 5 (I) does (H43 is
 * AVERAGE($D39:$D43)); every other column averages n hours.
 */
export const rpoWindowHours = (rpo: number): number => (rpo === 4 ? 5 : rpo);

/** The hours a window of w hours ending at hour h reads, in the calculator's row order (rows 19:42 repeat 43:66). */
export function windowHours(hour: number, width: number): number[] {
  return Array.from({ length: width }, (_, i) => ((hour - width + i + 24) % 24) + 1);
}

/**
 * The Replication Requirements sheet's regular grids, one step per cell:
 * - D43:D66 logs per hour per database: LogH(h) x (CalcNumDBUserTLogs + NumDBMoveMbxTLogs);
 * - E43:AB66 Mb/s per database copy at hour h for an RPO of n hours: AVERAGE of the window's logs x 8 / 3600
 *   (logs are 1 MB: MB/h x 8 / 3600 = Mb/s), the window wrapping to the previous day (rows 19:42 = 43:66);
 * - E71:AB71 (tblSCRBndwdth) the required Mb/s per copy for each RPO: MAX over the day;
 * - B74:E129 (tblRecNetworkLink) each link's capacity at the latency: E = H x latency / 1000 (bits in flight),
 *   D = VLOOKUP(E, tblTCPWindowSize, 2, TRUE), B = MIN(IF(D = "Default Value", H, D / (latency / 1000) x 8), H)
 *   / 1,000,000 Mb/s.
 * Example: 1000 logs a day per database with 9 % in hour 9 gives 90 logs in hour 9, 0.2 Mb/s at RPO 1.
 */
export function replicationGridSteps(): Step[] {
  const out: Step[] = [];
  const logs = (h: number) => `replication.logsPerHourPerDb.hour${h}`;
  for (const h of HOURS)
    out.push(
      row`${logs(h)} | Log Data Generated / DB, hour ${h} | logs (1 MB) per hour | Replication Requirements!D${42 + h}
        input.logGenerationProfile.hour${h}
        *(replication.userLogsPerDbPerDay+replication.moveLogsPerDbPerDay)`
    );
  RPO_COLUMNS.forEach((col, i) => {
    const rpo = i + 1;
    const width = rpoWindowHours(rpo);
    for (const h of HOURS) {
      const window = windowHours(h, width).map(logs);
      out.push(
        row.noted(
          rpo === 4
            ? "The calculator's RPO 4 column averages 5 hours (H43 is AVERAGE($D39:$D43)); kept."
            : ""
        )`replication.mbpsPerDbCopy.rpo${rpo}.hour${h} | Required throughput / DB copy at hour ${h} for an RPO of ${rpo} hours | Mb/s | Replication Requirements!${col}${42 + h}
          ${sum(...window)}/${width}*8/3600`
      );
    }
    out.push(
      row`replication.throughputMbpsPerDbCopyByRpo.rpo${rpo} | Required Throughput (Mb/s) / DB Copy, RPO ${rpo} hours | Mb/s | Replication Requirements!${col}71 (tblSCRBndwdth)
        ${max(...to24(`replication.mbpsPerDbCopy.rpo${rpo}.hour`))}`
    );
  });
  const latencySeconds = f`input.networkLinkLatencyMs/1000`;
  RECOMMENDATION_ROWS.forEach(([bits, name], i) => {
    const sheetRow = 74 + i;
    const key = `replication.link${i + 1}`;
    out.push(
      row`${key}.capacityBits | Network Capacity, ${name} (${bits} bit/s) | bits | Replication Requirements!E${sheetRow}
        ${bits}*${latencySeconds}`,
      row`${key}.tcpWindowSize | TCPWindowSize, ${name} (${bits} bit/s) | bytes or text | Replication Requirements!D${sheetRow}
        ${tcpWindowSize(`${key}.capacityBits`)}`,
      row`${key}.maxThroughputMbps | Max Throughput (Mbps), ${name} (${bits} bit/s) | Mb/s | Replication Requirements!B${sheetRow}
        MIN(
          IF(${key}.tcpWindowSize="Default Value",${bits},${key}.tcpWindowSize/${latencySeconds}*8),
          ${bits})
        /1000000`
    );
  });
  return out;
}

/**
 * Mailbox Modeling Data's retention curves (rows 13:15, 29:31, 45:47, 61:63, columns C:T at CHART_MONTHS):
 * month 0 the initial size, InitialMBXSize / 1024 (tiers 2-4: 0 for a tier without mailboxes; tier 1 has no
 * such IF); month 12 (Yearly + Initial / 1024) x p; month m (Yearly + Initial / 1024) x p x m / 12, for p =
 * 60 %, 80 % and 100 % (the 100 % row has no factor). GB.
 * Example: the calculator example's tier 1 (2 GB initial, 3.719 GB a year) is 5.719 GB at 12 months at 100 %.
 */
export function modelingGridSteps(): Step[] {
  const out: Step[] = [];
  for (const t of [1, 2, 3, 4]) {
    const r0 = 5 + 16 * (t - 1);
    const initialGB = f`tier${t}.initialMailboxSizeMB/1024`;
    const base = f`mailboxModeling.tier${t}.yearlyGeneratedDataGB+${initialGB}`;
    [60, 80, 100].forEach((pct, j) => {
      const sheetRow = r0 + 8 + j;
      CHART_MONTHS.forEach((month, c) => {
        const scaled = pct === 100 ? base : f`${base}*${pct / 100}`;
        const formula =
          month === 0
            ? t === 1
              ? initialGB
              : f`IF(tier${t}.mailboxes<>0,${initialGB},0)`
            : month === 12
              ? scaled
              : f`${scaled}*${month}/12`;
        out.push(
          row`mailboxModeling.tier${t}.sizeGBAtRetention${pct}.month${month} | Tier-${t} ${pct}% Retention, month ${month} | GB | Mailbox Modeling Data!${MONTH_COLUMNS[c]}${sheetRow}
            ${formula}`
        );
      });
    });
  }
  return out;
}
