/**
 * Sheet names of the designs in a comparison (issue 13: "named so a reader can find each design: the
 * design's project or its file name"). A design's sheet is "<label> <tag>": the design's label, made a
 * valid sheet-name part and at most LABEL_LIMIT characters, then a short tag for the method's sheet,
 * so every name fits Excel's 31 characters (Excel specifications and limits).
 *
 * Decided here (the issue is silent on it): labels are cut to 18 characters keeping their start and
 * end around an ellipsis (issue 20: "Fabrikam 3k si (2) Inputs" was unreadable), a clashing label
 * gets " (2)", " (3)" ... (Excel compares sheet names without case), and a label with nothing left
 * after the characters Excel refuses in a sheet name ([ ] : * ? / \) is "Design <i>".
 *
 * Example: labels "RAID 10, 2 copies, 2 GB quota" and "RAID 10, 2 copies, 10 GB quota" become
 * "RAID\u20262 GB quota" and "RAID\u202610 GB quota"; their Inputs sheets "RAID\u20262 GB quota Inputs"
 * and "RAID\u202610 GB quota Inputs".
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
  MetaCache: "MetaCache",
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

/**
 * At most `n` UTF-16 code units of `text`, keeping its start and its end around an ellipsis, so two
 * labels that differ only at the end stay apart ("Fabrikam 3k single-site JBOD 6 TB" ->
 * "Fabrikam\u2026JBOD 6 TB"), cut at spaces where it can: designs of one comparison usually share a project name and differ in the last words.
 */
function cutMiddle(text: string, n: number): string {
  if (text.length <= n) return text;
  const room = n - 1;
  const words = text.split(" ");
  // The end: whole last words, leaving the start at least 4 code units.
  let end = "";
  for (let i = words.length - 1; i > 0; i--) {
    const next = end ? `${words[i]} ${end}` : words[i];
    if (next.length > room - 4) break;
    end = next;
  }
  if (!end) return cut(text, room) + "\u2026";
  // The start: whole first words if one fits, else its first characters.
  const left = room - end.length;
  let start = "";
  for (const w of words) {
    const next = start ? `${start} ${w}` : w;
    if (next.length > left) break;
    start = next;
  }
  if (!start) start = cut(text, left);
  return `${start.replace(/[\s,;:.-]+$/, "")}\u2026${end}`;
}

/**
 * Each design's sheet label, in order: valid, at most LABEL_LIMIT UTF-16 code units, unique without
 * case. A long label keeps its start and end (cutMiddle); one that still clashes ends in " (2)", " (3)".
 */
export function designSheetLabels(labels: readonly string[]): string[] {
  const taken = new Set<string>();
  return labels.map((label, i) => {
    const clean = sanitize(label) || `Design ${i + 1}`;
    let result = cutMiddle(clean, LABEL_LIMIT);
    for (let k = 2; taken.has(result.toLowerCase()); k++) {
      const suffix = ` (${k})`;
      result = cutMiddle(clean, LABEL_LIMIT - suffix.length) + suffix;
    }
    taken.add(result.toLowerCase());
    return result;
  });
}

/** A design's sheet: "<label> <tag>". */
export function designSheetName(label: string, sheet: string): string {
  return `${label} ${SHEET_TAGS[sheet] ?? sheet}`;
}
