import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ApiRead } from "@core/api/call";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery, type QueryState } from "@stores/query";
import type { SavedFilter, SavedFilterKind } from "./saved-filter-kind";
import { saveChange } from "./save-change";

export type SavedFilterDialog = "save" | "rename" | "delete";

export interface ListedSavedFilters<Saved> {
  state: QueryState<Saved[]>;
  all: readonly Saved[];
  /** The one the list came from, once the list of them is there. */
  active: Saved | undefined;
}

/**
 * A kind's saved filters, and the one the list came from: `selected`, its id (the address says
 * which), "" for none.
 */
export function useSavedFilterList<Saved extends SavedFilter>(
  list: ApiRead<Saved[]>,
  selected: string,
): ListedSavedFilters<Saved> {
  const state = useQuery(list);
  const all = state.status === "ready" ? state.data : [];
  const active = selected === "" ? undefined : all.find((saved) => saved.id === selected);
  return { state, all, active };
}

interface SavedFiltersOptions<Saved, Filter> {
  /** What the list is filtered by now: what saving or updating stores. */
  filter: Filter;
  /** Shows one just saved as new, or put back after its deletion. */
  onSaved(saved: Saved): void;
  onUpdated?(saved: Saved): void;
  onDeleted?(): void;
}

export interface SavedFilters<
  Saved extends SavedFilter,
  Filter,
  Body extends { name: string },
> extends ListedSavedFilters<Saved> {
  kind: SavedFilterKind<Saved, Filter, Body>;
  filter: Filter;
  dialog: SavedFilterDialog | undefined;
  open(dialog: SavedFilterDialog): void;
  close(): void;
  /** An update is on its way. */
  busy: boolean;
  create(body: Body): Promise<void>;
  rename(name: string): Promise<void>;
  update(): Promise<void>;
  remove(): Promise<void>;
}

/**
 * A kind's saved filters and the changes made to them: each sent, its list refreshed, the page
 * told and a toast said (with Undo where the kind can undo it), a refusal said in a toast.
 * Creating, renaming and deleting happen in dialogs, which say their own refusals. `listed` is
 * `useSavedFilterList`'s answer for `kind.list`.
 */
export function useSavedFilters<Saved extends SavedFilter, Filter, Body extends { name: string }>(
  kind: SavedFilterKind<Saved, Filter, Body>,
  listed: ListedSavedFilters<Saved>,
  { filter, onSaved, onUpdated, onDeleted }: SavedFiltersOptions<Saved, Filter>,
): SavedFilters<Saved, Filter, Body> {
  const { t, i18n } = useLingui();
  const [dialog, setDialog] = useState<SavedFilterDialog>();
  const [busy, setBusy] = useState(false);
  const { active } = listed;
  const close = () => setDialog(undefined);
  const refresh = () => invalidate(kind.list);

  const updated = (saved: Saved) => {
    refresh();
    onUpdated?.(saved);
  };

  const revert = (before: Saved) => {
    const { revert: undo } = kind;
    if (!undo) return;
    void api
      .send(undo.send(before))
      .then(updated)
      .then(
        () => notify.success(i18n._(undo.done(before))),
        () => notify.error(i18n._(undo.failed)),
      );
  };

  const restore = (gone: Saved) => {
    const { restore: undo } = kind;
    if (!undo) return;
    void saveChange({
      send: () => api.send(undo.send(gone)),
      done: (restored) => {
        refresh();
        onSaved(restored);
      },
      success: i18n._(undo.done(gone)),
      failure: i18n._(undo.failed),
    });
  };

  return {
    ...listed,
    kind,
    filter,
    dialog,
    open: setDialog,
    close,
    busy,
    create: async (body) => {
      const saved = await api.send(kind.create(body, filter));
      refresh();
      close();
      notify.success(i18n._(kind.words.saved(saved)));
      onSaved(saved);
    },
    rename: async (name) => {
      if (!active) return;
      const saved = await api.send(kind.rename(active, name));
      refresh();
      close();
      notify.success(t`“${active.name}” is now called “${saved.name}”.`);
    },
    update: async () => {
      if (!active) return;
      const before = active;
      setBusy(true);
      await saveChange({
        send: () => api.send(kind.update(before, filter)),
        done: updated,
        success: i18n._(kind.words.updated(before)),
        undo: kind.revert && { label: t`Undo`, onClick: () => revert(before) },
        failure: i18n._(kind.words.updateFailed),
      });
      setBusy(false);
    },
    remove: async () => {
      if (!active) return;
      const gone = active;
      await api.send(kind.remove(gone));
      refresh();
      close();
      notify.success(
        i18n._(kind.words.deleted(gone)),
        kind.restore && { action: { label: t`Undo`, onClick: () => restore(gone) } },
      );
      onDeleted?.();
    },
  };
}
