import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { contactList, type ContactListParams } from "@core/contacts/api";
import { contactTagList } from "@core/contact-tags/api";
import { useQuery } from "@stores/query";
import { Button } from "@ui/button";
import { useListShortcuts } from "@ui/shortcuts";
import { useTableQuery } from "@ui/table";
import { useListParams } from "@app/router/list-params";
import { card } from "@app/pages/shared/card";
import { RuleFilterPanel } from "../../shared/RuleFilterPanel";
import { SavedFilterDialogs } from "../../shared/saved-filters/SavedFilterDialogs";
import { buttonRow, pageStack, roomyOnWideOnly } from "../../shared/styles";
import { refreshContacts } from "../shared/undo";
import { ContactBulkActions } from "./ContactBulkActions";
import { ContactDialogs, type ContactDialog } from "./ContactDialogs";
import { ContactSearchBar } from "./ContactSearchBar";
import { ContactsHeader } from "./ContactsHeader";
import { ContactTable } from "./ContactTable";
import { contactFilterFields } from "./filter-fields";
import { CONTACT_LIST_PARAMS, CONTACT_PAGE_SIZE, isContactSort } from "./params";
import { SegmentActions, SegmentPicker } from "./Segments";
import { useContactSelection } from "./useContactSelection";
import { useSegments } from "./useSegments";

/* Only the Columns button it holds shows: no box of its own in the row. */
const slot = css`
  display: contents;
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
  const tags = useMemo(() => (tagsQuery.status === "ready" ? tagsQuery.data : []), [tagsQuery]);
  const fields = useMemo(() => contactFilterFields(tags, i18n), [tags, i18n]);
  const { segments, pending, filter, rules } = useSegments(params, go, () => {
    go({ segment: "" });
    // Its buttons are gone with it: focus goes to "All contacts", now chosen.
    requestAnimationFrame(() => focusChosenSegment(listArea.current));
  });
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

  const { selection, select, bulkRules, bulkCount } = useContactSelection(
    rules,
    list.status === "ready" ? list.data.total : undefined,
  );
  // The Columns button joins the row of the Filters button rather than taking one of its own.
  const [chooserSlot, setChooserSlot] = useState<HTMLSpanElement | null>(null);
  const [dialog, setDialog] = useState<ContactDialog>();

  const filtered = rules !== undefined;

  const empty = filtered
    ? t`No contacts match the search and filters.`
    : t`There are no contacts yet.`;

  return (
    <div className={pageStack}>
      <ContactsHeader shortcuts={shortcuts} />

      <section ref={listArea} className={cx(card, roomyOnWideOnly)}>
        <SegmentPicker
          segments={segments}
          total={everyoneCount}
          // Another segment's rules replace the filter, which showed the last one's.
          onSelect={(id) => go({ segment: id, rules: undefined })}
        />
        <ContactSearchBar
          search={params.search}
          tag={params.tag}
          tags={tags}
          onSearch={(text) => go({ search: text })}
          onTag={(tag) => go({ tag })}
        />
        <RuleFilterPanel
          id="contact"
          label={t`Filter the contacts`}
          fields={fields}
          filter={filter}
          clearable={!segments.active}
          onFilterChange={(next) => go({ rules: next })}
          actions={
            <>
              <SegmentActions
                segments={segments}
                editedRules={params.rules}
                search={params.search}
                tag={params.tag}
                onBackToSegment={() => go({ rules: undefined })}
              />
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
          loading={table.loading || pending}
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
            <ContactBulkActions
              onTag={() => setDialog("tag")}
              onExport={() => setDialog("export-selection")}
            />
          )}
          paging={{
            page: params.page,
            pageSize: CONTACT_PAGE_SIZE,
            onPageChange: (page) => go({ page }),
            label: t`Pages of contacts`,
          }}
        />
      </section>
      <ContactDialogs
        dialog={dialog}
        rules={rules}
        total={table.total}
        bulkRules={bulkRules}
        bulkCount={bulkCount}
        tags={tags}
        onClose={() => setDialog(undefined)}
      />
      <SavedFilterDialogs filters={segments} />
    </div>
  );
}
