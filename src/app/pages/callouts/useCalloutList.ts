import { useEffect, useState } from "react";
import type { QueryValue } from "../../../core/api/query-string";
import { api } from "../../../stores/api";
import type { CalloutPage } from "../../../ui/callout/types";

export type CalloutList =
  | { status: "loading" }
  | { status: "failed" }
  | ({ status: "ready" } & Pick<CalloutPage, "items" | "total">);

/** A page of `GET /callout`; loads again whenever the query changes. */
export function useCalloutList(query: Record<string, QueryValue | QueryValue[]>): CalloutList {
  const key = JSON.stringify(query);
  // The answer is kept with the query it answers: another query shows "loading" at once.
  const [answer, setAnswer] = useState<{ key: string; list: CalloutList }>();
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<CalloutPage>(
        "callout",
        JSON.parse(key) as Record<string, QueryValue | QueryValue[]>,
        controller.signal,
      )
      .then(
        ({ items, total }) => setAnswer({ key, list: { status: "ready", items, total } }),
        () => {
          if (!controller.signal.aborted) setAnswer({ key, list: { status: "failed" } });
        },
      );
    return () => controller.abort();
  }, [key]);
  return answer?.key === key ? answer.list : { status: "loading" };
}
