import { f } from "../formula";
import type { Expr, Step } from "../formula";
import { msStep } from "./msStep";

/** What a row's template may splice: text or a number (pasted), or an Expr (in the formula, whole). */
type Splice = string | number | Expr;

/** A template tag that builds one step from a row. */
type Tag = (strings: TemplateStringsArray, ...parts: Splice[]) => Step;

/** The tag: one Microsoft-method step written as one row of a table, its header, then its formula. */
export interface RowTag extends Tag {
  /** The same tag for a step with a note (where ExSize departs from the cell, or what it reads). */
  noted(note: string): Tag;
  /**
   * The tag for a step that cites something other than a calculator cell (a Microsoft document, a rule
   * ExSize derived): the header's fourth field is the step's whole source, as written, and `note` its
   * note ("" for none).
   */
  sourced(note?: string): Tag;
}

/**
 * One step of the Microsoft method as one row, read like the calculator's own row: a header line
 * `key | label | unit | cell`, then the cell's formula in the formula notation exactly as f reads it
 * (src/core/formula/parse.ts):
 *
 *   row`totalMailboxesPerDag | Total Mailboxes / DAG | mailboxes | Role Requirements!C98 (TotMBXPerDAG)
 *     IF(input.highAvailability="Yes",totalMailboxesInTheEnvironment/totalDAGsInTheEnvironment,"--")`
 *
 * is msStep("totalMailboxesPerDag", "Total Mailboxes / DAG", f`IF(...)`, "mailboxes",
 * "Role Requirements!C98 (TotMBXPerDAG)"): the step cites "E2013Calcv7.6, Role Requirements!C98
 * (TotMBXPerDAG)" (msStep.ts, the calculator's version and cell), its formula is f of the text under the
 * header.
 *
 * - The header: the template's first line, four fields split at "|", each trimmed (so a field holds no
 *   "|"); an empty unit is written `key | label |  | cell`. Splices in the header are pasted as text
 *   (`tier${t}.mailboxes | Number of Tier-${t} Mailboxes | ...`); an Expr there is an error.
 * - The formula: everything after the first line break, with its splices, is f's template: a string or
 *   number is pasted into the text, an Expr inserted whole (the same tree f gives). A formula that is not
 *   written in the notation (tierSum(...), ref(...), a module constant) is the one splice under the header,
 *   `${thatExpr}`, and is the step's formula as it is.
 * - A step with a note: `row.noted(NOTE)` is the same tag with msStep's note.
 * - A step that does not cite the calculator: `row.sourced(NOTE?)`, whose header is
 *   `key | label | unit | source`, the source cited as written (no "E2013Calcv7.6, " before it):
 *     row.sourced()`metaCache.slotsPerServer | Disk slots per server (HDDs + SSDs) | disks | ${PA}
 *       metaCache.hddsPerServer+metaCache.ssdsPerServer`
 *   is { key: "metaCache.slotsPerServer", ..., source: PA, note: "" }.
 * - A bad header (not four fields, an empty key, no formula line) throws when the row is built (at module
 *   load for a module's table) with the header's text: `row: "a | b | c" is not "key | label | unit | cell"`.
 *
 * Written by the codemod scripts/compact/stepRows.js from msStep calls, and by scripts/microsoft's
 * generator for the generated files (a file that binds the name `row` itself imports the tag as
 * `row as stepRow`). The functions' bundle empties a row's cell field and note
 * (scripts/webpack/stripStepWords.js) and compacts its formula part (scripts/webpack/compactFormulaText.js).
 */
export const row: RowTag = Object.assign(tag("", false), {
  noted: (note: string) => tag(note, false),
  sourced: (note = "") => tag(note, true),
});

/** The tag of rows with `note`; `whole`: their fourth field is the whole source, else a calculator cell. */
function tag(note: string, whole: boolean): Tag {
  return (strings, ...parts) => build(strings, parts, note, whole);
}

/** The step of a row; `whole`: its fourth field is the whole source, else a calculator cell. */
function build(
  strings: readonly string[],
  parts: readonly Splice[],
  note: string,
  whole: boolean
): Step {
  // the literal part holding the first line break: the header is everything before it
  let i = 0;
  while (i < strings.length && !strings[i].includes("\n")) i++;
  let header = "";
  for (let k = 0; k < Math.min(i, parts.length); k++) {
    const p = parts[k];
    header += strings[k];
    if (typeof p === "object")
      throw new Error(`row: an Expr in the header ${JSON.stringify(header)}`);
    header += String(p);
  }
  if (i === strings.length)
    throw new Error(`row: no formula under the header ${JSON.stringify(header + strings[i - 1])}`);
  const cut = strings[i].indexOf("\n");
  header += strings[i].slice(0, cut);
  const fields = header.split("|").map((x) => x.trim());
  if (fields.length !== 4 || fields[0] === "")
    throw new Error(`row: ${JSON.stringify(header)} is not "key | label | unit | cell"`);
  const [key, label, unit, cell] = fields;
  const texts = [strings[i].slice(cut + 1), ...strings.slice(i + 1)];
  const splices = parts.slice(i);
  // a formula that is one Expr spliced alone is that Expr (tierSum(...), ref(...), a constant)
  const formula =
    splices.length === 1 &&
    typeof splices[0] === "object" &&
    texts[0].trim() === "" &&
    texts[1].trim() === ""
      ? splices[0]
      : f(Object.assign(texts, { raw: texts }), ...splices);
  return whole
    ? { key, label, formula, unit, source: cell, note }
    : msStep(key, label, formula, unit, cell, note);
}
