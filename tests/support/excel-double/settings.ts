/**
 * TEST DOUBLE of Office's document settings (`Office.context.document.settings`, Office's common API,
 * requirement set Settings 1.1): the settings an add-in keeps in one document. It is not Office; it
 * models the rules saved designs depend on:
 * - `set` and `remove` change the add-in's copy only; `saveAsync` writes the copy into the document
 *   (`DocumentDouble.saved`), which is what saving the workbook keeps.
 * - Settings opened on a document (the pane loaded again, the workbook closed and reopened) start
 *   from what was saved: a `set` never followed by `saveAsync` is lost, as in Office.
 * - Values go through JSON, as Office stores them (a Date or undefined does not come back as such).
 * - `failSaves` makes the next saveAsync calls report failure (status "failed", an error message),
 *   as Office does when the document cannot be written.
 * Free of jest and of the DOM: the unit tests and the browser double (browser.ts) share it.
 */

/** The document: the settings saved in it, each as JSON text. */
export interface DocumentDouble {
  saved: Record<string, string>;
  /** saveAsync calls that will fail, next first. */
  failSaves: number;
  /** Called after each successful saveAsync (the browser double keeps the document then). */
  onSave?: () => void;
}

export function documentDouble(saved: Record<string, string> = {}): DocumentDouble {
  return { saved: { ...saved }, failSaves: 0 };
}

export interface SettingsDouble {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  remove(name: string): void;
  saveAsync(
    callback?: (result: { status: string; value?: undefined; error?: { message: string } }) => void
  ): void;
  /** saveAsync calls received. */
  readonly saves: () => number;
}

/** The add-in's settings as Office loads them when the add-in starts on `document`. */
export function settingsDouble(document: DocumentDouble): SettingsDouble {
  const copy = new Map(Object.entries(document.saved));
  let saves = 0;
  return {
    get: (name) => {
      const text = copy.get(name);
      return text === undefined ? null : JSON.parse(text);
    },
    set: (name, value) => {
      copy.set(name, JSON.stringify(value));
    },
    remove: (name) => {
      copy.delete(name);
    },
    saveAsync(callback) {
      saves++;
      // Office answers asynchronously.
      setTimeout(() => {
        if (document.failSaves > 0) {
          document.failSaves--;
          callback?.({ status: "failed", error: { message: "The document could not be saved." } });
          return;
        }
        document.saved = Object.fromEntries(copy);
        document.onSave?.();
        callback?.({ status: "succeeded" });
      }, 0);
    },
    saves: () => saves,
  };
}
