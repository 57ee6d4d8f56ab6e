import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "@ui/button";
import type { SavedFilter } from "./saved-filter-kind";
import type { SavedFilters } from "./useSavedFilters";

/**
 * The buttons beside a list's filter: update the saved filter the list came from to the list
 * as it is now, rename or delete it, and save the list's filter as a new one.
 */
export function SavedFilterActions<
  Saved extends SavedFilter,
  Filter,
  Body extends { name: string },
>({
  filters,
  canSave,
  changed,
  prominent = false,
  saveLast = false,
  children,
}: {
  filters: SavedFilters<Saved, Filter, Body>;
  /** The list has a filter worth saving. */
  canSave: boolean;
  /** The list shows other than what the one it came from saved. */
  changed: boolean;
  /** Saving and updating as outlined buttons, where the filter's own buttons are. */
  prominent?: boolean;
  saveLast?: boolean;
  /** Buttons of the kind's own, shown first. */
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const { kind, active, busy, open } = filters;
  const saveVariant = prominent ? "primaryOutlined" : "text";
  const rename = active && kind.words.rename(active);
  const remove = active && kind.words.delete(active);
  const save = canSave && (
    <Button variant={saveVariant} size="sm" onClick={() => open("save")}>
      {i18n._(kind.words.saveAs)}
    </Button>
  );
  return (
    <>
      {children}
      {!saveLast && save}
      {active && changed && (
        <Button
          variant={saveVariant}
          size="sm"
          loading={busy}
          onClick={() => void filters.update()}
        >
          {i18n._(kind.words.update(active))}
        </Button>
      )}
      {rename && (
        <Button
          variant="text"
          size="sm"
          aria-label={rename.name && i18n._(rename.name)}
          onClick={() => open("rename")}
        >
          {i18n._(rename.label)}
        </Button>
      )}
      {remove && (
        <Button
          variant="dangerText"
          size="sm"
          aria-label={remove.name && i18n._(remove.name)}
          onClick={() => open("delete")}
        >
          {i18n._(remove.label)}
        </Button>
      )}
      {saveLast && save}
    </>
  );
}
