import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { notify } from "@stores/notifications";
import { Button } from "@ui/button";
import {
  DataTable,
  NO_SELECTION,
  selectionCount,
  type Column,
  type TableSelection,
} from "@ui/table";
import { Heading, Text } from "@ui/typography";
import {
  EXAMPLE_MEMBERS,
  exampleMembersPage,
  type ExampleMember,
  type ExampleSortColumn,
} from "./exampleMembers";
import { ToolkitSection } from "./ToolkitSection";
import { useTemporaryBusy } from "./useTemporaryBusy";

const PAGE_SIZE = 5;
const SORTABLE: readonly string[] = ["name", "joined", "contribution"];
const isSortColumn = (column: string): column is ExampleSortColumn => SORTABLE.includes(column);

const states = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: 1.5rem;
`;

const state = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
`;

interface ListView {
  sort: { column: ExampleSortColumn; order: "ASC" | "DESC" };
  page: number;
}

/** The example members' columns; the narrow tables of the states take the first two. */
function useMemberColumns(): Column<ExampleMember>[] {
  const { t, i18n } = useLingui();
  return [
    { id: "name", header: t`Name`, cell: (member) => member.name, sortable: true },
    { id: "email", header: t`Email`, cell: (member) => member.email },
    {
      id: "joined",
      header: t`Joined`,
      sortable: true,
      cell: (member) => (
        <time dateTime={member.joined}>{i18n.date(member.joined, { dateStyle: "medium" })}</time>
      ),
    },
    {
      id: "contribution",
      header: t`Contribution`,
      sortable: true,
      align: "end",
      cell: (member) => i18n.number(member.contribution, { style: "currency", currency: "EUR" }),
    },
  ];
}

/**
 * The data table as staff screens use it: sorted and paged "on the server" (a short wait, with
 * the previous rows dimmed), rows selected up to every matching one for a bulk action, columns
 * chosen, a member's details in a sub-row; then a first load, an empty list and a failure.
 */
export function TablesSection() {
  const { t, i18n } = useLingui();
  const columns = useMemberColumns();
  const [shown, setShown] = useState<ListView>({ sort: { column: "name", order: "ASC" }, page: 1 });
  const [asked, setAsked] = useState<ListView>(shown);
  const [loading, load] = useTemporaryBusy(600);
  const [selection, setSelection] = useState<TableSelection>(NO_SELECTION);
  const [hidden, setHidden] = useState<string[]>([]);
  const [retrying, retry] = useTemporaryBusy(800);
  const total = EXAMPLE_MEMBERS.length;

  // Stands in for a request: the rows change once the "answer" is in.
  const ask = (view: ListView) => {
    setAsked(view);
    load(() => setShown(view));
  };

  const exportMembers = (chosen: TableSelection) => {
    const count = selectionCount(chosen, total);
    notify.success(
      plural(count, {
        one: "# member would be exported. Nothing real was.",
        other: "# members would be exported. Nothing real was.",
      }),
    );
  };

  const details = (member: ExampleMember) => {
    const amount = i18n.number(member.contribution, { style: "currency", currency: "EUR" });
    const since = i18n.date(member.joined, { dateStyle: "long" });
    const name = member.name;
    return <Text size="sm">{t`${name} has given ${amount} a month since ${since}.`}</Text>;
  };

  return (
    <ToolkitSection id="toolkit-tables" title={t`Tables`}>
      <Text>{t`Sort by a column's header, select rows (a whole page offers every matching member), choose the columns and open a member's details.`}</Text>
      <DataTable<ExampleMember>
        caption={t`Example members`}
        columns={columns}
        rows={exampleMembersPage(shown.sort, shown.page, PAGE_SIZE)}
        rowKey={(member) => member.id}
        rowLabel={(member) => member.name}
        total={total}
        loading={loading}
        sort={asked.sort}
        onSortChange={({ column, order }) => {
          if (isSortColumn(column)) ask({ sort: { column, order }, page: 1 });
        }}
        selection={selection}
        onSelectionChange={setSelection}
        bulkActions={(chosen) => (
          <Button variant="primary" size="sm" onClick={() => exportMembers(chosen)}>
            {t`Export`}
          </Button>
        )}
        hiddenColumns={hidden}
        onHiddenColumnsChange={setHidden}
        expandable
        renderSubRow={details}
        paging={{
          page: asked.page,
          pageSize: PAGE_SIZE,
          onPageChange: (page) => ask({ ...asked, page }),
          label: t`Pages of example members`,
        }}
      />

      <div className={states}>
        <div className={state}>
          <Heading level={3}>{t`Loading`}</Heading>
          <DataTable<ExampleMember>
            caption={t`Members, loading for the first time`}
            columns={columns.slice(0, 2)}
            rows={undefined}
            rowKey={(member) => member.id}
            rowLabel={(member) => member.name}
            loading
          />
        </div>
        <div className={state}>
          <Heading level={3}>{t`Empty`}</Heading>
          <DataTable<ExampleMember>
            caption={t`Members, none found`}
            columns={columns.slice(0, 2)}
            rows={[]}
            rowKey={(member) => member.id}
            rowLabel={(member) => member.name}
            emptyMessage={t`No member matches these filters.`}
            emptyAction={
              <Button
                variant="primaryOutlined"
                size="sm"
                onClick={() => notify.success(t`This example has no filters to clear.`)}
              >
                {t`Clear the filters`}
              </Button>
            }
          />
        </div>
        <div className={state}>
          <Heading level={3}>{t`Failed`}</Heading>
          <DataTable<ExampleMember>
            caption={t`Members that could not load`}
            columns={columns.slice(0, 2)}
            rows={undefined}
            rowKey={(member) => member.id}
            rowLabel={(member) => member.name}
            loading={retrying}
            failed={!retrying}
            errorMessage={t`The members could not be loaded. This example always fails.`}
            onRetry={() => retry()}
          />
        </div>
      </div>
    </ToolkitSection>
  );
}
