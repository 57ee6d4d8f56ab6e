import { css, cx } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "wouter";
import {
  calloutResponseCount,
  calloutResponses,
  calloutReviewers,
  calloutTags,
  type ResponseListParams as ApiListParams,
} from "@core/callouts/api";
import type { Callout } from "@core/callouts/callout";
import type { CalloutResponseWith } from "@core/callouts/response";
import { pathTo } from "@core/pages";
import { MAX_RULES, type RuleGroup } from "@core/rules";
import { useQuery } from "@stores/query";
import { $currentUser } from "@stores/session";
import { Button } from "@ui/button";
import { ShortcutsHelp, useListShortcuts } from "@ui/shortcuts";
import { NO_SELECTION, useTableQuery, type TableSelection } from "@ui/table";
import { Tabs } from "@ui/tabs";
import { useListParams } from "../../../../router/list-params";
import type { PageProps } from "../../../../router/types";
import { card } from "../../../card";
import { BUCKET_IDS, BUCKET_LABELS, type BucketId } from "../../shared/buckets";
import { CalloutView } from "../shared/CalloutView";
import { refreshCallout } from "../shared/refresh";
import { buttonRow, roomyOnWideOnly } from "../../shared/styles";
import { BulkDialog, type BulkKind } from "./BulkDialog";
import { ResponseExportDialog, type ExportScope } from "./ResponseExportDialog";
import { assignables, responseFilterFields } from "./filter-fields";
import { FiltersPanel } from "./FiltersPanel";
import {
  BUCKET_PARAM,
  RESPONSE_LIST_PARAMS,
  RESPONSE_PAGE_SIZE,
  isResponseSort,
  responseLinkSearch,
  type ResponseListParams,
} from "./params";
import { findQuestion, questionsOf } from "./questions";
import { ResponseTable } from "./ResponseTable";
import { bulkRules, checkedFilter, filterRules, idGroups, listRules } from "./rules";
import { SavedViews } from "./SavedViews";

/* Only the Columns button it holds shows: no box of its own in the row. */
const slot = css`
  display: contents;
`;

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
  const user = useStore($currentUser);
  const [params, go] = useListParams(RESPONSE_LIST_PARAMS);
  const listArea = useRef<HTMLElement>(null);
  const shortcuts = useListShortcuts(listArea);
  const tagsQuery = useQuery(calloutTags(callout.id));
  const reviewersQuery = useQuery(calloutReviewers(callout.id));
  const tags = useMemo(() => (tagsQuery.status === "ready" ? tagsQuery.data : []), [tagsQuery]);
  const people = useMemo(
    () => assignables(reviewersQuery.status === "ready" ? reviewersQuery.data : [], user),
    [reviewersQuery, user],
  );
  const form = callout.formSchema;
  const questions = useMemo(() => questionsOf(form), [form]);
  const fields = useMemo(
    () => responseFilterFields(form, tags, people, i18n),
    [form, tags, people, i18n],
  );

  const { filter, ignored } = checkedFilter(params.rules, form);
  const quick = { tag: params.tag, assignee: params.assignee };
  const rules = listRules(params.bucket, filter, quick);
  const acrossBuckets = filterRules(filter, quick);
  const question = findQuestion(form, params.answer);
  const list = useQuery(pageRequest(callout.id, params, rules, question !== undefined));
  const table = useTableQuery(list, (data) => ({ rows: data.items, total: data.total }));
  const counts: Record<BucketId, number | undefined> = {
    inbox: useBucketCount(callout.id, "inbox", acrossBuckets),
    verified: useBucketCount(callout.id, "verified", acrossBuckets),
    trash: useBucketCount(callout.id, "trash", acrossBuckets),
  };

  // A selection belongs to one list: another bucket or filter starts afresh.
  const listKey = JSON.stringify(rules);
  const [picked, setPicked] = useState<{ key: string; selection: TableSelection }>({
    key: listKey,
    selection: NO_SELECTION,
  });
  const selection = picked.key === listKey ? picked.selection : NO_SELECTION;
  const select = (next: TableSelection) => setPicked({ key: listKey, selection: next });
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
  const exportScope: ExportScope =
    selection.kind === "some" && chosenIds.length > 0
      ? chosenIds.length < MAX_RULES
        ? {
            rules: {
              condition: "OR",
              rules: chosenIds.map((id) => ({ field: "id", operator: "equal", value: [id] })),
            },
            count: chosenIds.length,
            description: plural(chosenIds.length, {
              one: "The selected response.",
              other: "The # selected responses.",
            }),
          }
        : {
            rules,
            count: 0,
            description: t`Pick at most ${MAX_RULES - 1} responses by hand to export them, or select all that match the filter.`,
          }
      : {
          rules,
          count: table.total,
          description: filtered
            ? plural(table.total, {
                0: `No response in ${bucketName} matches the filter.`,
                one: `The response in ${bucketName} that matches the filter.`,
                other: `The # responses in ${bucketName} that match the filter.`,
              })
            : plural(table.total, {
                0: `There are no responses in ${bucketName}.`,
                one: `The one response in ${bucketName}.`,
                other: `All # responses in ${bucketName}.`,
              }),
        };

  const empty = filtered
    ? t`No responses in ${bucketName} match the filter.`
    : params.bucket === "inbox"
      ? t`The inbox is empty: every response has been sorted.`
      : t`No responses in ${bucketName}.`;

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
          <>
            <span className={buttonRow}>
              <span ref={setChooserSlot} className={slot} />
              <Button variant="primaryOutlined" size="sm" onClick={() => setExporting(true)}>
                {selection.kind === "some" && chosenIds.length > 0
                  ? plural(chosenIds.length, {
                      one: "Export # selected",
                      other: "Export # selected",
                    })
                  : t`Export`}
              </Button>
            </span>
            <ShortcutsHelp help={shortcuts} />
          </>
        }
      />
      {ignored && (
        <p className={notice} role="status">
          {t`The filter in this address no longer fits the callout's questions, so it is left out.`}
        </p>
      )}
      <Tabs
        label={t`Buckets`}
        param={BUCKET_PARAM}
        activation="manual"
        clearParams={["page"]}
        tabs={BUCKET_IDS.map((id) => ({
          id,
          label: i18n._(BUCKET_LABELS[id]),
          count: counts[id],
        }))}
      >
        {() => (
          <ResponseTable
            {...table}
            hrefOf={hrefOf}
            question={question}
            showComment={params.comment}
            onTagClick={(tag) => go({ tag: tag.id })}
            errorMessage={t`We couldn't load the responses.`}
            onRetry={() => refreshCallout(callout.id)}
            emptyMessage={table.total === 0 ? empty : t`This page has no responses.`}
            emptyAction={
              filtered ? (
                <Button
                  variant="primaryOutlined"
                  size="sm"
                  onClick={() => go({ rules: undefined, tag: "", assignee: "" })}
                >
                  {t`Clear the filters`}
                </Button>
              ) : undefined
            }
            sort={params.sort}
            onSortChange={({ column, order }) => {
              if (isResponseSort(column)) go({ sort: { column, order } });
            }}
            selection={selection}
            onSelectionChange={select}
            bulkActions={() => (
              <span className={buttonRow}>
                <Button size="sm" variant="primaryOutlined" onClick={() => setBulk("move")}>
                  {t`Move…`}
                </Button>
                <Button size="sm" variant="primaryOutlined" onClick={() => setBulk("tag")}>
                  {t`Tag…`}
                </Button>
                <Button size="sm" variant="primaryOutlined" onClick={() => setBulk("assign")}>
                  {t`Assign…`}
                </Button>
              </span>
            )}
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
      </Tabs>
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
