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

/**
 * Each source as its reader knows it (issue 20): publisher, title and date as the document prints
 * them (../shared/seeds/README.md); `short` is how a row of a workbook names it, `full` the citation
 * the Summary's list of sources gives. "seed 000" stays a handle inside this repository. A date the
 * document does not print is left out, never guessed.
 */
export const SOURCE_NAMES: Readonly<
  Record<SeedId | "calculator", { short: string; full: string }>
> = {
  "000": {
    short: "Dell EqualLogic paper (2010)",
    full: "Dell EqualLogic, Sizing and Best Practices for Deploying Microsoft Exchange Server 2010 on VMware vSphere and Dell EqualLogic Storage, July 2010",
  },
  "001": {
    short: "Dell MD3820f ESRP (2015)",
    full: "Dell, PowerVault MD3820f 500-user Exchange 2013 Resiliency Storage Solution, Microsoft ESRP 4.0, September 2015",
  },
  "002": {
    short: "HP World 2004 session 3511",
    full: "HP World 2004, Session 3511: It's 2:00 AM: What Is Your Exchange SAN Storage Doing? (HP EVA, Exchange 2003)",
  },
  "003": {
    short: "Tintri Exchange 2013 guide",
    full: "Tintri, Tintri VMstore with VMware vSphere and Microsoft Exchange 2013 Best Practice Guide",
  },
  "004": {
    short: "Cisco UCS C210 M2 ESRP",
    full: "Cisco, UCS C210 M2 2500-mailbox Exchange 2010 resiliency solution, Microsoft ESRP",
  },
  calculator: {
    short: "Microsoft's calculator v7.6",
    full: "Microsoft, Exchange Server Role Requirements Calculator v7.6 (E2013Calcv7.6), with Exchange 2016's published CPU figures for 2016, 2019 and Subscription Edition",
  },
};

/**
 * A source text as a reader reads it: every repository handle "seed NNN" (and "seeds NNN, NNN and
 * NNN", "seeds NNN-NNN") becomes the document's short name, "E2013Calcv7.6" the calculator's.
 * Example: "Inputs (seed 000, Table 14 step 1)" -> "Inputs (Dell EqualLogic paper (2010), Table 14
 * step 1)".
 */
export function readerSource(text: string): string {
  const name = (id: string) => SOURCE_NAMES[id as SeedId]?.short ?? `seed ${id}`;
  const list = (ids: string[]) =>
    ids.length === 1
      ? name(ids[0])
      : `${ids.slice(0, -1).map(name).join(", ")} and ${name(ids[ids.length - 1])}`;
  return text
    .replace(/seeds (\d{3})-(\d{3})/g, (_, a: string, b: string) => {
      const ids: string[] = [];
      for (let i = Number(a); i <= Number(b); i++) ids.push(String(i).padStart(3, "0"));
      return list(ids);
    })
    .replace(/seeds (\d{3}(?:(?:, | and |, and )\d{3})*)/g, (_, ids: string) =>
      list(ids.split(/, and |, | and /))
    )
    .replace(/seed (\d{3})/g, (_, id: string) => name(id))
    .replace(/E2013Calcv7\.6/g, SOURCE_NAMES.calculator.short);
}
