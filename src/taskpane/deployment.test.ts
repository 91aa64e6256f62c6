/**
 * The pane's deployment files as data: the same bytes `exsize deploy` (and `--all-dags`) writes (run
 * here in-process into a temporary directory), the core's refusals naming their key, the .zips, and the
 * words.
 */
import { unzipSync } from "fflate";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { makeDeployCommand } from "../cli/deployCommand";
import { deployInputOf } from "../core/microsoft/deploy/deployInput";
import { DEPLOYMENT_INPUTS } from "../core/microsoft/scenario/inputs";
import {
  DEPLOYMENT_FIELDS,
  DEPLOYMENT_GROUPS,
  ZIP_NAME,
  deploymentFiles,
  deploymentInputsOf,
  downloadsOf,
  fieldMessage,
  fieldOfKey,
  fileDescription,
  mediaType,
  sizeText,
  zipOf,
  zipOfDags,
} from "./deployment";
import { initialTiers, tiersToScenario } from "./tiers";

const example = JSON.parse(
  fs.readFileSync(path.join(__dirname, "../../examples/microsoft-example.json"), "utf8")
) as Record<string, unknown>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-pane-deploy-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs `exsize deploy` as a user does on a scenario file; returns the files it wrote, as bytes. */
function cliDeploy(scenario: Record<string, unknown>, name: string, ...more: string[]) {
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(scenario));
  const out = path.join(dir, name);
  const said: string[] = [];
  const status = makeDeployCommand(deployInputOf).run([file, "-o", out, ...more], {
    out: (t: string) => said.push(t),
    err: (t: string) => said.push(t),
  } as never);
  const files: Record<string, Buffer> = {};
  const walk = (d: string, rel: string) => {
    for (const f of fs.readdirSync(d)) {
      const p = path.join(d, f);
      if (fs.statSync(p).isDirectory()) walk(p, `${rel}${f}/`);
      else files[`${rel}${f}`] = fs.readFileSync(p);
    }
  };
  if (status === 0) walk(out, "");
  return { status, said: said.join("\n"), files };
}

const bytes = (text: string) => Buffer.from(new TextEncoder().encode(text));
const field = (key: string) => DEPLOYMENT_FIELDS.find((f) => f.key === key)!;

describe("the pane's files are exsize deploy's, byte for byte", () => {
  test.each([
    ["the calculator's example design, default names", example, {}],
    [
      "the example with the user's names",
      example,
      {
        serverNames: "EXMBX-1, EXMBX-2, EXMBX-3, EXMBX-4",
        databaseBaseName: "LON-DB",
        domainController: "dc1.corp.example",
      },
    ],
    [
      "the example with every one of the 16 deployment inputs typed",
      example,
      {
        serverNames: "EXMBX-1, EXMBX-2, EXMBX-3, EXMBX-4",
        dagName: "DAG-LON",
        databaseBaseName: "LON-DB",
        domainController: "dc1.corp.example",
        domainControllerSecondary: "dc2.corp.example",
        witnessServer: "fsw1.corp.example",
        witnessDirectory: "D:\\FSW\\DAG-LON",
        alternateWitnessServer: "fsw2.corp.example",
        alternateWitnessDirectory: "D:\\FSW\\DAG-LON-Alt",
        dagIpAddresses: "10.0.1.50, 10.0.2.50",
        dacMode: "Off",
        networkEncryption: "Enabled",
        networkCompression: "Disabled",
        replicationPort: "64400",
        autoDatabaseMountDial: "Lossless",
        manualDagNetworkConfiguration: "true",
      },
    ],
    [
      "the pane's starting form (one tier of defaults, the environment blank)",
      { method: "microsoft", tiers: tiersToScenario(initialTiers(), "en-US") },
      { dagName: "DAG-X" },
    ],
  ])("%s", (name, scenario, texts) => {
    const inputs = deploymentInputsOf(texts as Record<string, string>);
    const cli = cliDeploy({ ...scenario, ...inputs }, name.replace(/\W+/g, "-"));
    expect(cli.status).toBe(0);
    const pane = deploymentFiles({ ...scenario, ...inputs });
    if (!pane.ok) throw new Error(pane.message);
    const files = pane.dags[0].files;
    expect(pane.dags[0].name).toBeNull();
    expect(Object.keys(files).sort()).toEqual(Object.keys(cli.files).sort());
    expect(Object.keys(files)).toHaveLength(8);
    for (const [file, text] of Object.entries(files)) expect(bytes(text)).toEqual(cli.files[file]);
  });

  test("every DAG: the pane's per-DAG files are exsize deploy --all-dags' folders", () => {
    const four = {
      ...example,
      datacenterModel: "Active/Active (Multiple DAGs)",
      tiers: [{ mailboxes: 10000 }],
    };
    const cli = cliDeploy(four, "all-dags", "--all-dags");
    expect(cli.status).toBe(0);
    const pane = deploymentFiles(four, true);
    if (!pane.ok) throw new Error(pane.message);
    expect(pane.dags.map((d) => d.name)).toEqual(["DAG-01", "DAG-02", "DAG-03", "DAG-04"]);
    const paneFiles = pane.dags.flatMap((d) =>
      Object.entries(d.files).map(([f, t]) => [`${d.name}/${f}`, t] as const)
    );
    expect(paneFiles.map(([f]) => f).sort()).toEqual(Object.keys(cli.files).sort());
    for (const [f, text] of paneFiles) expect(bytes(text)).toEqual(cli.files[f]);
    const zip = unzipSync(zipOfDags(pane.dags, new Date(2026, 0, 2, 3, 4, 6)));
    expect(Object.keys(zip).sort()).toEqual(Object.keys(cli.files).sort());
  });
});

describe("a design the core refuses: its message, naming the key, and no files", () => {
  test.each([
    ["serverNames", "ex'1, ex2, ex3, ex4", "serverNames[0]", "a single quote (')"],
    ["serverNames", "a, srv;rm, c, d", "serverNames[1]", "a semicolon (;)"],
    ["dagName", "DAG$x", "dagName", "a dollar sign ($)"],
    ["databaseBaseName", "DB`", "databaseBaseName", "a backtick (`)"],
    ["databaseBaseName", 'DB"', "databaseBaseName", 'a double quote (")'],
    ["domainController", "dc 1", "domainController", "is not a host name"],
    ["serverNames", "abcdefghijklmnop, b, c, d", "serverNames[0]", "is not a valid NetBIOS name"],
  ])("%s %j", (key, text, named, words) => {
    const inputs = deploymentInputsOf({ [key]: text });
    const result = deploymentFiles({ ...example, ...inputs });
    expect(result).toMatchObject({ ok: false, key: named });
    if (result.ok) return;
    expect(result.message).toContain(words);
    expect(fieldOfKey(result.key)).toBe(field(key));
    // The CLI refuses the same scenario with the same words.
    const cli = cliDeploy({ ...example, ...inputs }, `refused-${key}`);
    expect(cli.status).toBe(1);
    expect(cli.said).toContain(result.message);
    // As typed, the field is already refused by the same check.
    expect(fieldMessage(field(key), text)).toBe(result.message);
  });

  test("names fine alone but not for the design: refused when prepared", () => {
    // three names for a design of four servers per DAG; a DAG named like its server
    expect(fieldMessage(field("serverNames"), "a, b, c")).toBeUndefined();
    expect(deploymentFiles({ ...example, serverNames: ["a", "b", "c"] })).toMatchObject({
      ok: false,
      key: "serverNames",
    });
    expect(deploymentFiles({ ...example, dagName: "srv-nn-02" })).toMatchObject({
      ok: false,
      key: "dagName",
    });
    // every DAG needs "nn" in the DAG name
    expect(deploymentFiles({ ...example, dagName: "EXDAG" }, true)).toMatchObject({
      ok: false,
      key: "dagName",
    });
  });

  test("an input the calculator would not take names its key", () => {
    expect(deploymentFiles({ ...example, haCopies: 2.5 })).toMatchObject({
      ok: false,
      key: "haCopies",
    });
  });

  test("High Availability off: there is no DAG to deploy", () => {
    const result = deploymentFiles({ ...example, highAvailability: "No" });
    expect(result).toMatchObject({ ok: false, key: "highAvailability" });
  });
});

test("blank fields are the calculator's values; typed ones are kept, a list split at commas", () => {
  expect(deploymentInputsOf({ serverNames: "", dagName: " ", databaseBaseName: "" })).toEqual({});
  expect(deploymentInputsOf({ serverNames: "a1, a2 ,a3", dagName: "DAG-EU" })).toEqual({
    serverNames: ["a1", "a2", "a3"],
    dagName: "DAG-EU",
  });
  for (const f of DEPLOYMENT_FIELDS) expect(fieldMessage(f, "")).toBeUndefined();
  expect(fieldMessage(field("dagName"), "-EX")).toContain("not starting with a hyphen");
  expect(fieldMessage(field("databaseBaseName"), "DB.2024_")).toBeUndefined();
  expect(field("serverNames").placeholder).toBe("srv-nn-01, srv-nn-02, srv-nn-03, srv-nn-04, ...");
});

test("the .zip holds every file at its root, byte for byte", () => {
  const result = deploymentFiles(example);
  if (!result.ok) throw new Error(result.message);
  const files = result.dags[0].files;
  const zip = unzipSync(zipOf(files, new Date(2026, 0, 2, 3, 4, 6)));
  expect(Object.keys(zip)).toEqual(Object.keys(files));
  for (const [name, text] of Object.entries(files))
    expect(Buffer.from(zip[name])).toEqual(bytes(text));
  expect(ZIP_NAME).toBe("exsize-deploy.zip");
});

test("the downloads: one DAG's files and a .zip of them; every DAG's, a .zip per DAG and one of all", () => {
  const when = new Date(2026, 0, 2, 3, 4, 6);
  const one = deploymentFiles(example);
  if (!one.ok) throw new Error(one.message);
  const files = one.dags[0].files;
  const single = downloadsOf(one.dags, when);
  expect(single.map((d) => d.name)).toEqual([...Object.keys(files), "exsize-deploy.zip"]);
  expect(single[0]).toEqual({
    name: "Servers.csv",
    content: files["Servers.csv"],
    type: "text/csv;charset=utf-8",
    description:
      "Each server: databases per volume, AutoReseed volumes, log isolation, its databases.",
  });
  expect(single[8]).toMatchObject({
    type: "application/zip",
    description: "All 8 files in one .zip.",
  });
  expect(Object.keys(unzipSync(single[8].content as Uint8Array))).toEqual(Object.keys(files));

  // the 4 DAGs of the every-DAG test above
  const four = deploymentFiles(
    { ...example, datacenterModel: "Active/Active (Multiple DAGs)", tiers: [{ mailboxes: 10000 }] },
    true
  );
  if (!four.ok) throw new Error(four.message);
  expect(downloadsOf(four.dags, when).map((d) => [d.name, d.type, d.description])).toEqual([
    ["DAG-01.zip", "application/zip", "DAG-01's 8 files."],
    ["DAG-02.zip", "application/zip", "DAG-02's 8 files."],
    ["DAG-03.zip", "application/zip", "DAG-03's 8 files."],
    ["DAG-04.zip", "application/zip", "DAG-04's 8 files."],
    ["exsize-deploy.zip", "application/zip", "Every DAG's files in one .zip, a folder per DAG."],
  ]);
});

test("words: media types, descriptions for every file, sizes", () => {
  const result = deploymentFiles(example);
  if (!result.ok) throw new Error(result.message);
  for (const name of Object.keys(result.dags[0].files)) expect(fileDescription(name)).not.toBe("");
  expect(mediaType("Servers.csv")).toBe("text/csv;charset=utf-8");
  expect(mediaType("Diskpart.ps1")).toBe("text/plain;charset=utf-8");
  expect(sizeText(1, "en-US")).toBe("1 byte");
  expect(sizeText(812, "en-US")).toBe("812 bytes");
  expect(sizeText(2458, "en-US")).toBe("2.4 KB");
  expect(sizeText(2458, "de-DE")).toBe("2,4 KB");
});

test("every one of the 16 deployment inputs has a field, in one of the calculator's four groups, in its order", () => {
  const keys = DEPLOYMENT_INPUTS.map((i) => i.name);
  expect(keys).toHaveLength(16);
  expect(DEPLOYMENT_FIELDS.map((f) => f.key)).toEqual(keys);
  expect(DEPLOYMENT_GROUPS.map((g) => g.title)).toEqual([
    "Names",
    "Domain controllers",
    "Witness",
    "DAG network",
  ]);
  expect(DEPLOYMENT_GROUPS.flatMap((g) => g.keys)).toEqual(keys);
  // A choice offers exactly the reader's words, the calculator's value among them.
  for (const f of DEPLOYMENT_FIELDS.filter((x) => x.control === "choice")) {
    const kind = DEPLOYMENT_INPUTS.find((i) => i.name === f.key)!.kind;
    expect(f.choices).toEqual(kind.slice("choice:".length).split("|"));
    expect(f.choices).toContain(f.calculatorValue);
  }
  expect(field("manualDagNetworkConfiguration").control).toBe("check");
});

test("the witness and DAG network fields reach the DAG's file", () => {
  const inputs = deploymentInputsOf({
    witnessServer: "fsw1.corp.example",
    alternateWitnessServer: "fsw2.corp.example",
    dagIpAddresses: "10.0.1.50, 10.0.2.50",
    replicationPort: "64400",
    autoDatabaseMountDial: "Lossless",
    networkEncryption: "Enabled",
  });
  const result = deploymentFiles({ ...example, ...inputs });
  if (!result.ok) throw new Error(result.message);
  const dagInfo = result.dags[0].files["DAGInfo.csv"];
  for (const typed of ["fsw1.corp.example", "fsw2.corp.example", "10.0.1.50", "64400", "Lossless"])
    expect(dagInfo).toContain(typed);
  const before = deploymentFiles(example);
  if (!before.ok) throw new Error(before.message);
  expect(before.dags[0].files["DAGInfo.csv"]).not.toContain("64400");
});

test("a typed text as its scenario value: none, ports, choices and the tick box", () => {
  expect(deploymentInputsOf({ dagIpAddresses: "None" })).toEqual({ dagIpAddresses: "none" });
  expect(deploymentInputsOf({ dagIpAddresses: "10.0.1.5 , 10.0.2.5" })).toEqual({
    dagIpAddresses: ["10.0.1.5", "10.0.2.5"],
  });
  expect(deploymentInputsOf({ alternateWitnessServer: "none" })).toEqual({
    alternateWitnessServer: "",
  });
  expect(deploymentInputsOf({ replicationPort: " 64400 " })).toEqual({ replicationPort: 64400 });
  // The calculator's choice and a clear tick box are no keys: the scenario file's default.
  expect(
    deploymentInputsOf({
      dacMode: "DAGOnly",
      manualDagNetworkConfiguration: "",
      networkEncryption: "",
    })
  ).toEqual({});
  expect(deploymentInputsOf({ dacMode: "Off", manualDagNetworkConfiguration: "true" })).toEqual({
    dacMode: "Off",
    manualDagNetworkConfiguration: true,
  });
  // The reader's own refusals, as typed.
  expect(fieldMessage(field("replicationPort"), "70000")).toBe(
    "replicationPort must be a TCP port, a whole number from 1 to 65535 (got 70000)"
  );
  expect(fieldMessage(field("replicationPort"), "port")).toBe(
    'replicationPort must be a TCP port, a whole number from 1 to 65535 (got "port")'
  );
  expect(fieldMessage(field("dagIpAddresses"), "10.0.1.300")).toContain(
    'dagIpAddresses must be "none" (no cluster administrative access point) or a list of one IPv4 address per datacenter'
  );
  expect(fieldMessage(field("witnessDirectory"), "FSW")).toContain("is not a local folder path");
  expect(fieldMessage(field("witnessServer"), "fsw;1")).toContain("a semicolon (;)");
});
