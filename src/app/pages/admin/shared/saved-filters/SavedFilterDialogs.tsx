import { useLingui } from "@lingui/react/macro";
import { DeleteSavedFilterDialog } from "./DeleteSavedFilterDialog";
import type { SavedFilter } from "./saved-filter-kind";
import { SavedFilterNameDialog } from "./SavedFilterNameDialog";
import type { SavedFilters } from "./useSavedFilters";

/** The saved filters' dialog open now: save the list's filter, rename or delete one. */
export function SavedFilterDialogs<
  Saved extends SavedFilter,
  Filter,
  Body extends { name: string },
>({ filters }: { filters: SavedFilters<Saved, Filter, Body> }) {
  const { t, i18n } = useLingui();
  const { kind, active, dialog, filter, close } = filters;
  const { naming, words } = kind;
  if (dialog === "save") {
    return (
      <SavedFilterNameDialog
        formId={`${kind.id}-save`}
        title={i18n._(words.saveAs)}
        intro={words.saveIntro && i18n._(words.saveIntro)}
        fieldLabel={words.nameLabel}
        initial=""
        submitLabel={i18n._(words.saveSubmit)}
        schema={naming.schema}
        toBody={(name) => naming.toBody(name, filter, undefined)}
        explain={naming.explain}
        onSubmit={filters.create}
        onCancel={close}
      />
    );
  }
  if (!active) return null;
  if (dialog === "rename") {
    return (
      <SavedFilterNameDialog
        formId={`${kind.id}-rename`}
        title={t`Rename “${active.name}”`}
        fieldLabel={words.nameLabel}
        initial={active.name}
        submitLabel={t`Rename`}
        schema={naming.schema}
        toBody={(name) => naming.toBody(name, filter, active)}
        explain={naming.explain}
        onSubmit={({ name }) => filters.rename(name)}
        onCancel={close}
      />
    );
  }
  if (dialog === "delete") {
    return (
      <DeleteSavedFilterDialog
        title={i18n._(words.deleteTitle(active))}
        confirmLabel={i18n._(words.deleteConfirm)}
        failure={i18n._(words.deleteFailed)}
        remove={filters.remove}
        onCancel={close}
      >
        {i18n._(words.deleteNote)}
      </DeleteSavedFilterDialog>
    );
  }
  return null;
}
