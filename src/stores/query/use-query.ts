import { useStore } from "@nanostores/react";
import type { ApiRead } from "@core/api/call";
import { query } from "./api-query";
import type { QueryState } from "./query";

/** The state of a read of the API, for a component; the request may change between renders. */
export function useQuery<T>(request: ApiRead<T>): QueryState<T> {
  return useStore(query<T>(request));
}
