/**
 * The Office add-in manifest schemas, ready for xmllint: tests/fixtures/office-manifest-schemas/ holds
 * Microsoft's last published XSDs verbatim (upstream/, from OfficeDev/office-js-docs-pr; ORIGIN.md there
 * says which commit and why each fix below is needed) and two local files. This copies them to a temporary
 * folder with ORIGIN.md's three fixes, never touching the fixtures:
 * 1. `https://www.w3.org/` back to `http://www.w3.org/` (the XML Schema namespace libxml2 knows);
 * 2. the lazy `{0,3}?` of the Version pattern, which XSD regular expressions lack, to `{0,3}`;
 * 3. the shared runtime's `<Runtimes>` ([MS-OWEMXML] 2.2.152 Host, 2.2.209 Runtimes), absent from the 2019
 *    TaskPane schema: local/runtimes-types.xsd-fragment's types, and a Runtimes element first in Host.
 * Returns the path of OfficeAppManifestV1_1.xsd, the schema an `<OfficeApp>` manifest is validated against.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const fixtures = path.join(__dirname, "../fixtures/office-manifest-schemas");

export function manifestSchemaFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-manifest-xsd-"));
  const fragment = fs.readFileSync(
    path.join(fixtures, "local/runtimes-types.xsd-fragment"),
    "utf8"
  );
  for (const dir of ["upstream", "local"]) {
    for (const name of fs.readdirSync(path.join(fixtures, dir)).filter((f) => f.endsWith(".xsd"))) {
      let text = fs.readFileSync(path.join(fixtures, dir, name), "utf8");
      text = text.split("https://www.w3.org/").join("http://www.w3.org/");
      text = text.split("{0,3}?").join("{0,3}");
      if (name === "TaskPaneAppVersionOverridesV1_0.xsd") text = withRuntimes(text, fragment);
      fs.writeFileSync(path.join(folder, name), text);
    }
  }
  return path.join(folder, "OfficeAppManifestV1_1.xsd");
}

function withRuntimes(xsd: string, fragment: string): string {
  const host = /(<xs:complexType name="Host" abstract="true">[\s\S]*?<xs:sequence>)/;
  if (!host.test(xsd))
    throw new Error("TaskPaneAppVersionOverridesV1_0.xsd: no Host sequence to add Runtimes to");
  return xsd
    .replace(
      host,
      `$1\n      <xs:element name="Runtimes" type="Runtimes" minOccurs="0" maxOccurs="1"/>`
    )
    .replace(/<\/xs:schema>\s*$/, `${fragment}\n</xs:schema>\n`);
}
