/**
 * The example of every declaration (shown by --help and the README) returns what it says.
 * The example values of the seed-000 functions are the paper's figures (Tables 18-19), typed by hand.
 */
import { invoke } from "../../src/functions/invoke";
import { ALL_FUNCTIONS } from "../../src/functions/registry";

test.each(ALL_FUNCTIONS.map((d) => [d.id, d] as const))("EX.%s example", (_id, decl) => {
  const result = invoke(decl, decl.example.args);
  if (Array.isArray(result)) {
    expect(result[1][0]).toBe(decl.example.value);
  } else if (decl.result.shape === "text") {
    expect(result).toBe(decl.example.value);
  } else {
    expect(typeof result).toBe("number");
    expect(Number((result as number).toFixed(decl.example.digits ?? 0))).toBe(decl.example.value);
  }
});
