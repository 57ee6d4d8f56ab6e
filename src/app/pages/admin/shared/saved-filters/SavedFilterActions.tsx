import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "@ui/button";
import type { ActionLabel, SavedFilter } from "./saved-filter-kind";
import type { SavedFilterDialog, SavedFilters } from "./useSavedFilters";

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
  const opens = (dialog: SavedFilterDialog, variant: ButtonVariant, action: ActionLabel) => (
    <Button
      variant={variant}
      size="sm"
      aria-label={action.name && i18n._(action.name)}
      onClick={() => open(dialog)}
    >
      {i18n._(action.label)}
    </Button>
  );
  const save = canSave && opens("save", saveVariant, { label: kind.words.saveAs });
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
      {active && opens("rename", "text", kind.words.rename(active))}
      {active && opens("delete", "dangerText", kind.words.delete(active))}
      {saveLast && save}
    </>
  );
}
