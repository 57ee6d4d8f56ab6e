import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { isApiError } from "@core/api/api-error";
import { paymentFlowIdFrom } from "@core/payments/flow-params";
import { setupFailureOf } from "@core/payments/setup-failure";
import { completeSignup } from "@core/join/api";
import { api } from "@stores/api";
import { clearDraft } from "@ui/join-form/join-draft";
import { Spinner } from "@ui/spinner";
import type { PageProps } from "../../router/types";
import { mayGoBack, stepsBack } from "./steps-back";

/**
 * `/join/complete`: the payer is back from the provider. The join is completed (the server
 * then sends the confirmation email) and the reader is asked to check their inbox. When the
 * provider did not take the payment, a join from the frame goes back to the article (whose
 * frame says why, with the reader's form: `/join/complete/return/:length`), and any other to
 * `/join/failed`, which says why too.
 */
export default function JoinCompletePage({ params }: PageProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const search = useSearch();
  const started = useRef(false);
  const leftAt = params.length;

  useEffect(() => {
    // Once: completing sends an email, and React may run effects twice in development.
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(search);
    const paymentFlowId = paymentFlowIdFrom(query);
    const failed = (reason?: string) => {
      const steps = stepsBack(leftAt, history.length);
      if (steps && mayGoBack(paymentFlowId)) history.go(-steps);
      else navigate(`/join/failed${reason ? `?reason=${reason}` : ""}`, { replace: true });
    };
    if (!paymentFlowId) {
      failed();
      return;
    }
    const names = {
      ...(query.get("firstName") ? { firstname: query.get("firstName")! } : {}),
      ...(query.get("lastName") ? { lastname: query.get("lastName")! } : {}),
    };
    api.send(completeSignup({ paymentFlowId, ...names })).then(
      () => {
        clearDraft();
        navigate("/join/confirm-email", { replace: true });
      },
      (error: unknown) => {
        // Completed already (the provider told us first, or the page was reloaded): the email
        // is on its way all the same.
        if (isApiError(error, ["join-completed"], [409])) {
          clearDraft();
          navigate("/join/confirm-email", { replace: true });
        } else failed(isApiError(error) ? setupFailureOf(error.code) : undefined);
      },
    );
  }, [search, navigate, leftAt]);

  return <Spinner size="lg" label={t`Finishing your join`} />;
}
