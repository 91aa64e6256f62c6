import { FunctionDeclaration } from "./declaration";

/** EX.DVS(users, quotaMB, messagesPerDay, avgMessageKB, [dbCount], [options]) */
export function signature(decl: FunctionDeclaration): string {
  const params = decl.params.map((p) => (p.optional ? `[${p.name}]` : p.name)).join(", ");
  return `EX.${decl.id}(${params})`;
}

/** "GB", or "table" for a spilled result. */
export function resultUnit(decl: FunctionDeclaration): string {
  return decl.result.shape === "matrix" ? "table" : decl.result.unit;
}
