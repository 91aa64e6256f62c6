/**
 * The deployment inputs of a microsoft scenario: defaults are the example workbook's naming cells and the
 * export dialogs' initial values (E2013Calcv7.6-Example.xlsm Input!C175:G190, vba/Module1.bas), typed
 * here from those sources; every mistake names its key.
 */
import { SizingError } from "../../errors";
import { readDeployment } from "./deployment";
import { parseMicrosoftScenario } from "./parse";

const defaults = readDeployment({});

test.each([
  // E2013Calcv7.6-Example.xlsm, Input!C175, C178
  [0, "srv-nn-01"],
  [3, "srv-nn-04"],
])("server name %i is the example workbook's %s", (i, name) =>
  expect(defaults.serverNames[i]).toBe(name)
);

// Issue 31: servers 5 to 16 continue the template (the example workbook's "5-Lincoln" ... "16-Sherman",
// Input!C179:C190, have no "nn", so deploy --all-dags refused them).
test.each([
  [4, "srv-nn-05"],
  [9, "srv-nn-10"],
  [15, "srv-nn-16"],
])("server name %i follows the calculator's template: %s", (i, name) =>
  expect(defaults.serverNames[i]).toBe(name)
);

test("every default server name holds nn, so --all-dags can number it", () =>
  expect(defaults.serverNames.filter((n) => !n.includes("nn"))).toEqual([]));

test("the other defaults: Input!F175, G175 and the export dialogs' values", () => {
  expect(defaults.serverNames).toHaveLength(16);
  expect(defaults.serverNamesGiven).toBe(false);
  expect(defaults).toMatchObject({
    dagName: "DAG-nn", // Input!F175
    databaseBaseName: "DAG-nn-DB", // Input!G175
    domainController: "GC1.contoso.com", // ExportDBPrimaryList: GC1 = "GC1.contoso.com"
    domainControllerSecondary: "GC2.contoso.com",
    witnessServer: "witness.contoso.com", // ExportDAGList
    alternateWitnessServer: "alt-witness.contoso.com",
    dacMode: "DAGOnly",
    networkEncryption: "InterSubnetOnly",
    networkCompression: "InterSubnetOnly",
    replicationPort: 64327,
    autoDatabaseMountDial: "BestAvailability",
    manualDagNetworkConfiguration: false,
    dagIpAddresses: "none",
  });
});

test("the scenario reader keeps them beside the cells, and they change no cell", () => {
  const plain = parseMicrosoftScenario({ method: "microsoft" });
  const named = parseMicrosoftScenario({
    method: "microsoft",
    dagName: "DAG-EU",
    serverNames: ["a1", "a2"],
  });
  expect(named.cells).toEqual(plain.cells);
  expect(named.deployment.dagName).toBe("DAG-EU");
  expect(named.deployment.serverNames).toEqual(["a1", "a2"]);
  expect(named.deployment.serverNamesGiven).toBe(true);
});

test.each([
  [{ serverNames: [] }, "serverNames must be a list of 1 to 16"],
  [{ serverNames: "srv1" }, "serverNames must be a list"],
  [{ serverNames: ["a", "b", "A"] }, 'serverNames[2] "A" is also serverNames[0]'],
  [{ dagName: 7 }, "dagName must be text"],
  [{ dagName: "DAG,2" }, "a comma"],
  [{ databaseBaseName: "DB é" }, "outside printable ASCII"],
  [{ domainController: "" }, 'domainController "" is not a host name'],
  [{ witnessDirectory: "DAG-FSW" }, "is not a local folder path"],
  [{ dagIpAddresses: [] }, "dagIpAddresses must be"],
  [{ dagIpAddresses: ["255.255.255.255"] }, 'write "none"'],
  [{ replicationPort: 70000 }, "replicationPort must be a TCP port"],
  [{ dacMode: "On" }, 'dacMode must be one of "DAGOnly", "Off"'],
  [{ manualDagNetworkConfiguration: "yes" }, "must be true or false"],
])("%j is refused: %s", (json, words) => {
  let error: unknown;
  try {
    parseMicrosoftScenario({ method: "microsoft", ...json });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(SizingError);
  expect((error as Error).message).toContain(words);
});
