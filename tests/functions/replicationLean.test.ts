import fc from "fast-check";
import { sizeMicrosoftExtras } from "../../src/core/microsoft/extrasOnly";
import { sizeMicrosoftWithExtras } from "../../src/core/microsoft/sizeWithExtras";
import { propertyRuns } from "../support/propertyRuns";
import snapshotDesigns from "../snapshot/designs.json";
import extrasGoldens from "../golden/microsoft-extras.data.json";

/**
 * EX.MSREPLICATION, EX.MSREPLICATIONPEAKMBPS and EX.MSACTIVATION read sizeMicrosoftExtras (extrasOnly.ts),
 * which sizes only what their objects read (sizeMicrosoftCore) instead of sizeMicrosoftWithExtras' whole
 * sizing (the verdict, MetaCache and CPU range too). Both must give the same replication, activation and
 * mailboxModeling objects for every design, and refuse the same designs with the same message. The
 * designs: the snapshot guard's 60 (tests/snapshot/designs.json) and the calculator's extras goldens
 * (tests/golden/microsoft-extras.data.json, each row citing extra_outputs.py); then those designs with
 * inputs drawn at and beyond their valid ranges (fast-check), refusals included.
 */
type Outcome =
  | { readonly figures: unknown }
  | { readonly refused: string; readonly kind: string; readonly key?: unknown };

function outcome(size: () => Record<string, unknown>): Outcome {
  try {
    const s = size();
    return {
      figures: { replication: s.replication, activation: s.activation, mailbox: s.mailboxModeling },
    };
  } catch (e) {
    const err = e as Error & { key?: unknown };
    return { refused: err.message, kind: err.constructor.name, key: err.key };
  }
}
const lean = (json: unknown) =>
  outcome(() => sizeMicrosoftExtras(json) as unknown as Record<string, unknown>);
const full = (json: unknown) =>
  outcome(() => sizeMicrosoftWithExtras(json) as unknown as Record<string, unknown>);

const DESIGNS: readonly [string, Record<string, unknown>][] = [
  ...snapshotDesigns.designs.map((d) => [d.name, d.inputs] as [string, Record<string, unknown>]),
  ...extrasGoldens.designs.map(
    (d) => [`extras-golden ${d.name}`, d.inputs] as [string, Record<string, unknown>]
  ),
];

describe("the replication functions' lean sizing agrees with the whole sizing", () => {
  test.each(DESIGNS)("%s", (_name, json) => {
    expect(lean(json)).toEqual(full(json));
  });

  test("the designs include refused ones and SPECrate2017-converted ones", () => {
    const refused = DESIGNS.map(([, json]) => lean(json)).filter((o) => "refused" in o);
    expect(refused.length).toBeGreaterThan(0);
    // each design's CPU given as SPECrate2017_int_base instead (sized again at the conversion's ends)
    const converted = DESIGNS.map(([, json]) => ({
      ...Object.fromEntries(Object.entries(json).filter(([k]) => !k.startsWith("specIntRate2006"))),
      specRate2017IntBase: 200,
    }));
    const outcomes = converted.map(lean);
    expect(outcomes.filter((o) => "figures" in o).length).toBeGreaterThan(40);
    expect(outcomes).toEqual(converted.map(full));
  });

  // sizeMicrosoftAreas sizes a converted CPU again at the conversion's ends: 1.05e-10 x 9.711 (Intel's
  // central factor) is above specIntRate2006's 1e-9, its lowest end below, so the design is refused
  // there (by parse.ts's specIntRate2006 rule), by both paths, with the same message.
  test("a CPU accepted at the conversion's central factor but not at its lowest is refused by both", () => {
    const json = {
      method: "microsoft",
      tiers: [{ mailboxes: 5000 }],
      specRate2017IntBase: 1.05e-10,
    };
    const refused = lean(json);
    expect(refused).toMatchObject({ refused: expect.stringContaining("is too small to size") });
    expect(refused).toEqual(full(json));
  });

  // Inputs at and beyond their valid ranges: refusals of the scenario reader, of the servers area and of
  // checkMicrosoftFigures (coresPerServer 1e15 on 8 servers), the CPU sized again at its conversion's
  // ends (specRate2017IntBase), the MetaCache inputs and the verdict's acceptedDespite.
  const value = fc.oneof(
    fc.constantFrom(0, -1, 1, 1e-12, 1e15, 1e300, 0.5, 3, 24, 100, 101, "x", "", null, true),
    fc.integer({ min: -5, max: 200000 }),
    fc.double({ min: 1e-10, max: 1e16, noNaN: true })
  );
  const key = fc.constantFrom(
    "coresPerServer",
    "specIntRate2006",
    "specRate2017IntBase",
    "specRate2017IntBaseSecondary",
    "processorVendor",
    "specRate2017IntBaseLagged",
    "exchangeVersion",
    "mcdbCapacityPercent",
    "mcdbSsdCapacityGB",
    "acceptedDespite",
    "haCopies",
    "laggedCopies",
    "exchangeServersPerDag",
    "dagCount",
    "maxCpuWorstFailurePercent",
    "diskCapacityGB",
    "rpoHours",
    "logCompressionPercent",
    "networkLinkMbps"
  );
  test("on designs with inputs drawn at and beyond their ranges: same figures or same refusal", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DESIGNS.map(([, json]) => json)),
        fc.array(fc.tuple(key, value), { maxLength: 3 }),
        fc.constantFrom("2013", "2016", "2019", "SE"),
        (json, changes, version) => {
          const design = { ...json, exchangeVersion: version, ...Object.fromEntries(changes) };
          expect(lean(design)).toEqual(full(design));
        }
      ),
      // each run sizes a design three to nine times (lean and whole, at the CPU's ends): 60 in test:fast
      { numRuns: propertyRuns(300, 60) }
    );
  });
});
