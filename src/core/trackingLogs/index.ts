/** Reading Exchange message tracking logs into a mailbox profile (exsize profile; docs/profile.md). */
export * from "./csvLine";
export * from "./trackingFields";
export * from "./logError";
export * from "./messageSizeLimit";
export * from "./hourOfDay";
export * from "./workingDays";
export * from "./seenKeys";
export * from "./measurement";
export * from "./mailboxStatistics";
export * from "./tierGrouping";
export * from "./mailboxProfile";
export * from "./profileScenario";
export * from "./logBytes";
