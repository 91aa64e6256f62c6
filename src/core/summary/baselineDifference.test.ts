import fc from "fast-check";
import { printExcel } from "../formula";
import { DIFFERENCE_FORMULAS, baselineDifference } from "./baselineDifference";

describe("differences from the baseline (worked by hand)", () => {
  test.each([
    // value, baseline, absolute, percent
    [3, 2, 1, 50], // 3 copies against 2
    [2556, 2556, 0, 0],
    [1280, 2560, -1280, -50],
    [0, 0, 0, null], // no ratio to zero
    [96, 0, 96, null],
    [null, 2, null, null], // the design's method has no such figure
    [2, null, null, null],
  ])("%p against %p: %p, %p %%", (value, baseline, absolute, percent) => {
    expect(baselineDifference(value, baseline)).toEqual({ absolute, percent });
  });
});

test("the Compare sheet's formulas, as Excel reads them", () => {
  const n = (x: string) => `cmp.${x}`;
  expect("=" + printExcel(DIFFERENCE_FORMULAS.absolute, n)).toBe(
    '=IF(OR(cmp.value="--",cmp.baseline="--"),"--",cmp.value-cmp.baseline)'
  );
  expect("=" + printExcel(DIFFERENCE_FORMULAS.percent, n)).toBe(
    '=IF(OR(OR(cmp.value="--",cmp.baseline="--"),cmp.baseline=0),"--",(cmp.value-cmp.baseline)/cmp.baseline*100)'
  );
});

test("property: baseline + absolute = value, and the percent is absolute over the baseline", () => {
  fc.assert(
    fc.property(
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.double({ min: 1e-3, max: 1e9, noNaN: true }),
      (value, baseline) => {
        const d = baselineDifference(value, baseline);
        expect(d.absolute).toBe(value - baseline);
        expect(d.percent).toBe(((value - baseline) / baseline) * 100);
      }
    )
  );
});
