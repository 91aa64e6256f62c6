import { Env, FormulaError, Value } from "../../../../src/core/formula";

/**
 * The environment of a golden row's NEEDS (goldens.data.ts): a NEEDS cell the calculator shows as an
 * Excel error is typed as its error text ("#DIV/0!") and read back as that error, so the steps see
 * what the calculator's formulas saw. Example: {mailboxServersInDag: "#DIV/0!"} makes a step that
 * reads it hold #DIV/0!.
 */
export function needsEnv(needs: Readonly<Record<string, Value>>): Env {
  return (name) => {
    const v = needs[name];
    if (typeof v === "string" && /^#(DIV\/0!|VALUE!|N\/A|NUM!)$/.test(v))
      throw new FormulaError(v as FormulaError["excelError"], `${name} is ${v} in the calculator`);
    return v;
  };
}
