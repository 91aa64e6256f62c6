import { Expr, Operand, expr, lookup, max, sum, text, f } from "../../formula";
import { NETWORK_LINKS } from "./networkLinks";

/**
 * The calculator's link list and TCP window table (E2013Calcv7.6, Tables!A101:B128 tblNetworkLink and
 * Tables!A132:B162 tblTCPWindowSize), and its recommendation table (Replication Requirements!B74:M129
 * tblRecNetworkLink: each link's bandwidth H and H + 1 bit/s, the name in M), copied exactly.
 * Quirk kept: the link list spells "E1 (2 Mbps)" (Tables!A108), the recommendation table "E1 (2Mbps)" (M88:M89),
 * so a recommended E1 reads "E1 (2Mbps)".
 */

/** Replication Requirements!H74:H129 and M74:M129: 1 bit/s "64 Kilobit", then each link at H and H + 1. */
export const RECOMMENDATION_ROWS: readonly (readonly [number, string])[] = [
  [1, "64 Kilobit"],
  ...NETWORK_LINKS.flatMap(([name, bits], i): (readonly [number, string])[] => {
    const spell = (n: string) => (n === "E1 (2 Mbps)" ? "E1 (2Mbps)" : n);
    const next = NETWORK_LINKS[i + 1];
    return next
      ? [
          [bits, spell(name)],
          [bits + 1, spell(next[0])],
        ]
      : [[bits, spell(name)]];
  }),
];

/**
 * Tables!B133:B162: "Default Value" in the first two rows, then each window size in two rows (the table's
 * rows come in pairs, a window's lowest and highest bandwidth x latency in TCP_KEYS).
 */
const TCP_WINDOWS = [
  131070, 262140, 524280, 1048560, 2097120, 4194240, 8388480, 16776960, 33553920, 67107840,
  134215680, 268431360, 536862720, 1073725440,
];
/**
 * Tables!A133:B162 without its first row ("--", "Default Value"): the key is a number wherever a step
 * looks it up (the text "--" is handled before, as mscalc.py's patch of H132 does). Its keys are 0, 65535,
 * 65536, then each window w and w + 1 (the last window without w + 1): 131070, 131071, ..., 1073725440.
 */
const TCP_KEYS = [0, 65535, 65536, ...TCP_WINDOWS.flatMap((w) => [w, w + 1])].slice(0, -1);
const TCP_VALUES = ["Default Value", "Default Value", ...TCP_WINDOWS.flatMap((w) => [w, w])];

/** VLOOKUP(bits, tblTCPWindowSize, 2, TRUE): the TCP receive window for a link's bandwidth x latency. */
export function tcpWindowSize(bits: Operand): Expr {
  return lookup(bits, TCP_KEYS, TCP_VALUES, "atMost");
}

/** An expression that is #N/A whatever it reads: what HLOOKUP and VLOOKUP give for a key not in their table. */
const notAvailable = (key: Operand): Expr => f`LOOKUP(${key},{""},{""},0)`;

/**
 * HLOOKUP(calcRPO, tblSCRBndwdth, 2, FALSE) (Replication Requirements!W138:W139): the required Mb/s per
 * database copy for the RPO, E71:AB71 under the RPO 1..24 headers E70:AB70, written as IFs over the 24
 * steps (the expressions have no ranges); a key not in 1..24 is #N/A as in the calculator.
 */
export function byRpo(rpo: Operand): Expr {
  let out: Expr = notAvailable(rpo);
  for (let n = 24; n >= 1; n--)
    out = f`IF(${rpo}=${n},replication.throughputMbpsPerDbCopyByRpo.rpo${n},${out})`;
  return out;
}

/**
 * VLOOKUP(mbps, tblRecNetworkLink, 12, TRUE) (Replication Requirements!W143:W144): the link of the last row of
 * B74:B129 (each link's effective Mb/s at the chosen latency, replication.link<i>.maxThroughputMbps,
 * ascending) at or below the need, written as IFs from the last row up. The calculator's quirks kept: a
 * need at a link's exact bandwidth names that link (it is not above it), and any need of 10,000 Mb/s or
 * more names "10 Gigabit Ethernet", the last row, though no link in the list carries it.
 * Example: 125.5 Mb/s at 100 ms: the last row at or below it is Fast Ethernet + 1 bit/s (100.000001 Mb/s), named
 * "Gigabit Ethernet E3 (150 Mbps)", the next link up.
 */
export function recommendedLink(mbps: Operand): Expr {
  let out: Expr = notAvailable(mbps);
  RECOMMENDATION_ROWS.forEach(([, name], i) => {
    out = f`IF(${mbps}>=replication.link${i + 1}.maxThroughputMbps,${text(name)},${out})`;
  });
  return out;
}

const LINK_NAMES = NETWORK_LINKS.map(([name]) => name);
const LINK_BITS = NETWORK_LINKS.map(([, bits]) => bits);
/** The link's bandwidth in bit/s: VLOOKUP(NetLinkType, tblNetworkLink, 2, FALSE). */
export const linkBandwidthBits = (link: Operand): Expr =>
  lookup(expr(link), LINK_NAMES, LINK_BITS, "exact");

/** `${name}1` to `${name}24`: the 24 hours (Replication Requirements rows 43-66) or RPOs (E:AB). */
export const to24 = (name: string) => Array.from({ length: 24 }, (_, i) => `${name}${i + 1}`);

/** The hourly profile's 24 cells (Input!C145:C168, LogH1:LogH24), as the replication steps read them. */
const PROFILE_HOURS = to24("input.logGenerationProfile.hour");

/**
 * SUM(LogH1:LogH24): the profile's total, a fraction of a day (1 for a profile summing to 100 %); the
 * replication cells give "--" when it is 0 (no profile). Example: 24 hours of 4 % sum to 0.96.
 */
export const profileSum = (): Expr => sum(...PROFILE_HOURS);

/** MAX(LogH1:LogH24): the busiest hour's share of a day's logs (E12, E13). Example: 0.09 for 9 %. */
export const profileMax = (): Expr => max(...PROFILE_HOURS);
