import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import {
  contactList,
  contactTagList,
  segmentList,
  type ContactListParams,
} from "../../../../../core/contacts/api";
import type { Segment } from "../../../../../core/contacts/list";
import type { RuleGroup } from "../../../../../core/rules";
import { useQuery } from "../../../../../stores/query";
import { Button, LinkButton } from "../../../../../ui/button";
import { ShortcutsHelp, useListShortcuts } from "../../../../../ui/shortcuts";
import { NO_SELECTION, useTableQuery, type TableSelection } from "../../../../../ui/table";
import { Heading, Text } from "../../../../../ui/typography";
import { useListParams } from "../../../../router/list-params";
import { card } from "../../../card";
import { RuleFilterPanel } from "../../shared/RuleFilterPanel";
import { SearchField } from "../../callouts/shared/SearchField";
import { buttonRow, pageHeader, pageStack, roomyOnWideOnly } from "../../callouts/shared/styles";
import { refreshContacts } from "../shared/undo";
import { BulkTagDialog } from "./BulkTagDialog";
import { ContactTable } from "./ContactTable";
import { ExportDialog } from "./ExportDialog";
import { contactFilterFields } from "./filter-fields";
import { CONTACT_LIST_PARAMS, CONTACT_PAGE_SIZE, isContactSort } from "./params";
import { contactRules, EVERY_CONTACT, idRules } from "./rules";
import {
  DeleteSegmentDialog,
  SegmentNameDialog,
  SegmentPicker,
  updateSegmentRules,
} from "./Segments";

const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;
  justify-content: space-between;
`;

const search = css`
  flex: 1 1 18rem;
  max-width: 28rem;
`;

/** Moves focus to the chosen segment's button, e.g. once the segment it was on is deleted. */
const focusChosenSegment = (area: HTMLElement | null) =>
  area?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]')?.focus();

/** `/admin/contacts`: every contact, searched, filtered by rules or a segment, tagged in bulk. */
export default function ContactsPage() {
  const { t, i18n } = useLingui();
  const [params, go] = useListParams(CONTACT_LIST_PARAMS);
  const listArea = useRef<HTMLElement>(null);
  const shortcuts = useListShortcuts(listArea);
  const tagsQuery = useQuery(contactTagList());
  const segmentsQuery = useQuery(segmentList());
  const tags = useMemo(() => (tagsQuery.status === "ready" ? tagsQuery.data : []), [tagsQuery]);
  const segments = segmentsQuery.status === "ready" ? segmentsQuery.data : [];
  const segment = segments.find((candidate) => candidate.id === params.segment);
  const fields = useMemo(() => contactFilterFields(tags, i18n), [tags, i18n]);

  // A segment's rules wait for the segments: the list is not shown unfiltered meanwhile.
  const segmentPending = params.segment !== "" && segmentsQuery.status !== "ready";
  const rules = contactRules(params.search, segment?.ruleGroup, params.rules);
  const request: ContactListParams = {
    limit: CONTACT_PAGE_SIZE,
    offset: (params.page - 1) * CONTACT_PAGE_SIZE,
    sort: params.sort.column,
    order: params.sort.order,
    with: ["tags", "roles"],
    rules,
  };
  const list = useQuery(contactList(request));
  const table = useTableQuery(list, (data) => ({ rows: data.items, total: data.total }));
  const everyone = useQuery(contactList({ limit: 1 }));
  const everyoneCount = everyone.status === "ready" ? everyone.data.total : undefined;

  const listKey = JSON.stringify(rules ?? null);
  const [picked, setPicked] = useState({ key: listKey, selection: NO_SELECTION as TableSelection });
  const selection = picked.key === listKey ? picked.selection : NO_SELECTION;
  const select = (next: TableSelection) => setPicked({ key: listKey, selection: next });
  const [dialog, setDialog] = useState<
    "tag" | "export" | "export-selection" | "segment" | "rename-segment" | "delete-segment"
  >();

  const chosenIds = selection.kind === "some" ? [...selection.ids] : [];
  const bulkRules: RuleGroup =
    selection.kind === "all" ? (rules ?? EVERY_CONTACT) : idRules(chosenIds);
  const bulkCount =
    selection.kind === "all"
      ? list.status === "ready"
        ? list.data.total
        : undefined
      : chosenIds.length;
  const filtered = rules !== undefined;
  // The search or filter narrow the segment: its rules can take them in.
  const refined = params.search.trim() !== "" || (params.rules?.rules.length ?? 0) > 0;
  const showSegment = (next: Segment) => go({ segment: next.id, search: "", rules: undefined });

  const empty = filtered
    ? t`No contacts match the search and filters.`
    : t`There are no contacts yet.`;

  return (
    <div className={pageStack}>
      <div className={pageHeader}>
        <div>
          <Heading level={1}>{t`Contacts`}</Heading>
          <Text>{t`Everyone in your organisation: members, supporters and staff.`}</Text>
        </div>
        <span className={buttonRow}>
          <ShortcutsHelp help={shortcuts} />
          <Link href="/admin/contacts/tags" asChild>
            <LinkButton href="/admin/contacts/tags" variant="primaryOutlined">
              {t`Manage tags`}
            </LinkButton>
          </Link>
          <Link href="/admin/contacts/import" asChild>
            <LinkButton
              href="/admin/contacts/import"
              variant="primaryOutlined"
            >{t`Import contacts`}</LinkButton>
          </Link>
          <Link href="/admin/contacts/add" asChild>
            <LinkButton href="/admin/contacts/add">{t`Add contact`}</LinkButton>
          </Link>
        </span>
      </div>

      <section ref={listArea} className={cx(card, roomyOnWideOnly)}>
        <SegmentPicker
          segments={segments}
          total={everyoneCount}
          selected={segment ? segment.id : ""}
          onSelect={(id) => go({ segment: id })}
        />
        <div className={toolbar}>
          <SearchField
            className={search}
            label={t`Search names and email`}
            value={params.search}
            onSearch={(text) => go({ search: text })}
          />
        </div>
        <RuleFilterPanel
          id="contact"
          label={t`Filter the contacts`}
          fields={fields}
          filter={params.rules}
          onFilterChange={(next) => go({ rules: next })}
          actions={
            <span className={buttonRow}>
              {segment && refined && rules && (
                <Button
                  variant="primaryOutlined"
                  size="sm"
                  onClick={() => void updateSegmentRules(segment, rules, showSegment)}
                >
                  {t`Update the segment`}
                </Button>
              )}
              {segment && (
                <>
                  <Button
                    variant="text"
                    size="sm"
                    aria-label={t`Rename segment “${segment.name}”`}
                    onClick={() => setDialog("rename-segment")}
                  >
                    {t`Rename segment`}
                  </Button>
                  <Button
                    variant="dangerText"
                    size="sm"
                    aria-label={t`Delete segment “${segment.name}”`}
                    onClick={() => setDialog("delete-segment")}
                  >
                    {t`Delete segment`}
                  </Button>
                </>
              )}
              {filtered && (
                <Button variant="primaryOutlined" size="sm" onClick={() => setDialog("segment")}>
                  {t`Save as segment`}
                </Button>
              )}
              <Button variant="primaryOutlined" size="sm" onClick={() => setDialog("export")}>
                {t`Export`}
              </Button>
            </span>
          }
        />
        <ContactTable
          {...table}
          loading={table.loading || segmentPending}
          errorMessage={t`We couldn't load the contacts.`}
          onRetry={refreshContacts}
          emptyMessage={table.total === 0 ? empty : t`This page has no contacts.`}
          emptyAction={
            filtered ? (
              <Button
                variant="primaryOutlined"
                size="sm"
                onClick={() => go({ search: "", rules: undefined, segment: "" })}
              >
                {t`Clear the search and filters`}
              </Button>
            ) : undefined
          }
          sort={params.sort}
          hiddenColumns={params.hide}
          onHiddenColumnsChange={(hide) => go({ hide, page: params.page })}
          onSortChange={({ column, order }) => {
            if (isContactSort(column)) go({ sort: { column, order } });
          }}
          selection={selection}
          onSelectionChange={select}
          bulkActions={() => (
            <>
              <Button size="sm" variant="primaryOutlined" onClick={() => setDialog("tag")}>
                {t`Tag…`}
              </Button>
              <Button
                size="sm"
                variant="primaryOutlined"
                onClick={() => setDialog("export-selection")}
              >
                {t`Export…`}
              </Button>
            </>
          )}
          paging={{
            page: params.page,
            pageSize: CONTACT_PAGE_SIZE,
            onPageChange: (page) => go({ page }),
            label: t`Pages of contacts`,
          }}
        />
      </section>
      {dialog === "tag" && (
        <BulkTagDialog
          count={bulkCount}
          rules={bulkRules}
          tags={tags}
          // The selection stays, for another action on the same contacts (an export).
          onDone={() => setDialog(undefined)}
          onCancel={() => setDialog(undefined)}
        />
      )}
      {dialog === "export" && (
        <ExportDialog rules={rules} count={table.total} onClose={() => setDialog(undefined)} />
      )}
      {dialog === "export-selection" && (
        <ExportDialog
          rules={bulkRules}
          count={bulkCount ?? 0}
          selected
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === "segment" && rules && (
        <SegmentNameDialog
          rules={rules}
          onSaved={(saved) => {
            setDialog(undefined);
            showSegment(saved);
          }}
          onCancel={() => setDialog(undefined)}
        />
      )}
      {dialog === "rename-segment" && segment && (
        <SegmentNameDialog
          segment={segment}
          onSaved={() => setDialog(undefined)}
          onCancel={() => setDialog(undefined)}
        />
      )}
      {dialog === "delete-segment" && segment && (
        <DeleteSegmentDialog
          segment={segment}
          onDeleted={() => {
            setDialog(undefined);
            go({ segment: "" });
            // Its buttons are gone with it: focus goes to "All contacts", now chosen.
            requestAnimationFrame(() => focusChosenSegment(listArea.current));
          }}
          onRestored={showSegment}
          onCancel={() => setDialog(undefined)}
        />
      )}
    </div>
  );
}
