/**
 * One mailbox tier's profile, as the calculator's Role Requirements computes it for tiers 1-4
 * (C10:C33 tier 1, I10:I33 tier 2, C36:C59 tier 3, I36:I59 tier 4): mailboxes after growth, the message
 * profile, megacycles per mailbox (active 0.0425 and passive 0.0137 per message, times the megacycles
 * factor on its share of users), CAS megacycles (x casRatio 0.375), the database cache per mailbox (3 MB per
 * 50 messages), transaction logs per day (by message profile, times MROUND(avgMessageKB / 78.947, 0.1)),
 * dumpster and whitespace, mailbox size on disk, IOPS (0.00067 per message, read share, desktop search
 * impact, IOPS factor or the custom IOPS) and the tier's database transfers.
 * Keys are `tier<t>.<name>`, names as `exsize size --json` prints them under `tiers[i]`.
 *
 * Translated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/write.py, cell by cell, and written as
 * one family over the tier (issue 29): each row once, over t; where the calculator's four tier columns
 * differ (tier 1 shows "--" for a message profile without mailboxes, the others 0; tiers 3-4 add writes
 * and reads in the other order), the difference is written at the row, as a test on t.
 * Example (the calculator's example tier: 5000 mailboxes, 200 messages, 75 KB, 10 GB quota):
 * iopsPerMailbox 0.134, megacyclesPerMailboxActive 8.5, dbCachePerMailboxMB 12,
 * transactionLogsPerMailboxPerDay 40, mailboxSizeOnDiskMB 10890.
 */
import {
  add,
  and,
  bool,
  cmp,
  div,
  iff,
  lookup,
  min,
  mround,
  mul,
  roundup,
  sub,
  text,
} from "../../formula";
import type { Step } from "../../formula";
import { msStep } from "../msStep";

export type TierIndex = 1 | 2 | 3 | 4;

/** The calculator's cell for row `row` (a tier-1 row, 10-33) of tier t. */
export function tierCell(t: TierIndex, row: number): string {
  return (t === 1 || t === 3 ? "C" : "I") + (t >= 3 ? row + 26 : row);
}

export function tierSteps(t: TierIndex): Step[] {
  const T = (name: string) => `tier${t}.${name}`;
  const I = (name: string) => `input.tier${t}.${name}`;
  return [
    msStep(
      T("mailboxes"),
      `Number of Tier-${t} Mailboxes`,
      add(I("mailboxes"), mul(I("mailboxes"), I("growthPercent"))),
      "mailboxes",
      `Role Requirements!${tierCell(t, 10)} (calcTier${t}MBX)`
    ),
    msStep(
      T("messagesPerDay"),
      "Message Profile / Mailbox",
      iff(
        cmp(T("mailboxes"), "<>", 0),
        lookup(
          I("messagesPerDay"),
          [
            "50 messages",
            "100 messages",
            "150 messages",
            "200 messages",
            "250 messages",
            "300 messages",
            "350 messages",
            "400 messages",
            "450 messages",
            "500 messages",
          ],
          [50, 100, 150, 200, 250, 300, 350, 400, 450, 500]
        ),
        // the calculator's tiers differ: tier 1 (C11) shows "--" without mailboxes, tiers 2-4 show 0
        t === 1 ? text("--") : 0
      ),
      "per day",
      `Role Requirements!${tierCell(t, 11)} (Tier${t}MessageProfile)`
    ),
    msStep(
      T("calculatedIopsMultiplicationFactor"),
      "Calculated IOPS Multiplication Factor",
      iff(
        cmp(I("iopsFactor"), "<>", 1),
        div(
          div(
            add(
              mul(
                mul(mul(T("mailboxes"), I("multiplicationFactorUserPercent")), I("iopsFactor")),
                iff(
                  cmp(I("predictIops"), "=", text("Yes")),
                  T("baseIopsProfilePerMailbox"),
                  I("customIopsPerMailbox")
                )
              ),
              mul(
                sub(T("mailboxes"), mul(T("mailboxes"), I("multiplicationFactorUserPercent"))),
                iff(
                  cmp(I("predictIops"), "=", text("Yes")),
                  T("baseIopsProfilePerMailbox"),
                  I("customIopsPerMailbox")
                )
              )
            ),
            T("mailboxes")
          ),
          iff(
            cmp(I("predictIops"), "=", text("Yes")),
            T("baseIopsProfilePerMailbox"),
            I("customIopsPerMailbox")
          )
        ),
        1
      ),
      "IOPS",
      `Role Requirements!${tierCell(t, 12)} (calcTier${t}IOFactor)`
    ),
    msStep(
      T("calculatedMegacyclesMultiplicationFactor"),
      "Calculated Megacycles Multiplication Factor",
      iff(
        cmp(I("megacyclesFactor"), "<>", 1),
        div(
          div(
            add(
              mul(
                mul(
                  mul(T("mailboxes"), I("multiplicationFactorUserPercent")),
                  I("megacyclesFactor")
                ),
                lookup(
                  I("messagesPerDay"),
                  [
                    "50 messages",
                    "100 messages",
                    "150 messages",
                    "200 messages",
                    "250 messages",
                    "300 messages",
                    "350 messages",
                    "400 messages",
                    "450 messages",
                    "500 messages",
                  ],
                  [2.1, 4.3, 6.4, 8.5, 10.6, 12.8, 14.9, 17, 19.1, 21.3]
                )
              ),
              mul(
                sub(T("mailboxes"), mul(T("mailboxes"), I("multiplicationFactorUserPercent"))),
                lookup(
                  I("messagesPerDay"),
                  [
                    "50 messages",
                    "100 messages",
                    "150 messages",
                    "200 messages",
                    "250 messages",
                    "300 messages",
                    "350 messages",
                    "400 messages",
                    "450 messages",
                    "500 messages",
                  ],
                  [2.1, 4.3, 6.4, 8.5, 10.6, 12.8, 14.9, 17, 19.1, 21.3]
                )
              )
            ),
            T("mailboxes")
          ),
          lookup(
            I("messagesPerDay"),
            [
              "50 messages",
              "100 messages",
              "150 messages",
              "200 messages",
              "250 messages",
              "300 messages",
              "350 messages",
              "400 messages",
              "450 messages",
              "500 messages",
            ],
            [2.1, 4.3, 6.4, 8.5, 10.6, 12.8, 14.9, 17, 19.1, 21.3]
          )
        ),
        1
      ),
      "megacycles",
      `Role Requirements!${tierCell(t, 13)} (calcTier${t}MCFactor)`
    ),
    msStep(
      T("megacyclesPerMailboxActive"),
      "Total Active Megacycles / Mailbox",
      iff(
        cmp(T("mailboxes"), "<>", 0),
        mul(mul(T("messagesPerDay"), 0.0425), T("calculatedMegacyclesMultiplicationFactor")),
        0
      ),
      "megacycles",
      `Role Requirements!${tierCell(t, 14)} (Tier${t}ActiveMegacycles)`
    ),
    msStep(
      T("megacyclesPerMailboxPassive"),
      "Total Passive Megacycles / Mailbox",
      iff(
        cmp(T("mailboxes"), "<>", 0),
        mul(mul(T("messagesPerDay"), 0.0137), T("calculatedMegacyclesMultiplicationFactor")),
        0
      ),
      "megacycles",
      `Role Requirements!${tierCell(t, 15)} (Tier${t}PassiveMegacycles)`
    ),
    msStep(
      T("casMegacyclesPerMailbox"),
      "CAS Megacycles / Mailbox",
      iff(cmp(T("mailboxes"), "<>", 0), mul(T("megacyclesPerMailboxActive"), "casRatio"), 0),
      "megacycles",
      `Role Requirements!${tierCell(t, 16)} (Tier${t}CASMegacycles)`
    ),
    msStep(
      T("dbCachePerMailboxMB"),
      "DB Cache Profile / Mailbox",
      iff(
        cmp(T("mailboxes"), "<>", 0),
        lookup(
          I("messagesPerDay"),
          [
            "50 messages",
            "100 messages",
            "150 messages",
            "200 messages",
            "250 messages",
            "300 messages",
            "350 messages",
            "400 messages",
            "450 messages",
            "500 messages",
          ],
          [3, 6, 9, 12, 15, 18, 21, 24, 27, 30]
        ),
        0
      ),
      "MB",
      `Role Requirements!${tierCell(t, 17)} (Tier${t}MemoryProfile)`
    ),
    msStep(
      T("transactionLogsPerMailboxPerDay"),
      "Transaction Logs Generated / Mailbox / Day",
      iff(
        cmp(T("mailboxes"), "<>", 0),
        mul(
          lookup(
            I("messagesPerDay"),
            [
              "50 messages",
              "100 messages",
              "150 messages",
              "200 messages",
              "250 messages",
              "300 messages",
              "350 messages",
              "400 messages",
              "450 messages",
              "500 messages",
            ],
            [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
          ),
          mround(div(I("avgMessageKB"), 78.9473684210526), 0.1)
        ),
        0
      ),
      "per day",
      `Role Requirements!${tierCell(t, 18)} (Tier${t}LogGen)`
    ),
    msStep(
      T("dumpsterAndWhitespaceMB"),
      "Primary Mailbox Dumpster and Whitespace Size",
      iff(
        cmp(T("mailboxes"), "<>", 0),
        add(
          min(
            add(
              add(
                mul(
                  mul(
                    lookup(
                      I("messagesPerDay"),
                      [
                        "50 messages",
                        "100 messages",
                        "150 messages",
                        "200 messages",
                        "250 messages",
                        "300 messages",
                        "350 messages",
                        "400 messages",
                        "450 messages",
                        "500 messages",
                      ],
                      [50, 100, 150, 200, 250, 300, 350, 400, 450, 500]
                    ),
                    div(I("avgMessageKB"), 1024)
                  ),
                  I("deletedItemDays")
                ),
                iff(
                  cmp(I("singleItemRecovery"), "=", text("Enabled")),
                  mul(I("quotaMB"), "sirVersionPercentage"),
                  0
                )
              ),
              iff(
                cmp(I("calendarVersionStorage"), "=", text("Enabled")),
                mul(I("quotaMB"), "calendaringRootPercentage"),
                0
              )
            ),
            30720
          ),
          mul(
            lookup(
              I("messagesPerDay"),
              [
                "50 messages",
                "100 messages",
                "150 messages",
                "200 messages",
                "250 messages",
                "300 messages",
                "350 messages",
                "400 messages",
                "450 messages",
                "500 messages",
              ],
              [50, 100, 150, 200, 250, 300, 350, 400, 450, 500]
            ),
            div(I("avgMessageKB"), 1024)
          )
        ),
        0
      ),
      "MB",
      `Role Requirements!${tierCell(t, 20)} (Tier${t}DumpsterSize)`
    ),
    msStep(
      T("personalArchiveDumpsterAndWhitespaceSize"),
      "Personal Archive Dumpster and Whitespace Size",
      iff(
        cmp(I("archiveQuotaMB"), "<>", 0),
        add(
          min(
            add(
              add(
                mul(
                  mul(
                    lookup(
                      I("messagesPerDay"),
                      [
                        "50 messages",
                        "100 messages",
                        "150 messages",
                        "200 messages",
                        "250 messages",
                        "300 messages",
                        "350 messages",
                        "400 messages",
                        "450 messages",
                        "500 messages",
                      ],
                      [50, 100, 150, 200, 250, 300, 350, 400, 450, 500]
                    ),
                    div(I("avgMessageKB"), 1024)
                  ),
                  I("deletedItemDays")
                ),
                iff(
                  cmp(I("singleItemRecovery"), "=", text("Enabled")),
                  mul(I("archiveQuotaMB"), "sirVersionPercentage"),
                  0
                )
              ),
              iff(
                cmp(I("calendarVersionStorage"), "=", text("Enabled")),
                mul(I("archiveQuotaMB"), "calendaringRootPercentage"),
                0
              )
            ),
            30720
          ),
          mul(
            lookup(
              I("messagesPerDay"),
              [
                "50 messages",
                "100 messages",
                "150 messages",
                "200 messages",
                "250 messages",
                "300 messages",
                "350 messages",
                "400 messages",
                "450 messages",
                "500 messages",
              ],
              [50, 100, 150, 200, 250, 300, 350, 400, 450, 500]
            ),
            div(I("avgMessageKB"), 1024)
          )
        ),
        0
      ),
      "GB",
      `Role Requirements!${tierCell(t, 21)} (Tier${t}ArchiveDumpsterSize)`
    ),
    msStep(
      T("mailboxSizeOnDiskMB"),
      "Mailbox Size on Disk",
      roundup(
        iff(
          cmp(T("mailboxes"), "<>", 0),
          add(
            add(add(I("quotaMB"), T("dumpsterAndWhitespaceMB")), I("archiveQuotaMB")),
            T("personalArchiveDumpsterAndWhitespaceSize")
          ),
          bool(false)
        ),
        0
      ),
      "MB",
      `Role Requirements!${tierCell(t, 22)} (Tier${t}MBXSize)`
    ),
    msStep(
      T("baseIopsProfilePerMailbox"),
      "Base IOPS Profile / Mailbox",
      iff(
        cmp(T("mailboxes"), "<>", 0),
        iff(cmp(I("predictIops"), "=", text("Yes")), mul(mul(T("messagesPerDay"), 0.001), 0.67), 0),
        0
      ),
      "IOPS",
      `Role Requirements!${tierCell(t, 23)} (Tier${t}BaseIOPS)`
    ),
    msStep(
      T("baseDbReadsPerMailbox"),
      "Base DB Reads / Mailbox",
      mul(T("baseIopsProfilePerMailbox"), T("readRatio")),
      "IOPS / mailbox",
      `Role Requirements!${tierCell(t, 24)} (Tier${t}BaseDBReads)`
    ),
    msStep(
      T("baseDbWritesPerMailbox"),
      "Base DB Writes / Mailbox",
      mul(T("baseIopsProfilePerMailbox"), sub(1, T("readRatio"))),
      "IOPS / mailbox",
      `Role Requirements!${tierCell(t, 25)} (Tier${t}BaseDBWrites)`
    ),
    msStep(
      T("desktopSearchImpact"),
      "Desktop Search Impact",
      iff(
        and(cmp(I("desktopSearch"), "=", text("Yes")), cmp(T("mailboxSizeOnDiskMB"), ">=", 128)),
        mround(div(T("mailboxSizeOnDiskMB"), 170.666666), 0.5),
        1
      ),
      "fraction",
      `Role Requirements!${tierCell(t, 26)} (calcTier${t}DesktopSearchIO)`
    ),
    msStep(
      T("totalDbReadsPerMailbox"),
      "Total DB Reads / Mailbox",
      iff(
        cmp(T("mailboxes"), "<>", 0),
        iff(
          cmp(I("predictIops"), "=", text("Yes")),
          iff(
            and(cmp(T("desktopSearchImpact"), "=", 1), cmp(I("iopsFactor"), "=", 1)),
            T("baseDbReadsPerMailbox"),
            iff(
              and(cmp(T("desktopSearchImpact"), "=", 1), cmp(I("iopsFactor"), "<>", 1)),
              mul(T("baseDbReadsPerMailbox"), T("calculatedIopsMultiplicationFactor")),
              iff(
                and(cmp(T("desktopSearchImpact"), "<>", 1), cmp(I("iopsFactor"), "=", 1)),
                mul(T("baseDbReadsPerMailbox"), T("desktopSearchImpact")),
                add(
                  mul(T("baseDbReadsPerMailbox"), T("desktopSearchImpact")),
                  mul(T("baseDbReadsPerMailbox"), T("calculatedIopsMultiplicationFactor"))
                )
              )
            )
          ),
          0
        ),
        0
      ),
      "IOPS / mailbox",
      `Role Requirements!${tierCell(t, 27)} (calcTier${t}DBReads)`
    ),
    msStep(
      T("totalDbWritesPerMailbox"),
      "Total DB Writes / Mailbox",
      iff(
        cmp(T("mailboxes"), "<>", 0),
        iff(
          cmp(I("predictIops"), "=", text("Yes")),
          mul(
            T("baseDbWritesPerMailbox"),
            iff(cmp(I("iopsFactor"), "=", 1), 1, T("calculatedIopsMultiplicationFactor"))
          ),
          0
        ),
        0
      ),
      "IOPS / mailbox",
      `Role Requirements!${tierCell(t, 28)} (calcTier${t}DBWrites)`
    ),
    msStep(
      T("readRatio"),
      "Read:Write Ratio",
      iff(
        cmp(T("mailboxes"), "<>", 0),
        iff(
          cmp(I("predictIops"), "=", text("Yes")),
          iff(
            cmp("input.highAvailability", "=", text("Yes")),
            iff(cmp(T("messagesPerDay"), "<=", 250), 0.6, 0.5),
            iff(cmp(T("messagesPerDay"), "<=", 250), 0.5, 0.4)
          ),
          lookup(
            I("readWriteRatio"),
            ["2:3", "1:1", "3:2", "2:1", "3:1"],
            [0.4, 0.5, 0.6, 0.66, 0.75]
          )
        ),
        0
      ),
      "fraction",
      `Role Requirements!${tierCell(t, 29)} (calcTier${t}RWRatio)`
    ),
    msStep(
      T("iopsPerMailbox"),
      "IOPS Profile / Mailbox",
      iff(
        cmp(T("mailboxes"), "<>", 0),
        iff(
          cmp(I("predictIops"), "=", text("Yes")),
          // the calculator's tiers differ only in the order: tiers 1-2 reads + writes, tiers 3-4 writes + reads
          t <= 2
            ? add(T("totalDbReadsPerMailbox"), T("totalDbWritesPerMailbox"))
            : add(T("totalDbWritesPerMailbox"), T("totalDbReadsPerMailbox")),
          mul(
            I("customIopsPerMailbox"),
            iff(cmp(I("iopsFactor"), "=", 0), 1, T("calculatedIopsMultiplicationFactor"))
          )
        ),
        0
      ),
      "IOPS",
      `Role Requirements!${tierCell(t, 30)} (TotTier${t}IOPS)`
    ),
    msStep(
      T("dbTotalTransfersPerSecond"),
      "DB Total Transfers/s",
      iff(
        cmp("input.highAvailability", "=", text("Yes")),
        mul(div(T("mailboxes"), "totalDAGsInTheEnvironment"), T("iopsPerMailbox")),
        mul(div(T("mailboxes"), "input.exchangeServersPerDag"), T("iopsPerMailbox"))
      ),
      "IOPS",
      `Role Requirements!${tierCell(t, 31)} (Tier${t}DBTransfers)`
    ),
    msStep(
      T("dbReadTransfersPerSecond"),
      "DB Read Transfers/s",
      mul(T("dbTotalTransfersPerSecond"), T("readRatio")),
      "IOPS",
      `Role Requirements!${tierCell(t, 32)} (Tier${t}ReadTransfers)`
    ),
  ];
}
