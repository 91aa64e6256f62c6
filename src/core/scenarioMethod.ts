import { SizingError } from "./errors";

/** The two sizing methods a scenario names. */
export type SizingMethod = "dell" | "microsoft";

/**
 * A scenario's sizing method and the scenario as that method's checks read it: "method": "microsoft"
 * is Microsoft's calculator (the scenario as written); no method, or "dell", the Dell method (the
 * scenario without its "method" key, which the Dell checks do not know). Anything else throws a
 * SizingError naming "method". Every surface that reads a scenario file (exsize size, workbook,
 * compare) dispatches through here.
 * Example: {"method": "dell", "users": 5000} -> ["dell", {"users": 5000}]; [1] -> ["dell", [1]] (the
 * Dell checks then say a scenario must be an object).
 */
export function scenarioMethod(json: unknown): readonly [SizingMethod, unknown] {
  const record =
    typeof json === "object" && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : undefined;
  const method = record?.method;
  if (method === "microsoft") return ["microsoft", json];
  if (method !== undefined && method !== "dell")
    throw new SizingError(
      "method",
      `method must be "dell" or "microsoft" (got ${JSON.stringify(method)})`
    );
  if (record === undefined || !("method" in record)) return ["dell", json];
  const { method: _method, ...dell } = record;
  void _method;
  return ["dell", dell];
}
