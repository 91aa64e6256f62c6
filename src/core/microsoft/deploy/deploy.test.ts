import { SizingError } from "../../errors";
import { envOf, evaluateSteps } from "../../formula";
import { LAYOUT_GOLDENS } from "../layout/layoutGoldens";
import { storageSteps } from "../storage";
import { STORAGE_GOLDENS } from "../../../../tests/golden/microsoft/storage/storageGoldens";
import { MAILBOX_DATABASES_COLUMNS, MAILBOX_DATABASE_COPIES_COLUMNS, SERVERS_COLUMNS } from "./csv";
import { deployFiles } from "./deployFiles";
import { psProblems } from "./psGrammar";

/**
 * The calculator's example design (E2013Calcv7.6-Example.xlsm): the method's values from the goldens
 * (mscalc.py), plus the example workbook's inputs the files read: Input!C63 deleted items 14 days,
 * G31 replay lag 168 h, G32 truncation lag 0 h, C97 Exchange Native Data Protection (its export,
 * ExchangeDsc MailboxDatabaseCopies.csv, shows "7.0:00:00" and "0.0:00:00", 14.00:00:00).
 */
function exampleValues() {
  const needs = STORAGE_GOLDENS.find((g) => g.name === "example")!.needs;
  const storage = evaluateSteps(storageSteps(), envOf(needs));
  return {
    ...needs,
    ...storage,
    ...LAYOUT_GOLDENS.find((g) => g.name === "example")!.values,
    "input.tier1.deletedItemDays": 14,
    "input.replayLagHours": 168,
    "input.truncationLagHours": 0,
    "input.backupMode": "Exchange Native Data Protection",
  };
}

const csvRows = (text: string) => text.trimEnd().split("\r\n");

describe("exsize deploy's files for the calculator's example design", () => {
  const files = deployFiles(exampleValues());

  test("the seven files of the Scripts sheet", () => {
    expect(Object.keys(files)).toEqual([
      "Servers.csv",
      "MailboxDatabases.csv",
      "MailboxDatabaseCopies.csv",
      "Diskpart.ps1",
      "CreateDAG.ps1",
      "CreateMBDatabases.ps1",
      "CreateMBDatabaseCopies.ps1",
    ]);
  });

  // The headers of the calculator's export of this design, typed from dsccommunity/ExchangeDsc:
  // Tests/Data/MailboxDatabasesV7.6.csv, tests/Data/ServersV7.6.csv and
  // Examples/ConfigureDatabases-FromCalculator/CalculatorAndScripts/MailboxDatabaseCopies.csv.
  test.each([
    [
      "MailboxDatabases.csv",
      "Name,Server,EDBFilePath,LogFolderPath,DeletedItemRetention,GC,OAB,RetainDeletedItemsUntilBackup,IndexEnabled,CircularLoggingEnabled,ProhibitSendReceiveQuota,ProhibitSendQuota,IssueWarningQuota,AllowFileRestore,BackgroundDatabaseMaintenance,IsExcludedFromProvisioning,IsSuspendedFromProvisioning,MailboxRetention,MountAtStartup,EventHistoryRetentionPeriod,AutoDagExcludeFromMonitoring,CalendarLoggingQuota,IsExcludedFromInitialProvisioning,DataMoveReplicationConstraint,RecoverableItemsQuota,RecoverableItemsWarningQuota",
      '"VersionNumber","2.1","7.6",,,,,,,,,,,,,,,,,,,,,,,""',
    ],
    [
      "MailboxDatabaseCopies.csv",
      "GC,GC2,Name,Server,ActivationPreference,ReplayLagTime,TruncationLagTime",
      '"VersionNumber","2.1","7.6",,,,"0.00:00:00"',
    ],
    [
      "Servers.csv",
      "ServerName, StartDrive, DbPerVolume, AutoReseedVolumes, DbLogIsolation, VolumesRootFolder, DatabasesRootFolder, DbMap",
      "VersionNumber,2.1,7.6,,,,, ",
    ],
  ])(
    "%s has the calculator's columns, in its order, and its VersionNumber row",
    (name, header, version) => {
      const rows = csvRows(files[name]);
      expect(rows[0]).toBe(header);
      expect(rows[1]).toBe(version);
    }
  );

  test("the column lists are the headers", () => {
    expect(csvRows(files["MailboxDatabases.csv"])[0].split(",")).toEqual([
      ...MAILBOX_DATABASES_COLUMNS,
    ]);
    expect(csvRows(files["MailboxDatabaseCopies.csv"])[0].split(",")).toEqual([
      ...MAILBOX_DATABASE_COPIES_COLUMNS,
    ]);
    expect(csvRows(files["Servers.csv"])[0].split(", ")).toEqual([...SERVERS_COLUMNS]);
  });

  test("as many rows as the export: 40 databases, 120 copies, 4 servers each holding the 40", () => {
    expect(csvRows(files["MailboxDatabases.csv"]).length).toBe(2 + 40);
    expect(csvRows(files["MailboxDatabaseCopies.csv"]).length).toBe(2 + 120);
    const servers = csvRows(files["Servers.csv"]).slice(2);
    expect(servers.map((r) => r.split(",")[0])).toEqual([
      "srv-nn-01",
      "srv-nn-02",
      "srv-nn-03",
      "srv-nn-04",
    ]);
    for (const r of servers) {
      expect(r.split(",").slice(1, 5)).toEqual(["5", "4", "1", "0"]);
      expect(r.match(/DAG-nn-DB\d\d/g)!.length).toBe(40);
    }
  });

  test("the first database row reads like the export's", () => {
    expect(csvRows(files["MailboxDatabases.csv"])[2]).toBe(
      '"DAG-nn-DB01","srv-nn-01","C:\\ExchangeDatabases\\DAG-nn-DB01\\DAG-nn-DB01.db\\DAG-nn-DB01.edb","C:\\ExchangeDatabases\\DAG-nn-DB01\\DAG-nn-DB01.log","14.00:00:00","","\\Default Offline Address Book","TRUE","True","TRUE","Unlimited","Unlimited","Unlimited","True","True","False","False","30.00:00:00","True","7.00:00:00","False","1GB","False","SecondCopy","30","20"'
    );
  });

  test("the lagged copy has the design's replay lag", () => {
    const lagged = csvRows(files["MailboxDatabaseCopies.csv"]).filter((r) =>
      r.includes('"7.00:00:00"')
    );
    expect(lagged.length).toBe(40);
    expect(lagged.every((r) => r.includes(',"4","7.00:00:00","0.00:00:00"'))).toBe(true);
  });

  test.each([
    "Diskpart.ps1",
    "CreateDAG.ps1",
    "CreateMBDatabases.ps1",
    "CreateMBDatabaseCopies.ps1",
  ])("%s passes the strict grammar check", (name) => {
    expect(psProblems(files[name])).toEqual([]);
  });
});

describe("the grammar check refuses what would run or break", () => {
  test.each([
    ["Invoke-Expression $x", "runs text as code"],
    ["& $cmd", "call operator"],
    ["Write-Host 'a'", "not on the allow-list"],
    ['Import-Csv -Path "$x"', "expands"],
    ["Import-Csv -Path 'a", "not closed"],
    ["foreach ($a in $b) {", "never closed"],
    ["Import-Csv -Path 'a' `\n", "backtick"],
    ["Import-Csv -Path 'a'; Remove-Item x", "semicolon"],
    ["[scriptblock]::Create('x')", "runs text as code"],
  ])("%s", (text, problem) => {
    expect(psProblems(text).join("\n")).toContain(problem);
  });
});

describe("hostile names get a message naming them, and no files", () => {
  const values = exampleValues();
  test.each([
    ["server", "srv'x-"],
    ["server", 'srv"x-'],
    ["server", "srv`x-"],
    ["server", "srv$x-"],
    ["server", "srv;x-"],
    ["server", "srv\nx-"],
    ["server", "a-very-long-server-name-"],
    ["server", "sp ace-"],
    ["dag", "DAG;rm"],
    ["dag", "-DAG"],
    ["dag", "1234"],
    ["database", "DB$(x)"],
    ["database", "DB'"],
    ["database", "DB\r\n"],
  ])("names.%s %j", (key, name) => {
    let error: unknown;
    try {
      deployFiles(values, { [key]: name });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SizingError);
    expect((error as Error).message).toContain(`names.${key}`);
  });

  test("good names make good scripts", () => {
    const files = deployFiles(values, {
      server: "EX2019-MBX",
      dag: "DAG-EU-01",
      database: "EU-DB",
    });
    expect(files["CreateDAG.ps1"]).toContain("[string]$DagName = 'DAG-EU-01'");
    expect(psProblems(files["CreateDAG.ps1"])).toEqual([]);
    expect(csvRows(files["Servers.csv"])[2].startsWith("EX2019-MBX01,")).toBe(true);
  });
});
