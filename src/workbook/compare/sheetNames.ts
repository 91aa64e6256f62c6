/**
 * Sheet names of the designs in a comparison (issue 13: "named so a reader can find each design: the
 * design's project or its file name"). A design's sheet is "<label> <tag>": the design's label, made a
 * valid sheet-name part and at most LABEL_LIMIT characters, then a short tag for the method's sheet,
 * so every name fits Excel's 31 characters (Excel specifications and limits).
 *
 * Decided here (the issue is silent on it): labels are cut to 18 characters, a cut or clashing label
 * gets " (2)", " (3)" ... (Excel compares sheet names without case), and a label with nothing left
 * after the characters Excel refuses in a sheet name ([ ] : * ? / \) is "Design <i>".
 *
 * Example: labels "RAID 10, 2 copies, 2 GB quota" and "RAID 10, 2 copies, 10 GB quota" become
 * "RAID 10, 2 copies," and "RAID 10, 2 cop (2)"; their Inputs sheets "RAID 10, 2 copies, Inputs" and
 * "RAID 10, 2 cop (2) Inputs".
 */

/** Excel's longest sheet name. */
const SHEET_NAME_LIMIT = 31;

/** The short tag of each sheet of both methods' workbooks (SHEET_NAMES, MS_SHEETS); others keep their name. */
export const SHEET_TAGS: Readonly<Record<string, string>> = {
  Summary: "Summary",
  Inputs: "Inputs",
  "Array selection": "Arrays",
  Spindles: "Spindles",
  "Compute and memory": "Compute",
  Jetstress: "Jetstress",
  "Capacity catalog": "Capacity cat",
  "IOPS catalog": "IOPS cat",
  Notes: "Notes",
  "Tier profile": "Tiers",
  "Databases and servers": "Servers",
  "Failure modes": "Failures",
  Replication: "Replication",
  "Activation scenarios": "Activation",
  "Mailbox growth": "Growth",
  "Copy layout": "Layout",
};

/** The longest tag, and so the characters left for a label. */
const TAG_LIMIT = Math.max(...Object.values(SHEET_TAGS).map((t) => t.length), "Table 19".length);
export const LABEL_LIMIT = SHEET_NAME_LIMIT - 1 - TAG_LIMIT;

/** A label as a sheet-name part: no [ ] : * ? / \ or control characters, single spaces, no edge quote. */
function sanitize(label: string): string {
  return Array.from(label, (c) => (c.charCodeAt(0) < 32 || c === "\u007f" ? " " : c))
    .join("")
    .replace(/[[\]:*?/\\]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^'+|'+$/g, "")
    .trim();
}

/**
 * At most `n` UTF-16 code units of `text` (Excel counts a sheet name's length so), never splitting a
 * character, without trailing spaces.
 */
function cut(text: string, n: number): string {
  let out = "";
  for (const c of text) {
    if (out.length + c.length > n) break;
    out += c;
  }
  return out.trimEnd();
}

/** Each design's sheet label, in order: valid, at most LABEL_LIMIT UTF-16 code units, unique without case. */
export function designSheetLabels(labels: readonly string[]): string[] {
  const taken = new Set<string>();
  return labels.map((label, i) => {
    const clean = sanitize(label) || `Design ${i + 1}`;
    let result = cut(clean, LABEL_LIMIT);
    for (let k = 2; taken.has(result.toLowerCase()); k++) {
      const suffix = ` (${k})`;
      result = cut(clean, LABEL_LIMIT - suffix.length) + suffix;
    }
    taken.add(result.toLowerCase());
    return result;
  });
}

/** A design's sheet: "<label> <tag>". */
export function designSheetName(label: string, sheet: string): string {
  return `${label} ${SHEET_TAGS[sheet] ?? sheet}`;
}
