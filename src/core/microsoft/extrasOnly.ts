import { ExtraOutputs, extraOutputs } from "./extras";
import { sizeMicrosoftCore } from "./size";

/**
 * The `replication`, `activation` and `mailboxModeling` objects of sizeMicrosoftWithExtras, and nothing
 * else: EX.MSREPLICATION, EX.MSREPLICATIONPEAKMBPS and EX.MSACTIVATION return no other figure, so their
 * chunk loads sizeMicrosoftCore (size.ts), not the verdict, the MetaCache Database or the CPU
 * conversion's range that sizeMicrosoftAreas adds (onFirstCallJsGzKB, docs/performance.md).
 * It refuses what sizeMicrosoftWithExtras refuses: the core's refusals, and a CPU given as
 * SPECrate2017_int_base is sized again at its conversion's lowest and highest factor, as
 * sizeMicrosoftAreas does, so a design whose figures fail there is refused here too
 * (tests/functions/replicationLean.test.ts compares the two).
 * Example: the calculator's example design gives activation.maximumActiveDatabases 40.
 */
export function sizeMicrosoftExtras(json: unknown): ExtraOutputs {
  const { scenario, values, serverCells } = sizeMicrosoftCore(json);
  if (scenario.cpuConversion.length > 0)
    for (const end of ["low", "high"] as const) sizeMicrosoftCore(json, end);
  return extraOutputs(scenario, values, serverCells);
}
