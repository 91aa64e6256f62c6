/**
 * A sizing method's steps are `Step`s (core/formula/step.ts): a named value, its one formula over named
 * inputs, options and earlier steps, its unit and its source. The core evaluates them (sizeSpindles,
 * sizeCompute), the EX.* step tables (SPINDLESIZING, COMPUTE) print their rows, and the workbook's
 * sheets print each formula natively. Seed 000's Tables 14-17 keep their own rows (tables14to17.ts),
 * which quote the paper word for word; their formulas are SIZING_STEP_FORMULAS (sizingFormulas.ts).
 */
export type { Step } from "./formula/step";

/** Keys of a result type whose values are numbers. */
export type NumberKeys<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string;
