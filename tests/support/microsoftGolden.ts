/**
 * Compares the tier and database keys of the Microsoft method's `exsize size --json` object
 * (sizeMicrosoftDatabases: without the servers area, which has its own goldens) with figures typed in from mscalc.py:
 * each row is [key, calculator cell, expected]; numbers agree to 1e-6 relative, null is "--", a boolean
 * is the calculator's TRUE/FALSE. The key `tiers[i].name` reads tier i.
 */
import { sizeMicrosoftDatabases } from "../../src/core/microsoft/size";

export type Expected = number | string | boolean | null | { error: string };
export interface GoldenDesign {
  readonly name: string;
  readonly inputs: Record<string, unknown>;
  readonly source: string;
  readonly rows: readonly (readonly [string, string, Expected])[];
}

function read(sizing: Record<string, unknown>, key: string): unknown {
  const m = /^tiers\[(\d)\]\.(.+)$/.exec(key);
  if (m) return (sizing.tiers as Record<string, unknown>[])[Number(m[1])][m[2]];
  return sizing[key];
}

export function agrees(actual: unknown, expected: Expected): boolean {
  if (typeof expected === "number" && typeof actual === "number")
    return (
      actual === expected ||
      Math.abs(actual - expected) <= 1e-6 * Math.max(Math.abs(actual), Math.abs(expected))
    );
  return JSON.stringify(actual) === JSON.stringify(expected);
}

export function checkGoldenDesign(design: GoldenDesign): void {
  // rules: false: some designs hold values mscalc.py wrote straight into the calculator's cells that the
  // surfaces refuse (iopsFactor 0.5 below Input!C66's 1, a quota below the initial mailbox size); the
  // core still computes what the calculator computes from them (tests/robustness/msInputRules.test.ts
  // holds the refusals).
  const sizing = sizeMicrosoftDatabases(
    { method: "microsoft", ...design.inputs },
    { rules: false }
  ) as unknown as Record<string, unknown>;
  const wrong = design.rows
    .filter(([key, , expected]) => !agrees(read(sizing, key), expected))
    .map(
      ([key, cell, expected]) =>
        `${key} (mscalc.py, E2013Calcv7.6, ${cell}): expected ${JSON.stringify(expected)}, got ${JSON.stringify(read(sizing, key))}`
    );
  expect(wrong).toEqual([]);
}
