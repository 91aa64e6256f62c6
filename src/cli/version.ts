import * as fs from "fs";
import * as path from "path";

/**
 * ExSize's version, from its package.json: the nearest one above this module named "exsize"
 * (src/cli when run by the tests, build/cli/cli when run by bin/exsize.js).
 */
export function exsizeVersion(from = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "exsize" && pkg.version) return pkg.version;
    }
    if (path.dirname(dir) === dir) return "unknown";
  }
}
