/**
 * The messages between the pane's "Measure from tracking logs" section (measureSection.ts) and its Web
 * Worker (measureWorker.ts). Types only: the pane's bundle carries none of the log reader, which lives
 * in the worker's own bundle (webpack entry "measureWorker").
 */
import type { TierTable } from "../tiers";

/** One picked file: the File and the name it is read and reported by (its folder path when picked as a folder). */
export interface PickedFile {
  readonly file: File;
  readonly name: string;
}

/**
 * Pane to worker: measure these (as `exsize profile FILES [--mailboxes CSV] [--tz ZONE]` would), and
 * make the tier table and profile text the form will show (measuredForm.ts, run in the worker so the
 * pane's bundle stays small).
 */
export interface MeasureRequest {
  /** As picked: a folder's files are filtered to *.log and *.log.gz in the worker (fromFolder). */
  readonly logs: readonly PickedFile[];
  readonly fromFolder: boolean;
  /** The tier table shown now (its other columns and names are kept) and the display language. */
  readonly table: TierTable;
  readonly locale: string;
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
  | {
      readonly kind: "progress";
      readonly bytes: number;
      readonly total: number;
      /** "Read 10.0 MB of 110.5 MB (9 %)". */
      readonly line: string;
    }
  | {
      readonly kind: "done";
      readonly tiers: readonly MeasuredTier[];
      /** logGenerationProfilePercent: hours 1 to 24 (the calculator's Input!C145:C168). */
      readonly hours: readonly number[];
      /** The tier table with the measured tiers (measuredTable) and the profile box's text. */
      readonly table: TierTable;
      readonly profileText: string;
      /** One line: files, lines, days, mailboxes, what was skipped and why. */
      readonly summary: string;
      /** profileSourceText: where the profile came from, as exsize profile -o writes it. */
      readonly source: string;
      readonly bytes: number;
    }
  /** A file that cannot be read, or logs that make no profile: one line naming the file (and line). */
  | { readonly kind: "error"; readonly message: string };
