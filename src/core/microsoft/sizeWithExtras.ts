import { extraOutputs, runExtras } from "./extras";
import { MicrosoftSizing, sizeMicrosoftAreas } from "./size";

/**
 * sizeMicrosoft's object plus the `replication`, `activation` and `mailboxModeling` objects of
 * `exsize size --json` (issue 21: the calculator's Replication Requirements, Activation Scenarios and
 * Mailbox Space Modeling, extras/), evaluated over the same database-area and servers-area values.
 *
 * A separate entry point so sizeMicrosoft, and with it the EX.MS* functions' lazy chunk, does not carry
 * the ~1,000 extra steps (bench onFirstCallJsGzKB, docs/performance.md); `exsize size`, the workbook and
 * EX.MSREPLICATION / EX.MSACTIVATION (their own chunk) use this one.
 * Example: the calculator's example design gives activation.maximumActiveDatabases 40.
 */
export function sizeMicrosoftWithExtras(json: unknown): MicrosoftSizing {
  const { scenario, values, serverCells, sizing } = sizeMicrosoftAreas(json);
  return {
    ...sizing,
    ...extraOutputs(runExtras(scenario, values, serverCells).read),
  } as unknown as MicrosoftSizing;
}
