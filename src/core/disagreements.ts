/**
 * Every place a seed contradicts itself (or another seed) that changes a number, and what ExSize does.
 * Rule: the safe choice (the larger size, the lower array IOPS, the earlier warning) is the default,
 * and the other reading is one option away. This list is the single source of the README's
 * "Where the sources disagree" section and the workbook's Notes sheet.
 */
export interface Disagreement {
  readonly id: string;
  /** Seed file and place, e.g. "seed 000, Table 14 step 5 vs Table 18". */
  readonly where: string;
  /** What the two places say, quoted or paraphrased closely. */
  readonly conflict: string;
  /** What ExSize does by default, and why that is the safe choice. */
  readonly exsize: string;
  /** How to get the other reading, when there is one. */
  readonly alternative: string;
}

export const DISAGREEMENTS: readonly Disagreement[] = [
  {
    id: "mcdb-capacity",
    where:
      'Exchange Server 2019 Preferred Architecture (Microsoft Docs) vs "MetaCacheDatabase (MCDB) setup" (Microsoft Docs) (issue 30, Microsoft method, Exchange 2019 and SE)',
    conflict:
      "The Preferred Architecture puts the MetaCache Database's SSDs at 5-10 % of the HDD capacity (its worked example: 6.4 %); the MCDB setup page says 5-6 % is enough.",
    exsize:
      "Sizes the MCDB at 10 % of the HDD capacity (mcdbCapacityPercent 10), the figure that does not undersize: the 2019 example's servers get 4 SSDs of 7680 GB.",
    alternative:
      "mcdbCapacityPercent 6 takes the setup page's figure (any value from 5 to 10 is read).",
  },
  {
    id: "dbs-overhead",
    where: "seed 000, Table 14 step 5 vs Table 18",
    conflict:
      'Table 14 sizes DBS = NU x MBU x 1.2 ("We recommend using a 20% overhead factor"); the worked example in Table 18 computes DBS = 5000 x 2356 = 11505 GB, without the 1.2.',
    exsize:
      "Keeps the 20% (option dbOverhead = 1.2): the 5000-user example then needs 14 databases of 1301.7 GB instead of 12 of 1265.5 GB.",
    alternative: "dbOverhead = 1 reproduces Table 18 (11505 GB, 12 databases, DVS 1266 GB).",
  },
  {
    id: "lvs-move-factor",
    where: "seed 000, Table 15 step 6 vs Table 19",
    conflict:
      "Table 15 sizes LVS = TLC x 3 x 1.2; Table 19 computes 12510 x 1.1 x 3 x 1.2 / 1024 = 48 GB, adding 10% for mailbox moves.",
    exsize: "Keeps the 10% for mailbox moves (option moveFactor = 1.1), the larger log volume.",
    alternative: "moveFactor = 1 gives Table 15's formula (44 GB per log volume in the example).",
  },
  {
    id: "total-capacity",
    where: "seed 000, section 3.4.2",
    conflict:
      'The total is printed as 15768 GB ("database volume size x 12 + log volume size x 12", i.e. 12 x 1266 + 12 x 48 from rounded volumes) and, one paragraph later, as "a total capacity requirement of 15780GB".',
    exsize:
      "Sums the volumes at full precision: 12 x 1265.513 + 12 x 48.379 = 15766.7 GB with dbOverhead = 1. Either printed figure picks the same array (PS6500E, 500 GB drives, RAID 50).",
    alternative: "None needed: the difference is the paper's rounding (at most 0.5 GB per volume).",
  },
  {
    id: "totals-never-fall",
    where: "seed 000, Table 15 step 4 (NDB) and section 3.4.1 step 2",
    conflict:
      "The paper sizes every log volume for the fullest database, NDB = ceil(NU / DB count), and sums DB count x (DVS + LVS). When one user more adds a database, that sum can fall: 5394 users of 500 messages a day of 500 KB, in databases of at most 200 GB, need 220 GB less than 5393 users (186 databases instead of 185), and fewer arrays can follow.",
    exsize:
      "Shows the paper's sum (Tables 14-17, EX.CAPACITY, Capacity needed) and sizes the arrays and the disks for the capacity of database volumes plus logs for NU + DB count - 1 users (ex.SizedCapacityGB = ex.DatabaseVolumesGB + ex.LVS / ex.NDB x (ex.NU + ex.DBCount - 1)). It is never less than the paper's sum (DB count x NDB <= NU + DB count - 1), and it grows with every user, so more users never mean fewer arrays or disks.",
    alternative:
      "EX.ARRAYFIT over EX.CAPACITY (or the Summary's Capacity needed) sizes the arrays on the paper's sum.",
  },
  {
    id: "db-count-rounding",
    where: "seed 000, Table 18",
    conflict:
      'The database count is written "11505 / 1024 = ~12": 11.23 rounded, not said which way.',
    exsize:
      "Rounds up (ceil): rounding down would put more than the maximum database size in each database. For 11.23 both give 12.",
    alternative: "Give the database count yourself (the dbCount argument or input).",
  },
  {
    id: "ndb-rounding",
    where: "seed 000, Table 15 step 4 vs Table 19",
    conflict: "Table 15 writes NDB = NU / DB Count; Table 19 prints 417 for 5000 / 12 = 416.7.",
    exsize:
      "Rounds users per database up (ceil), as Table 19 does: the fullest database holds 417 users.",
    alternative: "None: users are whole.",
  },
  {
    id: "size-units",
    where: "seed 000, Tables 14-15 vs Tables 18-19",
    conflict:
      "Tables 14 and 15 give DBS, IDBS, DVS and LVS in MB; Tables 18 and 19 print them in GB, dividing MB by 1024 (e.g. LVS = 12510 x 1.1 x 3 x 1.2 / 1024).",
    exsize:
      "Reports sizes in GB = MB / 1024, as the worked example does; per-user figures stay in MB.",
    alternative: "Multiply a GB figure by 1024 for the MB the formula tables name.",
  },
  {
    id: "iops-profile-150-standalone",
    where: "seed 000, section 2.2 (two sentences) and Table 16",
    conflict:
      'Section 2.2 says 150 messages a day with 9 MB of cache "correlates to 0.18 IOPS" standalone, then that "a 0.2 IOPS per user load corresponds to" the same profile standalone. Table 16 gives 1.2 x 150 / 1000 = 0.18.',
    exsize:
      "Follows Table 16 (the method): 0.18 IOPS per user standalone, 0.15 in a DAG, before the 20% overhead.",
    alternative:
      "iopsPerMessage or standaloneFactor change the profile; for 0.2 standalone at 150 messages use iopsPerMessage = 0.2 / 1.2 / 150.",
  },
  {
    id: "log-write-share",
    where: "seed 000, section 3.3.2 vs Table 17",
    conflict:
      'Section 3.3.2: "log write I/O can typically comprise 40% to 50% of database write IOPS"; Table 17: "The amount of log I/O is about 50% of the database write I/O" and database writes are "40% to 60%" of database I/O.',
    exsize:
      "Uses 50% and 50% (options logWriteRatio and dbWriteShare), the upper end of section 3.3.2's range.",
    alternative:
      "logWriteRatio = 0.4 for the lower end of section 3.3.2; dbWriteShare from 0.4 to 0.6.",
  },
  {
    id: "table12-vs-text",
    where: "seed 000, Table 12 vs sections 2.2 and 2.4",
    conflict:
      'Table 12 lists PS6000XV at 1745 (RAID 50) and 2165 (RAID 10) IOPS and PS6500E at 1800 and 2400; the text of the studies says "up to 1750" and "up to 2166" for the PS6000XV and "up to 2414" and "1805" for the PS6500E.',
    exsize:
      "Uses Table 12, the lower, recommended figures (its title: Recommended Exchange Database IOPS).",
    alternative: "Pass your own catalog range to EX.ARRAYFIT with the text's figures.",
  },
  {
    id: "table17-heading",
    where: "seed 000, section 3.3.6",
    conflict:
      'The log IOPS section says its goal is "to calculate an estimated total database IOPS requirement" (copied from 3.3.5); its Table 17 computes log IOPS.',
    exsize: "Reads Table 17 as the log IOPS (LIOPS) it computes.",
    alternative: "None: the heading is a copy slip, not a second method.",
  },
  {
    id: "ps6500e-drive-count",
    where: "seed 000, Appendix A vs sections 2.3 and 3.1.2",
    conflict:
      'Appendix A lists the PS6000 arrays with all 16 bays ("16 x 450GB") but the PS6500E as "46 x 1024GB"; section 2.3 says the PS6500E has "46 x 7.2K SATA II drives, two hot spares" and section 3.1.2 that a PS65x0 holds 48 drives.',
    exsize:
      "Counts 46 active drives in a PS6500 and 14 in a PS6000, with 2 hot spares each, as Table 13's arithmetic confirms (RAID 10 holds 23 and 7 drives of data). The derived IOPS of the PS6000E and PS6500X scale by these counts.",
    alternative:
      "Reading Appendix A's 46 as bays (44 active) would give the PS6000E 1800 / 44 x 14 = 572.7 IOPS in RAID 50 instead of 547.8, the less safe figure; pass your own catalog range to EX.ARRAYFIT for it.",
  },
  {
    id: "md3820f-headroom",
    where: "seed 001, section 2.6 vs section 3.1",
    conflict:
      'Section 2.6: "0.09 IOPs per user, 0.12 tested, giving 20% headroom"; 0.09 x 1.2 = 0.108, and 0.12 is 0.09 plus 33%. Section 3.1 and the Jetstress reports simulate 0.12 ("include 20% headroom").',
    exsize:
      "Records the tested 0.12 IOPS per mailbox and the printed target of 60 (500 x 0.12) in the measured configuration (src/catalog); nothing is sized from it.",
    alternative: "None: a measured configuration is a record of the test, not a default.",
  },
  {
    id: "eva5000-drives",
    where: "seed 002, case study vs Jetstress slides",
    conflict:
      'The case study\'s storage is an EVA 5000 with "168 72GB 10K RPM disks" (its spindle plan: 72GB 10K disks); the Jetstress slides are titled "EVA 5000/15K 168 disks" and say "168 73GB 15k rpm drives".',
    exsize:
      "Records the Jetstress results (11819 and 16170 database IOPS; 12930.9 with 4 storage groups) with the slides' own description, 168 x 73GB 15K, and notes the case study's.",
    alternative:
      "None needed for sizing: per disk the results are 11819 / 168 = 70.4 and 16170 / 168 = 96.3 IOPS whichever drives they were.",
  },
  // Issue 6: spindle math (seed 002), compute and memory (seed 003), Jetstress, Exchange 2013 profile.
  {
    id: "disk-iops-design",
    where: "seed 002, Determine the number of disks",
    conflict:
      '"15K disks are capable of 150 IOPS per disk (Vraid1)"; "10K disks are capable of 100 -120 IOPS per disk"; then "Conservative use of 100 IOPS per disk for design allows room for peak periods".',
    exsize:
      "Designs with 100 IOPS per disk for 15K and 10K (options diskIops15000 and diskIops10000), the conservative design figure: more disks than the capabilities.",
    alternative: "diskIops15000 = 150 and diskIops10000 up to 120 for the capabilities.",
  },
  {
    id: "disk-iops-7200",
    where:
      "seed 004, Storage Performance Results vs seed 000, Table 12 (no seed prints 7.2K IOPS per disk)",
    conflict:
      "Seed 002 gives no 7.2K figure. By its formula, seed 004's 14 x 7.2K SATA RAID 10 did (370.981 + 2 x 280.717) / 14 = 66.6 IOPS per disk; seed 000's PS6500E (46 x 7.2K SATA) did 2400 x (0.5 + 0.5 x 2) / 46 = 78.3 in RAID 10 and 1800 x (0.5 + 0.5 x 4) / 46 = 97.8 in RAID 50, at Table 17's assumed 50% writes.",
    exsize:
      "Derives 66.601 from seed 004 (option diskIops7200): the lower figure, and the only one whose read/write mix was measured.",
    alternative: "diskIops7200 = 78.3 for seed 000's PS6500E in RAID 10.",
  },
  {
    id: "read-write-mix",
    where: "seed 002, I/O Requirement vs seed 000, Table 17",
    conflict:
      'Seed 002 (Exchange 2003): "Microsoft internally has a profile of 75% read and 25% write". Seed 000 (Exchange 2010): database writes are "about 40% to 60% of total database I/O ... An average value of 50% will fit most cases". The ESRP runs measured 57% (seed 004) and 61% (seed 001) reads.',
    exsize:
      "A blank readShare in the spindle functions is 1 - dbWriteShare = 0.5: more writes, so more disk IOPS behind RAID.",
    alternative: "readShare = 0.75 for seed 002's profile.",
  },
  {
    id: "parity-group-size",
    where: "seed 002, Follow Best Practices vs seed 000, Table 13",
    conflict:
      "Seed 002: a Vraid 5 disk group holds \"an integer multiple of eight\" disks. Seed 000's Table 13 gives 6000 GB from a PS6000's 14 x 500 GB in RAID 50: 12 data drives, i.e. two RAID 5 sets of 7. Neither seed gives a RAID 6 group size.",
    exsize:
      "Parity groups of 8 (option parityGroupDisks), as seed 002 states it, with 1 parity disk (RAID 5/50) or 2 (RAID 6/60, derived) per group. Neither size always needs more disks: 7 keeps more parity per disk, 8 rounds up in bigger steps.",
    alternative: "parityGroupDisks = 7 for seed 000's RAID 50 sets.",
  },
  {
    id: "log-write-latency",
    where: "seed 002, Host Perfmon counters and EVA 5000 Jetstress vs seed 000, section 3.1",
    conflict:
      'Seed 002\'s Exchange 2003 Jetstress passed log writes at an average of 0.02 s (20 ms) and its counters slide wants writes below 20 ms ("OTG requires < 10ms writes"); seed 000 and the Jetstress 2013 logs of seeds 001 and 003 allow 10 ms for log writes.',
    exsize:
      "Fails a log write average of 10 ms or more (option logWriteLatencyMs = 10), the stricter limit.",
    alternative: "logWriteLatencyMs = 20 for seed 002's Exchange 2003 threshold.",
  },
  {
    id: "latency-limit-boundary",
    where: "seed 000, section 3.1 vs seed 002, Host Perfmon counters",
    conflict:
      'Seed 000: "The acceptable latency limits ... is 20ms" for reads and 10 ms for log writes; seed 002: "The average value should be below 20 ms". Both: spikes "up to a maximum of 100ms" / "should not be higher than 100 ms".',
    exsize:
      "An average must be below its limit (exactly 20 ms fails); a maximum may equal 100 ms; achieved IOPS may equal the target.",
    alternative: "None: the two readings differ only at the limit itself.",
  },
  {
    id: "otg-transfer-profile",
    where: "seed 002, Next Approach",
    conflict:
      'The OTG trend prints "100MB - 0.6 to .08 transfers/sec - legacy limit" next to "200MB - 1.0 to 1.2 transfers/sec".',
    exsize:
      'Reads ".08" as 0.8 (a lost digit): the range then rises with the mailbox as the 200MB row does, and the fudge-factor slide takes "heavy .6 users with 100MB mailbox" to 1 IOPS at 200MB. ExSize sizes from neither row: its IOPS profiles are seed 000\'s Table 16 and seed 003\'s 0.101.',
    alternative: "None: the figure is not used.",
  },
  {
    id: "megacycle-baseline-mhz",
    where: "seed 003, Processor Core Requirements vs Microsoft's method (not a seed)",
    conflict:
      "Seed 003 adjusts megacycles per core as \"(70 * 2500 / 18.75 =) 9,333\": its own CPU's 2500 MHz over 18.75, the per-core SPECint_rate2006 of a baseline platform. Microsoft's method (not in the seeds) multiplies by the baseline platform's MHz instead; the baseline rated 18.75 per core is Exchange 2010's 3333 MHz platform: 70 x 3333 / 18.75 = 12,443. The seeds do not say which the VMware guide does.",
    exsize:
      "Follows seed 003 (the cpuMHz argument multiplies): fewer megacycles per core, hence more cores (15 for the example, against 12).",
    alternative: "Type cpuMHz = 3333 (the baseline's MHz) for Microsoft's adjustment.",
  },
  {
    id: "megacycles-exchange-version",
    where: "seed 003, Processor Core Requirements",
    conflict:
      "Seed 003 sizes Exchange 2013 with \"3 Megacycles per (active) mailbox\" at 150 messages from Table 1 of VMware's guide; 3 megacycles at 150 messages is Microsoft's Exchange 2010 figure (not in the seeds), and no seed gives other profiles or an Exchange 2013 figure.",
    exsize:
      "Uses seed 003's 3 at 150 messages, and for other profiles 3/150 = 0.02 per message (derived: in proportion, as seed 000 scales IOPS and cache).",
    alternative:
      "megacyclesPerMessage = your table's megacycles / messages, e.g. from Microsoft's Exchange 2013 calculator.",
  },
  {
    id: "cache-gb-units",
    where: "seed 003, Memory Requirements vs seed 000, Tables 18-19",
    conflict:
      '16,000 mailboxes x 9 MB = 144,000 MB, which seed 003 calls "144 GB of cache" (MB / 1000) and turns into (144/92*128=) 200 GB of RAM; seed 000 converts MB to GB by 1024 (140.6 GB, hence 195.7 GB of RAM).',
    exsize:
      "Divides by 1000 as seed 003 does (option cacheMBPerGB = 1000): the larger cache and RAM.",
    alternative: "cacheMBPerGB = 1024 for seed 000's GB.",
  },
  {
    id: "exchange-2013-standalone",
    where: "seed 000, Table 16 step 2 vs seed 003, Mailbox Server Storage Requirements",
    conflict:
      "Seed 000 (Exchange 2010) raises a standalone database's IOPS by 20% (SDBO 1.2 with no DAG). Seed 003 sizes its Exchange 2013 design, with one database copy, at 0.101 IOPS per mailbox, 16,000 x 0.101 = 1,616, without such a factor.",
    exsize:
      "With exchangeVersion 2013, IOPU = MSR x 0.101 / 150 for any number of copies (SDBO 1), as seed 003 prints it; Table 16's 20% overhead still applies to DBIOP (1,939.2 for seed 003's example; iopsOverhead 1 gives its 1,616).",
    alternative: "iopsPerMessage2013 = 1.2 x 0.101 / 150 for a standalone uplift on Exchange 2013.",
  },
  {
    id: "exchange-2013-profile-200",
    where: "seed 001, sections 1.2 and 2.6 vs seed 003",
    conflict:
      "Seed 001 (Exchange 2013, 200 messages a day) takes 0.09 IOPS per user from Microsoft's calculator; seed 003's 0.101 at 150 messages scales to 0.101 / 150 x 200 = 0.135 at 200.",
    exsize:
      "The Exchange 2013 profile scales seed 003's figure by messages (option iopsPerMessage2013): 0.135 at 200 messages, the larger.",
    alternative: "iopsPerMessage2013 = 0.09 / 200 for seed 001's calculator figure.",
  },
];
