import { css, cx } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
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
import { ConfirmDialog, Dialog } from "@ui/dialog";
import {
  ErrorSummary,
  TextField,
  formActions,
  formStack,
  messageForRefusal,
  useForm,
} from "@ui/form";
import { listSearch } from "../../../../router/list-params";
import { STORED_BUCKET, bucketId } from "../../shared/buckets";
import { muted } from "../../shared/styles";
import { RESPONSE_LIST_PARAMS, type ResponseListParams } from "./params";

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const viewLink = css`
  display: inline-block;
  padding: 0.25rem 0.75rem;
  border: 1px solid rgb(var(--c-primary-20));
  border-radius: 999px;
  color: rgb(var(--c-body));
  font-size: 0.875rem;
  text-decoration: none;

  &:hover {
    border-color: rgb(var(--c-primary));
  }

  &:focus-visible {
    outline: 2px solid rgb(var(--c-primary));
    outline-offset: 2px;
  }
`;

const current = css`
  border-color: rgb(var(--c-primary));
  background-color: rgb(var(--c-primary));
  color: rgb(var(--c-on-primary));
  font-weight: 600;
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

function NameForm({
  id,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  id: string;
  initial: string;
  submitLabel: string;
  onSubmit(name: string): Promise<void>;
  onCancel(): void;
}) {
  const { t } = useLingui();
  const form = useForm({
    id,
    labels: { name: msg`Name of the view` },
    initial: { name: initial },
    schema: CreateResponseView,
    toBody: ({ name }): CreateResponseView => ({ name: name.trim() }),
    explain: (error) =>
      isApiError(error, ["duplicate-view-name"])
        ? { field: "name", message: msg`A saved view of this callout has that name already.` }
        : undefined,
  });
  return (
    <form
      className={formStack}
      noValidate
      onSubmit={form.handleSubmit(async ({ name }) => onSubmit(name))}
    >
      <TextField {...form.text("name")} autoComplete="off" />
      {form.summary && <ErrorSummary {...form.summary} />}
      <div className={formActions}>
        <Button type="submit" loading={form.busy}>
          {submitLabel}
        </Button>
        <Button variant="greyOutlined" disabled={form.busy} onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}

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
  const { t, i18n } = useLingui();
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

  const failed = (title: string, error: unknown) => {
    const problem = messageForRefusal(error);
    notify.error(title, problem ? { description: i18n._(problem) } : undefined);
  };

  const save = async (name: string) => {
    const view = await api.send(createResponseView(calloutId, { name, ...body }));
    refresh();
    close();
    onSaved(view);
    notify.success(t`The view “${name}” is saved. Everyone who triages this callout can use it.`);
  };

  const rename = async (name: string) => {
    if (!active) return;
    await api.send(updateResponseView(calloutId, active.id, { name }));
    refresh();
    close();
    notify.success(t`The view is now called “${name}”.`);
  };

  const update = async () => {
    if (!active) return;
    setBusy(true);
    try {
      await api.send(updateResponseView(calloutId, active.id, body));
      refresh();
      notify.success(t`The view “${active.name}” now shows this list.`);
    } catch (error) {
      failed(t`The view could not be updated.`, error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!active) return;
    setBusy(true);
    try {
      await api.send(deleteResponseView(calloutId, active.id));
      refresh();
      close();
      notify.success(t`The view “${active.name}” is deleted.`);
    } catch (error) {
      failed(t`The view could not be deleted.`, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={bar}>
      <span className={label} id="saved-views-label">
        {t`Saved views`}
      </span>
      {all.length > 0 ? (
        <ul className={list} aria-labelledby="saved-views-label">
          {all.map((view) => (
            <li key={view.id}>
              <Link
                href={`${path}${viewSearch(view, state.params)}`}
                className={cx(viewLink, view.id === active?.id && current)}
                aria-current={view.id === active?.id ? "true" : undefined}
              >
                {view.name}
              </Link>
            </li>
          ))}
        </ul>
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

      <Dialog
        open={editing === "save" || editing === "rename"}
        title={editing === "rename" ? t`Rename the view` : t`Save this list as a view`}
        onClose={close}
        actions={null}
      >
        {editing === "save" && (
          <NameForm
            id="view-save"
            initial=""
            submitLabel={t`Save view`}
            onSubmit={save}
            onCancel={close}
          />
        )}
        {editing === "rename" && active && (
          <NameForm
            id="view-rename"
            initial={active.name}
            submitLabel={t`Rename`}
            onSubmit={rename}
            onCancel={close}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={editing === "delete"}
        title={t`Delete the view “${active?.name ?? ""}”?`}
        confirmLabel={t`Delete view`}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={close}
      >
        {t`It goes for everyone who triages this callout. The responses stay as they are.`}
      </ConfirmDialog>
    </div>
  );
}
