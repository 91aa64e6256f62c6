/**
 * Saved designs in the document's settings (designStore.ts), against the TEST DOUBLE of Office's
 * settings (tests/support/excel-double/settings.ts): what is saved survives the workbook being
 * closed and reopened (new settings on the same document), and a refused save keeps the list as it
 * was, in the pane and in the document.
 */
import { DESIGNS_SETTING, settingsDesignStore } from "../../src/taskpane/designStore";
import { SavedDesign, addDesign } from "../../src/taskpane/designs";
import { documentDouble, settingsDouble } from "../support/excel-double/settings";

const at = new Date("2026-11-23T14:00:00Z");
const three = (): SavedDesign[] => {
  let list: SavedDesign[] = [];
  list = addDesign(list, "RAID 10", { users: 5000 }, at).designs;
  list = addDesign(list, "RAID 50", { users: 5000, raid: "RAID 50" }, at).designs;
  list = addDesign(list, "", { method: "microsoft", tiers: [{ mailboxes: 6000 }] }, at).designs;
  return list;
};

test("designs saved in the document come back when the workbook is reopened", async () => {
  const file = documentDouble();
  const store = settingsDesignStore(settingsDouble(file));
  expect(store.available).toBe(true);
  expect(store.load()).toEqual([]);
  await store.save(three());
  expect(Object.keys(file.saved)).toEqual([DESIGNS_SETTING]);

  // Reopened: Office loads the settings saved in the file.
  const reopened = settingsDesignStore(settingsDouble(documentDouble(file.saved)));
  expect(reopened.load()).toEqual(three());
  expect(reopened.load().map((d) => d.name)).toEqual(["RAID 10", "RAID 50", "Microsoft design"]);
});

test("a set never followed by saveAsync is not in the document (the double is honest)", () => {
  const file = documentDouble();
  const settings = settingsDouble(file);
  settings.set(DESIGNS_SETTING, { version: 1, designs: three() });
  expect(settingsDesignStore(settingsDouble(file)).load()).toEqual([]);
});

test("a save Office refuses rejects and leaves the list as it was", async () => {
  const file = documentDouble();
  const settings = settingsDouble(file);
  const store = settingsDesignStore(settings);
  await store.save(three().slice(0, 1));
  file.failSaves = 1;
  await expect(store.save(three())).rejects.toThrow("The document could not be saved.");
  expect(store.load().map((d) => d.name)).toEqual(["RAID 10"]);
  expect(
    settingsDesignStore(settingsDouble(file))
      .load()
      .map((d) => d.name)
  ).toEqual(["RAID 10"]);
  expect(settings.saves()).toBe(2);
});

test("without document settings the store says so and keeps nothing", async () => {
  const store = settingsDesignStore(undefined);
  expect(store.available).toBe(false);
  expect(store.load()).toEqual([]);
  await expect(store.save(three())).rejects.toThrow(/no document settings/);
});
