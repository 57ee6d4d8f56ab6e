import { useState } from "react";
import type { QueryState } from "@stores/query";

export interface TableQuery<Row> {
  rows: readonly Row[] | undefined;
  total: number;
  loading: boolean;
  failed: boolean;
}

/**
 * `DataTable`'s data props from a read of the API. While another page or order loads (a new
 * request, so a new read that starts empty), the last answer's rows stay, for the table to
 * dim, rather than grey bars on every click.
 */
export function useTableQuery<T, Row>(
  state: QueryState<T>,
  pick: (data: T) => { rows: readonly Row[]; total: number },
): TableQuery<Row> {
  const [last, setLast] = useState<T>();
  // Remembered during render (React's pattern for state that follows props), so the first
  // render of a new request already has the previous rows.
  if (state.status === "ready" && state.data !== last) setLast(state.data);
  if (state.status === "failed") return { rows: undefined, total: 0, loading: false, failed: true };
  const data = state.status === "ready" ? state.data : last;
  const picked = data === undefined ? undefined : pick(data);
  return {
    rows: picked?.rows,
    total: picked?.total ?? 0,
    loading: state.status === "loading" || state.refreshing,
    failed: false,
  };
}
