import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { isApiError } from "../../../core/api/api-error";
import { paymentFlowIdFrom } from "../../../core/payments/flow-params";
import { completeSignup } from "../../../core/signup/api";
import { api } from "../../../stores/api";
import { Spinner } from "../../../ui/spinner";

/**
 * `/join/complete`: the payer is back from the provider. The join is completed (the server
 * then sends the confirmation email) and the reader is asked to check their inbox; without a
 * flow id, or when the provider did not accept the payment, the join failed.
 */
export default function JoinCompletePage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const search = useSearch();
  const started = useRef(false);

  useEffect(() => {
    // Once: completing sends an email, and React may run effects twice in development.
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(search);
    const paymentFlowId = paymentFlowIdFrom(query);
    if (!paymentFlowId) {
      navigate("/join/failed", { replace: true });
      return;
    }
    const names = {
      ...(query.get("firstName") ? { firstname: query.get("firstName")! } : {}),
      ...(query.get("lastName") ? { lastname: query.get("lastName")! } : {}),
    };
    api.send(completeSignup({ paymentFlowId, ...names })).then(
      () => navigate("/join/confirm-email", { replace: true }),
      (error: unknown) =>
        // Completed already (the provider told us first, or the page was reloaded): the email
        // is on its way all the same.
        isApiError(error, ["join-completed"], [409])
          ? navigate("/join/confirm-email", { replace: true })
          : navigate("/join/failed", { replace: true }),
    );
  }, [search, navigate]);

  return <Spinner size="lg" label={t`Finishing your join`} />;
}
