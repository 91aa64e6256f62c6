/**
 * The Compare workbook of saved designs: the lead's buildCompareWorkbook (src/workbook/compare/)
 * with each design's name as its label; the pane builds it through the office-js builder as a
 * "compare" build (build.ts). A bad scenario throws the core's SizingError naming the label and the
 * key, which the pane reports as a failed build with nothing written.
 */
import { buildCompareWorkbook } from "../workbook/compare";
import type { WorkbookSpec } from "../workbook/model";
import type { SavedDesign } from "./designs";

export function compareSpec(
  designs: readonly SavedDesign[],
  date: Date = new Date()
): WorkbookSpec {
  return buildCompareWorkbook(
    designs.map((d) => ({ label: d.name, scenario: d.scenario })),
    { date }
  );
}
