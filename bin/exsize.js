#!/usr/bin/env node
// The `exsize` command. The TypeScript sources in src/cli are compiled to build/cli by `npm run build:cli`,
// which npm runs on install (the `prepare` script). main() catches every error itself (one line on
// stderr, the trace with EXSIZE_DEBUG=1); the handler below only covers a failure to load it.
try {
  require("../build/cli/cli/main.js")
    .main(process.argv.slice(2))
    .then((code) => {
      process.exitCode = code;
    });
} catch (error) {
  process.stderr.write(`exsize: cannot start: ${error && error.message ? error.message.split("\n")[0] : error}\n`);
  if (process.env.EXSIZE_DEBUG === "1" && error && error.stack) process.stderr.write(error.stack + "\n");
  process.exitCode = 1;
}
