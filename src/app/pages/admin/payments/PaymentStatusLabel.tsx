import { css, cx } from "@linaria/core";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { PaymentStatus } from "../../../../core/payments";

const pill = css`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
`;

const looks: Record<PaymentStatus, string> = {
  draft: css`
    background-color: rgb(var(--c-grey-lighter));
    color: rgb(var(--c-grey-darker));
  `,
  pending: css`
    background-color: rgb(var(--c-link-10));
    color: rgb(var(--c-link-text));
  `,
  successful: css`
    background-color: rgb(var(--c-success-10));
    color: rgb(var(--c-success-text));
  `,
  failed: css`
    background-color: rgb(var(--c-danger-10));
    color: rgb(var(--c-danger-text));
  `,
  cancelled: css`
    background-color: rgb(var(--c-grey-lighter));
    color: rgb(var(--c-grey-darker));
  `,
};

export const PAYMENT_STATUS_NAMES: Record<PaymentStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  pending: msg`Pending`,
  successful: msg`Successful`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
};

export function usePaymentStatusName(): (status: PaymentStatus) => string {
  const { i18n } = useLingui();
  return (status) => i18n._(PAYMENT_STATUS_NAMES[status]);
}

/** A payment's status as a coloured pill; the word carries the meaning, not the colour. */
export function PaymentStatusLabel({ status }: { status: PaymentStatus }) {
  const name = usePaymentStatusName();
  return <span className={cx(pill, looks[status])}>{name(status)}</span>;
}
