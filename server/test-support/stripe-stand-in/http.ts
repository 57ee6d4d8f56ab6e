import type { IncomingMessage, ServerResponse } from "node:http";
import { route } from "./api";
import { parseForm } from "./form";
import { redirected } from "./payer";
import type { StandInStore } from "./store";
import { StripeFailure } from "./types";

/**
 * Answers one request to the stand-in as Stripe would: its API (errors in Stripe's envelope, a
 * repeated Idempotency-Key answered again), or the payer's page of a redirect.
 */
export async function handle(
  store: StandInStore,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const { requests, idempotent, state } = store;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const url = new URL(request.url ?? "/", "http://stand-in");
  const method = request.method ?? "GET";
  requests.push(`${method} ${url.pathname}`);
  if (url.pathname.startsWith("/redirect/")) {
    const page = redirected(store, url.pathname);
    response.writeHead(page.status, {
      "content-type": "text/html",
      ...(page.location ? { location: page.location } : {}),
    });
    response.end(page.html ?? "");
    return;
  }
  const key = request.headers["idempotency-key"];
  const idempotencyKey = typeof key === "string" ? `${method} ${url.pathname} ${key}` : undefined;
  const send = (status: number, body: unknown) => {
    response.writeHead(status, {
      "content-type": "application/json",
      "request-id": "req_standin",
    });
    response.end(JSON.stringify(body));
  };
  if (state.outage) {
    send(500, { error: { type: "api_error", message: "Stand-in outage" } });
    return;
  }
  const earlier = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
  if (earlier) {
    send(earlier.status, earlier.body);
    return;
  }
  let status = 200;
  let body: unknown;
  try {
    body = structuredClone(
      route(
        store,
        method,
        url.pathname,
        parseForm(Buffer.concat(chunks).toString()),
        parseForm(url.search.slice(1)),
      ),
    );
  } catch (error) {
    if (!(error instanceof StripeFailure)) throw error;
    status = error.status;
    body = { error: { type: error.type, code: error.code, message: error.message } };
  }
  if (idempotencyKey && status < 500) idempotent.set(idempotencyKey, { status, body });
  send(status, body);
}
