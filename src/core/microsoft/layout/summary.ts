import { Value } from "../../formula";
import { calculatorSites } from "./calculatorLayout";
import { CopyLayoutRule, LayoutDesign, layoutDesignOf } from "./design";
import { activeCounts, worstActive, worstActivePerServer } from "./failures";
import { LayoutCopy, copyLayout } from "./layout";

/** One server of DAG 1 in the layout summary. */
export interface LayoutServerRow {
  readonly server: number;
  readonly datacenter: 1 | 2;
  /** Active databases in normal running: the copies of activation preference 1. */
  readonly activeDatabases: number;
  readonly copies: number;
  readonly laggedCopies: number;
  /** The most active databases after any one / two failures of the other servers of its datacenter; null where its datacenter has too few servers. */
  readonly activeAfterSingleFailure: number | null;
  readonly activeAfterDoubleFailure: number | null;
}

/**
 * `exsize size`'s layout summary of a Microsoft design with high availability (docs/copy-layout.md): DAG
 * 1's servers with their active databases, copies and lagged copies, and how balanced the layout is: the
 * most active databases on one server of datacenter 1 in normal running and after the worst single and
 * double failure of datacenter 1's servers (failures.ts: a database goes to its surviving HA copy of
 * lowest preference; the calculator's own figures are activeDatabasesPerServer, Role Requirements
 * C195:E195). `laggedElsewhere` counts the lagged copies per database left out of the layout because
 * they live on dedicated lagged-copy servers (RR!I98), as the calculator leaves them out.
 * null without high availability or for a design the calculator rejects.
 * Example: the calculator's example: 4 servers, each 10 active databases, 40 copies, 10 lagged; worst 10,
 * 20 after one failure (two servers per datacenter: no double failure: null).
 */
export interface LayoutSummary {
  readonly rule: CopyLayoutRule;
  readonly model: LayoutDesign["model"];
  readonly dags: number;
  readonly databasesPerDag: number;
  readonly servers: readonly LayoutServerRow[];
  readonly worstActive: {
    readonly normal: number;
    readonly singleFailure: number | null;
    readonly doubleFailure: number | null;
  };
  readonly laggedCopiesPerDatabase: number;
  readonly laggedElsewhere: number;
  readonly laggedServersPerDag: number;
}

export function layoutSummaryOf(
  values: Readonly<Record<string, Value | undefined>>
): LayoutSummary | null {
  if (values.validationError === true || values["input.highAvailability"] !== "Yes") return null;
  const d = layoutDesignOf(values);
  return layoutSummary(d, copyLayout(d));
}

export function layoutSummary(d: LayoutDesign, copies: readonly LayoutCopy[]): LayoutSummary {
  const dag1 = copies.filter((c) => c.dag === 1);
  const active = activeCounts(dag1, new Set());
  const datacenterOf = new Map(dag1.map((c) => [c.server, c.datacenter]));
  const inDc = (dc: 1 | 2) => [...datacenterOf.keys()].filter((s) => datacenterOf.get(s) === dc);
  const [single, double] = [1, 2].map(
    (f) => new Map(([1, 2] as const).flatMap((dc) => [...worstActivePerServer(dag1, inDc(dc), f)]))
  );
  const servers = [...datacenterOf]
    .sort(([a], [b]) => a - b)
    .map(([server, datacenter]): LayoutServerRow => {
      const own = dag1.filter((c) => c.server === server);
      return {
        server,
        datacenter,
        activeDatabases: active.get(server) ?? 0,
        copies: own.length,
        laggedCopies: own.filter((c) => c.lagged).length,
        activeAfterSingleFailure: single.get(server) ?? null,
        activeAfterDoubleFailure: double.get(server) ?? null,
      };
    });
  const dc1 = inDc(1);
  const laggedServers = d.laggedServersDc1 + d.laggedServersDc2;
  const { laggedCopies } = calculatorSites(d);
  const lagged = laggedCopies[0] + laggedCopies[1];
  return {
    rule: d.rule,
    model: d.model,
    dags: d.dags,
    databasesPerDag: d.databasesDc1 + d.databasesDc2,
    servers,
    worstActive: {
      normal: worstActive(dag1, dc1, 0),
      singleFailure: dc1.length >= 2 ? worstActive(dag1, dc1, 1) : null,
      doubleFailure: dc1.length >= 3 ? worstActive(dag1, dc1, 2) : null,
    },
    laggedCopiesPerDatabase: lagged,
    laggedElsewhere: laggedServers > 0 && d.rule === "calculator" ? lagged : 0,
    laggedServersPerDag: laggedServers,
  };
}
