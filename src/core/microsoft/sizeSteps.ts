import type { Step } from "../formula";
import { databaseSteps } from "./databases";
import { orderSteps } from "./evaluate";
import { tierSteps } from "./profile/tierSteps";

/** Every step of the Microsoft method's areas, in evaluation order (4 tiers, as the calculator has). */
export function microsoftSteps(): Step[] {
  return orderSteps([
    ...tierSteps(1),
    ...tierSteps(2),
    ...tierSteps(3),
    ...tierSteps(4),
    ...databaseSteps(),
  ]);
}
