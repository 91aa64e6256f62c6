/** XML text helpers for the OOXML parts. */

/** Characters XML 1.0 cannot carry at all; OOXML writes them as _xHHHH_ escapes. */
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Any character esc changes: what NOT_XML_CHAR matches, and & < > ". */
const NEEDS_ESCAPE =
  // eslint-disable-next-line no-control-regex
  /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/;

/**
 * Escapes text for an element or a double-quoted attribute. A character XML 1.0 cannot carry (a NUL,
 * a vertical tab, U+FFFE ...) becomes U+FFFD, so every part stays well-formed whatever a user typed;
 * cell text keeps such characters exactly, as _xHHHH_ escapes (escCellText).
 */
export function esc(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text; // most text: no work, no copies
  return text
    .replace(NOT_XML_CHAR, "\ufffd")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * Escapes cell text (shared strings): OOXML reads "_xHHHH_" in a string as the character HHHH, so a
 * literal "_x" is written "_x005F_x", and characters XML cannot carry become "_xHHHH_". The text a
 * user typed arrives exactly as typed (ECMA-376 Part 1, 22.9.2.19 ST_Xstring).
 */
export function escCellText(text: string): string {
  const ooxml = text
    .replace(/_(x[0-9A-Fa-f]{4}_)/g, "_x005F_$1")
    .replace(
      NOT_XML_CHAR,
      (ch) => `_x${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}_`
    );
  return esc(ooxml);
}

/** An attribute list from pairs, leaving out undefined values. */
export function attrs(pairs: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(pairs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(typeof v === "boolean" ? (v ? "1" : "0") : String(v))}"`)
    .join("");
}

export const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export const NS = {
  main: "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
  r: "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
  pkgRels: "http://schemas.openxmlformats.org/package/2006/relationships",
  contentTypes: "http://schemas.openxmlformats.org/package/2006/content-types",
  drawing: "http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing",
  a: "http://schemas.openxmlformats.org/drawingml/2006/main",
  chart: "http://schemas.openxmlformats.org/drawingml/2006/chart",
} as const;

/** Relationship types (ECMA-376 Part 1, 15.2). */
export const REL = {
  officeDocument: `${NS.r}/officeDocument`,
  extendedProperties: `${NS.r}/extended-properties`,
  coreProperties:
    "http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties",
  worksheet: `${NS.r}/worksheet`,
  styles: `${NS.r}/styles`,
  sharedStrings: `${NS.r}/sharedStrings`,
  theme: `${NS.r}/theme`,
  drawing: `${NS.r}/drawing`,
  chart: `${NS.r}/chart`,
  table: `${NS.r}/table`,
} as const;

/** A relationships part. */
export function relsXml(rels: readonly { id: string; type: string; target: string }[]): string {
  return (
    XML_HEADER +
    `<Relationships xmlns="${NS.pkgRels}">` +
    rels
      .map((r) => `<Relationship${attrs({ Id: r.id, Type: r.type, Target: r.target })}/>`)
      .join("") +
    "</Relationships>"
  );
}
