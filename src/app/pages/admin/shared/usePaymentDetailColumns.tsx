import { useLingui } from "@lingui/react/macro";
import type { Payment } from "@core/payments";
import { PAYMENT_PURPOSE_LABELS } from "@core/payments/purpose-labels";
import type { Column } from "@ui/table";
import { PaymentStatusLabel } from "./PaymentStatusLabel";
import { useMoney } from "./useMoney";

/** A payment's own columns, which the payments list and a contact's history both show. */
export function usePaymentDetailColumns(): Record<
  "purpose" | "amount" | "chargeDate" | "status",
  Column<Payment>
> {
  const { t, i18n } = useLingui();
  const money = useMoney();
  return {
    purpose: {
      id: "purpose",
      header: t`What for`,
      cell: (payment) => (payment.purpose ? i18n._(PAYMENT_PURPOSE_LABELS[payment.purpose]) : ""),
    },
    amount: {
      id: "amount",
      header: t`Amount`,
      sortable: true,
      align: "end",
      cell: (payment) => money(payment.amount),
    },
    chargeDate: {
      id: "chargeDate",
      header: t`Charge date`,
      sortable: true,
      cell: (payment) => (
        <time dateTime={payment.chargeDate}>
          {i18n.date(payment.chargeDate, { dateStyle: "medium" })}
        </time>
      ),
    },
    status: {
      id: "status",
      header: t`Status`,
      cell: (payment) => <PaymentStatusLabel status={payment.status} />,
    },
  };
}
