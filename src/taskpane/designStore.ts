/**
 * Where saved designs live: the document's settings for this add-in
 * (`Office.context.document.settings`, Office's common API, requirement set Settings 1.1), one
 * setting holding `{ "version": 1, "designs": [...] }` (designs.ts). Office keeps settings in the
 * file itself (the add-in's web extension part of the .xlsx), so they travel with the workbook and
 * survive saving, closing and reopening it; `set` changes only the pane's copy until `saveAsync`
 * writes it into the document, which is then saved with it. Why settings and not a custom XML part:
 * docs/taskpane.md, "Saved designs and Compare".
 */
import { SavedDesign, parseDesigns, storedDesigns } from "./designs";

/** The setting's name; its value is storedDesigns(list). */
export const DESIGNS_SETTING = "exsize.savedDesigns";

/** The part of Office.Settings the store uses. */
export interface SettingsLike {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  saveAsync(callback?: (result: { status: unknown; error?: { message?: string } }) => void): void;
}

export interface DesignStore {
  /** The document's settings are there (false outside Office, or in a host without them). */
  readonly available: boolean;
  /** The saved designs, as the document holds them. */
  load(): SavedDesign[];
  /** Replaces the list and writes it into the document; rejects (the list unchanged) if Office refuses. */
  save(designs: readonly SavedDesign[]): Promise<void>;
}

export function settingsDesignStore(settings: SettingsLike | undefined): DesignStore {
  return {
    available: settings !== undefined,
    load: () => (settings ? parseDesigns(settings.get(DESIGNS_SETTING)) : []),
    save(designs) {
      if (!settings) return Promise.reject(new Error("This Office has no document settings."));
      const before = settings.get(DESIGNS_SETTING);
      settings.set(DESIGNS_SETTING, storedDesigns(designs));
      return new Promise((resolve, reject) =>
        settings.saveAsync((result) => {
          if (String(result.status) !== "failed") return resolve();
          settings.set(DESIGNS_SETTING, before ?? storedDesigns([]));
          reject(new Error(result.error?.message ?? "Office could not save the designs."));
        })
      );
    },
  };
}

/** The store of the open workbook. */
export function officeDesignStore(): DesignStore {
  let settings: SettingsLike | undefined;
  try {
    settings =
      typeof Office === "undefined"
        ? undefined
        : (Office.context?.document?.settings as unknown as SettingsLike | undefined);
  } catch {
    settings = undefined;
  }
  return settingsDesignStore(settings);
}
