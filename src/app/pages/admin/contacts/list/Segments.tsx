import { css, cx } from "@linaria/core";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
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
import { EVERY_CONTACT } from "./rules";

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  display: inline-flex;
  gap: 0.5rem;
  align-items: center;
  padding: 0.375rem 0.75rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 999px;
  background: rgb(var(--c-white));
  color: rgb(var(--c-body));
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  &:hover {
    border-color: rgb(var(--c-primary));
  }

  &:focus-visible {
    outline: 2px solid rgb(var(--c-primary));
    outline-offset: 2px;
  }

  &[aria-pressed="true"] {
    border-color: rgb(var(--c-primary));
    background: rgb(var(--c-primary));
    color: rgb(var(--c-white));
  }
`;

const count = css`
  font-variant-numeric: tabular-nums;
  opacity: 0.85;
`;

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
  const { t, i18n } = useLingui();
  const entries = [
    { id: "", name: t`All contacts`, contactCount: total },
    ...segments.map((segment) => ({ ...segment })),
  ];
  return (
    <ul className={list} aria-label={t`Segments`}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            className={cx(item)}
            aria-pressed={entry.id === selected}
            onClick={() => onSelect(entry.id)}
          >
            <span>{entry.name}</span>
            {entry.contactCount !== undefined && (
              <span className={count}>{i18n.number(entry.contactCount)}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
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
  const form = useForm({
    id: segment ? "rename-segment" : "save-segment",
    labels: { name: msg`Name of the segment` },
    initial: { name: segment?.name ?? "" },
    schema: CreateSegment,
    toBody: ({ name }): CreateSegment => ({
      name: name.trim(),
      ruleGroup: segment?.ruleGroup ?? rules ?? EVERY_CONTACT,
    }),
    // The rules come from the list's filters, not from this dialog: their refusal is said whole.
    explain: (error) =>
      error instanceof ApiError && error.errors.some((item) => item.property === "ruleGroup")
        ? {
            message: msg`The filter's rules can't be saved as they are. Please check the filters and try again.`,
          }
        : undefined,
  });
  return (
    <Dialog
      open
      title={segment ? t`Rename “${segment.name}”` : t`Save as segment`}
      busy={form.busy}
      onClose={onCancel}
      actions={null}
    >
      <form
        className={formStack}
        noValidate
        onSubmit={form.handleSubmit(async (body) => {
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
        })}
      >
        {!segment && <p>{t`Everyone who matches the search and filters now, and later.`}</p>}
        <TextField {...form.text("name")} autoComplete="off" />
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {segment ? t`Rename` : t`Save the segment`}
          </Button>
          <Button variant="greyOutlined" disabled={form.busy} onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Puts a deleted segment back as it was, under its id (links to it work again), from its toast. */
async function restore(segment: Segment, onRestored: (segment: Segment) => void) {
  try {
    const restored = await api.send(
      putSegment(segment.id, {
        name: segment.name,
        description: segment.description,
        ruleGroup: segment.ruleGroup,
        order: segment.order,
      }),
    );
    invalidate(segmentList());
    notify.success(i18n._(msg`The segment “${segment.name}” is back.`));
    onRestored(restored);
  } catch (error) {
    const problem = messageForRefusal(error);
    notify.error(
      i18n._(msg`The segment could not be restored.`),
      problem ? { description: i18n._(problem) } : undefined,
    );
  }
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
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await api.send(deleteSegment(segment.id));
      invalidate(segmentList());
      notify.success(t`The segment “${segment.name}” is deleted.`, {
        action: { label: t`Undo`, onClick: () => void restore(segment, onRestored) },
      });
      onDeleted();
    } catch (error) {
      const problem = messageForRefusal(error);
      notify.error(
        t`The segment could not be deleted.`,
        problem ? { description: i18n._(problem) } : undefined,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title={t`Delete the segment “${segment.name}”?`}
      confirmLabel={t`Delete segment`}
      busy={busy}
      onConfirm={() => void remove()}
      onCancel={onCancel}
    >
      {t`The saved filter goes; no contact is changed or removed.`}
    </ConfirmDialog>
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
  try {
    await put(rules);
    notify.success(i18n._(msg`The segment “${segment.name}” now has the current filters.`), {
      action: {
        label: i18n._(msg`Undo`),
        onClick: () =>
          void put(segment.ruleGroup).then(
            () => notify.success(i18n._(msg`The segment “${segment.name}” is as it was.`)),
            () => notify.error(i18n._(msg`The segment could not be put back.`)),
          ),
      },
    });
  } catch (error) {
    const problem = messageForRefusal(error);
    notify.error(
      i18n._(msg`The segment could not be updated.`),
      problem ? { description: i18n._(problem) } : undefined,
    );
  }
}
