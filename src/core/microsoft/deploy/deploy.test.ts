import { SizingError } from "../../errors";
import { deployAllDags, deployFiles } from "./deployFiles";
import { deployInputOf } from "./deployInput";
import { psProblems } from "../../../../tests/support/psGrammar";

/**
 * The deploy core beyond the calculator's example (whose files tests/cli/exsize-deploy-calculator.test.ts
 * compares with the calculator's export): the scripts' grammar, hostile names, and every DAG's files.
 */
const csvRows = (text: string) => text.trimEnd().split("\r\n");
const example = {
  method: "microsoft",
  tiers: [{ mailboxes: 5000 }],
  datacenterModel: "Active/Active (Single DAG)",
};

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

describe("the scripts are careful", () => {
  const files = deployFiles(deployInputOf(example));
  test.each([
    "Diskpart.ps1",
    "CreateDAG.ps1",
    "CreateMBDatabases.ps1",
    "CreateMBDatabaseCopies.ps1",
  ])("%s: strict grammar, -WhatIf, the data version checked, every name checked", (name) => {
    const text = files[name];
    expect(psProblems(text)).toEqual([]);
    expect(text).toContain("SupportsShouldProcess = $true");
    expect(text).toMatch(/-ne '2\.[14]'\)/);
    expect(text).toContain("Assert-Value -Value");
  });
  test("no cmdlet of the databases and copies scripts runs without a domain controller", () => {
    for (const name of ["CreateMBDatabases.ps1", "CreateMBDatabaseCopies.ps1", "CreateDAG.ps1"]) {
      const calls = files[name]
        .split("\r\n")
        .filter((l) => /^\s*(New|Set|Add|Mount)-(Mailbox|Database)/.test(l));
      for (const call of calls)
        expect([name, call, /@\w+|-DomainController/.test(call)]).toEqual([name, call, true]);
    }
    // every splatted table of those scripts names DomainController
    for (const name of ["CreateMBDatabases.ps1", "CreateMBDatabaseCopies.ps1", "CreateDAG.ps1"])
      for (const table of files[name].split("@{\r\n").slice(1))
        if (!/Servers\s+=/.test(table))
          expect([name, /DomainController\s+=/.test(table)]).toEqual([name, true]);
  });
});

describe("hostile names get a message naming them, and no files", () => {
  test.each([
    ["serverNames", ["srv'x", "b", "c", "d"], "serverNames[0]"],
    ["serverNames", ['srv"x', "b", "c", "d"], "serverNames[0]"],
    ["serverNames", ["srv`x", "b", "c", "d"], "serverNames[0]"],
    ["serverNames", ["a", "srv$x", "c", "d"], "serverNames[1]"],
    ["serverNames", ["a", "b", "srv;x", "d"], "serverNames[2]"],
    ["serverNames", ["a", "b", "c", "srv\nx"], "serverNames[3]"],
    ["serverNames", ["a-very-long-server-name", "b", "c", "d"], "serverNames[0]"],
    ["serverNames", ["sp ace", "b", "c", "d"], "serverNames[0]"],
    ["serverNames", ["a", "A", "c", "d"], "serverNames[1]"],
    ["dagName", "DAG;rm", "dagName"],
    ["dagName", "-DAG", "dagName"],
    ["dagName", "1234", "dagName"],
    ["databaseBaseName", "DB$(x)", "databaseBaseName"],
    ["databaseBaseName", "DB'", "databaseBaseName"],
    ["databaseBaseName", "DB\r\n", "databaseBaseName"],
    ["witnessDirectory", "C:\\FSW\\x'y", "witnessDirectory"],
    ["witnessDirectory", "\\\\share\\fsw", "witnessDirectory"],
    ["witnessServer", "fsw.example.com;calc", "witnessServer"],
    ["domainController", "dc$(x).example", "domainController"],
    ["dagIpAddresses", ["10.0.0.300", "10.0.1.5"], "dagIpAddresses"],
  ])("%s %j", (key, value, named) => {
    let error: unknown;
    try {
      deployFiles(deployInputOf({ ...example, [key]: value }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SizingError);
    expect((error as Error).message.startsWith(named)).toBe(true);
    expect((error as Error).message).not.toMatch(/[\r\n]/);
  });

  test("good names and settings reach the files as data", () => {
    const files = deployFiles(
      deployInputOf({
        ...example,
        serverNames: ["EX19-A1", "EX19-A2", "EX19-B1", "EX19-B2"],
        dagName: "DAG-EU",
        databaseBaseName: "EU-DB",
        witnessServer: "fsw1.corp.example",
        witnessDirectory: "C:\\FSW\\DAG-EU",
        alternateWitnessServer: "",
        dagIpAddresses: ["10.0.1.50", "10.0.2.50"],
        dacMode: "Off",
        replicationPort: 64330,
      })
    );
    expect(csvRows(files["Servers.csv"])[2].startsWith("EX19-A1,")).toBe(true);
    expect(csvRows(files["MailboxDatabases.csv"])[2].startsWith('"EU-DB01","EX19-A1"')).toBe(true);
    expect(csvRows(files["DAGInfo.csv"])[2]).toMatch(
      /^"DAG-EU","10\.0\.1\.50,10\.0\.2\.50","fsw1\.corp\.example","C:\\FSW\\DAG-EU","","","EX19-A1,EX19-A2","EX19-B1,EX19-B2",.*"Off",.*"64330"/
    );
    for (const name of Object.keys(files).filter((n) => n.endsWith(".ps1")))
      expect(files[name]).not.toMatch(/EX19|DAG-EU|EU-DB|fsw1/);
  });
});

describe("every DAG (--all-dags)", () => {
  // "Active/Active (Multiple DAGs)" with dagCount 2: 4 DAGs (Role Requirements!C96 doubles it), the even
  // ones active in datacenter 2.
  const dags = deployAllDags(
    deployInputOf({
      ...example,
      datacenterModel: "Active/Active (Multiple DAGs)",
      dagCount: 2,
      tiers: [{ mailboxes: 10000 }],
    })
  );
  test("one set of files per DAG, named DAG-01 ... DAG-04, nn written as the number everywhere", () => {
    expect(dags.map((d) => d.name)).toEqual(["DAG-01", "DAG-02", "DAG-03", "DAG-04"]);
    dags.forEach((d, i) => {
      const nn = String(i + 1).padStart(2, "0");
      for (const [name, text] of Object.entries(d.files)) {
        expect([name, text.includes("-nn")]).toEqual([name, false]);
        if (name.endsWith(".csv")) expect([name, text.includes(`-${nn}`)]).toEqual([name, true]);
      }
    });
  });
  test("no server or database name is shared between DAGs", () => {
    const names = dags.map((d) =>
      csvRows(d.files["Servers.csv"])
        .slice(2)
        .map((r) => r.split(",")[0])
    );
    const all = names.flat();
    expect(new Set(all).size).toBe(all.length);
  });
  test("the even DAGs are active in datacenter 2: their databases' GC is GC2", () => {
    const gcs = dags.map(
      (d) =>
        new Set(
          csvRows(d.files["MailboxDatabases.csv"])
            .slice(2)
            .map((r) => r.split('","')[5])
        )
    );
    expect(gcs).toEqual([
      new Set(["GC1.contoso.com"]),
      new Set(["GC2.contoso.com"]),
      new Set(["GC1.contoso.com"]),
      new Set(["GC2.contoso.com"]),
    ]);
  });
});
