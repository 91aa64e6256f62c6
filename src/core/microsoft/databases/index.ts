/**
 * The database area of the Microsoft method: every step the database figures need, from the calculator's
 * constants to the summary figures (databaseCount, mailboxesPerDatabase, databaseSizeGB, ...), each one
 * calculator cell. The per-tier steps they read are in ../profile.
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

/** Names the database area reads from other areas: none (it produces every name it reads). */
export const NEEDS: readonly { name: string; cell: string; meaning: string }[] = [];
