import { SizingError } from "../../errors";

/**
 * How the scenario readers (parse.ts, deployment.ts, search/request.ts) refuse a value: one line naming
 * the key (docs/errors.md). `show` is the value as the scenario file holds it (JSON), cut at 60
 * characters as every "(got ...)" is; `fail` throws the SizingError naming the key.
 * Example: fail("dagCount", `dagCount must be ... (got ${show("two")})`) says (got "two").
 */
export const show = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};
export function fail(key: string, message: string): never {
  throw new SizingError(key, message);
}
/** `v` when `list` holds it, else refused: 'dacMode must be one of "DAGOnly", "Off" (got "on")'. */
export function oneOf(key: string, v: unknown, list: readonly string[]): string {
  if (typeof v !== "string" || !list.includes(v))
    fail(key, `${key} must be one of ${list.map(show).join(", ")} (got ${show(v)})`);
  return v as string;
}
