import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { PAYMENT_SORTS, type Payment, type PaymentPage, type PaymentSort } from "@core/payments";
import { paymentList } from "@core/payments/api";
import { invalidate, useQuery } from "@stores/query";
import { DataTable, useTableQuery } from "@ui/table";
import { Tabs } from "@ui/tabs";
import { Heading, Text } from "@ui/typography";
import {
  choiceParam,
  pageParam,
  sortParam,
  textParam,
  useListParams,
  type SortValue,
} from "@app/router/list-params";
import { card } from "@app/pages/shared/card";
import { ExportButton } from "./ExportButton";
import { PaymentFiltersForm } from "./PaymentFiltersForm";
import { usePaymentStatusName } from "../shared/PaymentStatusLabel";
import {
  STATUS_TABS,
  filterProblems,
  filterRules,
  paymentRules,
  type PaymentFilters,
  type StatusTab,
} from "./payment-filters";
import { PaymentTotals } from "./PaymentTotals";
import { usePaymentColumns } from "./usePaymentColumns";

const pageClass = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 72rem;
`;
const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
`;

const PAGE_SIZE = 25;
const NEWEST_FIRST: SortValue<PaymentSort> = { column: "chargeDate", order: "DESC" };
const LIST_PARAMS = {
  status: choiceParam(STATUS_TABS, "all"),
  sort: sortParam(PAYMENT_SORTS, NEWEST_FIRST),
  page: pageParam(),
  minAmount: textParam(),
  maxAmount: textParam(),
  from: textParam(),
  to: textParam(),
};

const isPaymentSort = (column: string): column is PaymentSort =>
  (PAYMENT_SORTS as readonly string[]).includes(column);

/**
 * The filter's count and sum per status, for the tabs and the totals: the filters without
 * the status, asked once per filter (paging and sorting leave it alone); one row is enough.
 */
const countsOf = (filters: PaymentFilters) => {
  const rules = filterRules(filters);
  return paymentList({
    totals: true,
    limit: 1,
    sort: NEWEST_FIRST.column,
    order: NEWEST_FIRST.order,
    ...(rules.length > 0 ? { rules: { condition: "AND", rules } } : {}),
  });
};

/**
 * `/admin/payments` (behaviour B9): every payment, by status tab, filtered by amount and charge
 * date, sorted and paged on the server, with the filter's totals and a CSV export.
 */
export default function PaymentsPage() {
  const { t, i18n } = useLingui();
  const statusName = usePaymentStatusName();
  const [params, go] = useListParams(LIST_PARAMS);
  const filters: PaymentFilters = {
    minAmount: params.minAmount,
    maxAmount: params.maxAmount,
    from: params.from,
    to: params.to,
  };
  const rules = paymentRules(params.status, filters);
  const request = paymentList({
    limit: PAGE_SIZE,
    offset: (params.page - 1) * PAGE_SIZE,
    sort: params.sort.column,
    order: params.sort.order,
    with: ["contact"],
    ...(rules ? { rules } : {}),
  });
  const list = useQuery(request);
  const counts = useQuery(countsOf(filters));
  const table = useTableQuery(list, (data: PaymentPage) => ({
    rows: data.items,
    total: data.total,
  }));
  const filtered = filterRules(filters).length > 0;
  const countFor = (status: StatusTab): number | undefined => {
    if (counts.status !== "ready") return undefined;
    const totals = counts.data.totals ?? [];
    return status === "all"
      ? counts.data.total
      : (totals.find((total) => total.status === status)?.count ?? 0);
  };

  const columns = usePaymentColumns();
  return (
    <div className={pageClass}>
      <div className={header}>
        <div>
          <Heading level={1}>{t`Payments`}</Heading>
          <Text>{t`Every payment your members made or tried to make, as the payment providers reported it.`}</Text>
        </div>
        <ExportButton
          sort={params.sort}
          rules={rules}
          total={list.status === "ready" ? list.data.total : undefined}
        />
      </div>
      <PaymentFiltersForm
        filters={filters}
        problems={filterProblems(filters)}
        onApply={(next) => go(next)}
      />
      <Tabs<StatusTab>
        label={t`Payment status`}
        param="status"
        clearParams={["page"]}
        tabs={STATUS_TABS.map((status) => ({
          id: status,
          label: status === "all" ? t`All` : statusName(status),
          ...(countFor(status) !== undefined ? { count: countFor(status) } : {}),
        }))}
      >
        {() => (
          <section className={card} aria-label={t`Payments`}>
            {list.status === "ready" && list.data.total > 0 && (
              <Text size="sm">
                {plural(list.data.total, {
                  one: "# payment matches.",
                  other: "# payments match.",
                })}
              </Text>
            )}
            {counts.status === "ready" && (
              <PaymentTotals
                totals={(counts.data.totals ?? []).filter(
                  (total) => params.status === "all" || total.status === params.status,
                )}
              />
            )}
            <DataTable<Payment>
              {...table}
              caption={t`Payments`}
              captionHidden
              columns={columns}
              rowKey={(payment) => payment.id}
              rowLabel={(payment) =>
                `${payment.contact?.displayName ?? t`Deleted contact`}, ${i18n.date(payment.chargeDate, { dateStyle: "medium" })}`
              }
              errorMessage={t`We couldn't load the payments.`}
              onRetry={() => invalidate(paymentList({}))}
              emptyMessage={
                filtered
                  ? t`No payment matches these filters.`
                  : params.status !== "all"
                    ? t`No payments with the status “${statusName(params.status)}”.`
                    : table.total === 0
                      ? t`No payments yet. They appear here as members pay.`
                      : t`This page has no payments.`
              }
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
              narrowAsCards
              growsWithPage
            />
          </section>
        )}
      </Tabs>
    </div>
  );
}
