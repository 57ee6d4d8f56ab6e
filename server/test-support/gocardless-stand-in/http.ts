import type { IncomingMessage, ServerResponse } from "node:http";
import { route } from "./route";
import type { StandInStore } from "./store";
import { Failure } from "./types";

/** Answers one call to the stand-in's API as GoCardless would, or with its errors. */
export async function handle(
  store: StandInStore,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const { calls, state } = store;
  calls.push(
    `${request.method ?? "GET"} ${new URL(request.url ?? "/", "http://stand-in").pathname}`,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  if (state.outage) {
    send(500, { error: { type: "gocardless", errors: [{ reason: "internal_server_error" }] } });
    return;
  }
  const url = new URL(request.url ?? "/", "http://stand-in");
  const text = Buffer.concat(chunks).toString();
  const key = request.headers["idempotency-key"];
  try {
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    send(
      200,
      route(store, request.method ?? "GET", url, body, typeof key === "string" ? key : undefined),
    );
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    send(error.status, {
      error: {
        type: error.status === 409 ? "invalid_state" : "invalid_api_usage",
        errors: [{ reason: error.reason, links: error.links }],
      },
    });
  }
}
