import { css, cx } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createSegment, segmentList } from "../../../../../core/contacts/api";
import { CreateSegment, type Segment } from "../../../../../core/contacts/list";
import type { RuleGroup } from "../../../../../core/rules";
import { api } from "../../../../../stores/api";
import { notify } from "../../../../../stores/notifications";
import { invalidate } from "../../../../../stores/query";
import { Button } from "../../../../../ui/button";
import { Dialog } from "../../../../../ui/dialog";
import { ErrorSummary, TextField, formActions, formStack, useForm } from "../../../../../ui/form";

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

/** Saves the list's rules as a new segment, by a name. */
export function SaveSegmentDialog({
  rules,
  onSaved,
  onCancel,
}: {
  rules: RuleGroup;
  onSaved(segment: Segment): void;
  onCancel(): void;
}) {
  const { t } = useLingui();
  const form = useForm({
    id: "save-segment",
    labels: { name: msg`Name of the segment` },
    initial: { name: "" },
    schema: CreateSegment,
    toBody: ({ name }): CreateSegment => ({ name: name.trim(), ruleGroup: rules }),
  });
  return (
    <Dialog open title={t`Save as segment`} busy={form.busy} onClose={onCancel} actions={null}>
      <form
        className={formStack}
        noValidate
        onSubmit={form.handleSubmit(async (body) => {
          const segment = await api.send(createSegment(body));
          invalidate(segmentList());
          notify.success(t`The segment “${segment.name}” is saved.`);
          onSaved(segment);
        })}
      >
        <p>{t`Everyone who matches the search and filters now, and later.`}</p>
        <TextField {...form.text("name")} autoComplete="off" />
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {t`Save the segment`}
          </Button>
          <Button variant="greyOutlined" disabled={form.busy} onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
