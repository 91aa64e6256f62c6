import { Value } from "../../formula";

/**
 * What the copy layout needs of a Microsoft design, per DAG, by the calculator's own figures
 * (E2013Calcv7.6, Role Requirements): how many databases are active in each datacenter, how many servers
 * of each kind each datacenter has, and how many HA and lagged copies each database has in each.
 */
export interface LayoutDesign {
  readonly highAvailability: boolean;
  /** DAGs in the environment (RR!C96); with "Active/Active (Multiple DAGs)" the even DAGs are mirrored. */
  readonly dags: number;
  readonly model:
    | "Single Datacenter"
    | "Active/Passive"
    | "Active/Active (Single DAG)"
    | "Active/Active (Multiple DAGs)";
  /** Databases active in datacenter 1 / 2 per DAG (RR!C86, C87); with HA off, databases per server (RR!C79). */
  readonly databasesDc1: number;
  readonly databasesDc2: number;
  /** Servers hosting active databases in DC1 / DC2 (RR!I86, I88). */
  readonly activeServersDc1: number;
  readonly activeServersDc2: number;
  /** Dedicated DR servers (RR!I87, I89): they hold the other datacenter's copies. */
  readonly drServersDc1: number;
  readonly drServersDc2: number;
  /** Dedicated lagged-copy servers (RR!I99, I100). */
  readonly laggedServersDc1: number;
  readonly laggedServersDc2: number;
  /** Copies of a database in its own datacenter and in the other (RR!I63, I67 / I65, I69). */
  readonly haCopiesDc1: number;
  readonly laggedCopiesDc1: number;
  readonly haCopiesDc2: number;
  readonly laggedCopiesDc2: number;
  /** Databases per volume (Volume Requirements!I7, NumDBPerVol); 1 where the calculator shows "--". */
  readonly databasesPerVolume: number;
  /**
   * Which copy layout (scenario input `copyLayout`): "calculator", the default, is the calculator's VBA
   * rule (calculatorLayout.ts); "exsize" is ExSize's balanced closed-form rule (layout.ts).
   */
  readonly rule: CopyLayoutRule;
}

export type CopyLayoutRule = "calculator" | "exsize";
export const COPY_LAYOUT_RULES: readonly CopyLayoutRule[] = ["calculator", "exsize"];

/**
 * The layout design from the Microsoft method's values (helper "ms"'s names: inputs as
 * `input.<name>` in the cell's form, the Role Requirements figures by their step names).
 */
export function layoutDesignOf(values: Readonly<Record<string, Value | undefined>>): LayoutDesign {
  const n = (name: string): number => {
    const v = values[name];
    if (typeof v !== "number")
      throw new Error(`the layout needs ${name} as a number (got ${JSON.stringify(v)})`);
    return v;
  };
  const ha = values["input.highAvailability"] === "Yes";
  const site = values["input.siteResilience"] === "Yes";
  const model =
    !ha || !site
      ? "Single Datacenter"
      : (values["input.siteResilienceModel"] as LayoutDesign["model"]);
  return {
    highAvailability: ha,
    dags: ha ? n("totalDAGsInTheEnvironment") : 1,
    model,
    databasesDc1: ha
      ? n("numberOfActiveDatabasesInDatacenter1PerDag")
      : n("recommendedNumberOfDatabasesPerDag"),
    databasesDc2: ha ? n("numberOfActiveDatabasesInDatacenter2PerDag") : 0,
    activeServersDc1: ha
      ? n("numberOfActiveMailboxServersInDc1PerDag")
      : n("input.exchangeServersPerDag"),
    activeServersDc2: ha ? n("numberOfActiveMailboxServersInDc2PerDag") : 0,
    drServersDc1: ha ? n("numberOfDrMailboxServersInDc1PerDag") : 0,
    drServersDc2: ha ? n("numberOfDrMailboxServersInDc2PerDag") : 0,
    laggedServersDc1: ha ? n("numberOfLaggedCopyServersInDc1PerDag") : 0,
    laggedServersDc2: ha ? n("numberOfLaggedCopyServersInDc2PerDag") : 0,
    haCopiesDc1: ha ? n("numberOfHaDbCopyInstancesInPdcActual") : 1,
    laggedCopiesDc1: ha ? n("numberOfLaggedDbCopyInstancesInPdcActual") : 0,
    haCopiesDc2: ha ? n("numberOfHaDbCopyInstancesInSdcActual") : 0,
    laggedCopiesDc2: ha ? n("numberOfLaggedDbCopyInstancesInSdcActual") : 0,
    databasesPerVolume:
      typeof values.databasesPerVolume === "number" ? values.databasesPerVolume : 1,
    rule: values["input.copyLayout"] === "exsize" ? "exsize" : "calculator",
  };
}
