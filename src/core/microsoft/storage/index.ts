import { Step } from "../../formula";
import { preferredStorageAfterValidationSteps } from "./architecture";
import { diskSteps } from "./disks";
import { volumeSteps } from "./volumes";

export { preferredStorageAfterValidationSteps } from "./architecture";
export { volumeSteps } from "./volumes";
export { diskSteps } from "./disks";
export { NEEDS, INPUT_NEEDS } from "./needs";

/**
 * The storage area after the databases and servers areas: preferred storage of the secondary and
 * lagged servers, Volume Requirements, Storage Design. The decisions the database count needs first
 * (volume architecture, preferred primary storage, database disk capacity) are the databases area's.
 */
export function storageSteps(): Step[] {
  return [...preferredStorageAfterValidationSteps(), ...volumeSteps(), ...diskSteps()];
}
