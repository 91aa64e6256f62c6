/**
 * `exsize deploy`'s files against the calculator's own: on its example design (examples/microsoft-example.json,
 * E2013Calcv7.6-Example.xlsm) Servers.csv, MailboxDatabases.csv and MailboxDatabaseCopies.csv equal the
 * calculator's export (tests/fixtures/ms-calculator-exports/, see its README) byte for byte, each LF of the
 * fixture written as the CRLF the VBA writes; and each rule the export VBA decides (Module1.bas, cited per
 * test) holds on designs that exercise it.
 */
import * as fs from "fs";
import * as path from "path";
import { SizingError } from "../../src/core/errors";
import { lagTime } from "../../src/core/microsoft/deploy/csv";
import { deployAllDags, deployFiles } from "../../src/core/microsoft/deploy/deployFiles";
import { deployInputOf } from "../../src/core/microsoft/deploy/deployInput";
import { databaseDigits, databaseName } from "../../src/core/microsoft/deploy/names";
import { psProblems } from "../support/psGrammar";
import { importCsv, prop } from "../support/exchangeDscCalculatorHelper";

const fixtures = path.join(__dirname, "../fixtures/ms-calculator-exports");
const example = JSON.parse(
  fs.readFileSync(path.join(__dirname, "../../examples/microsoft-example.json"), "utf8")
);
/**
 * The example workbook's own server names (E2013Calcv7.6-Example.xlsm, Input!C175:C190). ExSize's defaults
 * continue srv-nn-01 ... srv-nn-16 (issue 31); the byte-for-byte export test keeps the example's names.
 */
const EXAMPLE_SERVER_NAMES = [
  "srv-nn-01",
  "srv-nn-02",
  "srv-nn-03",
  "srv-nn-04",
  "5-Lincoln",
  "6-Hamilton",
  "7-Perry",
  "8-Scott",
  "9-Webster",
  "10-Stanton",
  "11-Seward",
  "12-Taylor",
  "13-Garfield",
  "14-Grant",
  "15-Isabella",
  "16-Sherman",
];
const crlf = (lf: string) => lf.replace(/\n/g, "\r\n");
const filesOf = (json: object) => deployFiles(deployInputOf({ ...example, ...json }));
const rows = (text: string) => importCsv(text);

describe("the example design: the calculator's own export, byte for byte", () => {
  const files = filesOf({ serverNames: EXAMPLE_SERVER_NAMES });
  test.each(["Servers.csv", "MailboxDatabases.csv", "MailboxDatabaseCopies.csv"])(
    "%s equals the calculator's export",
    (name) => {
      const expected = crlf(fs.readFileSync(path.join(fixtures, name), "latin1"));
      expect(files[name]).toBe(expected);
    }
  );
  test("every file: CRLF after every line, no BOM, only ASCII (the same bytes in Windows-1252)", () => {
    for (const [name, text] of Object.entries(files)) {
      expect([name, /\r\n$/.test(text)]).toEqual([name, true]);
      expect([name, /(^|[^\r])\n/.test(text)]).toEqual([name, false]);
      expect([name, /[^\t\n\r\x20-\x7e]/.test(text)]).toEqual([name, false]);
    }
  });
  test("the eight files: the four CSVs of the export buttons and the four scripts of the Scripts sheet", () =>
    expect(Object.keys(files).sort()).toEqual(
      [
        "CreateDAG.ps1",
        "CreateMBDatabaseCopies.ps1",
        "CreateMBDatabases.ps1",
        "DAGInfo.csv",
        "Diskpart.ps1",
        "MailboxDatabaseCopies.csv",
        "MailboxDatabases.csv",
        "Servers.csv",
      ].sort()
    ));
  test("the scripts pass the strict PowerShell grammar check", () => {
    for (const name of Object.keys(files).filter((n) => n.endsWith(".ps1")))
      expect([name, psProblems(files[name])]).toEqual([name, []]);
  });
  // ExportDAGList (Module1.bas 2780-3007) with its dialog's initial values (2825-2913), the example
  // workbook's Role Requirements!I111 40, I109 20, I112 40, I110 "" (cached values of
  // E2013Calcv7.6-Example.xlsm), Volume Requirements!I7 4; the DAG name Input!F175 "DAG-nn" (ExSize writes
  // the Input sheet's DAG name where the dialog proposes "DAG1") and no administrative access point.
  test("DAGInfo.csv: ExportDAGList's header, SchemaVersion row and the DAG's row", () => {
    expect(files["DAGInfo.csv"]).toBe(
      "DAGName, DAGIps, WitnessServer, WitnessDir, AltWitnessServer, AltWitnessDir, Site1Servers, Site2Servers, GC, GC2, DACMode, MaximumActiveDatabasesSite1, MaximumPreferredActiveDatabasesSite1, MaximumActiveDatabasesSite2, MaximumPreferredActiveDatabasesSite2, AutoDagVolumesRootFolderPath, AutoDagDatabasesRootFolderPath, AutoDagDatabaseCopiesPerVolume, ManualDagnetworkConfiguration, ReplayLagManagerEnabled, NetworkEncryption, NetworkCompression, ReplicationPort, AutoDatabaseMountDial, LogIsolation\r\n" +
        '"SchemaVersion","2.4","7.6",,,,,,,,,,,,,,,,,,,,,0,"False"\r\n' +
        '"DAG-nn","255.255.255.255","witness.contoso.com","C:\\DAG-FSW\\DAG-nn","alt-witness.contoso.com","C:\\DAG-FSW\\DAG-nn-Alt","srv-nn-01,srv-nn-02","srv-nn-03,srv-nn-04","GC1.contoso.com","GC2.contoso.com","DAGOnly","40","20","40","","C:\\ExchangeVolumes","C:\\ExchangeDatabases","4","False","True","InterSubnetOnly","InterSubnetOnly","64327","BestAvailability","False"\r\n'
    );
  });
});

// GetInfo, Module1.bas 894-903: x = h \ 24, y = h Mod 24, Trim(Str(x)) & "." & Trim(Str(y)) & ":00:00".
test.each([
  [168, "7.0:00:00"],
  [0, "0.0:00:00"],
  [30, "1.6:00:00"],
  [23, "0.23:00:00"],
  [336, "14.0:00:00"],
])("lag of %i hours is written %s (no zero padding)", (hours, text) =>
  expect(lagTime(hours)).toBe(text)
);

// Build_Table, Module1.bas 1721-1729: String(Int(Log(NumDataBases) / Log(10#)) + 1, "0").
test.each([
  [9, 1, "DB1"],
  [40, 2, "DB01"],
  [99, 2, "DB01"],
  [100, 3, "DB001"],
  [999, 3, "DB001"],
  [1000, 3, "DB001"], // VBA's Log(1000)/Log(10) is 2.9999999999999996
])("%i databases: %i digits, database 1 is %s", (count, digits, first) => {
  expect(databaseDigits(count)).toBe(digits);
  expect(databaseName("DB", 1, count)).toBe(first);
});

describe("the rules of ExportDBPrimaryList and ExportDBCopyList", () => {
  test("lagged copies only carry the lag; the others 0.00:00:00 (2486-2494)", () => {
    const copies = rows(
      filesOf({ replayLagHours: 30, truncationLagHours: 2 })["MailboxDatabaseCopies.csv"]
    );
    const data = copies.filter((r) => prop(r, "GC") !== "VersionNumber");
    const lagged = data.filter((r) => prop(r, "ReplayLagTime") !== "0.00:00:00");
    expect(lagged.length).toBe(40); // one lagged copy of each of the 40 databases
    expect(new Set(lagged.map((r) => prop(r, "ReplayLagTime")))).toEqual(new Set(["1.6:00:00"]));
    expect(new Set(lagged.map((r) => prop(r, "TruncationLagTime")))).toEqual(
      new Set(["0.2:00:00"])
    );
    expect(
      new Set(data.filter((r) => !lagged.includes(r)).map((r) => prop(r, "TruncationLagTime")))
    ).toEqual(new Set(["0.00:00:00"]));
  });
  const circular = (json: object) =>
    new Set(
      rows(filesOf(json)["MailboxDatabases.csv"])
        .filter((r) => prop(r, "Name") !== "VersionNumber")
        .map((r) => prop(r, "CircularLoggingEnabled"))
    );
  test.each([
    [{}, "TRUE"], // native protection, 3 HA + 1 lagged
    [{ backupMode: "Hardware VSS Backup/Restore" }, "FALSE"],
    [
      {
        datacenterModel: "Single Datacenter",
        haCopies: 2,
        laggedCopies: 0,
        haCopiesSecondary: 0,
        laggedCopiesSecondary: 0,
      },
      "FALSE",
    ],
    [
      {
        datacenterModel: "Single Datacenter",
        haCopies: 3,
        laggedCopies: 0,
        haCopiesSecondary: 0,
        laggedCopiesSecondary: 0,
        exchangeServersPerDag: 3,
      },
      "TRUE",
    ],
  ])(
    "CircularLoggingEnabled for %j is %s (2590-2595: native protection and HA + lagged >= 3)",
    (json, v) => expect(circular(json)).toEqual(new Set([v]))
  );
  test("DeletedItemRetention: the largest of the tiers with mailboxes (2558-2577)", () => {
    const dir = (tiers: object[]) =>
      new Set(
        rows(filesOf({ tiers })["MailboxDatabases.csv"])
          .filter((r) => prop(r, "Name") !== "VersionNumber")
          .map((r) => prop(r, "DeletedItemRetention"))
      );
    expect(
      dir([
        { mailboxes: 3000, deletedItemDays: 14 },
        { mailboxes: 2000, deletedItemDays: 30 },
      ])
    ).toEqual(new Set(["30.00:00:00"]));
    // a tier without mailboxes does not count, whatever its window
    expect(
      dir([
        { mailboxes: 5000, deletedItemDays: 7 },
        { mailboxes: 0, deletedItemDays: 30 },
      ])
    ).toEqual(new Set(["7.00:00:00"]));
  });
  test("GC: GC1 for databases active in datacenter 1, GC2 for datacenter 2; the copies carry both (2750-2760, 2496)", () => {
    const files = filesOf({
      domainController: "dc1.corp.example",
      domainControllerSecondary: "dc2.corp.example",
    });
    const dbs = rows(files["MailboxDatabases.csv"]).filter(
      (r) => prop(r, "Name") !== "VersionNumber"
    );
    const servers = rows(files["Servers.csv"]);
    expect(servers.map((r) => prop(r, "ServerName"))).toContain("srv-nn-04");
    // srv-nn-03 and srv-nn-04 are datacenter 2's (Site2Servers of DAGInfo.csv)
    for (const db of dbs)
      expect([prop(db, "Name"), prop(db, "GC")]).toEqual([
        prop(db, "Name"),
        ["srv-nn-03", "srv-nn-04"].includes(prop(db, "Server")!)
          ? "dc2.corp.example"
          : "dc1.corp.example",
      ]);
    for (const c of rows(files["MailboxDatabaseCopies.csv"]).slice(1))
      expect([prop(c, "GC"), prop(c, "GC2")]).toEqual(["dc1.corp.example", "dc2.corp.example"]);
  });
  test('one datacenter: GC2 empty in the copies file, "Not Used" in DAGInfo.csv (2398-2403, 2832-2836)', () => {
    const files = filesOf({
      datacenterModel: "Single Datacenter",
      haCopies: 2,
      laggedCopies: 0,
      haCopiesSecondary: 0,
      laggedCopiesSecondary: 0,
    });
    const copies = rows(files["MailboxDatabaseCopies.csv"]).slice(1);
    expect(new Set(copies.map((r) => prop(r, "GC2")))).toEqual(new Set([""]));
    const dag = rows(files["DAGInfo.csv"])[1];
    expect([
      prop(dag, "GC2"),
      prop(dag, "Site2Servers"),
      prop(dag, "MaximumActiveDatabasesSite2"),
    ]).toEqual(["Not Used", "", ""]);
  });
  test("server names are the Input sheet's (C175:C190, scenario input serverNames)", () => {
    const files = filesOf({ serverNames: ["ex-a1", "ex-a2", "ex-b1", "ex-b2"] });
    expect(
      rows(files["Servers.csv"])
        .slice(1)
        .map((r) => prop(r, "ServerName"))
    ).toEqual(["ex-a1", "ex-a2", "ex-b1", "ex-b2"]);
  });
});

describe("what deploy refuses, naming the input (one line, nothing produced)", () => {
  const refusal = (json: object, all = false) => {
    try {
      const input = deployInputOf({ ...example, ...json });
      if (all) deployAllDags(input);
      else deployFiles(input);
    } catch (error) {
      if (error instanceof SizingError) return error.message;
      throw error;
    }
    return "accepted";
  };
  test.each([
    // The scenario's input rules (the calculator's validation of Input!G31:G32) refuse these first.
    [{ replayLagHours: 337 }, /^replayLagHours must be a whole number from 0 to 336 \(got 337\)/],
    [{ replayLagHours: 720 }, /^replayLagHours must be a whole number from 0 to 336 \(got 720\)/],
    [{ truncationLagHours: 400 }, /^truncationLagHours must be .*0 to 336 \(got 400\)/],
    [{ dagName: "srv-nn-03" }, /^dagName "srv-nn-03" is also serverNames\[2\]/],
    [{ dagName: "SRV-NN-01" }, /is also serverNames\[0\]/],
    [{ domainController: "" }, /^domainController "" is not a host name/],
    [{ domainControllerSecondary: "gc2;rm" }, /^domainControllerSecondary .* semicolon/],
    [
      { serverNames: ["a", "b", "c"] },
      /^serverNames gives 3 names; the design has 4 servers per DAG/,
    ],
    [{ serverNames: ["srv'1", "b", "c", "d"] }, /^serverNames\[0\] "srv'1" holds a single quote/],
    [
      { dagIpAddresses: ["10.0.0.5"] },
      /^dagIpAddresses gives 1 address; this DAG is in 2 datacenters/,
    ],
    [{ haCopies: 9 }, /the calculator rejects this design/],
    [{ names: { server: "x" } }, /^names \(name prefixes\) is replaced by serverNames/],
  ])("%j: %s", (json, message) => expect(refusal(json)).toMatch(message));
  test("--all-dags needs nn in every name a DAG must have of its own", () =>
    expect(refusal({ dagName: "EXDAG" }, true)).toMatch(/^dagName "EXDAG" has no "nn"/));
  test("the example is accepted", () => expect(refusal({})).toBe("accepted"));
});
