import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { contentDocument } from "@core/content/api";
import { pathTo } from "@core/pages";
import { useQuery } from "@stores/query";

const banner = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  align-items: baseline;
  margin-bottom: 1.5rem;
  padding: 0.625rem 1rem;
  border: 1px solid rgb(var(--c-warning));
  border-radius: 0.375rem;
  background-color: rgb(var(--c-warning-10));
  color: rgb(var(--c-body));
  font-size: 0.9375rem;

  & a {
    color: inherit;
    font-weight: 600;
  }

  /* On a phone it takes one line above every page: the sentence is read, not shown. */
  @media (max-width: 30rem) {
    margin-bottom: 1rem;
    padding: 0.5rem 0.75rem;

    & > span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

/**
 * Tells staff, on every page of the dashboard, that the test provider takes the payments (no
 * real money moves), with a link to its panel. Nothing while a real provider is connected.
 */
export function TestModeBanner() {
  const { t } = useLingui();
  const payment = useQuery(contentDocument("payment"));
  if (payment.status !== "ready" || !payment.data.testPayments) return null;
  const panel = pathTo("/admin/settings/payments");
  return (
    <aside className={banner} aria-label={t`Test mode`}>
      <strong>{t`Test mode`}</strong>
      <span>{t`Payments go to the built-in test provider: no real money moves.`}</span>
      <Link href={panel}>{t`Test payments`}</Link>
    </aside>
  );
}
