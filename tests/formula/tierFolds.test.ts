/**
 * The tier folds the generator writes (src/core/microsoft/databases/tierSum.ts, scripts/microsoft/families.py):
 * tierSum and tierAny write one term copied for each tier once, and must give the tree the calculator's cell
 * writes out, in the cell's own order, so its printed formula and figure are the cell's.
 */
import fc from "fast-check";
import { f, parseNotation, printNotation } from "../../src/core/formula";
import { tierAny, tierSum } from "../../src/core/microsoft/databases/tierSum";

describe("tier folds", () => {
  it("tierAny is the calculator's OR of the four tiers' tests (Role Requirements!I157, MailboxSizeCheck)", () => {
    // I157 as the calculator writes it, translated to the notation (tier i's columns as input.tier<i>)
    const cell = parseNotation(
      "OR(AND(input.tier1.mailboxes<>0,input.tier1.quotaMB=0),AND(input.tier2.mailboxes<>0,input.tier2.quotaMB=0)," +
        "AND(input.tier3.mailboxes<>0,input.tier3.quotaMB=0),AND(input.tier4.mailboxes<>0,input.tier4.quotaMB=0))"
    );
    expect(
      tierAny([1, 2, 3, 4], (t) => f`AND(input.tier${t}.mailboxes<>0,input.tier${t}.quotaMB=0)`)
    ).toEqual(cell);
  });

  it("tierSum adds the terms left to right in the cell's order (Role Requirements!C97)", () => {
    const cell = parseNotation("tier1.mailboxes+tier3.mailboxes+tier2.mailboxes+tier4.mailboxes");
    expect(tierSum([1, 3, 2, 4], (t) => f`tier${t}.mailboxes`)).toEqual(cell);
  });

  it("keeps any order of tiers: the printed formula lists the tiers' terms as given", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([1, 2, 3, 4], { minLength: 2 }), (tiers) => {
        const any = printNotation(tierAny(tiers, (t) => f`tier${t}.x>0`));
        const sum = printNotation(tierSum(tiers, (t) => f`tier${t}.x`));
        expect(any).toBe(`OR(${tiers.map((t) => `tier${t}.x>0`).join(",")})`);
        expect(sum).toBe(tiers.map((t) => `tier${t}.x`).join("+"));
      })
    );
  });
});
