import { missing, type Body, type StripeEvent, type StripeObject } from "./types";

/** The stand-in's state and the helpers every part of it reads and writes it with. */
export function createStandInStore() {
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const events: StripeEvent[] = [];
  const requests: string[] = [];
  let counter = 0;
  const state = {
    now: Math.floor(Date.now() / 1000),
    outage: false,
    /** How many of the next charges are declined, and how many are debits still processing. */
    declines: 0,
    processing: 0,
    /** The port the stand-in listens on, set once it does. */
    port: 0,
  };
  const decline = () => {
    if (state.declines === 0) return false;
    state.declines--;
    return true;
  };

  const newId = (prefix: string) => `${prefix}_${(++counter).toString().padStart(8, "0")}`;
  const get = (kind: string, id: string): StripeObject => {
    const found = objects.get(id);
    if (!found || found.object !== kind) throw missing(kind, id);
    return found;
  };
  const put = (object: StripeObject): StripeObject => {
    objects.set(object.id, object);
    return object;
  };
  const emit = (type: string, object: StripeObject, previous?: Body) => {
    events.push({
      id: newId("evt"),
      object: "event",
      type,
      created: state.now,
      api_version: "2026-10-28.endive",
      livemode: false,
      data: {
        object: structuredClone(object),
        ...(previous ? { previous_attributes: previous } : {}),
      },
    });
  };
  return {
    objects,
    idempotent,
    events,
    requests,
    state,
    decline,
    /** The number the last id was made with. */
    counter: () => counter,
    newId,
    get,
    put,
    emit,
  };
}

export type StandInStore = ReturnType<typeof createStandInStore>;

export function list(data: StripeObject[]) {
  return { object: "list", data, has_more: false, url: "/v1/list" };
}
