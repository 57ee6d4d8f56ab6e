import { css } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { isApiError } from "@core/api";
import {
  createResponseView,
  deleteResponseView,
  responseViews,
  updateResponseView,
} from "@core/callouts/api";
import { CreateResponseView, type ResponseView } from "@core/callouts/view";
import type { RuleGroup } from "@core/rules";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery } from "@stores/query";
import { Button } from "@ui/button";
import { listSearch } from "../../../../router/list-params";
import { STORED_BUCKET, bucketId } from "../../shared/buckets";
import { DeleteSavedFilterDialog } from "../../shared/saved-filters/DeleteSavedFilterDialog";
import { SavedFilterList } from "../../shared/saved-filters/SavedFilterList";
import { SavedFilterNameDialog } from "../../shared/saved-filters/SavedFilterNameDialog";
import { saveChange } from "../../shared/saved-filters/save-change";
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
export interface ListState {
  rules: RuleGroup | undefined;
  params: ResponseListParams;
}

/** The address of a list shown through a saved view. */
export function viewSearch(view: ResponseView, params: ResponseListParams): string {
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

const explainName = (error: unknown) =>
  isApiError(error, ["duplicate-view-name"])
    ? { field: "name" as const, message: msg`A saved view of this callout has that name already.` }
    : undefined;

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
  const views = useQuery(responseViews(calloutId));
  const [editing, setEditing] = useState<"save" | "rename" | "delete">();
  const [busy, setBusy] = useState(false);
  const all = views.status === "ready" ? views.data : [];
  const active = all.find((view) => view.id === state.params.view);
  const changed = active !== undefined && !matches(active, state);
  const refresh = () => invalidate(responseViews(calloutId));
  const close = () => setEditing(undefined);

  const body = {
    rules: state.rules ?? null,
    sort: state.params.sort.column,
    order: state.params.sort.order,
    bucket: STORED_BUCKET[state.params.bucket],
  };

  const update = async () => {
    if (!active) return;
    setBusy(true);
    await saveChange({
      send: () => api.send(updateResponseView(calloutId, active.id, body)),
      done: refresh,
      success: t`The view “${active.name}” now shows this list.`,
      failure: t`The view could not be updated.`,
    });
    setBusy(false);
  };

  return (
    <div className={bar}>
      <span className={label} id="saved-views-label">
        {t`Saved views`}
      </span>
      {all.length > 0 ? (
        <SavedFilterList
          labelledBy="saved-views-label"
          entries={all.map((view) => ({
            id: view.id,
            name: view.name,
            href: `${path}${viewSearch(view, state.params)}`,
          }))}
          selected={active?.id}
        />
      ) : (
        <span className={muted}>
          {views.status === "failed" ? t`They could not be loaded.` : t`None yet.`}
        </span>
      )}
      <Button variant="text" size="sm" onClick={() => setEditing("save")}>
        {t`Save this list as a view`}
      </Button>
      {active && (
        <>
          {changed && (
            <Button variant="text" size="sm" loading={busy} onClick={() => void update()}>
              {t`Update “${active.name}” to this list`}
            </Button>
          )}
          <Button variant="text" size="sm" onClick={() => setEditing("rename")}>
            {t`Rename “${active.name}”`}
          </Button>
          <Button variant="dangerText" size="sm" onClick={() => setEditing("delete")}>
            {t`Delete “${active.name}”`}
          </Button>
        </>
      )}

      {editing === "save" && (
        <SavedFilterNameDialog
          formId="view-save"
          title={t`Save this list as a view`}
          fieldLabel={msg`Name of the view`}
          initial=""
          submitLabel={t`Save view`}
          schema={CreateResponseView}
          toBody={(name): CreateResponseView => ({ name })}
          explain={explainName}
          onSubmit={async ({ name }) => {
            const view = await api.send(createResponseView(calloutId, { name, ...body }));
            refresh();
            close();
            onSaved(view);
            notify.success(
              t`The view “${name}” is saved. Everyone who triages this callout can use it.`,
            );
          }}
          onCancel={close}
        />
      )}
      {editing === "rename" && active && (
        <SavedFilterNameDialog
          formId="view-rename"
          title={t`Rename the view`}
          fieldLabel={msg`Name of the view`}
          initial={active.name}
          submitLabel={t`Rename`}
          schema={CreateResponseView}
          toBody={(name): CreateResponseView => ({ name })}
          explain={explainName}
          onSubmit={async ({ name }) => {
            await api.send(updateResponseView(calloutId, active.id, { name }));
            refresh();
            close();
            notify.success(t`The view is now called “${name}”.`);
          }}
          onCancel={close}
        />
      )}
      {editing === "delete" && active && (
        <DeleteSavedFilterDialog
          title={t`Delete the view “${active.name}”?`}
          confirmLabel={t`Delete view`}
          failure={t`The view could not be deleted.`}
          remove={async () => {
            await api.send(deleteResponseView(calloutId, active.id));
            refresh();
            close();
            notify.success(t`The view “${active.name}” is deleted.`);
          }}
          onCancel={close}
        >
          {t`It goes for everyone who triages this callout. The responses stay as they are.`}
        </DeleteSavedFilterDialog>
      )}
    </div>
  );
}
