/**
 * Every EX.* function that has shipped, with its parameters in order. Users' workbooks store these ids
 * and pass arguments by position: an id is never renamed or removed, a parameter never moved or
 * renamed; new optional parameters may only be appended. Add a line when a function ships.
 */
export const SHIPPED_SIGNATURES: Readonly<Record<string, readonly string[]>> = {
  // The contract of issue 2 (the five named functions).
  DVS: ["users", "quotaMB", "messagesPerDay", "avgMessageKB", "dbCount?", "options?"],
  DBCOUNT: ["users", "quotaMB", "messagesPerDay", "avgMessageKB", "options?"],
  LVS: ["users", "messagesPerDay", "avgMessageKB", "dbCount", "options?"],
  DBIOPS: ["users", "messagesPerDay", "copies", "options?"],
  LIOPS: ["dbIops", "copies", "options?"],
  // One function per step-table variable of Tables 14-17.
  WSU: ["messagesPerDay", "avgMessageKB"],
  DSU: ["quotaMB", "messagesPerDay", "avgMessageKB", "options?"],
  MBU: ["quotaMB", "messagesPerDay", "avgMessageKB", "options?"],
  DBS: ["users", "quotaMB", "messagesPerDay", "avgMessageKB", "options?"],
  IDBS: ["users", "quotaMB", "messagesPerDay", "avgMessageKB", "dbCount?", "options?"],
  CAPACITY: ["users", "quotaMB", "messagesPerDay", "avgMessageKB", "dbCount?", "options?"],
  LFS: ["options?"],
  NL: ["messagesPerDay", "options?"],
  MSF: ["avgMessageKB"],
  NDB: ["users", "dbCount"],
  TLC: ["users", "messagesPerDay", "avgMessageKB", "dbCount", "options?"],
  SDBO: ["copies", "options?"],
  IOPU: ["messagesPerDay", "copies", "options?"],
  SIZING: ["users", "quotaMB", "messagesPerDay", "avgMessageKB", "copies", "dbCount?", "options?"],
  // The arrays of issue 3: which and how many (seed 000, Tables 12-13, section 3.4).
  ARRAYFIT: ["capacityGB", "dbIops", "copies", "raid?", "catalog?", "options?"],
  ARRAYUSABLE: ["model", "drive", "raid"],
  ARRAYIOPS: ["model", "raid"],
  ARRAYIOPSBASIS: ["model", "raid"],
  ARRAYCATALOG: ["table?"],
  // Issue 6: spindle math (seed 002), compute and memory (seed 003), Jetstress validation (ESRP).
  RAIDFACTOR: ["raidLevel", "options?"],
  BACKENDIOPS: ["hostIops", "raidLevel", "readShare?", "options?"],
  DISKIOPS: ["driveSpeed", "options?"],
  SPINDLES: ["hostIops", "raidLevel", "driveSpeed", "capacityGB", "diskGB", "readShare?", "options?"],
  SPINDLESIZING: ["hostIops", "raidLevel", "driveSpeed", "capacityGB", "diskGB", "readShare?", "options?"],
  MAILBOXMEGACYCLES: ["messagesPerDay", "options?"],
  MEGACYCLES: ["users", "messagesPerDay", "options?"],
  PEAKMEGACYCLES: ["users", "messagesPerDay", "options?"],
  COREMEGACYCLES: ["specIntRate", "specIntCores", "cpuMHz", "options?"],
  CORES: ["users", "messagesPerDay", "specIntRate", "specIntCores", "cpuMHz", "servers?", "options?"],
  CACHEMB: ["messagesPerDay", "options?"],
  CACHEGB: ["users", "messagesPerDay", "options?"],
  RAMGB: ["users", "messagesPerDay", "options?"],
  COMPUTE: ["users", "messagesPerDay", "specIntRate", "specIntCores", "cpuMHz", "servers?", "options?"],
  JETTARGET: ["mailboxes", "iopsPerMailbox"],
  JETCHECK: ["targetIops", "achievedIops", "dbReadAvgMs", "logWriteAvgMs", "dbReadMaxMs?", "logWriteMaxMs?", "options?"],
};
