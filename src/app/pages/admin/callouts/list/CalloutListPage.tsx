import { css, cx } from "@linaria/core";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { calloutList, staffCallouts, type StaffCalloutTab } from "@core/callouts/api";
import { hasRole } from "@core/contacts";
import { invalidate, useQuery } from "@stores/query";
import { $currentUser } from "@stores/session";
import { Button, LinkButton } from "@ui/button";
import { useTableQuery } from "@ui/table";
import { Tabs } from "@ui/tabs";
import { Heading, Text } from "@ui/typography";
import { useListParams } from "@app/router/list-params";
import { card } from "@app/pages/shared/card";
import { NEW_CALLOUT_PATH } from "../shared/builder-links";
import { SearchField } from "../../shared/SearchField";
import { pageHeader, pageStack, roomyOnWideOnly } from "../../shared/styles";
import { CalloutTable } from "./CalloutTable";
import { withCurrentParamNames } from "./legacy-params";
import {
  CALLOUT_LIST_PARAMS,
  CALLOUT_PAGE_SIZE,
  CALLOUT_TABS,
  STATUS_PARAM,
  isCalloutSort,
  type CalloutListParams,
} from "./list-params";

const search = css`
  max-width: 28rem;
`;

const TAB_LABELS: Record<StaffCalloutTab, MessageDescriptor> = {
  all: msg({ context: "callouts", message: "All" }),
  open: msg({ context: "callouts", message: "Open" }),
  scheduled: msg({ context: "callouts", message: "Scheduled" }),
  ended: msg({ context: "callouts", message: "Ended" }),
  draft: msg({ context: "callouts", message: "Drafts" }),
};

const listRequest = ({ status, search: title, sort, page }: CalloutListParams) =>
  staffCallouts(
    { tab: status, search: title },
    {
      limit: CALLOUT_PAGE_SIZE,
      offset: (page - 1) * CALLOUT_PAGE_SIZE,
      sort: sort.column,
      order: sort.order,
    },
  );

/** How many callouts a tab holds with this search: one row asked for, the total read. */
function useTabCount(tab: StaffCalloutTab, title: string): number | undefined {
  const count = useQuery(staffCallouts({ tab, search: title }, { limit: 1 }));
  return count.status === "ready" ? count.data.total : undefined;
}

/**
 * `/admin/callouts`: the callouts the person reviews (every one for admins), by status, with
 * a title search, in any column's order, a page at a time; all of it in the address.
 */
export default function CalloutListPage() {
  const { t, i18n } = useLingui();
  const user = useStore($currentUser);
  const isAdmin = user ? hasRole(user.activeRoles, "admin") : false;
  const [params, go] = useListParams(CALLOUT_LIST_PARAMS);
  const [path, navigate] = useLocation();
  const renamed = withCurrentParamNames(useSearch());
  // A link of the predecessor's time (`?filter=ended&s=…`) opens the tab and search it meant.
  useEffect(() => {
    if (renamed !== undefined) navigate(`${path}${renamed}`, { replace: true });
  }, [renamed, path, navigate]);
  const list = useQuery(listRequest(params));
  const table = useTableQuery(list, (data) => ({ rows: data.items, total: data.total }));
  const counts: Record<StaffCalloutTab, number | undefined> = {
    all: useTabCount("all", params.search),
    open: useTabCount("open", params.search),
    scheduled: useTabCount("scheduled", params.search),
    ended: useTabCount("ended", params.search),
    draft: useTabCount("draft", params.search),
  };

  const empty = params.search
    ? t`No callouts match “${params.search}”.`
    : params.status === "all"
      ? isAdmin
        ? t`There are no callouts yet.`
        : t`You don't review any callouts yet.`
      : t`No callouts have this status.`;

  return (
    <div className={pageStack}>
      <div className={pageHeader}>
        <div>
          <Heading level={1}>{t`Callouts`}</Heading>
          <Text>
            {isAdmin
              ? t`Every callout of your organisation. Open one to see its responses.`
              : t`The callouts you review. Open one to triage its responses.`}
          </Text>
        </div>
        {isAdmin && (
          <Link href={NEW_CALLOUT_PATH} asChild>
            <LinkButton href={NEW_CALLOUT_PATH}>{t`Create callout`}</LinkButton>
          </Link>
        )}
      </div>

      <section className={cx(card, roomyOnWideOnly)}>
        <SearchField
          className={search}
          label={t`Search by title`}
          value={params.search}
          onSearch={(text) => go({ search: text })}
        />
        <Tabs
          label={t`Callouts by status`}
          param={STATUS_PARAM}
          clearParams={["page"]}
          tabs={CALLOUT_TABS.map((id) => ({
            id,
            label: i18n._(TAB_LABELS[id]),
            count: counts[id],
          }))}
        >
          {() => (
            <CalloutTable
              {...table}
              errorMessage={t`We couldn't load the callouts.`}
              onRetry={() => invalidate(calloutList({}))}
              emptyMessage={table.total === 0 ? empty : t`This page has no callouts.`}
              emptyAction={
                params.search ? (
                  <Button variant="primaryOutlined" size="sm" onClick={() => go({ search: "" })}>
                    {t`Clear the search`}
                  </Button>
                ) : undefined
              }
              sort={params.sort}
              onSortChange={({ column, order }) => {
                if (isCalloutSort(column)) go({ sort: { column, order } });
              }}
              paging={{
                page: params.page,
                pageSize: CALLOUT_PAGE_SIZE,
                onPageChange: (page) => go({ page }),
                label: t`Pages of callouts`,
              }}
            />
          )}
        </Tabs>
      </section>
    </div>
  );
}
