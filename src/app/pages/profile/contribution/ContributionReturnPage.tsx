import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { isApiError } from "@core/api/api-error";
import { completeContribution, completePaymentMethod, contribution } from "@core/contributions/api";
import { paymentFlowIdFrom } from "@core/payments/flow-params";
import { api } from "@stores/api";
import { setQueryData } from "@stores/query";
import { Button } from "@ui/button";
import { formActions, formStack } from "@ui/form/formLayout";
import { Notification } from "@ui/notification";
import { Spinner } from "@ui/spinner";

type Kind = "contribution" | "payment-method";

/**
 * Where the provider sends the member back: completes the new contribution or payment method,
 * then shows the contribution page with what happened; without an id or when it fails, the
 * contribution page as it is (which tells the state). While another window is still finishing
 * the same change (409 `change-in-progress`), the member is told so here and may try again:
 * the completion is safe to repeat, and then finds the work done.
 */
function ReturnPage({ kind }: { kind: Kind }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const search = useSearch();
  const started = useRef(false);
  const [busy, setBusy] = useState(true);
  const [refused, setRefused] = useState(false);

  const complete = useCallback(() => {
    const paymentFlowId = paymentFlowIdFrom(new URLSearchParams(search));
    if (!paymentFlowId) {
      navigate("/profile/contribution", { replace: true });
      return;
    }
    setBusy(true);
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
      (error: unknown) => {
        if (isApiError(error, ["change-in-progress"], [409])) {
          setRefused(true);
          setBusy(false);
          return;
        }
        navigate("/profile/contribution", { replace: true });
      },
    );
  }, [kind, search, navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    complete();
  }, [complete]);

  if (!refused) return <Spinner size="lg" label={t`Finishing`} />;
  return (
    <div className={formStack}>
      <Notification
        mode="inline"
        variant="warning"
        role="alert"
        title={
          kind === "contribution"
            ? t`Your contribution is still being set up in another window or tab.`
            : t`Your new payment method is still being saved in another window or tab.`
        }
        description={t`Wait a moment, then try again to finish here. Nothing will be charged twice.`}
      />
      <div className={formActions}>
        <Button variant="primary" loading={busy} onClick={complete}>
          {t`Try again`}
        </Button>
        <Link href="/profile/contribution">{t`Back to your contribution`}</Link>
      </div>
    </div>
  );
}

/** `/profile/contribution/complete`. */
export function ContributionCompletePage() {
  return <ReturnPage kind="contribution" />;
}

/** `/profile/contribution/payment-method/complete`. */
export function PaymentMethodCompletePage() {
  return <ReturnPage kind="payment-method" />;
}
