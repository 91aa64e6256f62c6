/**
 * exsize check's evidence readers, on the fixtures (tests/check/fixtures/makeFixtures.js says which public
 * source each file is built from). Expected figures are typed from the fixtures' own text.
 */
import * as fs from "fs";
import * as path from "path";
import fc from "fast-check";
import {
  EvidenceError,
  evidenceText,
  parseCliXml,
  parseExportCsv,
  readEvidence,
  readHealthChecker,
  readJetstressHtml,
} from "../../src/core/check";

const DIR = path.join(__dirname, "fixtures");
const bytes = (f: string) => new Uint8Array(fs.readFileSync(path.join(DIR, f)));

describe("evidence text in every encoding the tools write", () => {
  test.each([
    [
      "UTF-16 LE with a byte-order mark (Windows PowerShell 5.1 -Encoding Unicode)",
      [0xff, 0xfe, 0x23, 0x00, 0x54, 0x00],
      "#T",
    ],
    ["UTF-16 BE with a byte-order mark", [0xfe, 0xff, 0x00, 0x23, 0x00, 0x54], "#T"],
    [
      "UTF-8 with a byte-order mark (Export-Clixml -Encoding utf8)",
      [0xef, 0xbb, 0xbf, 0x4d, 0xc3, 0xbc],
      "M\u00fc",
    ],
    ["UTF-8 without a mark (PowerShell 7)", [0x4d, 0xc3, 0xbc], "M\u00fc"],
    [
      "ANSI, Windows-1252 (Windows PowerShell 5.1 -Encoding Default)",
      [0x4d, 0xfc, 0x6c],
      "M\u00fcl",
    ],
  ])("%s", (_, b, text) => {
    expect(evidenceText("x", new Uint8Array(b))).toBe(text);
  });

  test("a UTF-16 file cut in the middle of a character is refused naming the file", () => {
    expect(() => evidenceText("cut.csv", new Uint8Array([0xff, 0xfe, 0x23]))).toThrow(
      /^cut\.csv: is UTF-16 .* cut short/
    );
  });
});

describe("Export-Csv as Windows PowerShell 5.1 and PowerShell 7 write it", () => {
  test("5.1: the #TYPE line (Deserialized. dropped), quoted fields, UTF-16: the healthy copy status", () => {
    const csv = parseExportCsv(
      "CopyStatus.csv",
      evidenceText("c", bytes("healthy/CopyStatus.csv"))
    );
    expect(csv.typeName).toBe(
      "Microsoft.Exchange.Management.SystemConfigurationTasks.DatabaseCopyStatusEntry"
    );
    expect(csv.rows).toHaveLength(144); // 48 databases x 3 copies (design-2019.json)
    expect(csv.rows[0]).toMatchObject({
      Name: "DB01\\EX01",
      Status: "Mounted",
      ActivationPreference: "1",
    });
  });

  test("7: no #TYPE line, UTF-8: the same rows read the same", () => {
    const text51 = evidenceText("c", bytes("healthy/CopyStatus.csv"));
    const text7 = text51.split("\r\n").slice(1).join("\n");
    const a = readEvidence("a.csv", bytes("healthy/CopyStatus.csv"));
    const b = readEvidence("b.csv", new TextEncoder().encode(text7));
    expect(b.kind).toBe("copyStatus");
    expect(b.kind === "copyStatus" && a.kind === "copyStatus" && b.rows).toEqual(
      a.kind === "copyStatus" && a.rows
    );
  });

  test("fields with separators, doubled quotes and line breaks", () => {
    const csv = parseExportCsv("x", '"A","B"\r\n"1, ""2""","line\nbreak"\r\n');
    expect(csv.rows).toEqual([{ A: '1, "2"', B: "line\nbreak" }]);
  });

  test("-UseCulture's semicolon", () => {
    expect(parseExportCsv("x", '"A";"B"\n"1";"2"\n').rows).toEqual([{ A: "1", B: "2" }]);
  });

  test("ANSI mailbox statistics: Windows-1252 names read, every mailbox counted", () => {
    const e = readEvidence("s.csv", bytes("healthy/MailboxStatistics.csv"));
    expect(e.kind).toBe("mailboxStatistics");
    if (e.kind !== "mailboxStatistics") return;
    expect(e.rows).toHaveLength(4800);
    expect(e.rows[0]).toEqual({
      displayName: "J\u00fcrgen M\u00fcller 1",
      database: "DB01",
      bytes: 2148532224,
    });
  });

  test("Get-MailboxDatabase -Status in PowerShell 7: sizes from the bytes in parentheses, the organization from the DN", () => {
    const e = readEvidence("d.csv", bytes("healthy/Databases.csv"));
    expect(e.kind === "databases" && e.rows[0]).toEqual({
      database: "DB01",
      server: "EX01",
      sizeGB: 215285235712 / 1024 ** 3, // "200.5 GB (215,285,235,712 bytes)"
      availableNewMailboxSpaceGB: 858993459 / 1024 ** 3,
      dag: "DAG01",
      organization: "Contoso",
    });
  });

  test("a CSV cut inside a quoted field is refused", () => {
    expect(() => parseExportCsv("cut.csv", '"A","B"\n"1","2')).toThrow(
      /^cut\.csv: ends inside a quoted field/
    );
  });
});

describe("HealthChecker's CliXml", () => {
  const expected = {
    physicalCores: 24,
    logicalCores: 24,
    sockets: 2,
    maxMegacyclesPerCore: 2900,
    memoryGB: 128, // <U64 N="TotalMemory">137438953472</U64>
    serverType: "Physical",
    majorVersion: "Exchange2019",
    cu: "CU14",
    buildVersion: "15.2.1544.4",
    serverRole: "MultiRole",
    organization: "Contoso",
  };
  test("Processor and BuildInformation as objects (EX01)", () => {
    const f = "healthy/HealthChecker-EX01-20261120093000.xml";
    expect(readHealthChecker(f, evidenceText(f, bytes(f)))).toEqual({
      file: f,
      server: "EX01",
      ...expected,
    });
  });
  test('Processor and BuildInformation as the "@{...}" text -Depth 2 writes (EX04)', () => {
    const f = "healthy/HealthChecker-EX04-20261120093000.xml";
    // the build number sits in VersionInformation, an object inside BuildInformation's text: lost
    expect(readHealthChecker(f, evidenceText(f, bytes(f)))).toEqual({
      file: f,
      server: "EX04",
      ...expected,
      buildVersion: null,
    });
  });
  test("CliXml primitives, Ref and _xHHHH_ escapes", () => {
    const xml =
      '<Objs Version="1.1.0.1" xmlns="http://schemas.microsoft.com/powershell/2004/04"><Obj RefId="0"><MS>' +
      '<S N="a">x_x000D__x000A_y</S><I64 N="b">-5</I64><Db N="c">1.5</Db><B N="d">true</B><Nil N="e" />' +
      '<Obj N="f" RefId="1"><LST><S>p</S><I32>2</I32></LST></Obj><Ref N="g" RefId="1" /></MS></Obj></Objs>';
    expect(parseCliXml("x", xml)).toEqual([
      { a: "x\r\ny", b: -5, c: 1.5, d: true, e: null, f: ["p", 2], g: ["p", 2] },
    ]);
  });
  test("every cut of a HealthChecker file is refused naming the file, never read in part", () => {
    const f = "healthy/HealthChecker-EX01-20261120093000.xml";
    const text = evidenceText(f, bytes(f));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: text.length - 12 }), (cut) => {
        expect(() => readHealthChecker("h.xml", text.slice(0, cut))).toThrow(EvidenceError);
      }),
      { numRuns: 200 }
    );
  });
});

describe("Jetstress's HTML report", () => {
  test("the rows ExchangeDsc reads and the worst instance's latencies", () => {
    const f = "healthy/Performance_2026_11_1_9_0_0.html";
    expect(readJetstressHtml(f, evidenceText(f, bytes(f)))).toEqual({
      file: f,
      overall: "Pass",
      achievedIops: 612.538,
      targetIops: 435,
      dbReadAvgMs: 10.106, // the highest of 9.812, 10.106, 9.644, 9.973
      logWriteAvgMs: 1.331, // the highest of 1.204, 1.187, 1.331, 1.242
      instances: 4,
    });
  });
  test("an HTML page without the Overall Test Result row is not a Jetstress report", () => {
    expect(() => readJetstressHtml("p.html", "<html><body>hi</body></html>")).toThrow(
      /^p\.html: is not a Jetstress report: no "Overall Test Result" row/
    );
  });
});

describe("bad evidence: one line naming the file", () => {
  test.each([
    [
      "bad/HealthChecker-EX02-truncated.xml",
      /is not complete CliXml: it ends before <\/\w+> \(cut short\?\)/,
    ],
    [
      "bad/Mailboxes.csv",
      /is a CSV of Microsoft\.Exchange\.Data\.Directory\.Management\.Mailbox objects; exsize check reads/,
    ],
    ["bad/Databases-no-status.csv", /row 1 has no DatabaseSize .*-Status/],
  ])("%s", (f, message) => {
    const run = () => readEvidence(f, bytes(f));
    expect(run).toThrow(EvidenceError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (e) {
      expect((e as Error).message.startsWith(`${f}: `)).toBe(true);
      expect((e as Error).message).not.toContain("\n");
    }
  });
});

describe("any bytes: read, or refused with an EvidenceError naming the file, never another failure", () => {
  const csv = evidenceText("c", bytes("healthy/CopyStatus.csv")).slice(0, 4000);
  test("arbitrary bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (b) => {
        try {
          readEvidence("any.bin", b);
        } catch (e) {
          expect(e).toBeInstanceOf(EvidenceError);
          expect((e as Error).message.startsWith("any.bin: ")).toBe(true);
        }
      }),
      { numRuns: 300 }
    );
  });
  test("a copy status export with a stretch replaced by arbitrary text", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: csv.length }),
        fc.integer({ min: 0, max: 200 }),
        fc.string({ maxLength: 40 }),
        (at, cut, junk) => {
          const text = csv.slice(0, at) + junk + csv.slice(at + cut);
          try {
            readEvidence("copy.csv", new TextEncoder().encode(text));
          } catch (e) {
            expect(e).toBeInstanceOf(EvidenceError);
          }
        }
      ),
      { numRuns: 300 }
    );
  });
});
