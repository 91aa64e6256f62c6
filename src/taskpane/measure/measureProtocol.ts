/**
 * The messages between the pane's "Measure from tracking logs" section (measureSection.ts) and its Web
 * Worker (measureWorker.ts). Types only: the pane's bundle carries none of the log reader, which lives
 * in the worker's own bundle (webpack entry "measureWorker").
 */

/** One picked file: the File and the name it is read and reported by (its folder path when picked as a folder). */
export interface PickedFile {
  readonly file: File;
  readonly name: string;
}

/** Pane to worker: measure these (as `exsize profile FILES [--mailboxes CSV] [--tz ZONE]` would). */
export interface MeasureRequest {
  readonly logs: readonly PickedFile[];
  readonly statistics?: PickedFile;
  /** IANA time zone of the hourly profile (exsize profile --tz; default UTC). */
  readonly timeZone: string;
}

/** One measured tier, as profileScenario writes it (initialMailboxMB only when the CSV gave sizes). */
export interface MeasuredTier {
  readonly mailboxes: number;
  readonly messagesPerDay: number;
  readonly avgMessageKB: number;
  readonly initialMailboxMB?: number;
}

export type MeasureReport =
  /** Bytes read (from the files as stored: a .gz copy's compressed bytes) of all the files' sizes. */
  | { readonly kind: "progress"; readonly bytes: number; readonly total: number; readonly file: string }
  | {
      readonly kind: "done";
      readonly tiers: readonly MeasuredTier[];
      /** logGenerationProfilePercent: hours 1 to 24 (the calculator's Input!C145:C168). */
      readonly hours: readonly number[];
      /** One line: files, lines, days, mailboxes, what was skipped and why. */
      readonly summary: string;
      /** profileSourceText: where the profile came from, as exsize profile -o writes it. */
      readonly source: string;
      readonly bytes: number;
    }
  /** A file that cannot be read, or logs that make no profile: one line naming the file (and line). */
  | { readonly kind: "error"; readonly message: string };
