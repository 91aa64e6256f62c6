import { ScenarioSizing } from "../scenario";
import { dellVerdict } from "./dellVerdict";
import { Verdict } from "./types";

export * from "./types";
export { dellVerdict } from "./dellVerdict";

/**
 * ExSize's verdict on a sized design, either method: a Microsoft sizing (sizeMicrosoft, whose
 * `verdict` its verdict steps computed: src/core/microsoft/verdict) or a Dell one (sizeScenario,
 * dellVerdict). For `exsize deploy` (refuse a rejected design) and any surface that must not stay
 * silent about one.
 * Example: verdictOf(sizeMicrosoft(json)).status === "rejected" for the 3,000-mailbox JBOD design
 * on 6 TB disks (Storage Design!C182 "Insufficient Disk Capacity").
 */
export function verdictOf(
  sizing: { readonly method: "microsoft"; readonly [key: string]: unknown } | ScenarioSizing
): Verdict {
  if ("method" in sizing && sizing.method === "microsoft") {
    const v = (sizing as { verdict?: Verdict }).verdict;
    if (!v) throw new Error("a Microsoft sizing without its verdict: size it with sizeMicrosoft");
    return v;
  }
  return dellVerdict(sizing as ScenarioSizing);
}
