/**
 * ExchangeDsc (dsccommunity/ExchangeDsc, ExchangeDscCalculatorHelper.psm1) builds each server's mount
 * points, databases and copies from the calculator's Servers.csv, MailboxDatabases.csv and
 * MailboxDatabaseCopies.csv. Read the way it reads them (tests/support/exchangeDscCalculatorHelper.ts, a
 * reimplementation: Import-Csv, -like on the server name, which drops the VersionNumber row), ExSize's files
 * for the calculator's example design give, server by server, what the calculator's own export gives
 * (tests/fixtures/ms-calculator-exports/).
 */
import * as fs from "fs";
import * as path from "path";
import { deployFiles } from "../../src/core/microsoft/deploy/deployFiles";
import { deployInputOf } from "../../src/core/microsoft/deploy/deployInput";
import {
  getDbListFromMailboxDatabaseCopiesCsv,
  getDbListFromMailboxDatabasesCsv,
  getDbMapFromServersCsv,
  importCsv,
  prop,
} from "../support/exchangeDscCalculatorHelper";

const fixture = (name: string) =>
  fs.readFileSync(path.join(__dirname, "../fixtures/ms-calculator-exports", name), "latin1");
const calculator = {
  servers: fixture("Servers.csv"),
  databases: fixture("MailboxDatabases.csv"),
  copies: fixture("MailboxDatabaseCopies.csv"),
};
const files = deployFiles(
  deployInputOf(
    JSON.parse(
      fs.readFileSync(path.join(__dirname, "../../examples/microsoft-example.json"), "utf8")
    )
  )
);
const exsize = {
  servers: files["Servers.csv"],
  databases: files["MailboxDatabases.csv"],
  copies: files["MailboxDatabaseCopies.csv"],
};
const SERVERS = ["srv-nn-01", "srv-nn-02", "srv-nn-03", "srv-nn-04"];

describe("the reimplementation reads the calculator's files as ExchangeDsc's tests expect", () => {
  test("Import-Csv drops the blank after each comma of Servers.csv's header", () =>
    expect(prop(importCsv(calculator.servers)[1], "DbPerVolume")).toBe("4"));
  test("the VersionNumber row is dropped by a server name in every file", () => {
    for (const server of SERVERS) {
      expect(
        getDbListFromMailboxDatabasesCsv(calculator.databases, server).map((d) => d.Name)
      ).not.toContain("VersionNumber");
      expect(
        getDbListFromMailboxDatabaseCopiesCsv(calculator.copies, server).map((c) => c.Name)
      ).not.toContain("7.6");
    }
    // what the row holds where the filter looks: Server "2.1", "" and ServerName "VersionNumber"
    expect(prop(importCsv(calculator.databases)[0], "Server")).toBe("2.1");
    expect(prop(importCsv(calculator.copies)[0], "Server")).toBe("");
    expect(prop(importCsv(calculator.servers)[0], "ServerName")).toBe("VersionNumber");
  });
  // The calculator's example: 40 databases, 4 per volume, each server active for 10, holding 30 passive copies.
  test.each(SERVERS)(
    "%s: 10 volumes, 10 databases, 30 copies in the calculator's files",
    (server) => {
      expect(getDbMapFromServersCsv(calculator.servers, server)).toHaveLength(10);
      expect(getDbListFromMailboxDatabasesCsv(calculator.databases, server)).toHaveLength(10);
      expect(getDbListFromMailboxDatabaseCopiesCsv(calculator.copies, server)).toHaveLength(30);
    }
  );
});

describe.each(SERVERS)(
  "%s: ExSize's files give ExchangeDsc what the calculator's give",
  (server) => {
    test("Get-DBMapFromServersCsv", () =>
      expect(getDbMapFromServersCsv(exsize.servers, server)).toEqual(
        getDbMapFromServersCsv(calculator.servers, server)
      ));
    test("Get-DBListFromMailboxDatabasesCsv", () =>
      expect(getDbListFromMailboxDatabasesCsv(exsize.databases, server)).toEqual(
        getDbListFromMailboxDatabasesCsv(calculator.databases, server)
      ));
    test("Get-DBListFromMailboxDatabaseCopiesCsv", () =>
      expect(getDbListFromMailboxDatabaseCopiesCsv(exsize.copies, server)).toEqual(
        getDbListFromMailboxDatabaseCopiesCsv(calculator.copies, server)
      ));
  }
);

test("a copy moved to another server is seen (the comparison is not blind)", () => {
  const moved = exsize.copies.replace('"DAG-nn-DB01","srv-nn-03"', '"DAG-nn-DB01","srv-nn-04"');
  expect(moved).not.toBe(exsize.copies);
  expect(getDbListFromMailboxDatabaseCopiesCsv(moved, "srv-nn-03")).not.toEqual(
    getDbListFromMailboxDatabaseCopiesCsv(calculator.copies, "srv-nn-03")
  );
});
