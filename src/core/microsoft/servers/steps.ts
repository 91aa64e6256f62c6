import { Step } from "../../formula";
import { activeDatabaseSteps } from "./activeDatabases";
import { megacycleSteps } from "./megacycles";
import { memorySteps } from "./memory";
import { memory2019Steps } from "./memory2019";
import { outputSteps } from "./outputs";
import { validationSteps } from "./validation";
import { versionSteps } from "./version";

/**
 * Every step of the servers area for a design of `tiers` tiers (1 to 4), in an order where each step
 * reads only the other areas' names (tests/golden/microsoft/servers/needs.ts) and earlier steps:
 * validation, active databases per failure mode, the per-mailbox megacycles by Exchange version,
 * megacycles and CPU, memory, then the failure-mode outputs.
 */
export function serverSteps(tiers: number): Step[] {
  return [
    ...validationSteps(tiers),
    ...activeDatabaseSteps(),
    ...versionSteps(tiers),
    ...megacycleSteps(tiers),
    ...memorySteps(tiers),
    ...memory2019Steps(),
    ...outputSteps(),
  ];
}
