import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { contactPayments } from "@core/payments/api";
import type { PaymentStatus } from "@core/payments/payment";
import { PAYMENT_PURPOSE_LABELS } from "@core/payments/purpose-labels";
import { invalidate, useQuery } from "@stores/query";
import { Pager } from "@ui/pager";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import { part } from "./styles";
import { formatDate, formatMoney } from "./money";

const PAGE_SIZE = 12;

/** How often, and how many times, the history asks again for a first payment on its way. */
const FIRST_PAYMENT_POLL_MS = 2000;
const FIRST_PAYMENT_POLLS = 15;

const list = css`
  align-self: stretch;
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid rgb(var(--c-grey-light));
  }
`;

const failed = css`
  color: rgb(var(--c-danger-text));
`;

const muted = css`
  color: rgb(var(--c-body-muted));
`;

/**
 * The member's payments, newest first, 12 a page; failed ones marked in words, not colour only.
 * `firstPaymentDue`: a contribution runs, so an empty history means its first payment is being
 * taken (the provider reports it moments after the member comes back): asked again until it
 * shows, for half a minute at most, so it appears without a reload.
 */
export function PaymentHistory({
  currency,
  firstPaymentDue = false,
}: {
  currency: string;
  firstPaymentDue?: boolean;
}) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const read = contactPayments("me", {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    sort: "chargeDate",
    order: "DESC",
    rules: {
      condition: "AND",
      rules: [{ field: "status", operator: "not_equal", value: ["draft"] }],
    },
  });
  const payments = useQuery(read);
  const waiting = firstPaymentDue && payments.status === "ready" && payments.data.total === 0;
  useEffect(() => {
    if (!waiting) return;
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (polls >= FIRST_PAYMENT_POLLS) clearInterval(timer);
      invalidate(contactPayments("me", {}));
    }, FIRST_PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);
  const words: Record<PaymentStatus, string> = {
    draft: t`Draft`,
    pending: t`Pending`,
    successful: "",
    failed: t`Failed`,
    cancelled: t`Cancelled`,
  };
  return (
    <section className={part} aria-labelledby="payment-history">
      <Heading id="payment-history" level={2} size="md">
        {t`Payment history`}
      </Heading>
      <QueryView
        state={payments}
        read={read}
        loading={t`Loading your payments`}
        failed={t`We couldn't load your payments.`}
        empty={
          <Text>
            {firstPaymentDue ? t`Your first payment is on its way.` : t`No payments yet.`}
          </Text>
        }
        isEmpty={({ total }) => total === 0}
      >
        {({ items, total }) => (
          <>
            <ul className={list}>
              {items.map((payment) => {
                const bad = payment.status === "failed" || payment.status === "cancelled";
                return (
                  <li
                    key={payment.id}
                    className={bad ? failed : payment.status === "pending" ? muted : undefined}
                  >
                    <span>
                      {words[payment.status] && <strong>{words[payment.status]} · </strong>}
                      <time dateTime={payment.chargeDate}>
                        {formatDate(i18n, payment.chargeDate)}
                      </time>
                      {payment.purpose && <> · {i18n._(PAYMENT_PURPOSE_LABELS[payment.purpose])}</>}
                    </span>
                    <strong>{formatMoney(i18n, payment.amount, currency)}</strong>
                  </li>
                );
              })}
            </ul>
            <Pager
              page={page}
              pages={Math.ceil(total / PAGE_SIZE)}
              onChange={setPage}
              label={t`Payment history pages`}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
