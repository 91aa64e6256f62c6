/**
 * The search's form fields (issue 33, item 2) and their reading into a search request's ranges and
 * limit (docs/search.md, "The request"): Exchange servers per DAG and DAGs, each a range from..to
 * (inclusive whole numbers; both blank keeps the form's value, as a range left out of REQ.json does),
 * the CPU limit in every failure mode (maxCpuWorstFailurePercent, blank 80, the calculator's own
 * warning) and how many designs to list (1 to 12: a Compare workbook takes at most 12).
 * Messages are the CLI reader's rules in the field's words; no DOM here.
 * Example: servers per DAG "2".."12", DAGs "1".."4", CPU "", designs "5" =>
 *   { ranges: { exchangeServersPerDag: [2, 12], dagCount: [1, 4] }, maxCpuWorstFailurePercent: 80, top: 5 }.
 */

export interface SearchField {
  readonly id: string;
  readonly label: string;
  /** The valid range, in words ("" for none beyond the label). */
  readonly hint: string;
  /** What a new pane shows (examples/search-2019.json's ranges; 80; 5). */
  readonly initial: string;
}

/** A range's two fields: blank both keeps the form's value (a range left out of REQ.json). */
const range = (key: string, label: string, from: number, to: number) => ({
  key,
  label,
  from: { id: `search-${key}-from`, label: `${label}, from`, hint: "", initial: String(from) },
  to: { id: `search-${key}-to`, label: `${label}, to`, hint: "", initial: String(to) },
});

export const RANGE_FIELDS = [
  range("exchangeServersPerDag", "Exchange servers per DAG", 2, 12),
  range("dagCount", "DAGs", 1, 4),
] as const;

export const CPU_FIELD: SearchField = {
  id: "search-cpu",
  label: "CPU limit",
  hint: "",
  initial: "80",
};

export const TOP_FIELD: SearchField = {
  id: "search-top",
  label: "Designs to list",
  hint: "",
  initial: "5",
};

export const MAX_TOP = 12;

export interface SearchSettings {
  readonly ranges: Readonly<Record<string, readonly [number, number]>>;
  readonly maxCpuWorstFailurePercent: number;
  readonly top: number;
}

export type FieldMessages = Readonly<Record<string, string>>;

const WHOLE = /^\s*\d+\s*$/;

/** The fields' texts (by id) read into settings, or a message per field in error (by id). */
export function readSearchFields(
  texts: Readonly<Record<string, string>>
): { readonly settings: SearchSettings } | { readonly messages: FieldMessages } {
  const messages: Record<string, string> = {};
  const ranges: Record<string, readonly [number, number]> = {};
  for (const r of RANGE_FIELDS) {
    const from = (texts[r.from.id] ?? "").trim();
    const to = (texts[r.to.id] ?? "").trim();
    if (from === "" && to === "") continue;
    let bad = false;
    for (const [id, text, end] of [
      [r.from.id, from, "from"],
      [r.to.id, to, "to"],
    ] as const)
      if (!WHOLE.test(text)) {
        messages[id] =
          `${r.label} ${end}: must be a whole number of 0 or more${text === "" ? " (or leave both blank to keep the form's value)" : ` (got ${text})`}`;
        bad = true;
      }
    if (bad) continue;
    if (Number(from) > Number(to)) {
      messages[r.to.id] =
        `${r.label} runs the wrong way round: ${from} to ${to}; write ${to} to ${from}`;
      continue;
    }
    ranges[r.key] = [Number(from), Number(to)];
  }
  const cpuText = (texts[CPU_FIELD.id] ?? "").trim();
  const cpu = cpuText === "" ? 80 : Number(cpuText);
  if (!/^\d+(\.\d+)?$/.test(cpuText || "80") || !(cpu > 0))
    messages[CPU_FIELD.id] =
      `${CPU_FIELD.label}: must be a positive number of percent (got ${cpuText})`;
  const topText = (texts[TOP_FIELD.id] ?? "").trim();
  const top = topText === "" ? 5 : Number(topText);
  if (!WHOLE.test(topText || "5") || top < 1 || top > MAX_TOP)
    messages[TOP_FIELD.id] =
      `${TOP_FIELD.label}: must be a whole number from 1 to ${MAX_TOP} (got ${topText})`;
  if (Object.keys(messages).length > 0) return { messages };
  return { settings: { ranges, maxCpuWorstFailurePercent: cpu, top } };
}

/**
 * The search request (REQ.json's object): the form's Microsoft scenario, the tables' entries, the
 * fields' ranges and limit.
 */
export function searchRequest(
  scenario: Readonly<Record<string, unknown>>,
  servers: readonly Record<string, unknown>[],
  disks: readonly Record<string, unknown>[],
  settings: SearchSettings
): Record<string, unknown> {
  return {
    ...scenario,
    search: {
      ...Object.fromEntries(Object.entries(settings.ranges).map(([k, v]) => [k, [...v]])),
      servers,
      disks,
      maxCpuWorstFailurePercent: settings.maxCpuWorstFailurePercent,
    },
  };
}
