/**
 * manifest.xml, checked offline (office-addin-manifest validate needs a Microsoft web service this
 * machine cannot reach): well-formed XML, a GUID id, HTTPS everywhere, one shared runtime with a long
 * lifetime serving the pane and the functions, the EX namespace, the functions' script, metadata and
 * page at files the build produces, ReadWriteDocument as the only permission, icons that exist; and valid
 * against Microsoft's manifest schemas (tests/support/manifestSchemas.ts, with xmllint).
 */
import * as fs from "fs";
import * as path from "path";
import { spawnSync } from "child_process";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { manifestSchemaFolder } from "./support/manifestSchemas";

const root = path.join(__dirname, "..");
const xml = fs.readFileSync(path.join(root, "manifest.xml"), "utf8");
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
});
const app = parser.parse(xml).OfficeApp;
const host = app.VersionOverrides.Hosts.Host;
const resources = app.VersionOverrides.Resources;

function list<T>(x: T | T[] | undefined): T[] {
  return x === undefined ? [] : Array.isArray(x) ? x : [x];
}

/** Every resource id -> its DefaultValue (images, URLs, strings). */
const resid = new Map<string, string>(
  [
    ...list(resources.Images.Image),
    ...list(resources.Urls.Url),
    ...list(resources.ShortStrings.String),
    ...list(resources.LongStrings.String),
  ].map((r: Record<string, string>) => [r["@id"], r["@DefaultValue"]])
);
const url = (id: string): string => {
  const value = resid.get(id);
  if (!value) throw new Error(`manifest: no resource ${id}`);
  return value;
};

/** What the production build writes into dist/, read from webpack.config.js. */
async function builtFiles(): Promise<Set<string>> {
  const config = await require(path.join(root, "webpack.config.js"))({}, { mode: "production" });
  const files = new Set<string>(
    Object.keys(config.entry).map((name) => config.output.filename.replace("[name]", name))
  );
  for (const plugin of config.plugins) {
    const options = plugin.userOptions ?? plugin.options ?? {};
    if (plugin.constructor.name === "HtmlWebpackPlugin") files.add(options.filename);
    if (plugin.constructor.name === "CustomFunctionsMetadataPlugin") files.add(options.output);
  }
  for (const icon of fs.readdirSync(path.join(root, "assets"))) {
    if (icon.endsWith(".png")) files.add(`assets/${icon}`); // CopyWebpackPlugin: assets/*.png
  }
  return files;
}

test("manifest.xml is well-formed XML with a GUID id", () => {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(app.Id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
});

test("manifest.xml is valid against the add-in manifest schemas (xmllint)", () => {
  const run = spawnSync(
    "xmllint",
    ["--noout", "--schema", manifestSchemaFolder(), "manifest.xml"],
    {
      cwd: root,
      encoding: "utf8",
    }
  );
  if (run.error)
    throw new Error("xmllint not found: install Debian's libxml2-utils (bash .ci/run does)");
  expect(run.stderr.trim()).toBe("manifest.xml validates");
});

test("the name and description say both methods, in the schema's lengths", () => {
  expect(app.DisplayName["@DefaultValue"]).toBe("ExSize");
  const description: string = app.Description["@DefaultValue"];
  expect(description).toContain("Microsoft");
  expect(description).toContain("Dell EqualLogic");
  expect(description.length).toBeLessThanOrEqual(250); // LongString, OfficeAppManifestV1_1.xsd
});

test("every URL in the manifest is HTTPS", () => {
  const urls = [...xml.matchAll(/(?:DefaultValue|>)\s*=?\s*"?(\w+:\/\/[^"<\s]+)/g)].map(
    (m) => m[1]
  );
  expect(urls.length).toBeGreaterThan(8);
  for (const u of urls) expect(u).toMatch(/^https:\/\//);
  expect(app.DefaultSettings.SourceLocation["@DefaultValue"]).toMatch(/^https:\/\//);
});

test("one shared runtime, long-lived, serves the pane, the commands and the functions", () => {
  expect(list(app.Requirements.Sets.Set)).toContainEqual({
    "@Name": "SharedRuntime",
    "@MinVersion": "1.1",
  });
  const runtime = host.Runtimes.Runtime;
  expect(runtime["@lifetime"]).toBe("long");
  const page = runtime["@resid"];
  const functions = list(host.AllFormFactors.ExtensionPoint).find(
    (e: Record<string, string>) => e["@type"] === "CustomFunctions"
  );
  expect(functions.Page.SourceLocation["@resid"]).toBe(page);
  expect(host.DesktopFormFactor.FunctionFile["@resid"]).toBe(page);
  const button = host.DesktopFormFactor.ExtensionPoint.OfficeTab.Group.Control;
  expect(button.Action.SourceLocation["@resid"]).toBe(page);
  expect(url(functions.Namespace["@resid"])).toBe("EX");
});

test("the functions' script, metadata and page are files the build produces", async () => {
  const files = await builtFiles();
  const functions = list(host.AllFormFactors.ExtensionPoint).find(
    (e: Record<string, string>) => e["@type"] === "CustomFunctions"
  );
  const served = (id: string): string => new URL(url(id)).pathname.replace(/^\//, "");
  expect(served(functions.Script.SourceLocation["@resid"])).toBe("functions.js");
  expect(served(functions.Metadata.SourceLocation["@resid"])).toBe("functions.json");
  expect(served(functions.Page.SourceLocation["@resid"])).toBe("taskpane.html");
  for (const id of ["Functions.Script.Url", "Functions.Metadata.Url", "Taskpane.Url"]) {
    expect(files).toContain(served(id));
  }
  expect(files).toContain(
    new URL(app.DefaultSettings.SourceLocation["@DefaultValue"]).pathname.slice(1)
  );
});

test("ReadWriteDocument is the only permission", () => {
  expect(app.Permissions).toBe("ReadWriteDocument");
  expect(xml.match(/<Permissions>/g)).toHaveLength(1);
});

test("every icon exists in assets/ at the size it claims", () => {
  const icons = [
    app.IconUrl["@DefaultValue"],
    app.HighResolutionIconUrl["@DefaultValue"],
    ...list(resources.Images.Image).map((i: Record<string, string>) => i["@DefaultValue"]),
  ];
  for (const icon of icons) {
    const file = path.join(root, new URL(icon).pathname);
    expect(fs.existsSync(file)).toBe(true);
    const png = fs.readFileSync(file);
    const width = png.readUInt32BE(16);
    const claimed = /icon-(\d+)\.png$/.exec(icon)?.[1];
    expect(String(width)).toBe(claimed);
  }
});
