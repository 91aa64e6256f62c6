import {
  Expr,
  Step,
  add,
  and,
  ceiling,
  cmp,
  div,
  iff,
  max,
  mul,
  not,
  or,
  round,
  roundup,
  sub,
  text,
} from "../../formula";
import { Column, stepFamily } from "../stepFamily";
import { minimumMemoryByCopies, msStep, tierSum } from "./build";

/**
 * Recommended RAM per server (E2013Calcv7.6, Role Requirements!C133:C144 primary, I133:I141 secondary,
 * C253:D253): the larger of the minimum RAM by database copies per server (Tables!A16:C21) and the ESE
 * cache (mailboxes / database x databases used in memory sizing x DB cache / mailbox) held as 25 % of
 * RAM, plus the CAS memory when multi-role, plus content-index memory when it exceeds a quarter of that;
 * rounded up to 2, 4, 8, 16 or 32 GB steps (at least 8 GB). Unit: GB.
 * Example (cases.json "example"): 30 GB cache -> 120 GB + 8.4 GB CAS = 128.4 GB -> 160 GB.
 */
export function memorySteps(tiers: number): Step[] {
  const r = rows(tiers);
  return [
    msStep(
      "minimumRequiredMemoryGB",
      "Minimum Required Memory",
      "GB",
      "Role Requirements!C133",
      minimumMemoryByCopies(
        iff(
          cmp("highAvailability", "=", text("Yes")),
          "databaseCopiesPerServerTotal",
          "recommendedDatabaseCount"
        )
      )
    ),
    msStep(
      "minimumDatabaseCacheMemoryGB",
      "Minimum ESE Database Cache Required Memory (Mailboxes)",
      "GB",
      "Role Requirements!C134",
      iff(
        cmp("highAvailability", "=", text("Yes")),
        roundup(
          tierSum(tiers, (i) =>
            div(
              mul(
                mul(`tier${i}.mailboxesPerDatabase`, "databasesUsedInMemorySizing"),
                `tier${i}.dbCachePerMailboxMB`
              ),
              1024
            )
          ),
          0
        ),
        roundup(
          tierSum(tiers, (i) =>
            div(
              mul(
                div(`tier${i}.mailboxes`, "exchangeServersPerDag"),
                `tier${i}.dbCachePerMailboxMB`
              ),
              1024
            )
          ),
          0
        )
      )
    ),
    ...r.cachePages("C"),
    ...r.casRoleMemoryGB("C"),
    ...r.calculatedServerRamGB("C"),
    ...r.itemsPerServerActive("C"),
    ...r.itemsPerServerPassive("C"),
    ...r.contentIndexingMemoryGB("C"),
    ...r.calculatedServerRamTotalGB("C"),
    msStep(
      "serverRamConfigurationGB",
      "Total Server RAM Configuration",
      "GB",
      "Role Requirements!C142",
      max(
        iff(
          cmp("calculatedServerRamTotalGB", ">=", 64),
          ceiling("calculatedServerRamTotalGB", 32),
          iff(
            cmp("calculatedServerRamTotalGB", ">=", 32),
            ceiling("calculatedServerRamTotalGB", 16),
            iff(
              cmp("calculatedServerRamTotalGB", ">=", 16),
              ceiling("calculatedServerRamTotalGB", 8),
              iff(
                cmp("calculatedServerRamTotalGB", ">=", 4),
                ceiling("calculatedServerRamTotalGB", 4),
                ceiling("calculatedServerRamTotalGB", 2)
              )
            )
          )
        ),
        8
      )
    ),
    msStep(
      "databaseCacheSizeGB",
      "Calculated ESE Database Cache Size Based on Server Memory",
      "GB",
      "Role Requirements!C143",
      mul("serverRamConfigurationGB", 0.25)
    ),
    msStep(
      "actualDatabaseCachePerMailboxMB",
      "Actual DB Cache / Mailbox",
      "MB",
      "Role Requirements!C104",
      mul(
        div(
          mul(div("databaseCacheSizeGB", "databasesUsedInMemorySizing"), 1),
          "recommendedMailboxesPerDatabase"
        ),
        1024
      )
    ),
    msStep(
      "minimumDatabaseCacheMemoryGBSecondary",
      "Minimum DB Cache Required Memory (Mailboxes)",
      "GB",
      "Role Requirements!I133",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", ">", 0)),
          cmp("siteResilience", "=", text("Yes")),
          not("validationError"),
          cmp("databasesUsedInMemorySizingSecondary", "<>", text("--"))
        ),
        roundup(
          tierSum(tiers, (i) =>
            div(
              mul(
                mul(`tier${i}.mailboxesPerDatabase`, "databasesUsedInMemorySizingSecondary"),
                `tier${i}.dbCachePerMailboxMB`
              ),
              1024
            )
          ),
          0
        ),
        text("--")
      )
    ),
    ...r.cachePages("I"),
    ...r.itemsPerServerActive("I"),
    ...r.itemsPerServerPassive("I"),
    ...r.contentIndexingMemoryGB("I"),
    ...r.casRoleMemoryGB("I"),
    ...r.calculatedServerRamGB("I"),
    ...r.calculatedServerRamTotalGB("I"),
    msStep(
      "serverRamConfigurationGBSecondary",
      "Total Server RAM Configuration",
      "GB",
      "Role Requirements!I141",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", ">", 0)),
          cmp("siteResilience", "=", text("Yes")),
          not("validationError"),
          cmp("activeDatabasesAfterSiteActivation", "<>", text("--"))
        ),
        max(
          iff(
            cmp(
              iff(
                cmp("calculatedServerRamTotalGBSecondary", ">=", 64),
                ceiling("calculatedServerRamTotalGBSecondary", 32),
                iff(
                  cmp("calculatedServerRamTotalGBSecondary", ">=", 32),
                  ceiling("calculatedServerRamTotalGBSecondary", 16),
                  iff(
                    cmp("calculatedServerRamTotalGBSecondary", ">=", 16),
                    ceiling("calculatedServerRamTotalGBSecondary", 8),
                    iff(
                      cmp("calculatedServerRamTotalGBSecondary", ">=", 4),
                      ceiling("calculatedServerRamTotalGBSecondary", 4),
                      ceiling("calculatedServerRamTotalGBSecondary", 2)
                    )
                  )
                )
              ),
              "<",
              "serverRamConfigurationGB"
            ),
            "serverRamConfigurationGB",
            iff(
              cmp("calculatedServerRamTotalGBSecondary", ">=", 64),
              ceiling("calculatedServerRamTotalGBSecondary", 32),
              iff(
                cmp("calculatedServerRamTotalGBSecondary", ">=", 32),
                ceiling("calculatedServerRamTotalGBSecondary", 16),
                iff(
                  cmp("calculatedServerRamTotalGBSecondary", ">=", 16),
                  ceiling("calculatedServerRamTotalGBSecondary", 8),
                  iff(
                    cmp("calculatedServerRamTotalGBSecondary", ">=", 4),
                    ceiling("calculatedServerRamTotalGBSecondary", 4),
                    ceiling("calculatedServerRamTotalGBSecondary", 2)
                  )
                )
              )
            )
          ),
          8
        ),
        text("--")
      )
    ),
    msStep(
      "databaseCacheAvailablePerMailboxMB",
      "Available Database Cache / Mailbox",
      "MB",
      "Role Requirements!C245",
      iff(not("validationError"), "actualDatabaseCachePerMailboxMB", text("--"))
    ),
    msStep(
      "ramRecommendedGB",
      "Recommended RAM Configuration",
      "GB",
      "Role Requirements!C253",
      iff(not("validationError"), "serverRamConfigurationGB", text("--"))
    ),
    msStep(
      "ramRecommendedGBSecondary",
      "Recommended RAM Configuration / Datacenter 2 Server",
      "GB",
      "Role Requirements!D253",
      iff(
        and(
          cmp("highAvailability", "=", text("Yes")),
          cmp("siteResilience", "=", text("Yes")),
          cmp("haCopiesSecondary", "<>", 0),
          not("validationError")
        ),
        "serverRamConfigurationGBSecondary",
        text("--")
      )
    ),
  ];
}

/** The primary datacenter's servers (Role Requirements column C) and the secondary's (column I). */
interface Datacenter extends Column {
  readonly id: "C" | "I";
  /** The names' suffix of the datacenter ("cachePagesSecondary"). */
  readonly suffix: "" | "Secondary";
}
const DATACENTERS: readonly Datacenter[] = [
  { id: "C", column: "C", suffix: "" },
  { id: "I", column: "I", suffix: "Secondary" },
];

/**
 * The memory rows the calculator writes for both datacenters, one family each: the primary's cell in
 * column C, the secondary's in column I (rows of its own), its formula the primary's over the secondary's
 * names, shown only where the secondary datacenter has servers and the design is valid, else "--".
 */
function rows(tiers: number) {
  const inSecondary = (x: Expr) =>
    iff(
      and(
        or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", ">", 0)),
        cmp("siteResilience", "=", text("Yes")),
        not("validationError"),
        cmp("activeDatabasesAfterSiteActivation", "<>", text("--"))
      ),
      x,
      text("--")
    );
  const itemsPerDatabase = tierSum(tiers, (i) =>
    div(
      mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.mailboxSizeOnDiskMB`),
      `tier${i}.avgMessageKB`
    )
  );
  const row = (r: {
    key: string;
    label: string;
    unit: string;
    /** The row of the primary's cell (column C) and of the secondary's (column I). */
    rows: readonly [number, number];
    formula: (n: (name: string) => string) => Expr;
  }) =>
    stepFamily<Datacenter>(
      {
        key: (dc) => r.key + dc.suffix,
        label: () => r.label,
        unit: r.unit,
        cells: `Role Requirements!C${r.rows[0]}, I${r.rows[1]}`,
        cell: (dc) => `Role Requirements!${dc.column}${r.rows[dc.id === "C" ? 0 : 1]}`,
        formula: (dc) => {
          const x = r.formula((name) => name + dc.suffix);
          return dc.id === "C" ? x : inSecondary(x);
        },
      },
      DATACENTERS
    );
  return {
    cachePages: row({
      key: "cachePages",
      label: "Cache Pages",
      unit: "pages",
      rows: [135, 134],
      formula: (n) =>
        div(mul(mul(mul(n("minimumDatabaseCacheMemoryGB"), 1024), 1024), 1024), 32768),
    }),
    casRoleMemoryGB: row({
      key: "casRoleMemoryGB",
      label: "Estimated Amount of Memory Required for CAS Role",
      unit: "GB",
      rows: [140, 139],
      formula: (n) =>
        iff(
          cmp(n("megacyclesPerCore"), "<>", 0),
          round(
            add(
              2,
              mul(
                mul(
                  div(`${n("casMegacycles")}.worstFailure`, n("serverAvailableMegacycles")),
                  n("coresPerServer")
                ),
                2
              )
            ),
            0
          ),
          add(mul(mul(n("coresPerServer"), 2), 0.2), 2)
        ),
    }),
    calculatedServerRamGB: row({
      key: "calculatedServerRamGB",
      label: "Calculated Amount of Server RAM",
      unit: "GB",
      rows: [138, 138],
      // both datacenters take the primary's minimum by database copies (C133)
      formula: (n) =>
        max(
          "minimumRequiredMemoryGB",
          add(
            div(div(div(div(mul(mul(100, n("cachePages")), 32768), 25), 1024), 1024), 1024),
            iff(cmp("multiRole", "=", text("Yes")), n("casRoleMemoryGB"), 0)
          )
        ),
    }),
    itemsPerServerActive: row({
      key: "itemsPerServerActive",
      label: "Items per Server (Active)",
      unit: "items",
      rows: [105, 135],
      formula: (n) => mul(itemsPerDatabase, n("databasesUsedInMemorySizing")),
    }),
    itemsPerServerPassive: row({
      key: "itemsPerServerPassive",
      label: "Items per Server (Passive)",
      unit: "items",
      rows: [106, 136],
      formula: (n) =>
        mul(
          itemsPerDatabase,
          sub("databaseCopiesPerServerTotal", n("databasesUsedInMemorySizing"))
        ),
    }),
    contentIndexingMemoryGB: row({
      key: "contentIndexingMemoryGB",
      label: "Estimated Amount of Memory Required for Content Indexing",
      unit: "GB",
      rows: [139, 137],
      formula: (n) =>
        add(
          7,
          div(
            add(mul(n("itemsPerServerActive"), 110), mul(n("itemsPerServerPassive"), 24)),
            1073741824
          )
        ),
    }),
    calculatedServerRamTotalGB: row({
      key: "calculatedServerRamTotalGB",
      label: "Calculated Amount of Server RAM (Total)",
      unit: "GB",
      rows: [141, 140],
      formula: (n) =>
        iff(
          cmp(
            add(mul(0.25, n("calculatedServerRamGB")), n("contentIndexingMemoryGB")),
            ">",
            n("calculatedServerRamGB")
          ),
          add(n("calculatedServerRamGB"), n("contentIndexingMemoryGB")),
          n("calculatedServerRamGB")
        ),
    }),
  };
}
