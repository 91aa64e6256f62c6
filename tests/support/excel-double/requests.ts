/**
 * TEST DOUBLE of office-js (see state.ts): the request queue. Every call is an action, measured and
 * applied unless its request already failed; loads become readable at the sync; a sync ends a request.
 */
import { argumentBytes } from "../../../src/render/office/payload";
import {
  DoubleRequest,
  DoubleSheet,
  DoubleWorkbook,
  ExcelDouble,
  LoadedFactory,
  OfficeJsError,
} from "./state";

/** The shared state of one double and the proxies each module installs on it. */
export interface Runtime {
  readonly wb: DoubleWorkbook;
  readonly double: ExcelDouble;
  readonly commits: (() => Promise<void>)[];
  act<T>(api: string, sheet: DoubleSheet | undefined, args: unknown, apply: () => T): T;
  load<T extends Record<string, unknown>>(data: () => T, properties: string[]): unknown;
  loadProps(arg: unknown): string[];
  loadCollection(api: string, props: unknown, rows: () => Record<string, unknown>[]): unknown;
  requireSheet(id: number, api: string): DoubleSheet;
  sync(): Promise<void>;
  rangeProxy: (...args: any[]) => any;
  writeCell: (...args: any[]) => any;
  checkFormula: (...args: any[]) => any;
  chartProxy: (...args: any[]) => any;
  tableProxy: (...args: any[]) => any;
  worksheetProxy: (...args: any[]) => any;
  sheetByName: (...args: any[]) => any;
  namedItemProxy: (...args: any[]) => any;
  nameByName: (...args: any[]) => any;
}

/** A dead proxy: what a call returns after its request has already failed. Accepts anything. */
function dead(): any {
  return new Proxy(function dead() {}, {
    get: (_t, p) => (p === "then" ? undefined : dead()),
    set: () => true,
    apply: () => dead(),
  });
}

/** A runtime over `wb` for `double`; loaded objects come from `loadedFactory`. */
export function createRuntime(
  wb: DoubleWorkbook,
  double: ExcelDouble,
  loadedFactory: LoadedFactory
): Runtime {
  const requests = double.requests;
  const log = double.log;
  let current: DoubleRequest = { actions: 0, bytes: 0, apis: [] };
  let pending: OfficeJsError | Error | undefined;
  const commits: (() => Promise<void>)[] = [];

  /** One action: measured, then applied unless the request has already failed. */
  function act<T>(api: string, sheet: DoubleSheet | undefined, args: unknown, apply: () => T): T {
    current.actions++;
    current.bytes += 200 + argumentBytes(args);
    current.apis.push(api);
    log.push(sheet ? `${api}@${sheet.name}` : api);
    if (pending) return dead();
    try {
      if (double.failWhen?.({ api, sheet: sheet?.name, args })) {
        double.failWhen = undefined;
        throw new OfficeJsError(
          "InvalidArgument",
          "The argument is invalid or missing or has an incorrect format.",
          api
        );
      }
      return apply();
    } catch (error) {
      pending = error as Error;
      return dead();
    }
  }

  function load<T extends Record<string, unknown>>(data: () => T, properties: string[]): unknown {
    const made = loadedFactory.make(data(), properties);
    commits.push(made.commit);
    return made.object;
  }

  function loadProps(arg: unknown): string[] {
    if (arg === undefined) return [];
    if (typeof arg === "string")
      return arg
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
    if (Array.isArray(arg)) return arg as string[];
    return Object.keys(arg as object);
  }

  /** collection.load("items/a,items/b"): each item loaded, `items` readable after the sync. */
  function loadCollection(
    api: string,
    props: unknown,
    rows: () => Record<string, unknown>[]
  ): unknown {
    return act(api, undefined, props, () => {
      const collection: { items?: unknown[] } = {};
      const inner = loadProps(props).map((p) => p.replace(/^items\//, ""));
      const made = rows().map((data) => load(() => data, inner));
      commits.push(async () => {
        collection.items = made;
      });
      return collection;
    });
  }

  function requireSheet(id: number, api: string): DoubleSheet {
    const sheet = wb.sheetById(id);
    if (!sheet)
      throw new OfficeJsError("ItemNotFound", "The requested resource doesn't exist.", api);
    return sheet;
  }
  async function sync(): Promise<void> {
    requests.push(current);
    current = { actions: 0, bytes: 0, apis: [] };
    const error = pending;
    pending = undefined;
    const toCommit = commits.splice(0);
    wb.application.push("sync");
    if (error) throw error;
    for (const commit of toCommit) await commit();
  }
  const missing = () => {
    throw new Error("a proxy was used before its module installed it");
  };
  return {
    wb,
    double,
    commits,
    act,
    load,
    loadProps,
    loadCollection,
    requireSheet,
    sync,
    rangeProxy: missing,
    writeCell: missing,
    checkFormula: missing,
    chartProxy: missing,
    tableProxy: missing,
    worksheetProxy: missing,
    sheetByName: missing,
    namedItemProxy: missing,
    nameByName: missing,
  };
}
