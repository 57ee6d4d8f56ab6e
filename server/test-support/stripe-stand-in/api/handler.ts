import type { StandInStore } from "../store";
import type { Body } from "../types";

/** A call to one of Stripe's API routes: the object's id in the path, the form and the query. */
export interface ApiCall {
  id: string | undefined;
  body: Body;
  query: Body;
}

/** Answers by route, as `METHOD kind`, `METHOD kind/:id` or `METHOD kind/:id/action`. */
export type ApiRoutes = Record<string, (store: StandInStore, call: ApiCall) => unknown>;
