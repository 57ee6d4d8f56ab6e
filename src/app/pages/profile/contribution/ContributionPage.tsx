import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { Link, useSearch } from "wouter";
import { contribution } from "@core/contributions/api";
import { contentDocument } from "@core/content/api";
import { invalidate, useQuery } from "@stores/query";
import { contactPayments } from "@core/payments/api";
import { $general } from "@stores/settings";
import { LinkButton } from "@ui/button";
import { Notice } from "@ui/callout/Notice";
import { allOf, QueryView } from "@ui/query-view";
import { BigTitle, Heading, Text } from "@ui/typography";
import { CancellationEnd } from "./CancellationEnd";
import { ChangeContribution } from "./ChangeContribution";
import { part } from "./styles";
import { formatDate } from "./money";
import { PaymentHistory } from "./PaymentHistory";
import { PaymentMethodBox } from "./PaymentMethodBox";
import { StartContribution } from "./StartContribution";
import { StatusBox } from "./StatusBox";

const columns = css`
  display: grid;
  gap: 2rem;
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: 3fr 2fr;
  }
`;

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 2rem;
`;

/**
 * `/profile/contribution` (B1): what the member gives and how their membership stands; a
 * change of amount (with the proration choice) or a new contribution; the payment method;
 * cancelling; the payment history. `?startedContribution`, `?updatedPaymentSource` and
 * `?cancelled` say what just happened.
 */
export default function ContributionPage() {
  const { t, i18n } = useLingui();
  const general = useStore($general);
  const search = new URLSearchParams(useSearch());
  const reads = [contribution(), contentDocument("join"), contentDocument("payment")] as const;
  const loaded = allOf(useQuery(reads[0]), useQuery(reads[1]), useQuery(reads[2]));
  const pending = loaded.status === "ready" && loaded.data[0].membership?.paymentInFlight === true;
  // A pending payment settles on its own (a card's in moments, a debit's in days): the page
  // asks again meanwhile, so changes unlock without a reload.
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => invalidate(contribution(), contactPayments("me", {})), 5000);
    return () => clearInterval(timer);
  }, [pending]);

  if (loaded.status !== "ready") {
    return (
      <QueryView
        state={loaded}
        read={reads}
        loading={t`Loading your contribution`}
        spinnerSize="lg"
        failed={t`Your contribution can't load right now. Please try again in a moment.`}
      />
    );
  }
  const [data, join, payment] = loaded.data;
  const automatic = data.type === "Automatic";
  const state = data.membership;
  const can = state?.can;
  const changeable =
    can?.changeAmount === true && data.amount !== undefined && data.period !== undefined;
  // A failed payment is fixed with a new method, not with a second contribution.
  const fixable = state?.status === "payment-failed" && can?.changePaymentMethod === true;
  const settings = { join, payment, general };

  return (
    <div className={stack}>
      <BigTitle>{t`Your contribution`}</BigTitle>
      {payment.testPayments && (
        <Text size="sm">{t`Test mode: payments go to a test provider and no real money is taken.`}</Text>
      )}
      {search.has("startedContribution") && (
        <Notice variant="success">
          <p role="status">{t`Thank you! Your contribution has started.`}</p>
        </Notice>
      )}
      {search.has("updatedPaymentSource") && (
        <Notice variant="success">
          <p role="status">{t`Your payment method is changed.`}</p>
        </Notice>
      )}
      {search.has("cancelled") && (
        <Notice>
          <p role="status">
            {state?.accessEndsAt
              ? t`Your contribution is cancelled. Your membership lasts until ${formatDate(i18n, state.accessEndsAt)}.`
              : t`Your contribution is cancelled.`}
          </p>
        </Notice>
      )}
      <div className={columns}>
        <div className={stack}>
          <StatusBox info={data} currency={general.currencyCode} />
          {changeable ? (
            <ChangeContribution
              info={{ ...data, amount: data.amount!, period: data.period! }}
              join={join}
              currency={general.currencyCode}
              symbol={general.currencySymbol}
            />
          ) : (
            !fixable && <StartContribution settings={settings} restart={can?.restart === true} />
          )}
          {data.paymentSource && (changeable || fixable) && (
            <PaymentMethodBox
              source={data.paymentSource}
              blocked={can?.changePaymentMethod !== true}
              failed={fixable}
            />
          )}
          {automatic && can?.cancel && (
            <section className={part} aria-labelledby="cancel-contribution">
              <Heading id="cancel-contribution" level={2} size="md">
                {t`Cancel your contribution`}
              </Heading>
              <Text>
                <CancellationEnd state={state} />
              </Text>
              <div>
                <Link href="/profile/contribution/cancel" asChild>
                  <LinkButton href="/profile/contribution/cancel" variant="dangerOutlined">
                    {t`Cancel my contribution`}
                  </LinkButton>
                </Link>
              </div>
            </section>
          )}
        </div>
        <PaymentHistory
          currency={general.currencyCode}
          firstPaymentDue={automatic && data.cancellationDate === undefined}
        />
      </div>
    </div>
  );
}
