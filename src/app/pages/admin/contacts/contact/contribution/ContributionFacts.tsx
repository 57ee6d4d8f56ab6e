import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ContributionInfo } from "@core/contributions/schemas";
import { ENDED_REASON_LABELS, MEMBERSHIP_STATE_LABELS } from "@core/contributions/state-labels";
import { METHOD_NAMES } from "@ui/join-form/MethodChoice";
import { describePaymentSource } from "@app/pages/shared/payment-source";
import { muted } from "@app/pages/admin/shared/styles";
import { useMoney } from "@app/pages/admin/shared/useMoney";
import { factList } from "@app/pages/shared/facts";

export const CONTRIBUTION_TYPE_LABELS = {
  Automatic: msg`Automatic (through a payment provider)`,
  Manual: msg`Manual (recorded by staff)`,
  Gift: msg`Gift`,
  None: msg`None`,
} as const;

/** What a contact gives, how, until when, and how their membership stands: the membership
 * state's words and dates (issue #23), the same as the member's own pages. */
export function ContributionFacts({ info }: { info: ContributionInfo }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const day = (iso: string) => <time dateTime={iso}>{i18n.date(iso, { dateStyle: "long" })}</time>;
  const none = <span className={muted}>{t`None`}</span>;
  const amount =
    info.amount === undefined
      ? undefined
      : info.period === "annually"
        ? t`${money(info.amount)} a year`
        : t`${money(info.amount)} a month`;
  const source = info.paymentSource;
  const state = info.membership;

  return (
    <dl className={factList}>
      <dt>{t`Type`}</dt>
      <dd>{i18n._(CONTRIBUTION_TYPE_LABELS[info.type])}</dd>
      <dt>{t`Amount`}</dt>
      <dd>
        {amount ?? none}
        {info.payFee && <span className={muted}> {t`(pays the fee)`}</span>}
        {state?.pendingChange?.awaiting === "difference" ? (
          <span className={muted}>
            {" "}
            {state.pendingChange.differenceFailed
              ? t`(the payment for a change to ${money(state.pendingChange.amount)} failed)`
              : t`(${money(state.pendingChange.amount)} once the payment for the change goes through)`}
          </span>
        ) : (
          info.nextAmount !== undefined && (
            <span className={muted}> {t`then ${money(info.nextAmount)}`}</span>
          )
        )}
      </dd>
      <dt>{t`Payment method`}</dt>
      <dd>
        {source
          ? source.method === null
            ? describePaymentSource(source) || t`Manual`
            : `${i18n._(METHOD_NAMES[source.method])}: ${describePaymentSource(source)}`
          : none}
      </dd>
      <dt>{t`Next payment`}</dt>
      <dd>
        {state?.paymentInFlight
          ? t`A payment is on its way.`
          : state?.nextPaymentAt
            ? day(state.nextPaymentAt)
            : none}
      </dd>
      {info.cancellationDate && (
        <>
          <dt>{t`Cancelled`}</dt>
          <dd>{day(info.cancellationDate)}</dd>
        </>
      )}
      <dt>{t`Membership`}</dt>
      <dd>
        {state ? i18n._(MEMBERSHIP_STATE_LABELS[state.status]) : none}
        {state?.status === "ended" && state.endedReason && (
          <span className={muted}> {i18n._(ENDED_REASON_LABELS[state.endedReason])}</span>
        )}
        {state?.accessEndsAt && (
          <span className={muted}>
            {" "}
            {state.status === "ended"
              ? t`on ${i18n.date(state.accessEndsAt, { dateStyle: "long" })}`
              : t`until ${i18n.date(state.accessEndsAt, { dateStyle: "long" })}`}
          </span>
        )}
      </dd>
    </dl>
  );
}
