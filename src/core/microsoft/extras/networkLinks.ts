/**
 * The calculator's link list (E2013Calcv7.6, Tables!A101:B128 tblNetworkLink): each link's name and its
 * bandwidth in bit/s, copied exactly (lookups.ts has the TCP window and recommendation tables built on it).
 * Its own module so parsing a scenario (which checks networkLinkType against these names) does not pull
 * the replication lookups into the Microsoft core's chunk (bench onFirstCallJsGzKB).
 * Example: ["Fast Ethernet", 100000000].
 */
export const NETWORK_LINKS: readonly (readonly [string, number])[] = [
  ["64 Kilobit", 64000],
  ["128 Kilobit", 128000],
  ["192 Kilobit", 192000],
  ["256 Kilobit", 256000],
  ["384 Kilobit", 384000],
  ["768 Kilobit", 768000],
  ["DS1 / T1 (1.5 Mbps)", 1544000],
  ["E1 (2 Mbps)", 2048000],
  ["DS2 / T2 (6.3 Mbps)", 6312000],
  ["E2 (8.4 Mbps)", 8448000],
  ["Ethernet", 10000000],
  ["16 Megabit", 16000000],
  ["E3 (34.4 Mbps)", 34368000],
  ["DS3 / T3 (44.7 Mbps)", 44736000],
  ["Gigabit Ethernet E1 (50 Mbps)", 50000000],
  ["OC-1 (51.8 Mbps)", 51840000],
  ["Fast Ethernet", 100000000],
  ["Gigabit Ethernet E3 (150 Mbps)", 150000000],
  ["OC-3 (155 Mbps)", 155520000],
  ["Gigabit Ethernet E6 (300 Mbps)", 300000000],
  ["Gigabit Ethernet E9 (450 Mbps)", 450000000],
  ["Gigabit Ethernet E12 (600 Mbps)", 600000000],
  ["OC-12 (622 Mbps)", 622080000],
  ["Gigabit Ethernet", 1000000000],
  ["OC-24 (1.2 Gbps)", 1243680000],
  ["OC-48 (2.5 Gbps)", 2488320000],
  ["OC-96 (5 Gbps)", 4976640000],
  ["10 Gigabit Ethernet", 10000000000],
];
