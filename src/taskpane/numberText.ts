/**
 * Numbers as people type them, in the pane's display language. No DOM here.
 *
 * The display language's separators come from Intl (en-US: "," groups, "." is the decimal point;
 * de-DE: "." groups, "," is the decimal point; fr-FR: a narrow no-break space groups). The reading:
 *   - "6000", "6000.5", "1e3", "-2": read as JavaScript reads them (the decimal point is always ".").
 *   - Spaces (plain, no-break, narrow no-break) and apostrophes between groups of three digits group
 *     thousands in every language: "6 000" = 6000, "1'250" = 1250.
 *   - The language's own group separator between groups of three digits groups: "6,000" = 6000 in
 *     en-US, "6.000" = 6000 in de-DE.
 *   - The language's own decimal separator is the decimal point: "1,2" = 1.2 in de-DE.
 *   - Anything else is refused with the reading spelled out: "1,2" in en-US could be 1.2 or 12, so the
 *     message says "type 1.2 or 12" instead of guessing.
 * Example: readTypedNumber("6,000", "en-US") => { value: 6000, reading: "6000" }.
 */

export interface Separators {
  readonly group: string;
  readonly decimal: string;
}

export type TypedNumber =
  | { readonly kind: "blank" }
  | { readonly kind: "number"; readonly value: number; readonly plain: boolean }
  | { readonly kind: "refused"; readonly text: string; readonly why: string };

const SPACES = /[ \u00a0\u202f'\u2019]/;

/** The display language's separators (falls back to en-US's for an unknown language tag). */
export function separatorsOf(locale: string): Separators {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
  } catch {
    parts = new Intl.NumberFormat("en-US", { useGrouping: true }).formatToParts(12345.6);
  }
  return {
    group: parts.find((p) => p.type === "group")?.value ?? ",",
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
  };
}

const PLAIN = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** "12 345" with `sep` between groups of three: the first group 1-3 digits, not led by 0. */
function grouped(digits: string, sep: (c: string) => boolean): string | undefined {
  const groups: string[] = [];
  let current = "";
  for (const c of digits) {
    if (sep(c)) {
      groups.push(current);
      current = "";
    } else current += c;
  }
  groups.push(current);
  if (groups.length < 2) return undefined;
  const [first, ...rest] = groups;
  if (!/^[1-9]\d{0,2}$/.test(first) || !rest.every((g) => /^\d{3}$/.test(g))) return undefined;
  return groups.join("");
}

function isSpace(c: string): boolean {
  return SPACES.test(c);
}

/** What the user typed, read in the display language; `locale` e.g. "en-US" or "de-DE". */
export function readTypedNumber(text: string, locale: string): TypedNumber {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "blank" };
  const { group, decimal } = separatorsOf(locale);
  const match = /^([-+]?)(.+)$/.exec(trimmed)!;
  const [, sign, body] = match;
  // "6.000" is 6000 where "." groups thousands (de-DE); elsewhere JavaScript's reading stands.
  const groupedByDot = group === "." && grouped(body, (c) => c === ".") !== undefined;
  if (PLAIN.test(trimmed) && !groupedByDot) {
    const value = Number(trimmed);
    if (Number.isFinite(value)) return { kind: "number", value, plain: true };
  }
  if (![...body].every((c) => /[\d,.]/.test(c) || c === group || isSpace(c))) {
    return { kind: "refused", text: trimmed, why: "not a number" };
  }
  // The decimal part: after the language's decimal separator, or after "." where the language
  // groups with something else than ".".
  const decimalChars = group === "." ? [decimal] : [decimal, "."];
  let integer = body;
  let fraction = "";
  const at = Math.max(...decimalChars.map((d) => body.lastIndexOf(d)));
  if (at >= 0) {
    integer = body.slice(0, at);
    fraction = body.slice(at + 1);
    if (!/^\d+$/.test(fraction) || integer === "") {
      return refuse(trimmed, locale, group, decimal);
    }
  }
  let digits: string | undefined;
  if (/^\d+$/.test(integer)) digits = integer;
  else digits = grouped(integer, (c) => c === group || isSpace(c));
  if (digits === undefined) return refuse(trimmed, locale, group, decimal);
  const value = Number(`${sign}${digits}${fraction ? `.${fraction}` : ""}`);
  if (!Number.isFinite(value)) return refuse(trimmed, locale, group, decimal);
  return { kind: "number", value, plain: false };
}

/** The readings a refused text could have, spelled out for the message. */
function refuse(text: string, locale: string, group: string, decimal: string): TypedNumber {
  const name = languageName(locale);
  const separators = `in ${name}, “${group === "\u202f" || group === "\u00a0" ? " " : group}” groups thousands and “${decimal}” is the decimal separator`;
  const onlyOne = /^[-+]?\d+([,.])\d+$/.exec(text);
  if (onlyOne) {
    const asDecimal = text.replace(onlyOne[1], ".");
    const asWhole = text.replace(onlyOne[1], "");
    return {
      kind: "refused",
      text,
      why: `could be ${asDecimal} or ${asWhole} (${separators}): type ${asDecimal} or ${asWhole}`,
    };
  }
  return { kind: "refused", text, why: `not a number ${separators}` };
}

function languageName(locale: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}
