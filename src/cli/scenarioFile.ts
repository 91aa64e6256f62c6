import * as fs from "fs";
import { SizingError } from "../core";
import { scenarioMethod } from "../core/scenarioMethod";
import {
  WorkbookScenario,
  WorkbookSpec,
  buildMicrosoftWorkbook,
  checkWorkbookScenario,
} from "../workbook";
import { UsageError } from "./command";
import { EncodingError, decodeText } from "./decodeText";
import { printable } from "./printable";
import { resolveProcessorModels } from "../catalog/processors";

/**
 * A scenario file as `exsize workbook` and `exsize compare` read it: the Dell method's (checked by
 * checkWorkbookScenario) or a `"method": "microsoft"` one (every key checked by building its workbook,
 * as exsize size does; `spec` is that workbook, dated `date`). `json` is the file's object as written. A Microsoft design the calculator
 * rejects (its validation check TRUE: more copies than servers, ...) is read: its workbook shows the
 * failed check, and a comparison shows it "Rejected by the calculator".
 */
export type ReadScenario =
  | { readonly method: "dell"; readonly scenario: WorkbookScenario; readonly json: unknown }
  | { readonly method: "microsoft"; readonly json: unknown; readonly spec: WorkbookSpec };

/** A file system error as one line: "ENOTDIR: not a directory, open '...'" without the stack. */
export function systemMessage(error: unknown): string {
  return error instanceof Error ? error.message.split("\n")[0] : String(error);
}

/**
 * A JSON file's value. Unreadable, not UTF-8 or UTF-16, or not JSON: a UsageError naming the file
 * (exsize size, workbook and compare read their scenario files so).
 */
export function readJsonFile(file: string): unknown {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(fs.readFileSync(file));
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${systemMessage(error)}`);
  }
  let text: string;
  try {
    text = decodeText(bytes);
  } catch (error) {
    if (error instanceof EncodingError) throw new UsageError(`${file} ${error.message}`);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${printable((error as Error).message)}`);
  }
  // issue 30: processor models (processor, sockets) resolved through ExSize's processor catalog
  try {
    return resolveProcessorModels(json);
  } catch (error) {
    if (error instanceof SizingError) throw new UsageError(`${file}: ${error.message}`);
    throw error;
  }
}

/**
 * Reads and checks one scenario file. Any problem (unreadable, not UTF-8 or UTF-16, not JSON, a bad key
 * or value, an unknown method) is a UsageError whose message names the file and the key.
 */
export function readScenario(file: string, date = new Date(0)): ReadScenario {
  const json = readJsonFile(file);
  try {
    const [method, scenario] = scenarioMethod(json);
    if (method === "microsoft")
      // building it checks every key, as exsize size does
      return { method: "microsoft", json, spec: buildMicrosoftWorkbook(json, { date }) };
    return { method: "dell", scenario: checkWorkbookScenario(scenario), json };
  } catch (error) {
    if (error instanceof SizingError) throw new UsageError(`${file}: ${error.message}`);
    throw error;
  }
}
