/**
 * functions.json, as CustomFunctionsMetadataPlugin generates it at build time from the JSDoc of the
 * generated adapters (src/functions/excel/*.ts), checked against the declarations and the shipped
 * contract. Uses the plugin's own generator (custom-functions-metadata), not a copy of its rules.
 */
import * as fs from "fs";
import * as path from "path";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata";
import { adapterSource } from "../../src/functions/adapterSource";
import { ALL_FUNCTIONS, FUNCTION_GROUPS } from "../../src/functions/registry";
import { SHIPPED_SIGNATURES } from "./shippedSignatures";

const excelDir = path.join(__dirname, "../../src/functions/excel");

interface MetadataParam {
  name: string;
  description?: string;
  optional?: boolean;
  type: string;
  dimensionality?: string;
}
interface MetadataFunction {
  id: string;
  name: string;
  description?: string;
  parameters: MetadataParam[];
  result: { type?: string; dimensionality?: string };
}

let functions: MetadataFunction[];

beforeAll(async () => {
  const files = FUNCTION_GROUPS.map((g) => path.join(excelDir, `${g.file}.ts`));
  const generated = await generateCustomFunctionsMetadata(files, true);
  expect(generated.errors).toEqual([]);
  functions = JSON.parse(generated.metadataJson).functions;
});

test("the adapters on disk are the ones the declarations generate (npm run gen:functions)", () => {
  const onDisk = fs
    .readdirSync(excelDir)
    .filter((f) => f.endsWith(".ts"))
    .sort();
  expect(onDisk).toEqual(FUNCTION_GROUPS.map((g) => `${g.file}.ts`).sort());
  for (const group of FUNCTION_GROUPS) {
    expect(fs.readFileSync(path.join(excelDir, `${group.file}.ts`), "utf8")).toBe(
      adapterSource(group)
    );
  }
});

test("every function and every parameter has a description", () => {
  expect(functions.length).toBe(ALL_FUNCTIONS.length);
  for (const fn of functions) {
    expect(fn.description?.length).toBeGreaterThan(20);
    for (const p of fn.parameters)
      expect(`${fn.id}.${p.name}: ${p.description ?? ""}`).toMatch(/: \S.{10,}/);
  }
});

test("ids and names are the declarations' ids, in upper case", () => {
  expect(functions.map((f) => f.id).sort()).toEqual(ALL_FUNCTIONS.map((f) => f.id).sort());
  for (const fn of functions) expect(fn.name).toBe(fn.id);
});

test("descriptions in functions.json are the declarations' text", () => {
  for (const decl of ALL_FUNCTIONS) {
    const fn = functions.find((f) => f.id === decl.id) as MetadataFunction;
    expect(fn.description).toBe(decl.description);
    expect(fn.parameters.map((p) => p.description)).toEqual(decl.params.map((p) => p.description));
  }
});

test("every shipped function keeps its id and its parameters in order (new ones only appended, optional)", () => {
  for (const [id, shipped] of Object.entries(SHIPPED_SIGNATURES)) {
    const fn = functions.find((f) => f.id === id);
    expect(fn).toBeDefined();
    const current = (fn as MetadataFunction).parameters.map(
      (p) => `${p.name}${p.optional ? "?" : ""}`
    );
    expect(current.slice(0, shipped.length)).toEqual(shipped);
    for (const extra of current.slice(shipped.length)) expect(extra.endsWith("?")).toBe(true);
  }
});

test("every function is listed as shipped (add it to shippedSignatures.ts when it ships)", () => {
  expect(Object.keys(SHIPPED_SIGNATURES).sort()).toEqual(ALL_FUNCTIONS.map((f) => f.id).sort());
});

test("ranges are matrices; scalar results are numbers, text results strings and tables spill as matrices", () => {
  for (const decl of ALL_FUNCTIONS) {
    const fn = functions.find((f) => f.id === decl.id) as MetadataFunction;
    decl.params.forEach((p, i) => {
      const isRange = p.type.kind === "options" || p.type.kind === "range";
      expect(fn.parameters[i].dimensionality === "matrix").toBe(isRange);
      expect(fn.parameters[i].optional === true).toBe(p.optional);
    });
    if (decl.result.shape === "matrix") expect(fn.result.dimensionality).toBe("matrix");
    else expect(fn.result.type).toBe(decl.result.shape === "text" ? "string" : "number");
  }
});
