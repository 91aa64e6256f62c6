import { SizingError } from "../../core/errors";
import { WorkbookSpec } from "../model";
import { dateText } from "../printSetup";
import { COMPARE_SHEET, compareSheet } from "./compareSheet";
import { CompareDesign, placeDesigns } from "./designs";
import { figureNames } from "./figures";

export { COMPARE_SHEET, compareRowName } from "./compareSheet";
export { designWorkbook } from "./designs";
export type { CompareDesign, DesignMethod, PlacedDesign } from "./designs";
export { DECIDING_FIGURES, DESIGN_FIGURES } from "./figures";
export { designSheetLabels, designSheetName, LABEL_LIMIT } from "./sheetNames";

/** Designs one comparison holds (issue 13: 2 to 12). */
export const COMPARE_DESIGNS = { min: 2, max: 12 } as const;

/**
 * The comparison workbook (issue 13, `exsize compare` and the task pane's Compare): the Compare sheet,
 * then each design's own sheets in its namespace (designs.ts), all native formulas. Design i's names
 * are ex.d<i>.*, the Compare sheet's summary rows ex.cmp.KEY.
 * Throws a SizingError for fewer than 2 or more than 12 designs, or naming the design and the key of a
 * bad scenario.
 *
 * Example: a Dell design and a Microsoft one give the Compare sheet, then "Dell 5000 Summary" ...
 * "Dell 5000 Compute", then "MS 16000 Summary" ... "MS 16000 Layout".
 */
export function buildCompareWorkbook(
  designs: readonly CompareDesign[],
  opts: { readonly date?: Date } = {}
): WorkbookSpec {
  if (designs.length < COMPARE_DESIGNS.min || designs.length > COMPARE_DESIGNS.max)
    throw new SizingError(
      "designs",
      `a comparison holds ${COMPARE_DESIGNS.min} to ${COMPARE_DESIGNS.max} designs (got ${designs.length})`
    );
  const date = opts.date ?? new Date();
  const placed = placeDesigns(designs, date, figureNames);
  const built = compareSheet(placed);
  // Its printed pages name what they are, the date and the page, as every design sheet's do (issue 31).
  const compare = {
    ...built,
    sheet: {
      ...built.sheet,
      print: {
        ...built.sheet.print!,
        header: { left: `Exchange designs compared (${designs.length})`, right: dateText(date) },
        footer: { left: "{sheet}", right: "Page {page} of {pages}" },
      },
    },
  };
  const styles = { ...placed[0].spec.styles };
  for (const d of placed)
    for (const [k, v] of Object.entries(d.spec.styles))
      if (k in styles && JSON.stringify(styles[k]) !== JSON.stringify(v))
        throw new Error(`style ${k} differs between designs`);
      else styles[k] = v;
  return {
    title: `Exchange designs compared (${designs.length})`,
    sheets: [compare.sheet, ...placed.flatMap((d) => d.spec.sheets)],
    names: [...compare.names, ...placed.flatMap((d) => d.spec.names)],
    styles,
    activeSheet: COMPARE_SHEET,
  };
}
