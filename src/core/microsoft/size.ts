import type { ConversionEnd } from "./cpu/specConversion";
import type { CellValue } from "./evaluate";
import type { MicrosoftScenario } from "./scenario/parse";
import { MicrosoftSizing, sizeAreas } from "./sizeAreas";
import { microsoftVerdict } from "./verdict/verdict";

export {
  SCALAR_OUTPUT_KEYS,
  TIER_OUTPUT_KEYS,
  evaluateMicrosoft,
  outputValue,
  settleDiskGroup,
  sizeMicrosoftDatabases,
} from "./sizeAreas";
export type { MicrosoftSizing, OutputValue } from "./sizeAreas";

/**
 * Sizes a `microsoft` scenario (JSON as read from a file): the `exsize size --json` object. Throws a
 * SizingError naming a bad key, or (servers area) naming a step whose figure is an Excel error in a
 * design the calculator accepts, or (figureLimits.ts) naming the most extreme input when a figure of
 * an accepted design is an Excel error or outside 1e-9 to 1e15.
 * The areas: this one's tier profile and database figures and the storage area's volumes and disks
 * (evaluated with them, sizeSteps.ts), then the servers area (servers/: RAM, CPU,
 * failure modes, validation with its broken rules, version flags) over this area's names. Where both
 * give a key (validationError, databaseCacheAvailablePerMailboxMB), the servers area's is the answer
 * (its validation adds the version rules; its cache per mailbox sizes standalone servers, departures.ts).
 * Last, `verdict` (verdict/, src/core/verdict/types.ts): every rule the design breaks, rejects and
 * warnings, evaluated from the verdict steps the workbook writes too.
 */
export function sizeMicrosoft(json: unknown): MicrosoftSizing {
  return sizeMicrosoftAreas(json).sizing;
}

/**
 * sizeMicrosoft's object with the scenario and the database area's values it evaluated, for
 * sizeMicrosoftWithExtras (sizeWithExtras.ts), which evaluates the Replication, Activation and Mailbox
 * growth steps over them. Kept apart so the EX.MS* functions' chunk does not carry those steps (issue 21,
 * onFirstCallJsGzKB).
 */
export function sizeMicrosoftAreas(
  json: unknown,
  cpuEnd: ConversionEnd = "central"
): {
  readonly scenario: MicrosoftScenario;
  readonly values: ReadonlyMap<string, CellValue>;
  readonly sizing: MicrosoftSizing;
} {
  return sizeAreas(json, (named) => microsoftVerdict(named).verdict, cpuEnd);
}
