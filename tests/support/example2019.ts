import * as fs from "fs";
import * as path from "path";

/**
 * examples/microsoft-2019.json without its processor: the CLI reads a processor model from the
 * processor catalog, which the workbook builders the tests call do not, so the example's CPU is given
 * by no input and is not sized (one more warning, cpuNotSized). Read from the example itself, so the
 * tests follow it.
 */
export function example2019WithoutProcessor(): { readonly project: string } & Record<
  string,
  unknown
> {
  const file = path.join(__dirname, "../../examples/microsoft-2019.json");
  const json = JSON.parse(fs.readFileSync(file, "utf8"));
  delete json.processor;
  return json;
}
