import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ContributionInfo } from "@core/contributions/schemas";
import { Heading, Text } from "@ui/typography";
import { formatDate, formatMoney } from "./money";

const box = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.25rem;
  border-radius: 8px;
  /* A white card: the page behind it is primary-5, on which a primary-5 box did not show. */
  background: rgb(var(--c-white));
  box-shadow: 0 1px 3px rgba(var(--c-black), 0.08);

  & p {
    margin: 0;
  }
`;

const amountLine = css`
  font-size: 2rem;
  font-weight: 700;
  font-family: var(--ff-title);
`;

const danger = css`
  color: rgb(var(--c-danger-text));
  font-weight: 600;
`;

/** What the member gives and how their membership stands (B1's status box), as the
 * membership state says (issue #23): one date, the same on every page. */
export function StatusBox({ info, currency }: { info: ContributionInfo; currency: string }) {
  const { t, i18n } = useLingui();
  const state = info.membership;
  if (!state || state.status === "none") return null;
  const date = (iso: string) => formatDate(i18n, iso);
  if (state.status === "ended") {
    return (
      <section className={box} aria-labelledby="contribution-status">
        <Heading id="contribution-status" level={2} size="md">
          {t`Your membership has ended`}
        </Heading>
        {state.endedReason === "payment-failed" && (
          <Text>{t`It ended because your payments failed.`}</Text>
        )}
        {state.accessEndsAt && <Text>{t`It ended on ${date(state.accessEndsAt)}.`}</Text>}
        <Text>{t`Start a contribution below to become a member again.`}</Text>
      </section>
    );
  }
  const money = formatMoney(i18n, info.amount ?? 0, currency);
  return (
    <section className={box} aria-labelledby="contribution-status">
      <Heading id="contribution-status" level={2} size="sm">
        {t`Your contribution`}
      </Heading>
      {info.amount !== undefined && (
        <p className={amountLine}>
          {info.period === "annually" ? t`${money} a year` : t`${money} a month`}
        </p>
      )}
      {state.status === "payment-failed" ? (
        <>
          <Text className={danger}>{t`Your last payment failed.`}</Text>
          {state.accessEndsAt && (
            <Text>
              {state.can.changePaymentMethod
                ? t`You stay a member until ${date(state.accessEndsAt)}. Update your payment method before then to keep your membership.`
                : t`You stay a member until ${date(state.accessEndsAt)}.`}
            </Text>
          )}
        </>
      ) : state.status === "cancelled-expiring" ? (
        state.accessEndsAt && (
          <Text className={danger}>{t`Your membership ends on ${date(state.accessEndsAt)}.`}</Text>
        )
      ) : (
        <>
          <Text>{t`Thank you for supporting us!`}</Text>
          {state.paymentInFlight ? (
            <Text>{t`Your latest payment is on its way.`}</Text>
          ) : state.nextPaymentAt ? (
            <Text>{t`It renews on ${date(state.nextPaymentAt)}.`}</Text>
          ) : (
            state.accessEndsAt && (
              <Text>{t`You are a member until ${date(state.accessEndsAt)}.`}</Text>
            )
          )}
          {state.pendingChange?.awaiting === "difference" ? (
            state.pendingChange.differenceFailed ? (
              <Text className={danger}>
                {t`The payment for your change to ${formatMoney(i18n, state.pendingChange.amount, currency)} failed: you still give ${money}. We will try it again.`}
              </Text>
            ) : (
              <Text>
                {t`You give ${formatMoney(i18n, state.pendingChange.amount, currency)} once the payment for your change has gone through.`}
              </Text>
            )
          ) : (
            info.nextAmount !== undefined &&
            state.nextPaymentAt && (
              <Text>
                {t`From ${date(state.nextPaymentAt)} you give ${formatMoney(i18n, info.nextAmount, currency)}.`}
              </Text>
            )
          )}
        </>
      )}
    </section>
  );
}
