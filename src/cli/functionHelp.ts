import { FunctionDeclaration } from "../functions/declaration";
import { resultUnit, signature } from "../functions/signature";
import { cliLiteral } from "./format";

/** One function's help: signature, what it computes, each argument, an example to paste. */
export function functionHelp(decl: FunctionDeclaration): string {
  const lines = [`  ${signature(decl)} -> ${resultUnit(decl)}`, `      ${decl.description}`];
  const width = Math.max(...decl.params.map((p) => p.name.length), 0);
  for (const p of decl.params) lines.push(`      ${p.name.padEnd(width)}  ${p.description}`);
  const args = decl.example.args.map(cliLiteral).join(" ");
  const note = decl.example.note ? ` (${decl.example.note})` : "";
  lines.push(
    `      Example: exsize fn ${decl.id}${args ? " " + args : ""}  => ${decl.example.value}${note}`
  );
  return lines.join("\n");
}
