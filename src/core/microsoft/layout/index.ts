import { Value } from "../../formula";
import { layoutDesignOf } from "./design";
import { LayoutCopy, copyLayout } from "./layout";

export { layoutDesignOf } from "./design";
export type { LayoutCopy } from "./layout";
export { copyLayout } from "./layout";

/**
 * `exsize size --json`'s `layout` for a Microsoft design: one entry per copy, from the method's values
 * (docs/copy-layout.md): the calculator's layout unless the scenario's `copyLayout` is "exsize". A design
 * the calculator rejects (validationError TRUE) has no layout: [].
 */
export function layoutOf(values: Readonly<Record<string, Value | undefined>>): LayoutCopy[] {
  if (values.validationError === true) return [];
  return copyLayout(layoutDesignOf(values));
}
