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
 * Generated from E2013Calcv7.6-Example.xlsm by scripts/microsoft/generate.py (write.py; do not edit by hand,
 * regenerate: scripts/microsoft/README.md) as one family over the tier (issue 29): each row once, over t,
 * in the formula notation (f`...`, src/core/formula/parse.ts); where the
 * calculator's four tier columns differ (tier 1 shows "--" for a message profile without mailboxes, the
 * others 0; tiers 3-4 add writes and reads in the other order), the differing node is written per tier, as
 * a test on t, and a comment above the row says so.
 * Example (the calculator's example tier: 5000 mailboxes, 200 messages, 75 KB, 10 GB quota):
 * iopsPerMailbox 0.134, megacyclesPerMailboxActive 8.5, dbCachePerMailboxMB 12,
 * transactionLogsPerMailboxPerDay 40, mailboxSizeOnDiskMB 10890.
 */
import { f, lookup } from "../../formula";
import type { Expr, Step } from "../../formula";
import { row } from "../stepRow";
import { MESSAGE_PROFILES } from "./versions";

export type TierIndex = 1 | 2 | 3 | 4;

/** The calculator's cell for row `sheetRow` (a tier-1 row, 10-33) of tier t. */
export function tierCell(t: TierIndex, sheetRow: number): string {
  return (t === 1 || t === 3 ? "C" : "I") + (t >= 3 ? sheetRow + 26 : sheetRow);
}

export function tierSteps(t: TierIndex): Step[] {
  /**
   * The calculator's lookup of the tier's message profile in its table of the ten profiles (50 to 500
   * messages a day, MESSAGE_PROFILES); `values`: the column it reads (messages, megacycles, DB cache MB,
   * logs), in order: LOOKUP(input.tier<t>.messagesPerDay,{"50 messages",...},{values},0).
   */
  const byProfile = (values: string) =>
    lookup(`input.tier${t}.messagesPerDay`, MESSAGE_PROFILES, values.split(",").map(Number));
  /** The mailboxes the multiplication factor leaves out. */
  const mailboxesOutsideFactor = f`tier${t}.mailboxes
  -tier${t}.mailboxes*input.tier${t}.multiplicationFactorUserPercent`;
  /** The predicted or the custom IOPS. */
  const iopsProfilePerMailbox = f`IF(
    input.tier${t}.predictIops="Yes",
    tier${t}.baseIopsProfilePerMailbox,
    input.tier${t}.customIopsPerMailbox)`;
  /** The message profile as messages a day. */
  const messagesPerDay = byProfile("50,100,150,200,250,300,350,400,450,500");
  /** The profile's megacycles per active mailbox. */
  const profileMegacyclesActive = byProfile("2.1,4.3,6.4,8.5,10.6,12.8,14.9,17,19.1,21.3");
  /** MB of messages a day. */
  const messagesMBPerDay = f`${messagesPerDay}*(input.tier${t}.avgMessageKB/1024)`;
  /** MB of deleted items kept. */
  const deletedItemsMB = f`${messagesMBPerDay}*input.tier${t}.deletedItemDays`;
  /**
   * Rows 12 (IOPS) and 13 (megacycles): the users the factor applies to (multiplicationFactorUserPercent)
   * at the profile times the factor, the others at the profile, over all the mailboxes at the profile.
   */
  const multiplicationFactor = (factor: string, profile: Expr) =>
    f`IF(
      input.tier${t}.${factor}<>1,
      (tier${t}.mailboxes*input.tier${t}.multiplicationFactorUserPercent*input.tier${t}.${factor}
          *${profile}
        +(${mailboxesOutsideFactor})*${profile})
      /tier${t}.mailboxes/${profile},
      1)`;
  /** Rows 14 (active, 0.0425) and 15 (passive, 0.0137): megacycles / message x messages x the factor. */
  const megacyclesPerMailbox = (perMessage: number) =>
    f`IF(
      tier${t}.mailboxes<>0,
      tier${t}.messagesPerDay*${perMessage}*tier${t}.calculatedMegacyclesMultiplicationFactor,
      0)`;
  /**
   * Rows 20 (the mailbox) and 21 (the personal archive): deleted items kept, the single item recovery
   * and calendar versions of the `quota`, at most 30 GB, plus a day of messages; 0 unless `shown` <> 0.
   */
  const dumpsterAndWhitespace = (shown: string, quota: string) =>
    f`IF(
      ${shown}<>0,
      MIN(
        ${deletedItemsMB}
        +IF(
          input.tier${t}.singleItemRecovery="Enabled",
          input.tier${t}.${quota}*sirVersionPercentage,
          0)
        +IF(
          input.tier${t}.calendarVersionStorage="Enabled",
          input.tier${t}.${quota}*calendaringRootPercentage,
          0),
        30720)
      +${messagesMBPerDay},
      0)`;
  return [
    row`tier${t}.mailboxes | Number of Tier-${t} Mailboxes | mailboxes | Role Requirements!${tierCell(t, 10)} (calcTier${t}MBX)
      input.tier${t}.mailboxes+input.tier${t}.mailboxes*input.tier${t}.growthPercent`,
    // the calculator's tier columns differ here: tier 1 has "--", tiers 2-4 have 0
    row`tier${t}.messagesPerDay | Message Profile / Mailbox | per day | Role Requirements!${tierCell(t, 11)} (Tier${t}MessageProfile)
      IF(tier${t}.mailboxes<>0,${messagesPerDay},${t === 1 ? f`"--"` : f`0`})`,
    row`tier${t}.calculatedIopsMultiplicationFactor | Calculated IOPS Multiplication Factor | IOPS | Role Requirements!${tierCell(t, 12)} (calcTier${t}IOFactor)
      ${multiplicationFactor("iopsFactor", iopsProfilePerMailbox)}`,
    row`tier${t}.calculatedMegacyclesMultiplicationFactor | Calculated Megacycles Multiplication Factor | megacycles | Role Requirements!${tierCell(t, 13)} (calcTier${t}MCFactor)
      ${multiplicationFactor("megacyclesFactor", profileMegacyclesActive)}`,
    row`tier${t}.megacyclesPerMailboxActive | Total Active Megacycles / Mailbox | megacycles | Role Requirements!${tierCell(t, 14)} (Tier${t}ActiveMegacycles)
      ${megacyclesPerMailbox(0.0425)}`,
    row`tier${t}.megacyclesPerMailboxPassive | Total Passive Megacycles / Mailbox | megacycles | Role Requirements!${tierCell(t, 15)} (Tier${t}PassiveMegacycles)
      ${megacyclesPerMailbox(0.0137)}`,
    row`tier${t}.casMegacyclesPerMailbox | CAS Megacycles / Mailbox | megacycles | Role Requirements!${tierCell(t, 16)} (Tier${t}CASMegacycles)
      IF(tier${t}.mailboxes<>0,tier${t}.megacyclesPerMailboxActive*casRatio,0)`,
    row`tier${t}.dbCachePerMailboxMB | DB Cache Profile / Mailbox | MB | Role Requirements!${tierCell(t, 17)} (Tier${t}MemoryProfile)
      IF(tier${t}.mailboxes<>0,${byProfile("3,6,9,12,15,18,21,24,27,30")},0)`,
    row`tier${t}.transactionLogsPerMailboxPerDay | Transaction Logs Generated / Mailbox / Day | per day | Role Requirements!${tierCell(t, 18)} (Tier${t}LogGen)
      IF(
        tier${t}.mailboxes<>0,
        ${byProfile("10,20,30,40,50,60,70,80,90,100")}
        *MROUND(input.tier${t}.avgMessageKB/78.9473684210526,0.1),
        0)`,
    row`tier${t}.dumpsterAndWhitespaceMB | Primary Mailbox Dumpster and Whitespace Size | MB | Role Requirements!${tierCell(t, 20)} (Tier${t}DumpsterSize)
      ${dumpsterAndWhitespace(`tier${t}.mailboxes`, "quotaMB")}`,
    row`tier${t}.personalArchiveDumpsterAndWhitespaceSize | Personal Archive Dumpster and Whitespace Size | GB | Role Requirements!${tierCell(t, 21)} (Tier${t}ArchiveDumpsterSize)
      ${dumpsterAndWhitespace(`input.tier${t}.archiveQuotaMB`, "archiveQuotaMB")}`,
    row`tier${t}.mailboxSizeOnDiskMB | Mailbox Size on Disk | MB | Role Requirements!${tierCell(t, 22)} (Tier${t}MBXSize)
      ROUNDUP(
        IF(
          tier${t}.mailboxes<>0,
          input.tier${t}.quotaMB+tier${t}.dumpsterAndWhitespaceMB+input.tier${t}.archiveQuotaMB
          +tier${t}.personalArchiveDumpsterAndWhitespaceSize,
          FALSE),
        0)`,
    row`tier${t}.baseIopsProfilePerMailbox | Base IOPS Profile / Mailbox | IOPS | Role Requirements!${tierCell(t, 23)} (Tier${t}BaseIOPS)
      IF(
        tier${t}.mailboxes<>0,
        IF(input.tier${t}.predictIops="Yes",tier${t}.messagesPerDay*0.001*0.67,0),
        0)`,
    row`tier${t}.baseDbReadsPerMailbox | Base DB Reads / Mailbox | IOPS / mailbox | Role Requirements!${tierCell(t, 24)} (Tier${t}BaseDBReads)
      tier${t}.baseIopsProfilePerMailbox*tier${t}.readRatio`,
    row`tier${t}.baseDbWritesPerMailbox | Base DB Writes / Mailbox | IOPS / mailbox | Role Requirements!${tierCell(t, 25)} (Tier${t}BaseDBWrites)
      tier${t}.baseIopsProfilePerMailbox*(1-tier${t}.readRatio)`,
    row`tier${t}.desktopSearchImpact | Desktop Search Impact | fraction | Role Requirements!${tierCell(t, 26)} (calcTier${t}DesktopSearchIO)
      IF(
        AND(input.tier${t}.desktopSearch="Yes",tier${t}.mailboxSizeOnDiskMB>=128),
        MROUND(tier${t}.mailboxSizeOnDiskMB/170.666666,0.5),
        1)`,
    row`tier${t}.totalDbReadsPerMailbox | Total DB Reads / Mailbox | IOPS / mailbox | Role Requirements!${tierCell(t, 27)} (calcTier${t}DBReads)
      IF(
        tier${t}.mailboxes<>0,
        IF(
          input.tier${t}.predictIops="Yes",
          IF(
            AND(tier${t}.desktopSearchImpact=1,input.tier${t}.iopsFactor=1),
            tier${t}.baseDbReadsPerMailbox,
            IF(
              AND(tier${t}.desktopSearchImpact=1,input.tier${t}.iopsFactor<>1),
              tier${t}.baseDbReadsPerMailbox*tier${t}.calculatedIopsMultiplicationFactor,
              IF(
                AND(tier${t}.desktopSearchImpact<>1,input.tier${t}.iopsFactor=1),
                tier${t}.baseDbReadsPerMailbox*tier${t}.desktopSearchImpact,
                tier${t}.baseDbReadsPerMailbox*tier${t}.desktopSearchImpact
                +tier${t}.baseDbReadsPerMailbox*tier${t}.calculatedIopsMultiplicationFactor
              )
            )
          ),
          0),
        0)`,
    row`tier${t}.totalDbWritesPerMailbox | Total DB Writes / Mailbox | IOPS / mailbox | Role Requirements!${tierCell(t, 28)} (calcTier${t}DBWrites)
      IF(
        tier${t}.mailboxes<>0,
        IF(
          input.tier${t}.predictIops="Yes",
          tier${t}.baseDbWritesPerMailbox
          *IF(input.tier${t}.iopsFactor=1,1,tier${t}.calculatedIopsMultiplicationFactor),
          0),
        0)`,
    row`tier${t}.readRatio | Read:Write Ratio | fraction | Role Requirements!${tierCell(t, 29)} (calcTier${t}RWRatio)
      IF(
        tier${t}.mailboxes<>0,
        IF(
          input.tier${t}.predictIops="Yes",
          IF(
            input.highAvailability="Yes",
            IF(tier${t}.messagesPerDay<=250,0.6,0.5),
            IF(tier${t}.messagesPerDay<=250,0.5,0.4)),
          LOOKUP(
            input.tier${t}.readWriteRatio,{"2:3","1:1","3:2","2:1","3:1"},{0.4,0.5,0.6,0.66,0.75},0)
        ),
        0)`,
    // the calculator's tier columns differ here: tiers 1-2 have tier${t}.totalDbReadsPerMailbox+tier${t}.totalDbWritesPerMailbox, tiers 3-4 have tier${t}.totalDbWritesPerMailbox+tier${t}.totalDbReadsPerMailbox
    row`tier${t}.iopsPerMailbox | IOPS Profile / Mailbox | IOPS | Role Requirements!${tierCell(t, 30)} (TotTier${t}IOPS)
      IF(
        tier${t}.mailboxes<>0,
        IF(
          input.tier${t}.predictIops="Yes",
          ${t <= 2 ? f`tier${t}.totalDbReadsPerMailbox+tier${t}.totalDbWritesPerMailbox` : f`tier${t}.totalDbWritesPerMailbox+tier${t}.totalDbReadsPerMailbox`},
          input.tier${t}.customIopsPerMailbox
          *IF(input.tier${t}.iopsFactor=0,1,tier${t}.calculatedIopsMultiplicationFactor)
        ),
        0)`,
    row`tier${t}.dbTotalTransfersPerSecond | DB Total Transfers/s | IOPS | Role Requirements!${tierCell(t, 31)} (Tier${t}DBTransfers)
      IF(
        input.highAvailability="Yes",
        tier${t}.mailboxes/totalDAGsInTheEnvironment*tier${t}.iopsPerMailbox,
        tier${t}.mailboxes/input.exchangeServersPerDag*tier${t}.iopsPerMailbox)`,
    row`tier${t}.dbReadTransfersPerSecond | DB Read Transfers/s | IOPS | Role Requirements!${tierCell(t, 32)} (Tier${t}ReadTransfers)
      tier${t}.dbTotalTransfersPerSecond*tier${t}.readRatio`,
  ];
}
