/**
 * The database area of the Microsoft method: every step the database figures need, from the calculator's
 * constants to the summary figures (databaseCount, mailboxesPerDatabase, databaseSizeGB, ...), each one
 * calculator cell. The per-tier steps they read are in ../profile.
 *
 * Every file here but this one, sharedNames.ts and tierSum.ts is generated from E2013Calcv7.6-Example.xlsm
 * by scripts/microsoft/generate.py (write.py): do not edit one by hand, regenerate
 * (scripts/microsoft/README.md). Each step is one calculator cell, its formula translated node for node in
 * the notation f`...` (src/core/formula/parse.ts: IF, VLOOKUP as LOOKUP, MROUND, CEILING, ...), its source
 * the cell and the calculator's own name for it. "--" is the calculator's text for "not applicable".
 * Example (the calculator's example design): see tests/golden/microsoft-example.test.ts.
 */
import type { Step } from "../../formula";
import { constantSteps } from "./constants";
import { copySteps } from "./copies";
import { databaseCacheSteps } from "./databaseCache";
import { databaseSizeSteps } from "./databaseSize";
import { iopsSteps } from "./iops";
import { logsAndTransportSteps } from "./logsAndTransport";
import { serverSteps } from "./servers";
import { sharedNameSteps } from "./sharedNames";
import { storageDecisionSteps } from "./storageDecisions";
import { summarySteps } from "./summary";
import { validationSteps } from "./validation";

/** The database steps, in no particular order (sizeMicrosoft orders every area's steps together). */
export function databaseSteps(): Step[] {
  return [
    ...constantSteps,
    ...storageDecisionSteps,
    ...copySteps,
    ...databaseSizeSteps,
    ...serverSteps,
    ...iopsSteps,
    ...logsAndTransportSteps,
    ...databaseCacheSteps,
    ...validationSteps,
    ...summarySteps,
    ...sharedNameSteps,
  ];
}
