import { useStore } from "@nanostores/react";
import type { ApiRequest } from "../../core/api/first-requests";
import { query, type QueryState } from "./query";

/** The state of a read of the API, for a component; the request may change between renders. */
export function useQuery<T>(request: ApiRequest): QueryState<T> {
  return useStore(query<T>(request));
}
