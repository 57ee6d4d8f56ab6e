import { Failure, type GoCardlessEvent, type Resource } from "./types";

const PREFIXES: Record<string, string> = {
  billing_requests: "BRQ",
  billing_request_flows: "BRF",
  customers: "CU",
  customer_bank_accounts: "BA",
  mandates: "MD",
  subscriptions: "SB",
  payments: "PM",
  events: "EV",
};

/** The stand-in's state and the helpers every part of it reads and writes it with. */
export function createStandInStore() {
  const resources = new Map<string, Resource>();
  const keys = new Map<string, string>();
  const events: GoCardlessEvent[] = [];
  let counter = 0;
  const state = { outage: false };
  const calls: string[] = [];

  const newId = (kind: string) =>
    `${PREFIXES[kind] ?? "X"}${(++counter).toString().padStart(6, "0")}`;
  const get = (kind: string, id: string): Resource => {
    const found = resources.get(id);
    if (!found || found.kind !== kind) throw new Failure(404, "resource_not_found");
    return found;
  };
  const put = (kind: string, values: Record<string, unknown>): Resource => {
    const resource = { id: newId(kind), kind, created_at: new Date().toISOString(), ...values };
    resources.set(resource.id, resource);
    return resource;
  };
  const emit = (
    resourceType: string,
    action: string,
    links: Record<string, string>,
    details: Record<string, unknown> = {},
  ) => {
    events.push({
      id: newId("events"),
      created_at: new Date(Date.now() + events.length).toISOString(),
      resource_type: resourceType,
      action,
      links,
      details,
    });
  };
  const links = (resource: Resource) => resource.links as Record<string, string>;
  /** A resource as GoCardless answers it: without the stand-in's own `kind`. */
  const view = (resource: Resource) =>
    Object.fromEntries(Object.entries(resource).filter(([key]) => key !== "kind"));
  return { resources, keys, events, state, calls, newId, get, put, emit, links, view };
}

export type StandInStore = ReturnType<typeof createStandInStore>;
