import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "wouter";
import {
  calloutResponseCount,
  calloutResponses,
  type ResponseListParams as ApiListParams,
} from "@core/callouts/api";
import type { Callout } from "@core/callouts/callout";
import type { CalloutResponseWith } from "@core/callouts/response";
import { pathTo } from "@core/pages";
import type { RuleGroup } from "@core/rules";
import { useQuery } from "@stores/query";
import { useListShortcuts } from "@ui/shortcuts";
import { NO_SELECTION, useTableQuery } from "@ui/table";
import { useListParams } from "@app/router/list-params";
import type { PageProps } from "@app/router/types";
import { card } from "@app/pages/shared/card";
import { BUCKET_LABELS, type BucketId } from "../../shared/buckets";
import { CalloutView } from "../shared/CalloutView";
import { refreshCallout } from "../shared/refresh";
import { roomyOnWideOnly } from "../../shared/styles";
import { BucketTabs } from "./BucketTabs";
import { BulkActionButtons } from "./BulkActionButtons";
import { BulkDialog, type BulkKind } from "./BulkDialog";
import { ResponseExportDialog } from "./ResponseExportDialog";
import { FiltersPanel } from "./FiltersPanel";
import {
  RESPONSE_LIST_PARAMS,
  RESPONSE_PAGE_SIZE,
  isResponseSort,
  responseLinkSearch,
  type ResponseListParams,
} from "./params";
import { findQuestion } from "./questions";
import { ResponseTable } from "./ResponseTable";
import { bulkRules, checkedFilter, filterRules, idGroups, listRules } from "./rules";
import { ResponseListActions } from "./ResponseListActions";
import { SavedViews } from "./SavedViews";
import { useEmptyList } from "./useEmptyList";
import { useExportScope } from "./useExportScope";
import { useListSelection } from "./useListSelection";
import { useResponseFilterFields } from "./useResponseFilterFields";

const notice = css`
  padding: 0.75rem 1rem;
  border-left: 4px solid rgb(var(--c-warning));
  border-radius: 0.25rem;
  background-color: rgb(var(--c-warning-10));
`;

/** The responses a page of the list asks for, with what its columns show. */
function pageRequest(
  calloutId: string,
  params: ResponseListParams,
  rules: RuleGroup,
  withAnswers: boolean,
) {
  const relations: CalloutResponseWith[] = ["assignee", "contact", "tags"];
  if (withAnswers) relations.push("answers");
  if (params.comment) relations.push("latestComment");
  const query: ApiListParams = {
    limit: RESPONSE_PAGE_SIZE,
    offset: (params.page - 1) * RESPONSE_PAGE_SIZE,
    sort: params.sort.column,
    order: params.sort.order,
    with: relations,
    rules,
  };
  return calloutResponses(calloutId, query);
}

/** How many responses each bucket holds with the filter. */
function useBucketCounts(
  calloutId: string,
  rules: RuleGroup,
): Record<BucketId, number | undefined> {
  return {
    inbox: useBucketCount(calloutId, "inbox", rules),
    verified: useBucketCount(calloutId, "verified", rules),
    trash: useBucketCount(calloutId, "trash", rules),
  };
}

/** How many responses a bucket holds with the filter. */
function useBucketCount(calloutId: string, bucket: BucketId, rules: RuleGroup) {
  const count = useQuery(
    calloutResponseCount(calloutId, listRules(bucket, rules, { tag: "", assignee: "" })),
  );
  return count.status === "ready" ? count.data.total : undefined;
}

function Responses({ callout }: { callout: Callout }) {
  const { t, i18n } = useLingui();
  const [path] = useLocation();
  const [params, go] = useListParams(RESPONSE_LIST_PARAMS);
  const listArea = useRef<HTMLElement>(null);
  const shortcuts = useListShortcuts(listArea);
  const { user, tags, people, questions, fields } = useResponseFilterFields(callout);
  const form = callout.formSchema;

  const { filter, ignored } = checkedFilter(params.rules, form);
  const quick = { tag: params.tag, assignee: params.assignee };
  const rules = listRules(params.bucket, filter, quick);
  const acrossBuckets = filterRules(filter, quick);
  const question = findQuestion(form, params.answer);
  const list = useQuery(pageRequest(callout.id, params, rules, question !== undefined));
  const table = useTableQuery(list, (data) => ({ rows: data.items, total: data.total }));
  const counts = useBucketCounts(callout.id, acrossBuckets);

  const { selection, select } = useListSelection(rules);
  const [hidden, setHidden] = useState<string[]>([]);
  // The Columns button joins the row of the Filters button rather than taking one of its own.
  const [chooserSlot, setChooserSlot] = useState<HTMLSpanElement | null>(null);
  const [bulk, setBulk] = useState<BulkKind>();
  const [exporting, setExporting] = useState(false);

  const linkSearch = responseLinkSearch(params);
  const hrefOf = (response: { id: string }) =>
    `${pathTo("/admin/callouts/view/:id/responses/:rid", { id: callout.id, rid: response.id })}${linkSearch}`;

  const chosenIds = selection.kind === "some" ? [...selection.ids] : [];
  const bulkTargets =
    selection.kind === "all" ? [bulkRules(callout.id, rules)] : idGroups(callout.id, chosenIds);
  const bulkCount = selection.kind === "all" ? counts[params.bucket] : chosenIds.length;
  const me = user ? { id: user.id, name: t`Me (${user.displayName})` } : undefined;
  const bucketName = i18n._(BUCKET_LABELS[params.bucket]);

  const filtered = Boolean(filter) || Boolean(params.tag) || Boolean(params.assignee);
  const exportScope = useExportScope({
    chosenIds,
    rules,
    table,
    filtered,
    bucketName,
  });

  const empty = useEmptyList({
    bucket: params.bucket,
    bucketName,
    filtered,
    total: table.total,
    onClearFilters: () => go({ rules: undefined, tag: "", assignee: "" }),
  });

  return (
    <section ref={listArea} className={cx(card, roomyOnWideOnly)} aria-label={t`Responses`}>
      <SavedViews
        calloutId={callout.id}
        path={path}
        state={{ rules: acrossBuckets.rules.length > 0 ? acrossBuckets : undefined, params }}
        onSaved={(view) =>
          go({
            view: view.id,
            rules: acrossBuckets.rules.length > 0 ? acrossBuckets : undefined,
            tag: "",
            assignee: "",
          })
        }
      />
      <FiltersPanel
        fields={fields}
        filter={filter}
        onFilterChange={(next) => go({ rules: next })}
        tag={params.tag}
        onTagChange={(tag) => go({ tag })}
        assignee={params.assignee}
        onAssigneeChange={(assignee) => go({ assignee })}
        tags={tags}
        people={people}
        questions={questions}
        answer={question ? question.id : ""}
        onAnswerChange={(answer) => go({ answer })}
        comment={params.comment}
        onCommentChange={(comment) => go({ comment })}
        actions={
          <ResponseListActions
            chooserSlot={setChooserSlot}
            chosenIds={chosenIds}
            onExport={() => setExporting(true)}
            shortcuts={shortcuts}
          />
        }
      />
      {ignored && (
        <p className={notice} role="status">
          {t`The filter in this address no longer fits the callout's questions, so it is left out.`}
        </p>
      )}
      <BucketTabs counts={counts}>
        {() => (
          <ResponseTable
            {...table}
            hrefOf={hrefOf}
            question={question}
            showComment={params.comment}
            onTagClick={(tag) => go({ tag: tag.id })}
            errorMessage={t`We couldn't load the responses.`}
            onRetry={() => refreshCallout(callout.id)}
            {...empty}
            sort={params.sort}
            onSortChange={({ column, order }) => {
              if (isResponseSort(column)) go({ sort: { column, order } });
            }}
            selection={selection}
            onSelectionChange={select}
            bulkActions={() => <BulkActionButtons onBulk={setBulk} />}
            hiddenColumns={hidden}
            onHiddenColumnsChange={setHidden}
            placeColumnChooser={(chooser) =>
              chooserSlot ? createPortal(chooser, chooserSlot) : chooser
            }
            selectionHint={t`Open a response and press ? for the keys that triage it.`}
            paging={{
              page: params.page,
              pageSize: RESPONSE_PAGE_SIZE,
              onPageChange: (page) => go({ page }),
              label: t`Pages of responses`,
            }}
          />
        )}
      </BucketTabs>
      {bulk && (
        <BulkDialog
          kind={bulk}
          calloutId={callout.id}
          bucket={params.bucket}
          count={bulkCount}
          targets={bulkTargets}
          tags={tags}
          people={{ me, others: people }}
          onDone={() => {
            setBulk(undefined);
            select(NO_SELECTION);
          }}
          onCancel={() => setBulk(undefined)}
        />
      )}
      <ResponseExportDialog
        open={exporting}
        calloutId={callout.id}
        scope={exportScope}
        onClose={() => setExporting(false)}
      />
    </section>
  );
}

/**
 * `/admin/callouts/view/:id/responses`: a callout's responses by bucket, filtered by rule
 * groups over its fields and questions and by quick filters, sorted and paged on the server,
 * all in the address; saved views shared by the desk; bulk triage with counts before and
 * undo after; exports of the filter or the selection with their progress.
 */
export default function ResponsesPage({ params }: PageProps) {
  return (
    <CalloutView id={params.id ?? ""}>{(callout) => <Responses callout={callout} />}</CalloutView>
  );
}
