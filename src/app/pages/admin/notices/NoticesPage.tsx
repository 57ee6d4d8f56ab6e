import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { RuleGroup } from "@core/rules/rule";
import {
  NOTICE_SORTS,
  NOTICE_STATUSES,
  type Notice,
  type NoticeSort,
  type NoticeStatus,
} from "@core/notices";
import { noticeList } from "@core/notices/api";
import { invalidate, useQuery } from "@stores/query";
import { buttonClassName } from "@ui/button";
import { Select } from "@ui/form";
import { DataTable, useTableQuery, type Column } from "@ui/table";
import { Heading, Text } from "@ui/typography";
import {
  choiceParam,
  pageParam,
  sortParam,
  useListParams,
  type SortValue,
} from "@app/router/list-params";
import { card } from "@app/pages/shared/card";
import { NOTICE_STATUS_NAMES, NoticeStatusLabel } from "./NoticeStatusLabel";
import { noticePage } from "./styles";

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
`;

const filter = css`
  max-width: 16rem;
`;

const PAGE_SIZE = 25;
const NEWEST_FIRST: SortValue<NoticeSort> = { column: "createdAt", order: "DESC" };
const STATUS_FILTERS = ["all", ...NOTICE_STATUSES] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];
const LIST_PARAMS = {
  status: choiceParam(STATUS_FILTERS, "all"),
  sort: sortParam(NOTICE_SORTS, NEWEST_FIRST),
  page: pageParam(),
};

const isNoticeSort = (column: string): column is NoticeSort =>
  (NOTICE_SORTS as readonly string[]).includes(column);

/** A page of notices in the chosen order, of one status or all. */
function noticesRequest(
  status: StatusFilter,
  page: number,
  { column, order }: SortValue<NoticeSort>,
) {
  const rules: RuleGroup | undefined =
    status === "all"
      ? undefined
      : { condition: "AND", rules: [{ field: "status", operator: "equal", value: [status] }] };
  return noticeList({
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    sort: column,
    order,
    ...(rules ? { rules } : {}),
  });
}

/** Every notice, with its status and dates, sorted and paged on the server; add one from here. */
export default function NoticesPage() {
  const { t, i18n } = useLingui();
  const [params, go] = useListParams(LIST_PARAMS);
  const list = useQuery(noticesRequest(params.status, params.page, params.sort));
  const table = useTableQuery(list, (data) => ({ rows: data.items, total: data.total }));
  const date = (iso: string | null) =>
    iso ? (
      <time dateTime={iso}>{i18n.date(iso, { dateStyle: "medium", timeStyle: "short" })}</time>
    ) : (
      "–"
    );

  const columns: Column<Notice>[] = [
    {
      id: "name",
      header: t`Name`,
      sortable: true,
      cell: (notice) => (
        <Link href={`/admin/notices/view/${encodeURIComponent(notice.id)}`}>{notice.name}</Link>
      ),
    },
    {
      id: "status",
      header: t`Status`,
      sortable: true,
      cell: (notice) => <NoticeStatusLabel status={notice.status} />,
    },
    { id: "starts", header: t`Shown from`, sortable: true, cell: (notice) => date(notice.starts) },
    {
      id: "expires",
      header: t`Shown until`,
      sortable: true,
      cell: (notice) => date(notice.expires),
    },
    {
      id: "createdAt",
      header: t`Created`,
      sortable: true,
      cell: (notice) => date(notice.createdAt),
    },
  ];

  const filtered = params.status !== "all";
  return (
    <div className={noticePage}>
      <div className={header}>
        <div>
          <Heading level={1}>{t`Notices`}</Heading>
          <Text>{t`Messages at the top of members' profile pages, shown between their start and end.`}</Text>
        </div>
        <Link href="/admin/notices/add" className={buttonClassName({ variant: "primary" })}>
          {t`Add notice`}
        </Link>
      </div>
      <section className={card} aria-label={t`Notices`}>
        <Select
          className={filter}
          id="notices-status"
          label={t`Status`}
          value={params.status}
          onChange={(event) => go({ status: event.target.value as StatusFilter })}
          options={[
            { value: "all", label: t`All notices` },
            ...NOTICE_STATUSES.map((status: NoticeStatus) => ({
              value: status,
              label: i18n._(NOTICE_STATUS_NAMES[status]),
            })),
          ]}
        />
        <DataTable<Notice>
          {...table}
          caption={t`Notices`}
          captionHidden
          narrowAsCards
          columns={columns}
          rowKey={(notice) => notice.id}
          rowLabel={(notice) => notice.name}
          errorMessage={t`We couldn't load the notices.`}
          onRetry={() => invalidate(noticeList({}))}
          emptyMessage={
            filtered
              ? t`No notice has this status.`
              : table.total === 0
                ? t`There are no notices yet. Add one to tell members what is new.`
                : t`This page has no notices.`
          }
          emptyAction={
            filtered ? (
              <button
                type="button"
                className={buttonClassName({ variant: "text", size: "sm" })}
                onClick={() => go({ status: "all" })}
              >
                {t`Show all notices`}
              </button>
            ) : undefined
          }
          sort={params.sort}
          onSortChange={({ column, order }) => {
            if (isNoticeSort(column)) go({ sort: { column, order } });
          }}
          paging={{
            page: params.page,
            pageSize: PAGE_SIZE,
            onPageChange: (page) => go({ page }),
            label: t`Pages of notices`,
          }}
        />
      </section>
    </div>
  );
}
