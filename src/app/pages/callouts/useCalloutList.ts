import type { ApiRead } from "@core/api/call";
import { useQuery } from "@stores/query";
import type { CalloutPage } from "@ui/callout/types";

export type CalloutList =
  | { status: "loading" }
  | { status: "failed" }
  | ({ status: "ready" } & Pick<CalloutPage, "items" | "total">);

/** A page of `GET /callout`, from the shared data layer: another query shows "loading" at once. */
export function useCalloutList(list: ApiRead<CalloutPage>): CalloutList {
  const state = useQuery(list);
  if (state.status !== "ready") return { status: state.status };
  return { status: "ready", items: state.data.items, total: state.data.total };
}
