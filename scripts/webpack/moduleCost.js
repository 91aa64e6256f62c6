#!/usr/bin/env node
/**
 * What each module costs a lazy function group's first call (issue 29, onFirstCallJsGzKB): for every
 * chunk an EX.* group loads on its first call (build/webpack-stats.json's asyncGroups, as
 * bench/bundle.ts reads them), the minified bytes each source module owns and its marginal gzip bytes,
 * gzip(chunk) - gzip(chunk without that module's bytes).
 *
 * The bytes are attributed by the chunk's source map, so it reads a production build made with maps,
 * written apart from dist/ (the maps change nothing else in the minified files):
 *   npx webpack --mode production --devtool source-map --output-path /tmp/exsize-map/dist
 *   node scripts/webpack/moduleCost.js /tmp/exsize-map
 * Bytes a map gives no source (webpack's chunk and module glue) are listed as "(unmapped)"; a
 * template literal's continuation lines count for the module of the template (owners, below). Marginal figures add up to
 * roughly the chunk's gzip size, not exactly (gzip shares text between modules).
 * Example (2026-11-27, main): the Microsoft core chunk all three groups load is 34.3 KB gz, of which
 * scenario/parse.ts 3.63, verdict/rules.ts 2.86, scenario/inputs.ts 2.65, storage/disks.ts 2.39.
 */
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/**
 * A source map's `mappings` decoded (Source Map v3's base64 VLQ): per generated line, its segments
 * [column, source, line, column(, name)] with every field absolute. Example: "AAAA,EAAC" is
 * [[[0, 0, 0, 0], [2, 0, 0, 1]]].
 */
function decode(mappings) {
  const state = [0, 0, 0, 0, 0];
  return mappings.split(";").map((line) => {
    state[0] = 0;
    if (line === "") return [];
    return line.split(",").map((segment) => {
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const c of segment) {
        const digit = BASE64.indexOf(c);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      return fields.map((d, i) => (state[i] += d));
    });
  });
}

const gz = (text) => zlib.gzipSync(Buffer.from(text)).length;

/**
 * Each byte's source index in the map (-1: none), for a minified file and its map. Terser writes a
 * chunk on one line but for the line breaks inside template literals (the formula rows), whose
 * continuation has no segment until its first splice: bytes before a line's first segment, and its
 * line break, belong to the segment before them, the template's.
 */
function owners(code, map) {
  const owner = new Int32Array(code.length).fill(-1);
  const lines = decode(map.mappings);
  let at = 0;
  let last = -1;
  code.split("\n").forEach((line, i) => {
    const segments = lines[i] ?? [];
    owner.fill(last, at, at + (segments.length > 0 ? segments[0][0] : line.length));
    segments.forEach((s, k) => {
      const end = k + 1 < segments.length ? segments[k + 1][0] : line.length;
      last = s.length > 1 ? s[1] : -1;
      owner.fill(last, at + s[0], at + end);
    });
    if (at + line.length < code.length) owner[at + line.length] = last;
    at += line.length + 1;
  });
  return owner;
}

/** The modules of one minified file: [{ module, minBytes, gzBytes }], the costliest first. */
function moduleCosts(file) {
  const code = fs.readFileSync(file, "utf8").replace(/\n\/\/# sourceMappingURL=\S*\s*$/, "");
  const map = JSON.parse(fs.readFileSync(`${file}.map`, "utf8"));
  const owner = owners(code, map);
  const whole = gz(code);
  const bytes = new Map();
  for (const o of owner) bytes.set(o, (bytes.get(o) ?? 0) + 1);
  const name = (o) =>
    o < 0
      ? "(unmapped)"
      : map.sources[o]
          .replace(/^webpack:\/\/[^/]*\//, "")
          .replace(/^\.\//, "")
          .replace(/\?.*$/, "");
  const rows = [...bytes].map(([o, minBytes]) => {
    let rest = "";
    for (let i = 0, from = 0; i <= code.length; i++)
      if (i === code.length || owner[i] === o) {
        rest += code.slice(from, i);
        from = i + 1;
      }
    return { module: name(o), minBytes, gzBytes: whole - gz(rest) };
  });
  return { gzBytes: whole, rows: rows.sort((a, b) => b.gzBytes - a.gzBytes) };
}

function main(root) {
  const record = JSON.parse(fs.readFileSync(path.join(root, "build/webpack-stats.json"), "utf8"));
  const files = new Map();
  for (const g of record.asyncGroups) {
    if (!g.origins.some((o) => /src\/functions\/excel\//.test(o.module ?? ""))) continue;
    for (const id of g.chunks) {
      const chunk = record.chunks.find((c) => c.id === id);
      for (const f of chunk.files) files.set(f, [...(files.get(f) ?? []), g.name]);
    }
  }
  for (const [f, groups] of files) {
    const { gzBytes, rows } = moduleCosts(path.join(root, "dist", f));
    console.log(`\n${f} (${groups.join(", ")}): ${(gzBytes / 1024).toFixed(2)} KB gz`);
    for (const r of rows)
      console.log(
        `${(r.gzBytes / 1024).toFixed(2).padStart(7)} KB gz ${String(r.minBytes).padStart(7)} B  ${r.module}`
      );
  }
}

if (require.main === module) main(path.resolve(process.argv[2] ?? "."));

module.exports = { decode, moduleCosts };
