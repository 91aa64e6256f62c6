/**
 * `exsize deploy` and the MetaCache Database (issue 30): an Exchange 2019 design writes the DAG's
 * MetaCacheDatabaseVolumesPerServer and each database's MetaCacheDatabaseMaxCapacityInBytes
 * (MetaCache.csv, SetMetaCache.ps1; "MetaCacheDatabase (MCDB) setup", Microsoft Docs); an Exchange 2013
 * design writes none of it. The script passes the deploy scripts' grammar check
 * (tests/support/psGrammar.ts).
 * Worked example (examples/microsoft-2019.json, core/microsoft/metacache/metaCache.ts): 12 HDDs of 20000 GB
 * per server at 10 % -> 4 SSDs of 7680 GB; its copies per server / 4 SSDs shared evenly at 95 %.
 */
import * as fs from "fs";
import * as path from "path";
import { resolveProcessorModels } from "../../src/catalog/processors";
import { deployAllDags } from "../../src/core/microsoft/deploy/deployFiles";
import { deployInputOf } from "../../src/core/microsoft/deploy/deployInput";
import { psProblems } from "../support/psGrammar";
import { sizeMetaCache } from "../support/sizeMetaCache";
import { sizeMicrosoft } from "../../src/core/microsoft/size";

const example2019 = resolveProcessorModels(
  JSON.parse(fs.readFileSync(path.join(__dirname, "../../examples/microsoft-2019.json"), "utf8"))
) as Record<string, unknown>;

describe("the MCDB rule on its worked example", () => {
  test("12 HDDs of 20000 GB, 48 copies per server, 10 %: 4 SSDs of 7680 GB, 12 copies each, 608000000000 bytes", () => {
    const m = sizeMetaCache({ hddsPerServer: [12], hddCapacityGB: 20000, copiesPerServer: 48 });
    expect(m).toMatchObject({
      ssdsPerServer: 4,
      mcdbNeededGBPerServer: 24000,
      ssdCapacityGB: 7680,
      mcdbCapacityGBPerServer: 29184,
      copiesPerSsd: 12,
      metaCacheDatabaseMaxCapacityInBytes: 608000000000,
      slotsPerServer: 16,
      metaCacheDatabaseVolumesPerServer: 4,
    });
  });
  test("6 % (MetaCacheDatabase setup's 5-6 %) is an option away: smaller SSDs", () => {
    const m = sizeMetaCache({
      hddsPerServer: [12],
      hddCapacityGB: 20000,
      copiesPerServer: 48,
      percent: 6,
    });
    expect([m.mcdbNeededGBPerServer, m.ssdCapacityGB]).toEqual([14400, 3840]);
  });
  test("2013 and 2016 have no MCDB", () => {
    for (const v of ["2013", "2016"])
      expect("metaCache" in (sizeMicrosoft({ ...example2019, exchangeVersion: v }) as object)).toBe(
        false
      );
    expect("metaCache" in (sizeMicrosoft(example2019) as object)).toBe(true);
  });
});

describe("deploy writes the MCDB settings for 2019 and none for 2013", () => {
  // every DAG of each, as --all-dags writes them (every DAG of a design gets the same settings)
  const dags2019 = deployAllDags(deployInputOf(example2019));
  const sized = sizeMicrosoft(example2019) as unknown as {
    metaCache: {
      metaCacheDatabaseVolumesPerServer: number;
      metaCacheDatabaseMaxCapacityInBytes: number;
    };
  };
  test("every DAG of the 2019 example has MetaCache.csv and SetMetaCache.ps1", () => {
    expect(dags2019.length).toBeGreaterThan(0);
    for (const d of dags2019) {
      const csv = d.files["MetaCache.csv"].trimEnd().split("\r\n");
      expect(csv[0]).toBe(
        "Kind,Name,MetaCacheDatabaseVolumesPerServer,MetaCacheDatabaseMaxCapacityInBytes"
      );
      expect(csv[1]).toMatch(
        new RegExp(`^"DAG","[^"]+","${sized.metaCache.metaCacheDatabaseVolumesPerServer}",""$`)
      );
      const dbRows = csv.slice(2);
      const databases = d.files["MailboxDatabases.csv"].trimEnd().split("\r\n").length - 2;
      expect(dbRows).toHaveLength(databases);
      for (const r of dbRows)
        expect(r).toMatch(
          new RegExp(
            `^"Database","[^"]+","","${sized.metaCache.metaCacheDatabaseMaxCapacityInBytes}"$`
          )
        );
      expect(psProblems(d.files["SetMetaCache.ps1"])).toEqual([]);
    }
  });
  test("a 2013 design writes none of it", () => {
    for (const d of deployAllDags(deployInputOf({ ...example2019, exchangeVersion: "2013" }))) {
      expect(Object.keys(d.files)).not.toContain("MetaCache.csv");
      expect(Object.keys(d.files)).not.toContain("SetMetaCache.ps1");
      expect(Object.values(d.files).join("")).not.toMatch(/MetaCache/);
    }
  });
});
