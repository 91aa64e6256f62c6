/**
 * Request size of queued office-js work, estimated from what the code queues.
 *
 * Excel on the web rejects a request (everything queued between two `context.sync()` calls) larger
 * than 5 MB. office-js sends each queued method call or property set as an action carrying its
 * arguments as JSON, plus the object path it acts on. The estimate runs the queuing code against a
 * recorder that stands in for the request context and adds up, per action, the JSON of its
 * arguments (UTF-8 bytes) and a fixed allowance for the action and its object path (real actions
 * take about 100 to 150 bytes; the allowance is generous on purpose).
 */
export const EXCEL_WEB_REQUEST_LIMIT_BYTES = 5 * 1024 * 1024;
/** The builder splits its writes into requests no larger than this (a margin under the limit). */
export const REQUEST_BUDGET_BYTES = 4 * 1024 * 1024;
export const ACTION_ALLOWANCE_BYTES = 200;

/** UTF-8 length of a string, without allocating its encoding. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const RECORDED = Symbol("recorded office-js object");

/** JSON size of an action's arguments; office-js objects passed as arguments travel as a reference. */
export function argumentBytes(value: unknown): number {
  const json = JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "function" || (typeof v === "object" && v !== null && RECORDED in v)
      ? { _ObjectPathId: 0 }
      : v
  );
  return json === undefined ? 0 : utf8Bytes(json);
}

/**
 * Runs `queue` against a recorder and returns the estimated request size. The recorder accepts any
 * property path, call and assignment, as a request context would before it is synced.
 */
export function estimateRequestBytes<T>(queue: (context: T) => void): number {
  let bytes = 0;
  const make = (): unknown =>
    new Proxy(function recorded() {}, {
      get: (_target, prop) => {
        if (prop === RECORDED) return true;
        if (prop === "then" || prop === "toJSON") return undefined;
        return make();
      },
      has: (_target, prop) => prop === RECORDED,
      set: (_target, _prop, value) => {
        bytes += ACTION_ALLOWANCE_BYTES + argumentBytes(value);
        return true;
      },
      apply: (_target, _this, args: unknown[]) => {
        bytes += ACTION_ALLOWANCE_BYTES + argumentBytes(args);
        return make();
      },
    });
  queue(make() as T);
  return bytes;
}
