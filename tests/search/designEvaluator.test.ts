/**
 * The search's incremental evaluator (src/core/microsoft/search/designEvaluator.ts) against `exsize
 * size`'s own sizing: for random requests, every candidate, sized in the search's order (each from the
 * previous one's slots, only the changed dimensions' steps run, the VBA rounds over the steps they need),
 * has the figures sizeMicrosoft and microsoftValues give for the candidate's scenario file, sized alone.
 */
import fc from "fast-check";
import { SizingError } from "../../src/core";
import { isCellError } from "../../src/core/microsoft/evaluate";
import { sizeMicrosoft, SCALAR_OUTPUT_KEYS } from "../../src/core/microsoft/size";
import { STORAGE_OUTPUT_KEYS } from "../../src/core/microsoft/storage";
import { microsoftValues } from "../../src/core/microsoft/values";
import { MODES } from "../../src/core/microsoft/servers";
import {
  DesignEvaluator,
  candidateAt,
  candidateScenario,
  gridDimensions,
  parseSearchRequest,
} from "../../src/core/microsoft/search";

const norm = (v: unknown) =>
  v === "--" || v === undefined || v === null ? null : isCellError(v) ? { error: v.error } : v;

const DB_KEYS = [
  ...SCALAR_OUTPUT_KEYS,
  ...STORAGE_OUTPUT_KEYS,
  "validationError",
  "jbodDbDisks",
  "jbodRestoreVolumeDisks",
  "jbodDbDisksSecondary",
  "dbForDiskCap1",
  "diskGroupSize",
];
const SERVER_KEYS = [
  "validationError",
  "ramRecommendedGB",
  "ramRecommendedGBSecondary",
  ...MODES.map((m) => `cpuUtilizationPercent.${m}`),
  ...MODES.map((m) => `cpuUtilizationPercentSecondary.${m}`),
];

const request = fc.record({
  exchangeVersion: fc.constantFrom("2013", "2016", "2019", "SE"),
  mailboxes: fc.integer({ min: 500, max: 30000 }),
  quotaMB: fc.constantFrom(2048, 10240, 51200),
  datacenterModel: fc.constantFrom(
    "Single Datacenter",
    "Active/Passive",
    "Active/Active (Single DAG)",
    "Active/Active (Multiple DAGs)"
  ),
  haCopies: fc.integer({ min: 2, max: 4 }),
  jbod: fc.boolean(),
  dedicatedRestoreVolume: fc.boolean(),
  servers: fc.array(
    fc.record({
      coresPerServer: fc.constantFrom(8, 16, 24, 48, 64),
      specIntRate2006: fc.constantFrom(400, 900, 1500, 2600),
    }),
    { minLength: 1, maxLength: 3 }
  ),
  disks: fc.array(fc.constantFrom(2000, 4000, 6000, 8000, 12000), { minLength: 1, maxLength: 3 }),
  n: fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 4 })),
  dags: fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2 })),
});

describe("DesignEvaluator sizes each candidate as exsize size does", () => {
  test("random requests, every candidate in the search's order", () => {
    fc.assert(
      fc.property(request, (q) => {
        const r = parseSearchRequest({
          method: "microsoft",
          exchangeVersion: q.exchangeVersion,
          tiers: [{ mailboxes: q.mailboxes, quotaMB: q.quotaMB }],
          datacenterModel: q.datacenterModel,
          haCopies: q.haCopies,
          jbod: q.jbod,
          dedicatedRestoreVolume: q.dedicatedRestoreVolume,
          search: {
            exchangeServersPerDag: [q.n[0], q.n[0] + q.n[1]],
            dagCount: [q.dags[0], q.dags[0] + q.dags[1]],
            servers: q.servers.map((s, i) => ({
              model: `s${i}`,
              price: 1,
              diskSlots: 24,
              maxRamGB: 256,
              ...s,
            })),
            disks: q.disks.map((gb, i) => ({ model: `d${i}`, price: 1, diskCapacityGB: gb })),
          },
        });
        const grid = gridDimensions(r);
        const dims = [...grid.ranges, grid.disks, grid.servers];
        const ev = new DesignEvaluator(grid.base, dims);
        const sizes = dims.map((d) => d.values.length);
        const choice = sizes.map(() => 0);
        let level = 0;
        for (;;) {
          ev.size(level, choice);
          const last = dims.length - 1;
          let index = choice[last] * r.disks.length + choice[last - 1];
          for (let d = 0; d < r.ranges.length; d++) index = index * sizes[d] + choice[d];
          const json = candidateScenario(r, candidateAt(r, index));
          const values = microsoftValues(json);
          for (const k of DB_KEYS)
            if (k !== "validationError" && k in values)
              expect([k, norm(ev.figure(k) as never)]).toEqual([k, norm(values[k])]);
          let sizing: Record<string, unknown> | undefined;
          try {
            sizing = sizeMicrosoft(json) as unknown as Record<string, unknown>;
          } catch (e) {
            if (!(e instanceof SizingError)) throw e;
          }
          if (sizing)
            for (const k of SERVER_KEYS) {
              const [a, m] = k.split(".");
              const want = m ? (sizing[a] as Record<string, unknown>)[m] : sizing[k];
              expect([k, norm(ev.figure(k) as never)]).toEqual([k, norm(want)]);
            }
          level = last;
          while (level >= 0 && ++choice[level] === sizes[level]) choice[level--] = 0;
          if (level < 0) break;
        }
      }),
      { numRuns: 25 }
    );
  });
});
