import { SizingError } from "../../errors";
import { Value } from "../../formula";
import { dagServers, layoutDesignOf, layoutOf } from "../layout";
import { DeploySettings, mailboxDatabaseCopiesCsv, mailboxDatabasesCsv, serversCsv } from "./csv";
import {
  DEFAULT_PREFIXES,
  NamePrefixes,
  checkName,
  dagName,
  databaseName,
  serverName,
} from "./names";
import { CREATE_COPIES_PS1, CREATE_DATABASES_PS1, DISKPART_PS1, createDagPs1 } from "./scripts";

/** The files `exsize deploy` writes, by name, in the order it lists them. */
export type DeployFiles = Readonly<Record<string, string>>;

const num = (values: Readonly<Record<string, Value | undefined>>, name: string): number => {
  const v = values[name];
  if (typeof v !== "number")
    throw new Error(`deploy needs ${name} as a number (got ${JSON.stringify(v)})`);
  return v;
};

/**
 * The deployment files of a sized Microsoft design: the three CSVs and the four scripts of the
 * calculator's Scripts sheet, from the copy layout (docs/copy-layout.md) and the storage figures. `values`
 * are the method's values by name (inputs as `input.<name>`); `prefixes` the scenario's name prefixes
 * (names.ts, the calculator's defaults for those left out). Every name is checked first: one that is
 * not a valid NetBIOS or database name, or holds a character that would end a PowerShell string, is a
 * SizingError naming its key, and nothing is produced.
 */
export function deployFiles(
  values: Readonly<Record<string, Value | undefined>>,
  prefixes: Partial<NamePrefixes> = {}
): DeployFiles {
  const p: NamePrefixes = { ...DEFAULT_PREFIXES, ...prefixes };
  if (values.validationError === true)
    throw new SizingError(
      "validationError",
      "the calculator rejects this design, so there is nothing to deploy"
    );
  if (values["input.highAvailability"] !== "Yes")
    throw new SizingError(
      "highAvailability",
      "deploy writes a DAG's files: the design has High Availability off"
    );
  const design = layoutDesignOf(values);
  // The calculator exports one DAG (its export of the example lists DAG-nn's databases only); the
  // environment's other DAGs are the same design under their own names.
  const copies = layoutOf(values).filter((c) => c.dag === 1);
  const serversPerDag = dagServers(design).count;
  // Check every name the files will hold, the longest of each kind first (the last number).
  checkName("names.server", serverName(p, design.dags * serversPerDag), "computer");
  for (let d = 1; d <= design.dags; d++)
    checkName("names.dag", dagName(p, d, design.dags), "computer");
  checkName(
    "names.database",
    databaseName(p, design.dags, design.dags, design.databasesDc1 + design.databasesDc2),
    "database"
  );
  const settings: DeploySettings = {
    prefixes: p,
    dags: 1,
    serversPerDag,
    deletedItemDays: num(values, "input.tier1.deletedItemDays"),
    replayLagHours: num(values, "input.replayLagHours"),
    truncationLagHours: num(values, "input.truncationLagHours"),
    circularLogging: values["input.backupMode"] === "Exchange Native Data Protection",
    databasesPerVolume: num(values, "databasesPerVolumeCalculated"),
    autoReseedVolumes: num(values, "autoReseedVolumesEffective"),
    dbLogIsolation: values.databaseAndLogIsolationConfigured === "Yes",
  };
  return {
    "Servers.csv": serversCsv(copies, settings),
    "MailboxDatabases.csv": mailboxDatabasesCsv(copies, settings),
    "MailboxDatabaseCopies.csv": mailboxDatabaseCopiesCsv(copies, settings),
    "Diskpart.ps1": DISKPART_PS1,
    "CreateDAG.ps1": createDagPs1(dagName(p, 1, 1)),
    "CreateMBDatabases.ps1": CREATE_DATABASES_PS1,
    "CreateMBDatabaseCopies.ps1": CREATE_COPIES_PS1,
  };
}
