import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { Payment } from "@core/payments";
import { pathTo } from "@core/pages";
import type { Column } from "@ui/table";
import { Text } from "@ui/typography";
import { textLink } from "../shared/styles";
import { usePaymentDetailColumns } from "../shared/usePaymentDetailColumns";

/** The payments table's columns: who, what for, how much, when, and its status. */
export function usePaymentColumns(): Column<Payment>[] {
  const { t } = useLingui();
  const detail = usePaymentDetailColumns();
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
    detail.purpose,
    detail.amount,
    detail.chargeDate,
    detail.status,
  ];
}
