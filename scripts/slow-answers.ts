/**
 * Lets this process's `fetch` wait up to `minutes` for an answer's headers, and as long
 * between two chunks of its body. Node's fetch gives up after 5 minutes of either
 * (UND_ERR_HEADERS_TIMEOUT), which a loaded machine can take for one page of a benchmark:
 * it should print a slow figure, not crash. Node's fetch takes its dispatcher from undici's
 * global symbol; a new one made with the same constructor (Node's own undici Agent) needs no
 * undici package of ours, so it cannot clash with the undici inside Node.
 */
export function allowSlowAnswers(minutes: number): void {
  // Node loads its undici, which sets the global dispatcher, on first use of a fetch class.
  void new Headers();
  const key = Symbol.for("undici.globalDispatcher.1");
  const global = globalThis as unknown as Record<symbol, { constructor: unknown } | undefined>;
  const Agent = global[key]?.constructor as
    (new (options: { headersTimeout: number; bodyTimeout: number }) => object) | undefined;
  if (typeof Agent !== "function") throw new Error("Node's fetch has no global dispatcher");
  const timeout = minutes * 60_000;
  global[key] = new Agent({ headersTimeout: timeout, bodyTimeout: timeout }) as {
    constructor: unknown;
  };
}
