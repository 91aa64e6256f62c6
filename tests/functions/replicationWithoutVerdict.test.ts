/**
 * EX.MSREPLICATION, EX.MSREPLICATIONPEAKMBPS and EX.MSACTIVATION size through sizeMicrosoftExtras
 * (src/core/microsoft/sizeWithExtras.ts), which leaves the verdict out so that their first call does not
 * load the verdict's steps and rules (issue 29, onFirstCallJsGzKB). This checks that it changes nothing
 * else: on every design of the step snapshot (tests/snapshot/designs.json, 60 designs) and of the
 * extras goldens (tests/golden/microsoft-extras.data.json), its object is sizeMicrosoftWithExtras'
 * without `verdict`, key for key in the same order, and a design one refuses the other refuses with the
 * same message. Both are the code's own paths (no figure is asserted here: the goldens check those).
 */
import {
  sizeMicrosoftExtras,
  sizeMicrosoftWithExtras,
} from "../../src/core/microsoft/sizeWithExtras";
import snapshotDesigns from "../snapshot/designs.json";
import extrasData from "../golden/microsoft-extras.data.json";

type Outcome = { readonly json: string; readonly hasVerdict: boolean } | { readonly error: string };

/** The sizing as JSON without its verdict (and whether it had one), or the error it throws. */
function outcome(size: () => Record<string, unknown>): Outcome {
  try {
    const { verdict, ...rest } = size();
    return { json: JSON.stringify(rest), hasVerdict: verdict !== undefined };
  } catch (e) {
    return { error: `${(e as Error).constructor.name}: ${(e as Error).message}` };
  }
}

const designs: [string, Record<string, unknown>][] = [
  ...(snapshotDesigns.designs as { name: string; inputs: Record<string, unknown> }[]).map(
    (d): [string, Record<string, unknown>] => [`snapshot ${d.name}`, d.inputs]
  ),
  ...(extrasData.designs as { name: string; inputs: Record<string, unknown> }[]).map(
    (d): [string, Record<string, unknown>] => [
      `extras ${d.name}`,
      { method: "microsoft", ...d.inputs },
    ]
  ),
  // refused: a bad input, an input out of its rule, a key acceptedDespite cannot name (parse.ts)
  ["refused: tier mailboxes text", { method: "microsoft", tiers: [{ mailboxes: "many" }] }],
  ["refused: haCopies 17", { method: "microsoft", haCopies: 17 }],
  ["refused: acceptedDespite notARule", { method: "microsoft", acceptedDespite: ["notARule"] }],
];

describe("the replication functions' sizing without the verdict", () => {
  it("covers the snapshot's and the extras goldens' designs, and refusals", () => {
    expect(designs.length).toBeGreaterThanOrEqual(60);
    for (const [name, json] of designs.filter(([n]) => n.startsWith("refused")))
      expect([name, outcome(() => sizeMicrosoftExtras(json) as Record<string, unknown>)]).toEqual([
        name,
        { error: expect.stringMatching(/^SizingError: /) },
      ]);
  });

  it.each(designs)("%s: sizeMicrosoftWithExtras less its verdict", (_name, json) => {
    const full = outcome(() => sizeMicrosoftWithExtras(json) as Record<string, unknown>);
    const lean = outcome(() => sizeMicrosoftExtras(json) as Record<string, unknown>);
    if ("json" in full) expect(full.hasVerdict).toBe(true);
    expect(lean).toEqual("json" in full ? { ...full, hasVerdict: false } : full);
  });
});
