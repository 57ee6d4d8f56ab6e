import { css } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { isApiError } from "@core/api";
import {
  createResponseView,
  deleteResponseView,
  putResponseView,
  responseViews,
  updateResponseView,
} from "@core/callouts/api";
import { CreateResponseView, type ResponseView } from "@core/callouts/view";
import type { RuleGroup } from "@core/rules";
import { QueryView } from "@ui/query-view";
import { listSearch } from "@app/router/list-params";
import { STORED_BUCKET, bucketId } from "../../shared/buckets";
import type { SavedFilterKind } from "../../shared/saved-filters/saved-filter-kind";
import { SavedFilterActions } from "../../shared/saved-filters/SavedFilterActions";
import { SavedFilterDialogs } from "../../shared/saved-filters/SavedFilterDialogs";
import { SavedFilterList } from "../../shared/saved-filters/SavedFilterList";
import { useSavedFilterList, useSavedFilters } from "../../shared/saved-filters/useSavedFilters";
import { muted } from "../../shared/styles";
import { RESPONSE_LIST_PARAMS, type ResponseListParams } from "./params";

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const label = css`
  font-size: 0.875rem;
  font-weight: 600;
`;

/** What a view stores of the list: its filter (quick filters folded in), order and bucket. */
interface ListState {
  rules: RuleGroup | undefined;
  params: ResponseListParams;
}

/** The address of a list shown through a saved view. */
function viewSearch(view: ResponseView, params: ResponseListParams): string {
  return listSearch(RESPONSE_LIST_PARAMS, {
    ...params,
    bucket: bucketId(view.bucket ?? "") ?? "inbox",
    rules: view.rules ?? undefined,
    tag: "",
    assignee: "",
    sort: { column: view.sort, order: view.order },
    page: 1,
    view: view.id,
  });
}

/** Whether the list shows what the view saved, or has been changed since it was applied. */
function matches(view: ResponseView, state: ListState): boolean {
  const { params } = state;
  return (
    JSON.stringify(view.rules ?? null) === JSON.stringify(state.rules ?? null) &&
    view.sort === params.sort.column &&
    view.order === params.sort.order &&
    (view.bucket ?? "") === STORED_BUCKET[params.bucket]
  );
}

/** What a view saves of the list. */
type ViewFilter = Required<Omit<CreateResponseView, "name">>;

/**
 * A callout's saved views of its responses, which everyone who triages it shares and edits; an
 * update or a deletion can be undone.
 */
const responseViewKind = (
  calloutId: string,
): SavedFilterKind<ResponseView, ViewFilter, CreateResponseView> => ({
  id: "view",
  list: responseViews(calloutId),
  create: ({ name }, filter) => createResponseView(calloutId, { name, ...filter }),
  rename: (view, name) => updateResponseView(calloutId, view.id, { name }),
  update: (view, filter) => updateResponseView(calloutId, view.id, filter),
  remove: (view) => deleteResponseView(calloutId, view.id),
  // Under its id, so links to it work again.
  restore: {
    send: ({ id, name, rules, sort, order, bucket }) =>
      putResponseView(calloutId, id, { name, rules, sort, order, bucket }),
    done: (view) => msg`The view “${view.name}” is back.`,
    failed: msg`The view could not be restored.`,
  },
  revert: {
    send: ({ id, rules, sort, order, bucket }) =>
      updateResponseView(calloutId, id, { rules, sort, order, bucket }),
    done: (view) => msg`The view “${view.name}” is as it was.`,
    failed: msg`The view could not be put back.`,
  },
  naming: {
    schema: CreateResponseView,
    toBody: (name): CreateResponseView => ({ name }),
    explain: (error) =>
      isApiError(error, ["duplicate-view-name"])
        ? { field: "name", message: msg`A saved view of this callout has that name already.` }
        : undefined,
  },
  words: {
    saveAs: msg`Save this list as a view`,
    nameLabel: msg`Name of the view`,
    saveSubmit: msg`Save view`,
    saved: ({ name }) =>
      msg`The view “${name}” is saved. Everyone who triages this callout can use it.`,
    update: (view) => msg`Update “${view.name}” to this list`,
    updated: (view) => msg`The view “${view.name}” now shows this list.`,
    updateFailed: msg`The view could not be updated.`,
    rename: (view) => ({ label: msg`Rename “${view.name}”` }),
    delete: (view) => ({ label: msg`Delete “${view.name}”` }),
    deleteTitle: (view) => msg`Delete the view “${view.name}”?`,
    deleteConfirm: msg`Delete view`,
    deleteNote: msg`It goes for everyone who triages this callout. The responses stay as they are.`,
    deleted: (view) => msg`The view “${view.name}” is deleted.`,
    deleteFailed: msg`The view could not be deleted.`,
  },
});

/**
 * The callout's saved views, shared by everyone who triages it: each is a link to the list as
 * it was saved (bucket, filter, order). The current list can be saved as a new view, and the
 * view it came from renamed, updated to it, or deleted.
 */
export function SavedViews({
  calloutId,
  path,
  state,
  onSaved,
}: {
  calloutId: string;
  /** The list's own address, without its query. */
  path: string;
  state: ListState;
  /** Marks the list as showing the view just saved. */
  onSaved(view: ResponseView): void;
}) {
  const { t } = useLingui();
  const kind = responseViewKind(calloutId);
  const views = useSavedFilters(kind, useSavedFilterList(kind.list, state.params.view), {
    filter: {
      rules: state.rules ?? null,
      sort: state.params.sort.column,
      order: state.params.sort.order,
      bucket: STORED_BUCKET[state.params.bucket],
    },
    onSaved,
  });
  const { active } = views;

  return (
    <div className={bar}>
      <span className={label} id="saved-views-label">
        {t`Saved views`}
      </span>
      <QueryView
        state={views.state}
        read={kind.list}
        loading={t`Loading the saved views`}
        failed={t`They could not be loaded.`}
        isEmpty={(all) => all.length === 0}
        empty={<span className={muted}>{t`None yet.`}</span>}
      >
        {(all) => (
          <SavedFilterList
            labelledBy="saved-views-label"
            entries={all.map((view) => ({
              id: view.id,
              name: view.name,
              href: `${path}${viewSearch(view, state.params)}`,
            }))}
            selected={active?.id}
          />
        )}
      </QueryView>
      <SavedFilterActions
        filters={views}
        canSave
        changed={active !== undefined && !matches(active, state)}
      />
      <SavedFilterDialogs filters={views} />
    </div>
  );
}
