import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { PaymentTotal } from "@core/payments";
import { useMoney } from "../shared/useMoney";
import { usePaymentStatusName } from "../shared/PaymentStatusLabel";
import { STATUS_TABS } from "./payment-filters";

/** The tabs' order; drafts, which have no tab, last. */
const rank = (status: string) => {
  const index = (STATUS_TABS as readonly string[]).indexOf(status);
  return index === -1 ? STATUS_TABS.length : index;
};

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  margin: 0;
  & div {
    display: flex;
    flex-direction: column;
  }
  & dt {
    font-size: 0.8125rem;
    color: rgb(var(--c-body-muted, var(--c-body)));
  }
  & dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** What the payments the filter matches add up to, per status. */
export function PaymentTotals({ totals }: { totals: readonly PaymentTotal[] }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const statusName = usePaymentStatusName();
  if (totals.length === 0) return null;
  return (
    <dl className={list} aria-label={t`Totals of the payments shown`}>
      {[...totals]
        .sort((a, b) => rank(a.status) - rank(b.status))
        .map((total) => (
          <div key={total.status} data-total={total.status}>
            <dt>
              {statusName(total.status)} ({i18n.number(total.count)})
            </dt>
            <dd>{money(total.amount)}</dd>
          </div>
        ))}
    </dl>
  );
}
