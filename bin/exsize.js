#!/usr/bin/env node
// The `exsize` command. The TypeScript sources in src/cli are compiled to build/cli by `npm run build:cli`,
// which npm runs on install (the `prepare` script).
require("../build/cli/cli/main.js").main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
