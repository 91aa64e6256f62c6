/**
 * The scenario "Use this design" puts in the form, from a search design's inputs (searchReport.ts
 * ShownDesign.inputs, the design as `exsize search --json` prints it).
 *
 * A server row that names a processor model of the catalog reaches the design resolved
 * (src/catalog/processorModels.ts resolveProcessorModelsIn): `processor` and `sockets`, and beside them
 * the catalog's `specRate2017IntBase` (the median of its results) and `coresPerServer`. The form reads
 * a processor model through the catalog itself (msEnvironment.ts cpuReading shows its rate and cores);
 * given the resolved keys as well, its own check refuses the Build ("specRate2017IntBase and processor
 * both give the CPU of the same servers: give one"), as exsize size refuses such a scenario. So for each
 * role ("", Secondary, Lagged) whose processor is named, the two resolved keys are left out: the form
 * holds the model and its sockets, and reads the same rate and cores from the same catalog.
 * Example: { processor: "Intel Xeon Gold 6418H", sockets: 2, specRate2017IntBase: 439,
 * coresPerServer: 48, dagCount: 1 } -> { processor: "Intel Xeon Gold 6418H", sockets: 2, dagCount: 1 }.
 */
import { PROCESSOR_ROLES } from "../../catalog/processorModels";

export function designForForm(inputs: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...inputs };
  for (const role of PROCESSOR_ROLES) {
    if (typeof inputs[`processor${role}`] !== "string") continue;
    delete out[`specRate2017IntBase${role}`];
    delete out[`coresPerServer${role}`];
  }
  return out;
}
