import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { contentDocument } from "@core/content/api";
import { useQuery } from "@stores/query/use-query";
import { $general } from "@stores/settings";
import { Spinner } from "../spinner";
import { JoinForm, type JoinFormProps } from "./JoinForm";

/** The join settings' two documents, asked for by the page, the frame and its server. */
export const joinRequests = () => [contentDocument("join"), contentDocument("payment")] as const;

export interface JoinViewProps extends Omit<JoinFormProps, "settings"> {
  /** What shows when the settings cannot load (the frame links to the full page). */
  failed: ReactNode;
}

/** The join form with the organisation's settings: loading, failed, or the form. */
export function JoinView({ failed, ...props }: JoinViewProps) {
  const { t } = useLingui();
  const general = useStore($general);
  const [joinRequest, paymentRequest] = joinRequests();
  const join = useQuery(joinRequest);
  const payment = useQuery(paymentRequest);
  if (join.status === "failed" || payment.status === "failed") return failed;
  if (join.status === "loading" || payment.status === "loading") {
    return <Spinner label={t`Loading the form`} />;
  }
  return <JoinForm settings={{ join: join.data, payment: payment.data, general }} {...props} />;
}
