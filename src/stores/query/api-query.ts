import type { ReadableAtom } from "nanostores";
import type { ApiRead } from "@core/api/call";
import { apiRequestUrl } from "@core/api/first-requests";
import { api } from "../api";
import { queryOf, setLoaderData, type Loader, type QueryState } from "./query";

// API reads on the store (./query.ts), which takes any loader.

/**
 * A read of the API as a store, shared by every component that asks the same request (keyed
 * by the address the API client fetches, so they share one request). The last answer is
 * kept: a page opened again shows it at once while a fresh one is asked for, and a change
 * that touches it (`invalidate`) asks again for those in use.
 */
export function query<T>(request: ApiRead<T>): ReadableAtom<QueryState<T>> {
  return queryOf(apiLoader(request));
}

const apiLoader = <T>(request: ApiRead<T>): Loader<T> => ({
  key: apiRequestUrl(request),
  path: request.path,
  load: () => api.send(request),
});

/**
 * After a change whose answer is what a read would give (a PATCH answering the updated
 * record): shows it at once wherever the read is used, without asking again.
 */
export function setQueryData<T>(request: ApiRead<T>, data: T): void {
  setLoaderData(apiLoader(request), data);
}
