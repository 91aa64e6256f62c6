/**
 * Every place where ExSize's Microsoft method departs from E2013Calcv7.6 (the calculator run in Excel or
 * in LibreOffice by mscalc.py), one entry each, with why. The workbook's notes and the README list them.
 * Areas other than scenario/profile/databases/size add their own entries here.
 */
export interface Departure {
  readonly id: string;
  /** The calculator cells or behaviour concerned. */
  readonly where: string;
  readonly what: string;
  readonly why: string;
}

export const DEPARTURES: readonly Departure[] = [
  {
    id: "static-cycle-mailboxes-per-server",
    where: "Role Requirements!C77 (calcNumDBs), C81 (MBXPerDB), C100 (TotalMBXPerSvr)",
    what:
      "C77 and C81 read TotalMBXPerSvr only when High Availability is off, where C100 is TotalMBX/numMBXServers; " +
      "ExSize writes that quotient in its place.",
    why:
      "The calculator's cells form a reference cycle on paper (C77-C100-C116-C86-C79-C80-C78-C77 and C81-C100) " +
      "that no input ever takes; steps must be ordered. The value is the same in every design.",
  },
  {
    id: "static-cycle-memory-sizing",
    where: "Role Requirements!C103 (calcNumDBMemSizing), C130 (calcNumDBMemSizingSDC)",
    what: "C130 reads C103 without C103's secondary-datacenter term MAX(..., calcNumDBMemSizingSDC).",
    why:
      "C103 and C130 read each other. C130 reads C103 only with one active server and one HA copy in datacenter 1 " +
      "(Active/Active single DAG); C103 reads C130 only when that site's single or double failure mode exists. " +
      "Where both would hold, the calculator itself has a circular reference (no defined value); elsewhere the values agree.",
  },
  {
    id: "vba-disk-group",
    where: "Variables!K53 (varDiskGroup), written by the Input sheet's Worksheet_Change VBA",
    what:
      "ExSize recomputes it from the sized design and sizes again until it stops changing (at most 6 rounds), " +
      "from the example workbook's 4, as mscalc.py does (vbaDiskGroup.ts).",
    why:
      "The value feeds the custom database count (Role Requirements!C79) and the database limit per server " +
      "(Variables!K51). Excel runs the handler once per edited cell, so a design reached through invalid " +
      "intermediate states can hold another value in Excel.",
  },
  {
    id: "versions-2016-megacycles",
    where: "Role Requirements!C14:C16 (and the other tiers), for exchangeVersion 2016, 2019, SE",
    what:
      "Active and passive megacycles per mailbox are the 2016 table's (Exchange Team blog, 15 Oct 2015) times the " +
      "tier's megacycles factor; the CAS megacycles are 0 because the 2016 active figure is the whole multi-role figure. " +
      "2019 and SE use the 2016 figures: no public per-mailbox table exists for them.",
    why:
      "Exchange 2016 has no CAS role and Microsoft publishes one multi-role figure. Reading it whole never under-sizes a " +
      "server; a 2013-style split (mailbox part + 37.5 % CAS part) gives the same total only when the CAS part is counted. " +
      "The RAM and CPU figures that read the CAS megacycles (servers area) follow from it.",
  },
  {
    id: "tiers-fixed-at-four",
    where: "Input!C55:G90, Role Requirements rows 10-59",
    what: "A scenario gives 1 to 4 tiers; the JSON always has four tiers[i], the ones not given with 0 mailboxes.",
    why: "The calculator has four tier columns and every sum over tiers is written for four.",
  },
  {
    id: "not-applicable-is-null",
    where: 'Every output the calculator shows as "--"',
    what: 'exsize size --json prints null where the calculator shows "--", and {"error": "#VALUE!"} where its cell holds an Excel error.',
    why: "A JSON number cannot be text; null keeps the difference between 0 and not applicable.",
  },
];
