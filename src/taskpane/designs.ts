/**
 * Saved designs (issue 13): the scenarios a consultant keeps in the workbook, by name, to compare
 * them side by side. Pure data, no DOM and no Office: designStore.ts keeps the list in the
 * document's settings, designList.ts draws it.
 *
 * A design's scenario is the scenario file `exsize size`, `exsize workbook` and `exsize compare`
 * read: the Dell method's keys without `method` (as examples/dell-5000-as-printed.json), or
 * `{ "method": "microsoft", ...environment, "tiers": [...] }` (as examples/microsoft-example.json).
 * Exported, it is that file.
 *
 * Names are unique without case, 1 to MAX_NAME characters after trimming. Saving under a name
 * already taken never replaces a design: the new one is "Name (2)" (as the builder names sheets).
 */
import { COMPARE_DESIGNS } from "../workbook/compare";

export interface SavedDesign {
  readonly name: string;
  /** The scenario file's object (see above). */
  readonly scenario: Readonly<Record<string, unknown>>;
  /** When it was saved, ISO 8601 (UTC). */
  readonly savedAt: string;
}

/** Longest design name: a label, a Compare column heading and part of a sheet name. */
export const MAX_NAME = 80;
/** Compare takes 2 to 12 designs (issue 13), as the Compare workbook's builder does. */
export const MIN_COMPARE = COMPARE_DESIGNS.min;
export const MAX_COMPARE = COMPARE_DESIGNS.max;

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Why a name cannot be a design's (empty, too long, taken by another design), or undefined. */
export function nameProblem(
  name: string,
  designs: readonly SavedDesign[],
  except?: string
): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return "A design needs a name.";
  if (trimmed.length > MAX_NAME)
    return `A design's name is at most ${MAX_NAME} characters (this one has ${trimmed.length}).`;
  const taken = designs.find((d) => same(d.name, trimmed) && !(except && same(d.name, except)));
  return taken ? `A design named “${taken.name}” is already saved.` : undefined;
}

/** "Name", else "Name (2)", "Name (3)"... the first not taken, at most MAX_NAME characters. */
export function freeDesignName(desired: string, designs: readonly SavedDesign[]): string {
  const base = desired.trim().slice(0, MAX_NAME).trimEnd();
  const taken = (n: string): boolean => designs.some((d) => same(d.name, n));
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const name = `${base.slice(0, MAX_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!taken(name)) return name;
  }
}

/** The name offered when the user types none: the scenario's project, else its method's name. */
export function defaultDesignName(scenario: Readonly<Record<string, unknown>>): string {
  const project = typeof scenario.project === "string" ? scenario.project.trim() : "";
  if (project) return project.slice(0, MAX_NAME).trimEnd();
  return scenario.method === "microsoft" ? "Microsoft design" : "Dell EqualLogic design";
}

/** The list with `scenario` added at the end, under `name` (or the default) made free. */
export function addDesign(
  designs: readonly SavedDesign[],
  name: string,
  scenario: Readonly<Record<string, unknown>>,
  now: Date
): { readonly designs: SavedDesign[]; readonly saved: SavedDesign } {
  const saved: SavedDesign = {
    name: freeDesignName(name.trim() || defaultDesignName(scenario), designs),
    scenario,
    savedAt: now.toISOString(),
  };
  return { designs: [...designs, saved], saved };
}

/** The list with `from` renamed `to`, or why not. */
export function renameDesign(
  designs: readonly SavedDesign[],
  from: string,
  to: string
): { readonly designs: SavedDesign[] } | { readonly problem: string } {
  if (!designs.some((d) => same(d.name, from)))
    return { problem: `No design named “${from}” is saved.` };
  const problem = nameProblem(to, designs, from);
  if (problem) return { problem };
  return { designs: designs.map((d) => (same(d.name, from) ? { ...d, name: to.trim() } : d)) };
}

export function removeDesign(designs: readonly SavedDesign[], name: string): SavedDesign[] {
  return designs.filter((d) => !same(d.name, name));
}

/** Whether Compare can run with `ticked` designs, and if not, why (what its button says). */
export function compareReadiness(ticked: number): {
  readonly ready: boolean;
  readonly why: string;
} {
  if (ticked < MIN_COMPARE) {
    return {
      ready: false,
      why: `Tick ${MIN_COMPARE} to ${MAX_COMPARE} saved designs to compare (${ticked} ticked).`,
    };
  }
  if (ticked > MAX_COMPARE) {
    return {
      ready: false,
      why: `Compare takes at most ${MAX_COMPARE} designs (${ticked} ticked): untick ${ticked - MAX_COMPARE}.`,
    };
  }
  return { ready: true, why: `Builds the Compare sheet of the ${ticked} ticked designs.` };
}

/** The scenario file of a design, as `exsize size` reads it. */
export function designFileText(design: SavedDesign): string {
  return `${JSON.stringify(design.scenario, null, 2)}\n`;
}

/** A file name for the design: characters Windows, macOS and Linux refuse become "-". */
export function designFileName(design: SavedDesign): string {
  const stem = design.name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f<>:"/\\|?*]/g, "-")
    .replace(/^[\s.]+|[\s.]+$/g, "")
    .slice(0, MAX_NAME);
  return `${stem || "design"}.json`;
}

/**
 * What the store holds, read back: `{ "version": 1, "designs": [...] }`. An entry that is not a
 * design (a name and an object scenario) is left out rather than failing the whole list.
 */
export function parseDesigns(raw: unknown): SavedDesign[] {
  const list =
    typeof raw === "object" && raw !== null && Array.isArray((raw as { designs?: unknown }).designs)
      ? ((raw as { designs: unknown[] }).designs as unknown[])
      : [];
  const out: SavedDesign[] = [];
  for (const item of list) {
    if (typeof item !== "object" || item === null) continue;
    const { name, scenario, savedAt } = item as Record<string, unknown>;
    if (typeof name !== "string" || nameProblem(name, out) !== undefined) continue;
    if (typeof scenario !== "object" || scenario === null || Array.isArray(scenario)) continue;
    out.push({
      name: name.trim(),
      scenario: scenario as Record<string, unknown>,
      savedAt: typeof savedAt === "string" ? savedAt : "",
    });
  }
  return out;
}

/** The value the store keeps (parseDesigns reads it back). */
export function storedDesigns(designs: readonly SavedDesign[]): {
  readonly version: 1;
  readonly designs: readonly SavedDesign[];
} {
  return { version: 1, designs };
}
