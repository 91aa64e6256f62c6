/**
 * testFastSeconds (issue 29): the wall-clock seconds of `npm run test:fast` (jest -c jest.fast.config.js,
 * the run a developer makes while working), run as a child process from the repository, with the
 * machine's load average before and after it (wall time on a shared machine counts the others' work;
 * docs/performance.md). `npm run bench -- --no-test-fast` leaves it out.
 */
import { spawnSync } from "child_process";
import * as os from "os";

export interface TestFastFigures {
  /** Wall-clock seconds of the whole run, jest's start-up and globalSetup included. */
  readonly testFastSeconds: number;
  /** Whether every suite passed (a failing run's time says nothing about a passing one's). */
  readonly testFastPassed: boolean;
  /** jest's summary lines ("Test Suites: ...", "Tests: ..."). */
  readonly testFastSummary: string;
  /** The 1-minute load average before and after the run. */
  readonly testFastLoad: readonly [number, number];
}

/** `suites` (paths or patterns) runs only those, to try the measure itself; the figure runs them all. */
export function testFastFigures(root: string, suites: readonly string[] = []): TestFastFigures {
  const jest = require.resolve("jest/bin/jest", { paths: [root] });
  const before = os.loadavg()[0];
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [jest, "-c", "jest.fast.config.js", ...suites], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const output = `${run.stdout ?? ""}\n${run.stderr ?? ""}`;
  const summary = output
    .split("\n")
    .filter((l) => /^(Test Suites|Tests):/.test(l))
    .map((l) => l.replace(/\s+/g, " "))
    .join("; ");
  return {
    testFastSeconds: Number(seconds.toFixed(1)),
    testFastPassed: run.status === 0,
    testFastSummary:
      summary ||
      `jest exited ${run.status ?? run.signal}: ${output.trim().split("\n")[0] ?? ""}`.slice(
        0,
        300
      ),
    testFastLoad: [Number(before.toFixed(1)), Number(os.loadavg()[0].toFixed(1))],
  };
}
