/**
 * Seed 000's worked example (section 3.4.2, with Tables 18 and 19): 5000 users, a 2048 MB quota,
 * 150 messages of 75 KB a day, 2 copies (a DAG), 12 databases and the 900 database IOPS they
 * need. The seed-000 functions (EX.WSU to EX.LIOPS) take their example call from it by parameter
 * name (exampleArgs), so the scenario is written once: EX.NDB(users, dbCount) -> NDB(5000, 12).
 */
export const SECTION_342_EXAMPLE = {
  users: 5000,
  quotaMB: 2048,
  messagesPerDay: 150,
  avgMessageKB: 75,
  copies: 2,
  dbCount: 12,
  dbIops: 900,
} as const;
