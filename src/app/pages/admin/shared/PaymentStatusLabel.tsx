import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { PaymentStatus } from "@core/payments";
import { StatusLabel, type StatusTone } from "@ui/status-label";

const TONES: Record<PaymentStatus, StatusTone> = {
  draft: "neutral",
  pending: "info",
  successful: "success",
  failed: "danger",
  cancelled: "neutral",
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

/** A payment's status as a coloured label. */
export function PaymentStatusLabel({ status }: { status: PaymentStatus }) {
  const name = usePaymentStatusName();
  return <StatusLabel tone={TONES[status]}>{name(status)}</StatusLabel>;
}
