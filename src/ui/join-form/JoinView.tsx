import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { contentDocument } from "@core/content/api";
import { useQuery } from "@stores/query/use-query";
import { $general } from "@stores/settings";
import { allOf } from "../query-view/all-of";
import { QueryView } from "../query-view/QueryView";
import { JoinForm, type JoinFormProps } from "./JoinForm";

/** The join settings' two documents, asked for by the page, the frame and its server. */
export const joinRequests = () => [contentDocument("join"), contentDocument("payment")] as const;

export interface JoinViewProps extends Omit<JoinFormProps, "settings"> {
  /** What a failure says, above its "Try again" (the frame links to the full page). */
  failed: ReactNode;
}

/** The join form with the organisation's settings: loading, failed, or the form. */
export function JoinView({ failed, ...props }: JoinViewProps) {
  const { t } = useLingui();
  const general = useStore($general);
  const requests = joinRequests();
  const state = allOf(useQuery(requests[0]), useQuery(requests[1]));
  return (
    <QueryView state={state} read={requests} loading={t`Loading the form`} failed={failed}>
      {([join, payment]) => <JoinForm settings={{ join, payment, general }} {...props} />}
    </QueryView>
  );
}
