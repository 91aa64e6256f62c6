/**
 * The words the pane shows for a search's answer, made in the worker (searchWorker.ts) so they stay out
 * of the pane's bundle: per design its title "#1 2U 24-core, 8 TB NL-SAS", its cost, the lines
 * `exsize search` prints under it (counts of servers, disks and MetaCache SSDs; the inputs the search
 * varied; CPU in the worst failure, RAM and disks per server) and its verdict with the warnings; and the
 * status line (candidates evaluated and feasible, the cheapest, or why none is feasible). Numbers in the
 * pane's display language (en-US: "176,040", as the CLI prints them).
 */
import type { SearchDesign, SearchResult } from "../../core/microsoft/search";
import { ENV_FIELDS } from "../msEnvironment";

export interface ShownDesign {
  readonly rank: number;
  /** "#1 2U 24-core, 8 TB NL-SAS": also its label in the Compare workbook, as exsize search -o labels it. */
  readonly title: string;
  /** What is shown under the title: the cost first ("Cost 176,040"), then exsize search's lines, the
   * verdict and each warning. */
  readonly lines: readonly string[];
  /** The design as a scenario file (what "Use this design" puts in the form, and Compare sizes). */
  readonly inputs: Record<string, unknown>;
  /** ", except processor, sockets, specRate2017IntBase": the inputs the form cannot hold, or "". */
  readonly note: string;
}

export interface ShownResult {
  readonly status: string;
  /** No design is feasible: the status is an error. */
  readonly none: boolean;
  readonly designs: readonly ShownDesign[];
}

/**
 * The inputs of a design that "Use this design" cannot put in the form: neither the form's own
 * scenario's keys nor an environment field (msEnvironment.ts; a processor model and its sockets are
 * fields since issue 33, designForForm.ts); the Compare and the CLI keep them.
 */
const ENV_KEYS = new Set(ENV_FIELDS.map((f) => f.key));
function notInForm(
  inputs: Readonly<Record<string, unknown>>,
  form: Readonly<Record<string, unknown>>
): string {
  const lost = Object.keys(inputs).filter(
    (k) => k !== "prices" && !(k in form) && !ENV_KEYS.has(k)
  );
  return lost.length ? `, except ${lost.join(", ")} (the form has no field for them)` : "";
}

export function shownResult(
  result: SearchResult,
  varied: readonly string[],
  locale: string,
  added: string,
  form: Readonly<Record<string, unknown>> = {}
): ShownResult {
  const n = (x: number | null) =>
    x === null ? "--" : x.toLocaleString(locale, { maximumFractionDigits: 2 });
  const design = (d: SearchDesign): ShownDesign => {
    const f = d.figures;
    const warnings = [...d.warnings, ...d.flags];
    const value = (k: string) =>
      typeof d.inputs[k] === "number" ? n(d.inputs[k] as number) : String(d.inputs[k]);
    return {
      rank: d.rank,
      title: `#${d.rank} ${d.server}, ${d.disk}`,
      lines: [
        `Cost ${n(d.cost)}`,
        `${n(f.serversEnvironment)} servers + ${n(f.disksEnvironment)} disks` +
          (f.ssdsEnvironment ? ` + ${n(f.ssdsEnvironment)} MetaCache SSDs` : ""),
        varied.map((k) => `${k} ${value(k)}`).join(", "),
        `CPU worst failure ${n(f.cpuWorstFailurePercent)} %; RAM ${n(f.ramRecommendedGB)} GB; disks per server ${n(f.disksPerServer)}`,
        "Verdict: accepted (no rule broken)" +
          (warnings.length === 0
            ? "."
            : `, ${warnings.length} warning${warnings.length > 1 ? "s" : ""}:`),
        ...warnings.map((w) => `Warning: ${w}`),
      ],
      inputs: d.inputs,
      note: notInForm(d.inputs, form),
    };
  };
  const counts = `${n(result.evaluated)} candidates evaluated, ${n(result.feasible)} feasible`;
  const best = result.designs[0];
  return {
    status: best
      ? `${added}${counts}. The cheapest: ${best.server}, ${best.disk}, cost ${n(best.cost)}.`
      : `${added}${counts}: no design is feasible. ${result.why.slice(0, 3).join(" ")}`,
    none: !best,
    designs: result.designs.map(design),
  };
}
