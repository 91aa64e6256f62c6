/**
 * scripts/webpack/moduleCost.js: which source module owns each byte of a minified chunk (by its source
 * map), and what the module costs the chunk gzipped. The maps are written by hand here (Source Map v3,
 * base64 VLQ), so the expected owners are known without the build.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { gzipSync } from "zlib";

const { decode, moduleCosts } = require("../../scripts/webpack/moduleCost.js") as {
  decode(mappings: string): number[][][];
  moduleCosts(file: string): {
    gzBytes: number;
    rows: { module: string; minBytes: number; gzBytes: number }[];
  };
};

describe("moduleCost.js", () => {
  it("decodes the mappings' base64 VLQ, each field relative to the one before", () => {
    // the Source Map v3 text's own kind of example: segments at columns 0 and 2 of line 1, then a
    // second line whose first segment names source 1 (C = +1), line 0, column 0 (D = -1)
    expect(decode("AAAA,EAAC;ACAD")).toEqual([
      [
        [0, 0, 0, 0],
        [2, 0, 0, 1],
      ],
      [[0, 1, 0, 0]],
    ]);
    // a field over 15 takes a continuation digit: 16 is "gB"
    expect(decode("gBAAA")).toEqual([[[16, 0, 0, 0]]]);
  });

  it("gives each module its bytes, a template's continuation lines its own, and its marginal gzip bytes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "moduleCost-"));
    try {
      const a = "const a=" + JSON.stringify("alpha ".repeat(40)) + ";";
      const b = "const b=`" + "beta gamma ".repeat(30);
      const code = `/*glue*/${a}\n${b}\nxyz`;
      const file = path.join(dir, "chunk.js");
      fs.writeFileSync(file, `${code}\n//# sourceMappingURL=chunk.js.map`);
      // line 1: unmapped glue, then source 0 from column 8 (Q); line 2: source 1 from column 0;
      // line 3: no segment (b's template literal goes on)
      fs.writeFileSync(
        `${file}.map`,
        JSON.stringify({
          version: 3,
          sources: ["webpack://exsize/./src/a.ts?12ab", "webpack://exsize/./src/b.ts"],
          mappings: "QAAA;ACAA;",
        })
      );
      const { gzBytes, rows } = moduleCosts(file);
      expect(gzBytes).toBe(gzipSync(code).length);
      const by = Object.fromEntries(rows.map((r) => [r.module, r]));
      // a line's last segment owns the rest of it and its line break, and the next line up to its first
      expect(by["(unmapped)"].minBytes).toBe("/*glue*/".length);
      expect(by["src/a.ts"].minBytes).toBe(a.length + 1);
      expect(by["src/b.ts"].minBytes).toBe(b.length + 1 + "xyz".length);
      expect(by["src/a.ts"].gzBytes).toBe(
        gzipSync(code).length - gzipSync(`/*glue*/${b}\nxyz`).length
      );
      // the costliest first
      expect(rows.map((r) => r.gzBytes)).toEqual(
        [...rows.map((r) => r.gzBytes)].sort((x, y) => y - x)
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
