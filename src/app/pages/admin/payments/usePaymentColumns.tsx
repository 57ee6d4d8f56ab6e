import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { Payment } from "@core/payments";
import { pathTo } from "@core/pages";
import { PAYMENT_PURPOSE_LABELS } from "@core/payments/purpose-labels";
import type { Column } from "@ui/table";
import { Text } from "@ui/typography";
import { PaymentStatusLabel } from "../shared/PaymentStatusLabel";
import { textLink } from "../shared/styles";
import { useMoney } from "../shared/useMoney";

/** The payments table's columns: who, what for, how much, when, and its status. */
export function usePaymentColumns(): Column<Payment>[] {
  const { t, i18n } = useLingui();
  const money = useMoney();
  return [
    {
      id: "contact",
      header: t`Contact`,
      cell: (payment) =>
        payment.contact ? (
          <Link
            href={pathTo("/admin/contacts/:id", { id: payment.contact.id })}
            className={textLink}
          >
            {payment.contact.displayName}
          </Link>
        ) : (
          <Text as="span" size="sm">{t`Deleted contact`}</Text>
        ),
    },
    {
      id: "purpose",
      header: t`What for`,
      cell: (payment) => (payment.purpose ? i18n._(PAYMENT_PURPOSE_LABELS[payment.purpose]) : ""),
    },
    {
      id: "amount",
      header: t`Amount`,
      sortable: true,
      align: "end",
      cell: (payment) => money(payment.amount),
    },
    {
      id: "chargeDate",
      header: t`Charge date`,
      sortable: true,
      cell: (payment) => (
        <time dateTime={payment.chargeDate}>
          {i18n.date(payment.chargeDate, { dateStyle: "medium" })}
        </time>
      ),
    },
    {
      id: "status",
      header: t`Status`,
      cell: (payment) => <PaymentStatusLabel status={payment.status} />,
    },
  ];
}
