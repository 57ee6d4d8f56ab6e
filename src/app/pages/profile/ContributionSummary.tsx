import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ContributionInfo } from "@core/contributions/schemas";
import type { MembershipState } from "@core/contributions/state";
import { StatusLabel, type StatusTone } from "@ui/status-label";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { formatDate, formatMoney } from "./contribution/money";
import { actions, ManageLink } from "./ManageLink";

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

// A status with a date is long for a pill on a phone: it wraps rather than overflows.
const label = css`
  white-space: normal;
`;

const amountLine = css`
  font-family: var(--ff-title);
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.2;
`;

const TONES: Record<MembershipState["status"], StatusTone> = {
  active: "success",
  "payment-failed": "danger",
  "cancelled-expiring": "neutral",
  ended: "muted",
  none: "muted",
};

/**
 * The member's contribution at a glance, in the words of the membership state machine
 * (`info.membership`): how it stands, what they give, the next payment or the end, and the
 * way to manage it. A failed payment leads with the way to fix it.
 */
export function ContributionSummary({
  info,
  currency,
}: {
  info: ContributionInfo;
  currency: string;
}) {
  const { t, i18n } = useLingui();
  const state = info.membership;
  const date = (iso: string) => formatDate(i18n, iso);
  const money = (amount: number) => formatMoney(i18n, amount, currency);
  const status = state?.status;
  // What they give shows while they still give it, or until the paid-for time runs out.
  const giving =
    info.amount !== undefined && (status === undefined || !["ended", "none"].includes(status));
  const perPeriod =
    info.amount === undefined
      ? ""
      : info.period === "annually"
        ? t`${money(info.amount)} a year`
        : t`${money(info.amount)} a month`;

  let words = "";
  let detail = "";
  switch (status) {
    case "active":
      words = t`Active`;
      if (state?.paymentInFlight) detail = t`Your latest payment is on its way.`;
      else if (state?.nextPaymentAt) {
        const amount = state.nextPaymentAmount ?? info.amount;
        detail =
          amount === undefined
            ? t`Next payment on ${date(state.nextPaymentAt)}.`
            : t`Next payment: ${money(amount)} on ${date(state.nextPaymentAt)}.`;
      } else if (state?.paidUntil) detail = t`Paid until ${date(state.paidUntil)}.`;
      break;
    case "payment-failed":
      words = t`Your last payment failed`;
      detail = state?.accessEndsAt
        ? t`Update your payment method by ${date(state.accessEndsAt)} to stay a member.`
        : t`Update your payment method to stay a member.`;
      break;
    case "cancelled-expiring":
      words = state?.accessEndsAt
        ? t`Cancelled: member until ${date(state.accessEndsAt)}`
        : t`Cancelled`;
      detail = t`No more payments will be taken.`;
      break;
    case "ended":
      words = t`Ended`;
      if (state?.accessEndsAt) {
        detail =
          state.endedReason === "payment-failed"
            ? t`Your membership ended on ${date(state.accessEndsAt)}, after your payments failed.`
            : t`Your membership ended on ${date(state.accessEndsAt)}.`;
      }
      break;
    case "none":
      words = t`Not contributing`;
      detail = t`Support our work with a regular contribution.`;
      break;
    case undefined:
    // Until the server sends the state: no status of the page's own making.
  }

  return (
    <section className={card} aria-labelledby="home-contribution">
      <div className={header}>
        <Heading level={2} size="md" id="home-contribution">
          {t`Your contribution`}
        </Heading>
        {status && (
          <StatusLabel tone={TONES[status]} className={label}>
            {words}
          </StatusLabel>
        )}
      </div>
      {giving && <p className={amountLine}>{perPeriod}</p>}
      {detail && <Text>{detail}</Text>}
      <div className={actions}>
        {status === "payment-failed" ? (
          <ManageLink label={t`Update payment method`} primary />
        ) : status === "ended" ? (
          <ManageLink label={t`Contribute again`} />
        ) : status === "none" ? (
          <ManageLink label={t`Start contributing`} />
        ) : (
          <ManageLink label={t`Manage contribution`} />
        )}
      </div>
    </section>
  );
}
