import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "wouter";
import {
  contactList,
  contactTagList,
  segmentList,
  type ContactListParams,
} from "@core/contacts/api";
import type { Segment } from "@core/contacts/list";
import type { RuleGroup } from "@core/rules";
import { useQuery } from "@stores/query";
import { Button, LinkButton } from "@ui/button";
import { Select } from "@ui/form";
import { ShortcutsHelp, useListShortcuts } from "@ui/shortcuts";
import { NO_SELECTION, useTableQuery, type TableSelection } from "@ui/table";
import { Heading, Text } from "@ui/typography";
import { useListParams } from "../../../../router/list-params";
import { card } from "../../../card";
import { RuleFilterPanel } from "../../shared/RuleFilterPanel";
import { SearchField } from "../../shared/SearchField";
import { buttonRow, pageHeader, pageStack, roomyOnWideOnly } from "../../shared/styles";
import { refreshContacts } from "../shared/undo";
import { BulkTagDialog } from "./BulkTagDialog";
import { ContactTable } from "./ContactTable";
import { ContactExportDialog } from "./ContactExportDialog";
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
`;

/* Only the Columns button it holds shows: no box of its own in the row. */
const slot = css`
  display: contents;
`;

const search = css`
  flex: 1 1 18rem;
  max-width: 28rem;
`;

/* As wide as the search above it once it wraps onto a line of its own (a phone). */
const tagPicker = css`
  flex: 1 1 16rem;
  min-width: 10rem;
  @media (min-width: 40rem) {
    flex-grow: 0;
  }
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
  // The filter shows a segment's rules to edit; edited, they stand in its place until saved.
  const filter =
    params.rules ?? (segment && segment.ruleGroup.rules.length > 0 ? segment.ruleGroup : undefined);
  const rules = contactRules(params.search, undefined, filter, params.tag);
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
  // The Columns button joins the row of the Filters button rather than taking one of its own.
  const [chooserSlot, setChooserSlot] = useState<HTMLSpanElement | null>(null);
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
  // The search, the tag or edited rules change the segment: its rules can take them in.
  const refined =
    params.search.trim() !== "" ||
    params.tag !== "" ||
    (params.rules !== undefined &&
      JSON.stringify(params.rules) !== JSON.stringify(segment?.ruleGroup));
  const showSegment = (next: Segment) =>
    go({ segment: next.id, search: "", rules: undefined, tag: "" });
  const tagged = tags.some((tag) => tag.id === params.tag) ? params.tag : "";

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
          <ShortcutsHelp help={shortcuts} />
        </span>
      </div>

      <section ref={listArea} className={cx(card, roomyOnWideOnly)}>
        <SegmentPicker
          segments={segments}
          total={everyoneCount}
          selected={segment ? segment.id : ""}
          // Another segment's rules replace the filter, which showed the last one's.
          onSelect={(id) => go({ segment: id, rules: undefined })}
        />
        <div className={toolbar}>
          <SearchField
            className={search}
            label={t`Search names and email`}
            value={params.search}
            onSearch={(text) => go({ search: text })}
          />
          <Select
            className={tagPicker}
            label={t`Tagged with`}
            value={tagged}
            onChange={(event) => go({ tag: event.target.value })}
            options={[
              { value: "", label: t`Any tag or none` },
              ...tags.map((tag) => ({ value: tag.id, label: tag.name })),
            ]}
          />
        </div>
        <RuleFilterPanel
          id="contact"
          label={t`Filter the contacts`}
          fields={fields}
          filter={filter}
          clearable={!segment}
          onFilterChange={(next) => go({ rules: next })}
          actions={
            <>
              {(segment || filtered) && (
                <span className={buttonRow}>
                  {segment && params.rules && (
                    <Button variant="text" size="sm" onClick={() => go({ rules: undefined })}>
                      {t`Back to the segment's rules`}
                    </Button>
                  )}
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
                    <Button
                      variant="primaryOutlined"
                      size="sm"
                      onClick={() => setDialog("segment")}
                    >
                      {t`Save as segment`}
                    </Button>
                  )}
                </span>
              )}
              <span className={buttonRow}>
                <span ref={setChooserSlot} className={slot} />
                <Button variant="primaryOutlined" size="sm" onClick={() => setDialog("export")}>
                  {t`Export`}
                </Button>
              </span>
            </>
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
                onClick={() => go({ search: "", rules: undefined, segment: "", tag: "" })}
              >
                {t`Clear the search and filters`}
              </Button>
            ) : undefined
          }
          sort={params.sort}
          hiddenColumns={params.hide}
          onHiddenColumnsChange={(hide) => go({ hide, page: params.page })}
          selectionHint={t`Tick contacts to tag or export several at once.`}
          placeColumnChooser={(chooser) =>
            chooserSlot ? createPortal(chooser, chooserSlot) : chooser
          }
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
        <ContactExportDialog
          rules={rules}
          count={table.total}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === "export-selection" && (
        <ContactExportDialog
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
