import { create } from "./create";
import { cancelMandate, cancelSubscription } from "./endings";
import type { StandInStore } from "./store";
import { Failure } from "./types";

export function route(
  store: StandInStore,
  method: string,
  url: URL,
  body: Record<string, unknown>,
  key?: string,
): unknown {
  const { resources, keys, get, links, view, emit } = store;
  const [kind = "", id, actions, action] = url.pathname.slice(1).split("/");
  const envelope = (resource: unknown) => ({ [kind]: resource });
  if (method === "POST" && !id) {
    const earlier = key ? keys.get(`${kind} ${key}`) : undefined;
    if (earlier)
      throw new Failure(409, "idempotent_creation_conflict", {
        conflicting_resource_id: earlier,
      });
    const made = create(store, kind, (body[kind] ?? {}) as Record<string, unknown>);
    if (key) keys.set(`${kind} ${key}`, made.id);
    return envelope(view(made));
  }
  if (method === "GET" && !id) {
    const customer = url.searchParams.get("customer");
    const all = [...resources.values()].filter((resource) => resource.kind === kind);
    const mine = all.filter((resource) => {
      if (!customer) return true;
      if (kind === "mandates") return links(resource).customer === customer;
      const mandate = resources.get(links(resource).mandate ?? "");
      return mandate && links(mandate).customer === customer;
    });
    return envelope(mine.map(view));
  }
  const resource = get(kind.replace(/s$/, "s"), id ?? "");
  if (method === "GET") return envelope(view(resource));
  if (method === "PUT") {
    const changes = (body[kind] ?? {}) as Record<string, unknown>;
    Object.assign(resource, changes);
    if (kind === "subscriptions" && changes.amount !== undefined) {
      resource.upcoming_payments = (resource.upcoming_payments as { charge_date: string }[]).map(
        (payment) => ({ ...payment, amount: Number(changes.amount) }),
      );
    }
    return envelope(view(resource));
  }
  if (method === "DELETE" && kind === "customers") {
    resources.delete(resource.id);
    return {};
  }
  if (method === "POST" && actions === "actions" && action === "cancel") {
    // GoCardless's causes for a cancellation asked through the API.
    if (kind === "subscriptions") {
      cancelSubscription(store, resource, "cancelled", {
        cause: "subscription_cancelled",
        origin: "api",
      });
    } else if (kind === "mandates") {
      cancelMandate(store, resource, { cause: "mandate_cancelled", origin: "api" });
    } else if (kind === "billing_requests") {
      if (resource.status === "fulfilled") throw new Failure(422, "invalid_state");
      resource.status = "cancelled";
    } else if (kind === "payments") {
      if (resource.status !== "pending_submission") {
        throw new Failure(422, "cancellation_failed");
      }
      resource.status = "cancelled";
      emit("payments", "cancelled", { payment: resource.id });
    }
    return envelope(view(resource));
  }
  throw new Failure(404, "unknown_route");
}
