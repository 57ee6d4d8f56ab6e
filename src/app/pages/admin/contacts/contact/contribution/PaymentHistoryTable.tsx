import { useLingui } from "@lingui/react/macro";
import { PAYMENT_SORTS, type Payment, type PaymentPage, type PaymentSort } from "@core/payments";
import { contactPayments } from "@core/payments/api";
import { invalidate, useQuery } from "@stores/query";
import { DataTable, useTableQuery } from "@ui/table";
import { pageParam, sortParam, useListParams, type SortValue } from "@app/router/list-params";
import { AccountSection } from "@app/pages/shared/account/AccountSection";
import { usePaymentDetailColumns } from "@app/pages/admin/shared/usePaymentDetailColumns";

const PAGE_SIZE = 12;
const NEWEST_FIRST: SortValue<PaymentSort> = { column: "chargeDate", order: "DESC" };
const LIST_PARAMS = { sort: sortParam(PAYMENT_SORTS, NEWEST_FIRST), page: pageParam() };

const isPaymentSort = (column: string): column is PaymentSort =>
  (PAYMENT_SORTS as readonly string[]).includes(column);

/** The contact's payments, sorted and paged on the server (order and page in the address). */
export function PaymentHistoryTable({ contactId }: { contactId: string }) {
  const { t, i18n } = useLingui();
  const [params, go] = useListParams(LIST_PARAMS);
  const list = useQuery(
    contactPayments(contactId, {
      limit: PAGE_SIZE,
      offset: (params.page - 1) * PAGE_SIZE,
      sort: params.sort.column,
      order: params.sort.order,
    }),
  );
  const table = useTableQuery(list, (data: PaymentPage) => ({
    rows: data.items,
    total: data.total,
  }));
  const detail = usePaymentDetailColumns();
  const columns = [detail.chargeDate, detail.purpose, detail.amount, detail.status];

  return (
    <AccountSection id="contact-payments" heading={t`Payment history`}>
      <DataTable<Payment>
        {...table}
        caption={t`Payment history`}
        captionHidden
        columns={columns}
        rowKey={(payment) => payment.id}
        rowLabel={(payment) => i18n.date(payment.chargeDate, { dateStyle: "medium" })}
        narrowAsCards
        errorMessage={t`We couldn't load the payments.`}
        onRetry={() => invalidate(contactPayments(contactId, {}))}
        emptyMessage={table.total === 0 ? t`No payments yet.` : t`This page has no payments.`}
        sort={params.sort}
        onSortChange={({ column, order }) => {
          if (isPaymentSort(column)) go({ sort: { column, order } });
        }}
        paging={{
          page: params.page,
          pageSize: PAGE_SIZE,
          onPageChange: (page) => go({ page }),
          label: t`Pages of payments`,
        }}
      />
    </AccountSection>
  );
}
