// The cell each step of the database and servers areas cites, as extras.py reads it (the name a
// Replication/Activation/Mailbox Space cell uses for a Role Requirements cell): {"Role Requirements!C77":
// ["db:recommendedNumberOfDatabases", ...]}, tiers first, then the database area, then the servers area.
// Reads the compiled core (build/cli: `npm run build:cli`, or jest's globalSetup); prints JSON.
const path = require("path");
const core = path.join(__dirname, "..", "..", "build", "cli", "core", "microsoft");
const { databaseSteps } = require(path.join(core, "databases"));
const { serverSteps } = require(path.join(core, "servers", "steps"));
const { tierSteps } = require(path.join(core, "profile", "tierSteps"));

const out = {};
function add(prefix, steps) {
  for (const s of steps) {
    const m = /^E2013Calcv7\.6, (.*?)( \(.*)?$/.exec(s.source);
    if (m) (out[m[1]] ??= []).push(prefix + s.key);
  }
}
add(
  "db:",
  [1, 2, 3, 4].flatMap((t) => tierSteps(t))
);
add("db:", databaseSteps());
add("srv:", serverSteps(4));
process.stdout.write(JSON.stringify(out) + "\n");
