/**
 * The pane's deployment files as data: the same bytes `exsize deploy` writes (run here in-process
 * into a temporary directory), the core's refusals naming their key, the .zip, and the words.
 */
import { unzipSync } from "fflate";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { makeDeployCommand } from "../cli/deployCommand";
import { microsoftValues } from "../cli/microsoftValues";
import {
  PREFIX_FIELDS,
  ZIP_NAME,
  deploymentFiles,
  fileDescription,
  mediaType,
  prefixMessage,
  prefixesOf,
  sizeText,
  zipOf,
} from "./deployment";
import { initialTiers, tiersToScenario } from "./tiers";

const example = JSON.parse(
  fs.readFileSync(path.join(__dirname, "../../examples/microsoft-example.json"), "utf8")
) as Record<string, unknown>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-pane-deploy-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs `exsize deploy` as a user does on a scenario file; returns the files it wrote, as bytes. */
function cliDeploy(scenario: Record<string, unknown>, name: string) {
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(scenario));
  const out = path.join(dir, name);
  const said: string[] = [];
  const status = makeDeployCommand(microsoftValues).run([file, "-o", out], {
    out: (t: string) => said.push(t),
    err: (t: string) => said.push(t),
  } as never);
  const files = status === 0 ? fs.readdirSync(out) : [];
  return {
    status,
    said: said.join("\n"),
    files: Object.fromEntries(files.map((f) => [f, fs.readFileSync(path.join(out, f))])),
  };
}

const bytes = (text: string) => Buffer.from(new TextEncoder().encode(text));
const field = (key: string) => PREFIX_FIELDS.find((f) => f.key === key)!;

describe("the pane's files are exsize deploy's, byte for byte", () => {
  test.each([
    ["the calculator's example design, default names", example, {}],
    [
      "the example with the user's prefixes",
      example,
      { server: "EXMBX-", dag: "DAG-LON", database: "LON-DB" },
    ],
    [
      "the pane's starting form (one tier of defaults, the environment blank)",
      { method: "microsoft", tiers: tiersToScenario(initialTiers(), "en-US") },
      { server: "ex" },
    ],
  ])("%s", (name, scenario, names) => {
    const cli = cliDeploy({ ...scenario, names }, name.replace(/\W+/g, "-"));
    expect(cli.status).toBe(0);
    const pane = deploymentFiles(scenario, prefixesOf(names));
    if (!pane.ok) throw new Error(pane.message);
    expect(Object.keys(pane.files).sort()).toEqual(Object.keys(cli.files).sort());
    expect(Object.keys(pane.files)).toHaveLength(7);
    for (const [file, text] of Object.entries(pane.files))
      expect(bytes(text)).toEqual(cli.files[file]);
  });
});

describe("a design the core refuses: its message, naming the key, and no files", () => {
  test.each([
    // The message names the longest name of its kind: the example's 8 servers make "ex'08".
    ["server", "ex'", "names.server", `names.server "ex'08" holds a single quote (')`],
    ["server", "srv;rm", "names.server", "a semicolon (;)"],
    ["dag", "DAG$x", "names.dag", "a dollar sign ($)"],
    ["database", "DB`", "names.database", "a backtick (`)"],
    ["database", 'DB"', "names.database", 'a double quote (")'],
    ["server", "a\nb", "names.server", "a line break"],
    // 14 letters and a two-digit number are 16: not a NetBIOS name.
    ["server", "abcdefghijklmn", "names.server", "is not a valid NetBIOS name"],
  ])("%s prefix %j", (key, prefix, named, words) => {
    const result = deploymentFiles(example, { [key]: prefix });
    expect(result).toMatchObject({ ok: false, key: named });
    if (result.ok) return;
    expect(result.message).toContain(words);
    // The CLI refuses the same scenario with the same words.
    const cli = cliDeploy({ ...example, names: { [key]: prefix } }, `refused-${key}`);
    expect(cli.status).toBe(1);
    expect(cli.said).toContain(result.message);
    // As typed, the prefix's first name is already refused by the same check.
    expect(prefixMessage(field(key), prefix)).toContain(words.replace("'08", "'01"));
  });

  test("a prefix whose first name is fine but whose longest is not: refused when prepared", () => {
    // The DAG name takes a number when there are several DAGs (the example has 2): "DAG-LONDON-EAST"
    // (15 characters) is fine alone, "DAG-LONDON-EAST1" is not.
    expect(prefixMessage(field("dag"), "DAG-LONDON-EAST")).toBeUndefined();
    const result = deploymentFiles(example, { dag: "DAG-LONDON-EAST" });
    expect(result).toMatchObject({ ok: false, key: "names.dag" });
    if (!result.ok)
      expect(result.message).toContain('"DAG-LONDON-EAST1" is not a valid NetBIOS name');
  });

  test("an input the calculator would not take names its key", () => {
    expect(deploymentFiles({ ...example, haCopies: 2.5 }, {})).toMatchObject({
      ok: false,
      key: "haCopies",
    });
  });

  test("High Availability off: there is no DAG to deploy", () => {
    const result = deploymentFiles({ ...example, highAvailability: "No" }, {});
    expect(result).toMatchObject({ ok: false, key: "highAvailability" });
  });
});

test("blank prefixes are the calculator's defaults; typed ones are kept as typed", () => {
  expect(prefixesOf({ server: "", dag: "", database: "" })).toEqual({});
  expect(prefixesOf({ server: "EX-", dag: "", database: "DB" })).toEqual({
    server: "EX-",
    database: "DB",
  });
  for (const f of PREFIX_FIELDS) expect(prefixMessage(f, "")).toBeUndefined();
  expect(prefixMessage(field("server"), "EXMBX-")).toBeUndefined();
  expect(prefixMessage(field("server"), "-EX")).toContain("not starting with a hyphen");
  expect(prefixMessage(field("database"), "DB.2024_")).toBeUndefined();
});

test("the .zip holds every file at its root, byte for byte", () => {
  const result = deploymentFiles(example, {});
  if (!result.ok) throw new Error(result.message);
  const zip = unzipSync(zipOf(result.files, new Date(2026, 0, 2, 3, 4, 6)));
  expect(Object.keys(zip)).toEqual(Object.keys(result.files));
  for (const [name, text] of Object.entries(result.files))
    expect(Buffer.from(zip[name])).toEqual(bytes(text));
  expect(ZIP_NAME).toBe("exsize-deploy.zip");
});

test("words: media types, descriptions for every file, sizes", () => {
  const result = deploymentFiles(example, {});
  if (!result.ok) throw new Error(result.message);
  for (const name of Object.keys(result.files)) expect(fileDescription(name)).not.toBe("");
  expect(mediaType("Servers.csv")).toBe("text/csv;charset=utf-8");
  expect(mediaType("Diskpart.ps1")).toBe("text/plain;charset=utf-8");
  expect(sizeText(1, "en-US")).toBe("1 byte");
  expect(sizeText(812, "en-US")).toBe("812 bytes");
  expect(sizeText(2458, "en-US")).toBe("2.4 KB");
  expect(sizeText(2458, "de-DE")).toBe("2,4 KB");
});
