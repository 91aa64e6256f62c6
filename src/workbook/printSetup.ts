import type { HeaderFooterSpec } from "./model";

/** The build date as text (yyyy-mm-dd), literal: the workbook has no volatile TODAY(). */
export function dateText(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/**
 * A sheet printed on one landscape page, its columns and rows fitted to it (the Summary, the growth
 * charts): the print setup of `area`. Example: onePage("A1:M42").
 */
export const onePage = (area: string) =>
  ({ orientation: "landscape", fitToWidth: true, fitToHeight: 1, area }) as const;

/** Excel keeps at most 255 characters of a header or footer's code; each part is cut well below it. */
const PART_LIMIT = 80;
const cut = (text: string) =>
  text.length > PART_LIMIT ? `${text.slice(0, PART_LIMIT - 1)}\u2026` : text;

/** What a header cannot hold: control characters and DEL, U+FFFE/U+FFFF and lone surrogates. */
const NOT_HEADER_TEXT =
  // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 cannot hold, meant
  /[\u0000-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Every printed page of both methods' workbooks: the customer and project at the top left, the date at
 * the top right; the sheet's name at the bottom left and "Page n of m" at the bottom right. The text is
 * the scenario's as built (a header cannot read a cell): a customer typed later on the Summary is not
 * in it.
 * Example: {customer: "Fabrikam", project: "Exchange 2019"} prints "Fabrikam: Exchange 2019".
 */
export function printHeaderFooter(context: {
  readonly json: Readonly<Record<string, unknown>>;
  readonly date: Date;
}): {
  readonly header: HeaderFooterSpec;
  readonly footer: HeaderFooterSpec;
} {
  // A header is literal text in the XML: control characters (which XML 1.0 cannot hold) become spaces.
  const text = (k: string) => {
    const v = context.json[k];
    return typeof v === "string" ? v.replace(NOT_HEADER_TEXT, " ").replace(/\s+/g, " ").trim() : "";
  };
  const who = [text("customer"), text("project")].filter(Boolean).join(": ");
  return {
    header: { left: cut(who || "Exchange Server sizing"), right: dateText(context.date) },
    footer: { left: "{sheet}", right: "Page {page} of {pages}" },
  };
}

/**
 * One section of a header or footer (HeaderFooterSpec's left, center or right) as Excel codes it: "&P"
 * the page, "&N" the pages, "&A" the sheet, a literal "&" doubled (ECMA-376 Part 1, 18.3.1.46). The
 * .xlsx renderer joins the sections behind "&L", "&C" and "&R"; office-js takes each section alone
 * (PageLayout.headersFooters.defaultForAllPages.leftHeader, ...), with the same codes.
 * Example: "Page {page} of {pages}" is "Page &P of &N"; "R&D" is "R&&D".
 */
export function headerFooterSectionCode(text: string): string {
  return text
    .replace(/&/g, "&&")
    .replace(/\{page\}/g, "&P")
    .replace(/\{pages\}/g, "&N")
    .replace(/\{sheet\}/g, "&A");
}
