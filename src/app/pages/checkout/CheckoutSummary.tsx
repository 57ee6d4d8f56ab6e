import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { TestCheckout } from "@core/payments/test-provider";
import { METHOD_NAMES } from "@ui/join-form/MethodChoice";

const badge = css`
  align-self: flex-start;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  background: rgb(var(--c-warning-30));
  color: rgb(var(--c-body));
  font-size: 0.8125rem;
  font-weight: 600;
`;

const summary = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 1rem;
  margin: 0;

  & dt {
    color: rgb(var(--c-body-muted));
    white-space: nowrap;
  }

  /* A long email address breaks rather than running past the card. */
  & dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: 600;
  }
`;

/** The test checkout's badge, and who pays what, how. */
export function CheckoutSummary({ checkout }: { checkout: TestCheckout }) {
  const { t, i18n } = useLingui();
  const money = (amount: number) =>
    i18n.number(amount, { style: "currency", currency: checkout.currencyCode });
  const period =
    checkout.period === "annually" ? t`a year` : checkout.period === "monthly" ? t`a month` : "";
  return (
    <>
      <span className={badge}>{t`Test mode`}</span>
      <dl className={summary}>
        <dt>{t`Email`}</dt>
        <dd>{checkout.email}</dd>
        <dt>{t`Method`}</dt>
        <dd>{i18n._(METHOD_NAMES[checkout.method])}</dd>
        {checkout.total !== undefined && (
          <>
            <dt>{t`You pay`}</dt>
            <dd>
              {money(checkout.total)} {period}
            </dd>
          </>
        )}
      </dl>
    </>
  );
}
