/** Saved designs' rules: names, the Compare count, the exported file, reading the stored list. */
import {
  MAX_NAME,
  SavedDesign,
  addDesign,
  compareReadiness,
  defaultDesignName,
  designFileName,
  designFileText,
  freeDesignName,
  nameProblem,
  parseDesigns,
  removeDesign,
  renameDesign,
  storedDesigns,
} from "./designs";

const at = new Date("2026-11-23T14:00:00Z");
const dell = { project: "RAID 10, 5000 users", users: 5000, quotaMB: 2048 };
const ms = { method: "microsoft", tiers: [{ mailboxes: 5000 }] };
const design = (name: string, scenario: Record<string, unknown> = dell): SavedDesign => ({
  name,
  scenario,
  savedAt: at.toISOString(),
});

test("a design is saved under the typed name, else the project's, else its method's", () => {
  expect(addDesign([], "  Two copies ", dell, at).saved).toEqual({
    name: "Two copies",
    scenario: dell,
    savedAt: "2026-11-23T14:00:00.000Z",
  });
  expect(addDesign([], "", dell, at).saved.name).toBe("RAID 10, 5000 users");
  expect(defaultDesignName(ms)).toBe("Microsoft design");
  expect(defaultDesignName({ project: "  " })).toBe("Dell EqualLogic design");
  expect(defaultDesignName({ project: "x".repeat(200) })).toHaveLength(MAX_NAME);
});

test("saving under a name already saved never replaces a design: the new one is 'Name (2)'", () => {
  let list: SavedDesign[] = [];
  for (let i = 0; i < 3; i++) list = addDesign(list, "", dell, at).designs;
  expect(list.map((d) => d.name)).toEqual([
    "RAID 10, 5000 users",
    "RAID 10, 5000 users (2)",
    "RAID 10, 5000 users (3)",
  ]);
  // Without case, as Excel compares sheet names; a long name keeps its suffix within MAX_NAME.
  expect(freeDesignName("raid 10, 5000 USERS", list)).toBe("raid 10, 5000 USERS (4)");
  const long = "y".repeat(MAX_NAME);
  const taken = freeDesignName(long, [design(long)]);
  expect(taken).toHaveLength(MAX_NAME);
  expect(taken.endsWith(" (2)")).toBe(true);
});

test("rename: a new name must be given, short enough and not another design's", () => {
  const list = [design("A"), design("B")];
  expect(renameDesign(list, "A", " C ")).toEqual({ designs: [design("C"), design("B")] });
  // Changing only the case of its own name is allowed.
  expect(renameDesign(list, "A", "a")).toEqual({ designs: [design("a"), design("B")] });
  expect(renameDesign(list, "A", "b")).toEqual({ problem: "A design named “B” is already saved." });
  expect(renameDesign(list, "A", "  ")).toEqual({ problem: "A design needs a name." });
  expect(renameDesign(list, "A", "z".repeat(MAX_NAME + 1))).toEqual({
    problem: `A design's name is at most ${MAX_NAME} characters (this one has ${MAX_NAME + 1}).`,
  });
  expect(renameDesign(list, "Q", "R")).toEqual({ problem: "No design named “Q” is saved." });
  expect(nameProblem("B", list, "b")).toBeUndefined();
});

test("delete removes only the named design", () => {
  expect(removeDesign([design("A"), design("B"), design("C")], "b").map((d) => d.name)).toEqual([
    "A",
    "C",
  ]);
});

test("Compare takes 2 to 12 ticked designs and says why not otherwise", () => {
  expect(compareReadiness(0)).toEqual({
    ready: false,
    why: "Tick 2 to 12 saved designs to compare (0 ticked).",
  });
  expect(compareReadiness(1).ready).toBe(false);
  expect(compareReadiness(2)).toEqual({
    ready: true,
    why: "Builds the Compare sheet of the 2 ticked designs.",
  });
  expect(compareReadiness(12).ready).toBe(true);
  expect(compareReadiness(13)).toEqual({
    ready: false,
    why: "Compare takes at most 12 designs (13 ticked): untick 1.",
  });
});

test("export: the scenario file exactly as saved, under a name every system accepts", () => {
  const saved = design('RAID 10 / 3 copies: "big"?', ms);
  expect(JSON.parse(designFileText(saved))).toEqual(ms);
  expect(designFileText(saved).endsWith("}\n")).toBe(true);
  expect(designFileName(saved)).toBe("RAID 10 - 3 copies- -big--.json");
  expect(designFileName(design(" ..."))).toBe("design.json");
  expect(designFileName(design("a\u0007b"))).toBe("a-b.json");
});

test("the stored list reads back; entries that are not designs are left out", () => {
  const list = [design("A"), design("B", ms)];
  expect(parseDesigns(JSON.parse(JSON.stringify(storedDesigns(list))))).toEqual(list);
  expect(parseDesigns(null)).toEqual([]);
  expect(parseDesigns("designs")).toEqual([]);
  expect(
    parseDesigns({
      version: 1,
      designs: [
        { name: "ok", scenario: dell },
        { name: "", scenario: dell },
        { name: "OK", scenario: dell }, // a second "ok" without case
        { name: "list", scenario: [1] },
        { name: 5, scenario: dell },
        null,
      ],
    })
  ).toEqual([{ name: "ok", scenario: dell, savedAt: "" }]);
});
