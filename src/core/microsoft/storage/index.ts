import { Step } from "../../formula";
import { preferredStorageAfterValidationSteps } from "./architecture";
import { diskSteps } from "./disks";
import { volumeSteps } from "./volumes";

export { storageArchitectureSteps, preferredStorageAfterValidationSteps } from "./architecture";
export { volumeSteps } from "./volumes";
export { diskSteps } from "./disks";
export { NEEDS, INPUT_NEEDS, PROVIDES_EARLY } from "./needs";

/**
 * The storage area after the databases and servers areas: preferred storage of the secondary and
 * lagged servers, Volume Requirements, Storage Design. `storageArchitectureSteps()` runs before the
 * databases area.
 */
export function storageSteps(): Step[] {
  return [...preferredStorageAfterValidationSteps(), ...volumeSteps(), ...diskSteps()];
}
