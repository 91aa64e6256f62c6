import { Expr, concat, text } from "../../formula";

/**
 * A sentence as one expression: each string is literal text (where `concat` would read a string as a
 * name), each expression a figure or text the design gives. Printed as Excel's & chain.
 * Example: say("needs ", round("databaseVolumeSizeGB", 0), " GB") is ="needs "&ROUND(ex.ms.databaseVolumeSizeGB,0)&" GB".
 */
export function say(...parts: (Expr | string)[]): Expr {
  return concat(...parts.map((p) => (typeof p === "string" ? text(p) : p)));
}
