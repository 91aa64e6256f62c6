/**
 * Exchange 2016 CU3 and later ("Read from Passive", src/core/microsoft/extras/readFromPassive.ts): only
 * lagged copies replicate their content index between datacenters. No calculator at hand computes it, so
 * each expectation is the calculator's own figures for the same design (microsoft-extras.data.json,
 * extra_outputs.py over E2013Calcv7.6) put through the stated rule: the content-index term of the peak
 * (E15) is E13 x (I171 + I172) instead of E13 x I173, and that of the RPO need (W139) is the RPO's
 * throughput per copy x (I171 + I172). Everything that is not replication stays the calculator's.
 */
import { sizeMicrosoftWithExtras } from "../../src/core/microsoft/sizeWithExtras";
import { parseMicrosoftScenario } from "../../src/core/microsoft/scenario/parse";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { sizeCommand } from "../../src/cli/sizeCommand";
import data from "./microsoft-extras.data.json";

type Obj = Record<string, unknown>;
const designs = (
  data.designs as unknown as { name: string; inputs: Obj; replication: Obj }[]
).filter((d) => typeof d.replication.peakReplicationMbpsPerDag === "number");
const close = (got: unknown, want: number) => {
  expect(typeof got).toBe("number");
  expect(Math.abs((got as number) - want)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(want)));
};

test("the default is every copy for every version (the safe choice); lagged copies only is one key away", () => {
  const ci = (v: string) =>
    parseMicrosoftScenario({ method: "microsoft", exchangeVersion: v }).cells[
      "input.contentIndexReplication"
    ];
  for (const v of ["2013", "2016", "2019", "SE"]) expect(ci(v)).toBe("everyCopy");
  expect(() =>
    parseMicrosoftScenario({ method: "microsoft", contentIndexReplication: "passive" })
  ).toThrow(/contentIndexReplication must be "everyCopy" .* or "laggedCopiesOnly"/);
});

test("the golden designs cover designs with and without lagged copies across the WAN", () => {
  const lagged = designs.map(
    (d) =>
      (d.replication.targetLaggedDbsDc1PerDag as number) +
      (d.replication.targetLaggedDbsDc2PerDag as number)
  );
  expect(lagged.some((n) => n === 0)).toBe(true);
  expect(lagged.some((n) => n > 0)).toBe(true);
});

test.each(designs.map((d) => [d.name, d] as const))(
  "%s: Read from Passive is the calculator's figures with the content index on lagged copies only",
  (_, d) => {
    const c = d.replication;
    const got = sizeMicrosoftWithExtras({
      method: "microsoft",
      ...d.inputs,
      contentIndexReplication: "laggedCopiesOnly",
    }) as unknown as { replication: Obj };
    const r = got.replication;
    const lagged = (c.targetLaggedDbsDc1PerDag as number) + (c.targetLaggedDbsDc2PerDag as number);
    const streams = c.logStreamsBetweenDatacentersPerDag as number;
    const ciPeakPerDag = (c.peakContentIndexMbpsPerDb as number) * lagged;
    close(r.peakContentIndexMbpsPerDag, ciPeakPerDag);
    close(r.peakLogMbpsPerDag, c.peakLogMbpsPerDag as number);
    close(r.peakReplicationMbpsPerDag, (c.peakLogMbpsPerDag as number) + ciPeakPerDag);
    close(
      r.peakReplicationMbpsEnvironment,
      ((c.peakLogMbpsPerDag as number) + ciPeakPerDag) * (c.dagCountTotal as number)
    );
    // W139 = W138's two terms x streams; the CI term (the RPO's throughput per copy) x lagged copies.
    const rpo = c.rpoHours as number;
    const perCopy = (c.throughputMbpsPerDbCopyByRpo as number[])[rpo - 1];
    const logTerm = (c.rpoReplicationMbpsPerDag as number) - perCopy * streams;
    close(r.rpoReplicationMbpsPerDag, logTerm + perCopy * lagged);
    // The per-database figures describe one copy that replicates its index: unchanged.
    close(r.peakReplicationMbpsPerDb, c.peakReplicationMbpsPerDb as number);
    close(r.rpoReplicationMbpsPerDb, c.rpoReplicationMbpsPerDb as number);
  }
);

test("exsize size says what a 2016+ design sized the safe way would need under Read from Passive", () => {
  const design = designs.find((d) => d.name === "example-aa-single-dag-profile")!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exsize-rfp-"));
  const run = (json: Obj) => {
    const file = path.join(dir, "s.json");
    fs.writeFileSync(file, JSON.stringify({ method: "microsoft", ...json }));
    return sizeCommand([file]).stdout;
  };
  // As 2019 (the default, every copy): the calculator's 94.45 Mb/s, and the option's figure beside it:
  // peakLogMbpsPerDag + peakContentIndexMbpsPerDb x the lagged copies (the calculator's own figures).
  const c = design.replication;
  const lagged = (c.targetLaggedDbsDc1PerDag as number) + (c.targetLaggedDbsDc2PerDag as number);
  const option = (c.peakLogMbpsPerDag as number) + (c.peakContentIndexMbpsPerDb as number) * lagged;
  const out2019 = run({ ...design.inputs, exchangeVersion: "2019" });
  expect(out2019).toMatch(/Peak, per DAG\s+94\.45\s+Mb\/s/);
  expect(out2019).toContain(`the need is ${option.toFixed(2)} Mb/s per DAG at peak`);
  // 2013, or the key given: no such note.
  expect(run(design.inputs)).not.toContain("Read from Passive");
  expect(
    run({ ...design.inputs, exchangeVersion: "2019", contentIndexReplication: "everyCopy" })
  ).not.toContain("the need is");
});
