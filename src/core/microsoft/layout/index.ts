import { Value } from "../../formula";
import { layoutDesignOf } from "./design";
import { LayoutCopy, copyLayout } from "./layout";

export type { LayoutDesign } from "./design";
export { layoutDesignOf } from "./design";
export type { LayoutCopy } from "./layout";
export { copyLayout, dagServers } from "./layout";
export { activeCounts, worstActive } from "./failures";
export { copyOffset, copyServer } from "./placement";

/**
 * `exsize size --json`'s `layout` for a Microsoft design: one entry per copy, from the method's values
 * (docs/copy-layout.md). A design the calculator rejects (validationError TRUE) has no layout: [].
 */
export function layoutOf(values: Readonly<Record<string, Value | undefined>>): LayoutCopy[] {
  if (values.validationError === true) return [];
  return copyLayout(layoutDesignOf(values));
}
