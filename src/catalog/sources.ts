/**
 * The seed documents (../shared/seeds/, indexed in its README) and the provenance every catalog row
 * carries: the seed file, the table or section, and a note saying how the value was read.
 */
export const SEED_FILES = {
  "000": "000_1e4440596435fc3a.txt",
  "001": "001_184fd2e8483ea79a.txt",
  "002": "002_69ddd059bfd1890f.txt",
  "003": "003_16bb4587b53f9fa2.txt",
  "004": "004_022c21b9e56f6437.txt",
} as const;

export type SeedId = keyof typeof SEED_FILES;

export interface Provenance {
  /** "000" = Dell EqualLogic (the core method), "001" = Dell MD3820f ESRP, ... */
  readonly seed: SeedId;
  /** The seed's file name in ../shared/seeds/. */
  readonly file: string;
  /** Table or section, e.g. 'Table 13, row "300GB (X , XV)", RAID 10 column'. */
  readonly place: string;
  /** How the value was read or derived, when that is not plain copying. */
  readonly note?: string;
}

export function source(seed: SeedId, place: string, note?: string): Provenance {
  return note === undefined
    ? { seed, file: SEED_FILES[seed], place }
    : { seed, file: SEED_FILES[seed], place, note };
}

/** "seed 000, Table 13, ..." as README, docs and the workbook cite it. */
export function citation(provenance: Provenance): string {
  return `seed ${provenance.seed}, ${provenance.place}`;
}
