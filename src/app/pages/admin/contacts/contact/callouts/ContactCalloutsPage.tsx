import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { responseList } from "@core/callouts/api";
import {
  type CalloutResponse,
  type CalloutResponsePage,
  type CalloutResponseSort,
} from "@core/callouts/response";
import { pathTo } from "@core/pages";
import { invalidate, useQuery } from "@stores/query";
import { DataTable, useTableQuery, type Column } from "@ui/table";
import type { PageProps } from "@app/router/types";
import { pageParam, sortParam, useListParams, type SortValue } from "@app/router/list-params";
import { AccountSection } from "@app/pages/shared/account/AccountSection";
import { BUCKET_LABELS, bucketId } from "@app/pages/admin/shared/buckets";
import { muted, textLink } from "@app/pages/admin/shared/styles";
import { ContactView } from "../ContactView";

const PAGE_SIZE = 20;
const SORTS = ["createdAt"] as const satisfies readonly CalloutResponseSort[];
const NEWEST_FIRST: SortValue<(typeof SORTS)[number]> = { column: "createdAt", order: "DESC" };
const LIST_PARAMS = { sort: sortParam(SORTS, NEWEST_FIRST), page: pageParam() };

/** The contact's answers to callouts, across callouts (contract: `contact` rule on responses). */
function ContactResponses({ contactId }: { contactId: string }) {
  const { t, i18n } = useLingui();
  const [params, go] = useListParams(LIST_PARAMS);
  const list = useQuery(
    responseList({
      limit: PAGE_SIZE,
      offset: (params.page - 1) * PAGE_SIZE,
      sort: params.sort.column,
      order: params.sort.order,
      with: ["callout"],
      rules: {
        condition: "AND",
        rules: [{ field: "contact", operator: "equal", value: [contactId] }],
      },
    }),
  );
  const table = useTableQuery(list, (data: CalloutResponsePage) => ({
    rows: data.items,
    total: data.total,
  }));
  const columns: Column<CalloutResponse>[] = [
    {
      id: "callout",
      header: t`Callout`,
      cell: (response) =>
        response.callout ? (
          <Link
            href={pathTo("/admin/callouts/view/:id/responses/:rid", {
              id: response.callout.id,
              rid: response.id,
            })}
            className={textLink}
          >
            {response.callout.title || t`Untitled callout`}{" "}
            <span className={muted}>{t`response ${response.number}`}</span>
          </Link>
        ) : (
          t`Response ${response.number}`
        ),
    },
    {
      id: "createdAt",
      header: t`Answered`,
      sortable: true,
      cell: (response) => (
        <time dateTime={response.createdAt}>
          {i18n.date(response.createdAt, { dateStyle: "medium", timeStyle: "short" })}
        </time>
      ),
    },
    {
      id: "bucket",
      header: t`Bucket`,
      cell: (response) => {
        const id = bucketId(response.bucket);
        return id ? i18n._(BUCKET_LABELS[id]) : response.bucket;
      },
    },
  ];

  return (
    <AccountSection id="contact-responses" heading={t`Callout responses`}>
      <DataTable<CalloutResponse>
        {...table}
        caption={t`Callout responses`}
        captionHidden
        columns={columns}
        rowKey={(response) => response.id}
        rowLabel={(response) => `${response.callout?.title ?? ""} ${response.number}`}
        narrowAsCards
        errorMessage={t`We couldn't load the responses.`}
        onRetry={() => invalidate(responseList())}
        emptyMessage={
          table.total === 0 ? t`No responses to any callout yet.` : t`This page has no responses.`
        }
        sort={params.sort}
        onSortChange={({ column, order }) => {
          if ((SORTS as readonly string[]).includes(column)) {
            go({ sort: { column: column as (typeof SORTS)[number], order } });
          }
        }}
        paging={{
          page: params.page,
          pageSize: PAGE_SIZE,
          onPageChange: (page) => go({ page }),
          label: t`Pages of responses`,
        }}
      />
    </AccountSection>
  );
}

/** `/admin/contacts/:id/callouts`: the contact's callout responses, linked to each. */
export default function ContactCalloutsPage({ params }: PageProps) {
  return (
    <ContactView id={params.id ?? ""}>
      {(contact) => <ContactResponses contactId={contact.id} />}
    </ContactView>
  );
}
