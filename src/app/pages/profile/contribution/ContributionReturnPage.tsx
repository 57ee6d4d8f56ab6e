import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import {
  completeContribution,
  completePaymentMethod,
  contribution,
} from "../../../../core/contributions/api";
import { paymentFlowIdFrom } from "../../../../core/payments/flow-params";
import { api } from "../../../../stores/api";
import { setQueryData } from "../../../../stores/query";
import { Spinner } from "../../../../ui/spinner";

/**
 * Where the provider sends the member back: completes the new contribution or payment method,
 * then shows the contribution page with what happened; without an id or when it fails, the
 * contribution page as it is (which tells the state).
 */
function ReturnPage({ kind }: { kind: "contribution" | "payment-method" }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const search = useSearch();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const paymentFlowId = paymentFlowIdFrom(new URLSearchParams(search));
    if (!paymentFlowId) {
      navigate("/profile/contribution", { replace: true });
      return;
    }
    const call = kind === "contribution" ? completeContribution : completePaymentMethod;
    api.send(call({ paymentFlowId })).then(
      (info) => {
        setQueryData(contribution(), info);
        navigate(
          kind === "contribution"
            ? "/profile/contribution?startedContribution"
            : "/profile/contribution?updatedPaymentSource",
          { replace: true },
        );
      },
      () => navigate("/profile/contribution", { replace: true }),
    );
  }, [kind, search, navigate]);
  return <Spinner size="lg" label={t`Finishing`} />;
}

/** `/profile/contribution/complete`. */
export function ContributionCompletePage() {
  return <ReturnPage kind="contribution" />;
}

/** `/profile/contribution/payment-method/complete`. */
export function PaymentMethodCompletePage() {
  return <ReturnPage kind="payment-method" />;
}
