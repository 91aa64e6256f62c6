import { createHash } from "crypto";
import { strFromU8, unzipSync } from "fflate";
import { XML_HEADER, esc } from "./xml";

/** The application docProps/app.xml names in every file ExSize writes. */
export const XLSX_APPLICATION = "ExSize";

/** The part that records what ExSize wrote: a custom document property (ECMA-376 Part 1, 22.3). */
export const OWNERSHIP_PART = "docProps/custom.xml";
export const CUSTOM_PROPERTIES_TYPE =
  "application/vnd.openxmlformats-officedocument.custom-properties+xml";
export const CUSTOM_PROPERTIES_REL =
  "http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties";
const PROPERTY = "ExSize parts";

function digest(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * docProps/custom.xml for a package: one property, "ExSize parts", listing every other part with
 * the SHA-256 of its bytes ("name=hex;name=hex..."). `exsize workbook` replaces a file only when
 * every part is still as listed (ownershipProblem): an edit by a script or a tool that rewrote one
 * part, even one that left docProps/app.xml alone, is noticed.
 */
export function ownershipXml(parts: Readonly<Record<string, Uint8Array>>): string {
  const list = Object.keys(parts)
    .filter((name) => name !== OWNERSHIP_PART)
    .sort()
    .map((name) => `${name}=${digest(parts[name])}`)
    .join(";");
  return (
    XML_HEADER +
    '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">' +
    `<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="${PROPERTY}"><vt:lpwstr>${esc(list)}</vt:lpwstr></property>` +
    "</Properties>"
  );
}

function listOf(list: readonly string[], max = 3): string {
  const shown = list.slice(0, max).join(", ");
  return list.length > max ? `${shown} and ${list.length - max} more` : shown;
}

/**
 * Why the bytes are not a workbook exactly as ExSize wrote it, or undefined when they are: every
 * part listed in docProps/custom.xml is there with the same SHA-256, and there is no other part.
 * The reason names what changed ("xl/worksheets/sheet2.xml was changed").
 */
export function ownershipProblem(bytes: Uint8Array): string | undefined {
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes);
  } catch {
    return "it is not an .xlsx package (not a zip file)";
  }
  const own = parts[OWNERSHIP_PART];
  const list = own
    ? new RegExp(`name="${PROPERTY}"><vt:lpwstr>([^<]*)</vt:lpwstr>`).exec(strFromU8(own))
    : null;
  if (!list)
    return "it carries no record of what ExSize wrote (another application wrote it, or an ExSize before 0.1.0)";
  const recorded = new Map(
    list[1].split(";").map((pair) => {
      const at = pair.lastIndexOf("=");
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    })
  );
  const changed: string[] = [];
  const missing: string[] = [];
  for (const [name, hex] of recorded) {
    if (!parts[name]) missing.push(name);
    else if (digest(parts[name]) !== hex) changed.push(name);
  }
  const added = Object.keys(parts).filter((n) => n !== OWNERSHIP_PART && !recorded.has(n));
  const what = [
    changed.length ? `${listOf(changed)} ${changed.length === 1 ? "was" : "were"} changed` : "",
    added.length ? `${listOf(added)} ${added.length === 1 ? "was" : "were"} added` : "",
    missing.length ? `${listOf(missing)} ${missing.length === 1 ? "was" : "were"} removed` : "",
  ].filter(Boolean);
  return what.length ? `since ExSize wrote it, ${what.join("; ")}` : undefined;
}

/** True when the bytes are an .xlsx exactly as ExSize wrote it (ownershipProblem finds nothing). */
export function isExSizeOutput(bytes: Uint8Array): boolean {
  return ownershipProblem(bytes) === undefined;
}
