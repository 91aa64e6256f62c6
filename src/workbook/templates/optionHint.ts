import { OPTION_SPECS } from "../../core";
import { optionName } from "../names";
import { SHEET_NAMES } from "./sheetNames";

/** Appends where to change each option a note names: "... Change it on the Inputs sheet (ex.dbOverhead)." */
export function withOptionHint(note: string): string {
  const named = OPTION_SPECS.filter((o) => new RegExp(`\\b${o.name}\\b`).test(note));
  if (named.length === 0) return note;
  const where = named.map((o) => optionName(o.name)).join(", ");
  return `${note} Change it on the ${SHEET_NAMES.inputs} sheet (${where}).`;
}
