import { metaCacheFromCells } from "./metacache/metaCache";
import { evaluateMetaCache, metaCacheInputs } from "./metacache/steps";
import type { ConversionEnd } from "./cpu/specConversion";
import { cpuConversionResult } from "./cpu/cpuRange";
import { MicrosoftSizing, sizeMicrosoftCore } from "./size";
import { microsoftVerdict } from "./verdict/verdict";

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
 * onFirstCallJsGzKB): sizeMicrosoftCore's part (size.ts: scenario, areas, figure check) plus the verdict,
 * the MetaCache Database and the CPU conversion's range, which the replication functions do not read.
 */
export function sizeMicrosoftAreas(
  json: unknown,
  cpuEnd: ConversionEnd = "central"
): ReturnType<typeof sizeMicrosoftCore> {
  const core = sizeMicrosoftCore(json, cpuEnd);
  const { scenario, named } = core;
  // The verdict (verdict/): its steps read the servers area's values first, as the workbook's names do.
  // (It holds no figure, so checkMicrosoftFigures, in sizeMicrosoftCore, checks the same figures without it.)
  let sizing = { ...core.sizing, verdict: microsoftVerdict(named) } as MicrosoftSizing;
  // issue 30: the MetaCache Database's SSDs, Exchange 2019 and SE only (metacache/metaCache.ts)
  // (its steps, metacache/steps.ts, read the servers area's names first, as the workbook's names resolve)
  const mcdbInputs = metaCacheInputs(json);
  const metaCache = metaCacheFromCells(
    evaluateMetaCache((name) => (name in mcdbInputs ? mcdbInputs[name] : named(name)))
  );
  if (metaCache) sizing = { ...sizing, metaCache };
  // issue 30: a CPU given as SPECrate2017_int_base is converted; every figure it moves gets its range
  if (cpuEnd === "central" && scenario.cpuConversion.length > 0)
    sizing = {
      ...sizing,
      cpuConversion: cpuConversionResult(
        scenario.cpuConversion,
        sizing,
        sizeMicrosoftAreas(json, "low").sizing,
        sizeMicrosoftAreas(json, "high").sizing
      ),
    };
  return { ...core, sizing };
}
