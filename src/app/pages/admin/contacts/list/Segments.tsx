import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  createSegment,
  deleteSegment,
  putSegment,
  segmentList,
  updateSegment,
} from "@core/contacts/api";
import { ApiError } from "@core/api/api-error";
import { CreateSegment, type Segment } from "@core/contacts/list";
import type { RuleGroup } from "@core/rules";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate } from "@stores/query";
import { DeleteSavedFilterDialog } from "../../shared/saved-filters/DeleteSavedFilterDialog";
import { SavedFilterList } from "../../shared/saved-filters/SavedFilterList";
import { SavedFilterNameDialog } from "../../shared/saved-filters/SavedFilterNameDialog";
import { saveChange } from "../../shared/saved-filters/save-change";
import { EVERY_CONTACT } from "./rules";

/**
 * The saved segments with how many contacts each holds, and "All contacts": choosing one puts
 * its rules under the filter.
 */
export function SegmentPicker({
  segments,
  total,
  selected,
  onSelect,
}: {
  segments: readonly Segment[];
  /** Every contact's count, when known. */
  total: number | undefined;
  selected: string;
  onSelect(segmentId: string): void;
}) {
  const { t } = useLingui();
  return (
    <SavedFilterList
      label={t`Segments`}
      entries={[
        { id: "", name: t`All contacts`, count: total },
        ...segments.map(({ id, name, contactCount }) => ({ id, name, count: contactCount })),
      ]}
      selected={selected}
      onSelect={onSelect}
    />
  );
}

/** Saves the list's rules as a new segment, or renames `segment`, by a name. */
export function SegmentNameDialog({
  rules,
  segment,
  onSaved,
  onCancel,
}: {
  /** The rules of a new segment; unused when renaming. */
  rules?: RuleGroup;
  /** The segment renamed; undefined for a new one. */
  segment?: Segment;
  onSaved(segment: Segment): void;
  onCancel(): void;
}) {
  const { t } = useLingui();
  return (
    <SavedFilterNameDialog
      formId={segment ? "rename-segment" : "save-segment"}
      title={segment ? t`Rename “${segment.name}”` : t`Save as segment`}
      intro={segment ? undefined : t`Everyone who matches the search and filters now, and later.`}
      fieldLabel={msg`Name of the segment`}
      initial={segment?.name ?? ""}
      submitLabel={segment ? t`Rename` : t`Save the segment`}
      schema={CreateSegment}
      toBody={(name): CreateSegment => ({
        name,
        ruleGroup: segment?.ruleGroup ?? rules ?? EVERY_CONTACT,
      })}
      // The rules come from the list's filters, not from this dialog: their refusal is said whole.
      explain={(error) =>
        error instanceof ApiError && error.errors.some((item) => item.property === "ruleGroup")
          ? {
              message: msg`The filter's rules can't be saved as they are. Please check the filters and try again.`,
            }
          : undefined
      }
      onSubmit={async (body) => {
        if (segment) {
          const saved = await api.send(updateSegment(segment.id, { name: body.name }));
          invalidate(segmentList());
          notify.success(t`“${segment.name}” is now called “${saved.name}”.`);
          onSaved(saved);
          return;
        }
        const saved = await api.send(createSegment(body));
        invalidate(segmentList());
        notify.success(t`The segment “${saved.name}” is saved.`);
        onSaved(saved);
      }}
      onCancel={onCancel}
    />
  );
}

/** Puts a deleted segment back as it was, under its id (links to it work again), from its toast. */
function restore(segment: Segment, onRestored: (segment: Segment) => void) {
  return saveChange({
    send: () =>
      api.send(
        putSegment(segment.id, {
          name: segment.name,
          description: segment.description,
          ruleGroup: segment.ruleGroup,
          order: segment.order,
        }),
      ),
    done: (restored) => {
      invalidate(segmentList());
      onRestored(restored);
    },
    success: i18n._(msg`The segment “${segment.name}” is back.`),
    failure: i18n._(msg`The segment could not be restored.`),
  });
}

/** Asks before deleting `segment`, naming it and its count; the toast after offers Undo. */
export function DeleteSegmentDialog({
  segment,
  onDeleted,
  onRestored,
  onCancel,
}: {
  segment: Segment;
  onDeleted(): void;
  onRestored(segment: Segment): void;
  onCancel(): void;
}) {
  const { t } = useLingui();
  return (
    <DeleteSavedFilterDialog
      title={t`Delete the segment “${segment.name}”?`}
      confirmLabel={t`Delete segment`}
      failure={t`The segment could not be deleted.`}
      remove={async () => {
        await api.send(deleteSegment(segment.id));
        invalidate(segmentList());
        notify.success(t`The segment “${segment.name}” is deleted.`, {
          action: { label: t`Undo`, onClick: () => void restore(segment, onRestored) },
        });
        onDeleted();
      }}
      onCancel={onCancel}
    >
      {t`The saved filter goes; no contact is changed or removed.`}
    </DeleteSavedFilterDialog>
  );
}

/**
 * Saves the list's current rules as `segment`'s (its own, the filter and the search together),
 * with Undo in the toast.
 */
export async function updateSegmentRules(
  segment: Segment,
  rules: RuleGroup,
  onUpdated: (segment: Segment) => void,
): Promise<void> {
  const put = async (ruleGroup: RuleGroup) => {
    const saved = await api.send(updateSegment(segment.id, { ruleGroup }));
    invalidate(segmentList());
    onUpdated(saved);
  };
  await saveChange({
    send: () => put(rules),
    done: () => undefined,
    success: i18n._(msg`The segment “${segment.name}” now has the current filters.`),
    undo: {
      label: i18n._(msg`Undo`),
      onClick: () =>
        void put(segment.ruleGroup).then(
          () => notify.success(i18n._(msg`The segment “${segment.name}” is as it was.`)),
          () => notify.error(i18n._(msg`The segment could not be put back.`)),
        ),
    },
    failure: i18n._(msg`The segment could not be updated.`),
  });
}
