import { css, cx } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
import {
  calloutTags,
  createCalloutTag,
  deleteCalloutTag,
  mergeCalloutTags,
  updateCalloutTag,
} from "../../../../../core/callouts/api";
import type { CalloutTag } from "../../../../../core/callouts/tag";
import { pathTo } from "../../../../../core/pages";
import { api } from "../../../../../stores/api";
import { notify } from "../../../../../stores/notifications";
import { invalidate, useQuery } from "../../../../../stores/query";
import { Button } from "../../../../../ui/button";
import { ConfirmDialog, Dialog } from "../../../../../ui/dialog";
import { Select, formActions, messageForApiError } from "../../../../../ui/form";
import { DataTable, useTableQuery, type Column } from "../../../../../ui/table";
import { Heading, Text } from "../../../../../ui/typography";
import { card } from "../../../card";
import { refreshCallout } from "../shared/refresh";
import { roomyOnWideOnly, textLink } from "../shared/styles";
import { TagForm } from "./TagForm";

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;

type Editing = { kind: "rename" | "merge" | "delete"; tag: CalloutTag } | { kind: "none" };

/**
 * The callout's tags with how many responses carry each: create, rename, merge one into
 * another, delete. Every change refreshes the responses' tags wherever they show.
 */
export function TagManager({ calloutId, headingId }: { calloutId: string; headingId: string }) {
  const { t, i18n } = useLingui();
  const tags = useQuery(calloutTags(calloutId, { responseCount: true }));
  const table = useTableQuery(tags, (data) => ({ rows: data, total: data.length }));
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [mergeInto, setMergeInto] = useState("");
  const [busy, setBusy] = useState(false);
  const close = () => setEditing({ kind: "none" });
  const refresh = () => refreshCallout(calloutId);
  const all = tags.status === "ready" ? tags.data : [];

  const failed = (title: string, error: unknown) => {
    const problem = messageForApiError(error);
    notify.error(title, problem ? { description: i18n._(problem) } : undefined);
  };

  const create = async (name: string) => {
    await api.send(createCalloutTag(calloutId, { name }));
    refresh();
    notify.success(t`The tag “${name}” is ready to use.`);
  };

  const rename = async (tag: CalloutTag, name: string) => {
    await api.send(updateCalloutTag(calloutId, tag.id, { name }));
    refresh();
    close();
    notify.success(t`“${tag.name}” is now called “${name}”.`);
  };

  const merge = async (tag: CalloutTag) => {
    const target = all.find((other) => other.id === mergeInto);
    if (!target) return;
    setBusy(true);
    try {
      await api.send(mergeCalloutTags(calloutId, target.id, { tagIds: [tag.id] }));
      refresh();
      notify.success(t`“${tag.name}” is merged into “${target.name}”.`);
      close();
    } catch (error) {
      failed(t`The tags could not be merged.`, error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (tag: CalloutTag) => {
    setBusy(true);
    try {
      await api.send(deleteCalloutTag(calloutId, tag.id));
      refresh();
      notify.success(t`The tag “${tag.name}” is deleted.`);
      close();
    } catch (error) {
      failed(t`The tag could not be deleted.`, error);
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<CalloutTag>[] = [
    { id: "name", header: t`Tag`, cell: (tag) => tag.name },
    {
      id: "responseCount",
      header: t`Responses`,
      align: "end",
      cell: (tag) => (
        <Link
          className={textLink}
          href={`${pathTo("/admin/callouts/view/:id/responses", { id: calloutId })}?tag=${encodeURIComponent(tag.id)}`}
          aria-label={plural(tag.responseCount ?? 0, {
            one: `# response tagged ${tag.name}`,
            other: `# responses tagged ${tag.name}`,
          })}
        >
          {i18n.number(tag.responseCount ?? 0)}
        </Link>
      ),
    },
    {
      id: "actions",
      header: t`Actions`,
      hideable: false,
      cell: (tag) => (
        <div className={actions}>
          <Button
            variant="text"
            size="sm"
            aria-label={t`Rename “${tag.name}”`}
            onClick={() => setEditing({ kind: "rename", tag })}
          >
            {t`Rename`}
          </Button>
          <Button
            variant="text"
            size="sm"
            aria-label={t`Merge “${tag.name}” into another tag`}
            disabled={all.length < 2}
            onClick={() => {
              setMergeInto("");
              setEditing({ kind: "merge", tag });
            }}
          >
            {t`Merge`}
          </Button>
          <Button
            variant="dangerText"
            size="sm"
            aria-label={t`Delete “${tag.name}”`}
            onClick={() => setEditing({ kind: "delete", tag })}
          >
            {t`Delete`}
          </Button>
        </div>
      ),
    },
  ];

  const tag = editing.kind === "none" ? undefined : editing.tag;
  const count = tag?.responseCount ?? 0;

  return (
    <section className={cx(card, roomyOnWideOnly)} aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        {t`Tags`}
      </Heading>
      <Text size="sm">
        {t`Tags sort responses into themes the desk chooses. Everyone who triages this callout can use and change them.`}
      </Text>
      <TagForm id="tag-create" submitLabel={t`Add tag`} onSubmit={create} inlineLayout />
      <DataTable<CalloutTag>
        {...table}
        caption={t`Tags of this callout`}
        captionHidden
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        errorMessage={t`We couldn't load the tags.`}
        onRetry={() => invalidate(calloutTags(calloutId))}
        emptyMessage={t`No tags yet. Add the first above.`}
      />

      <Dialog
        open={editing.kind === "rename"}
        title={t`Rename “${tag?.name ?? ""}”`}
        onClose={close}
        actions={null}
      >
        {editing.kind === "rename" && (
          <TagForm
            id="tag-rename"
            initialName={editing.tag.name}
            submitLabel={t`Rename`}
            onSubmit={(name) => rename(editing.tag, name)}
            onCancel={close}
          />
        )}
      </Dialog>

      <Dialog
        open={editing.kind === "merge"}
        title={t`Merge “${tag?.name ?? ""}” into another tag`}
        busy={busy}
        onClose={close}
        actions={
          <div className={formActions}>
            <Button loading={busy} disabled={!mergeInto} onClick={() => tag && void merge(tag)}>
              {t`Merge`}
            </Button>
            <Button variant="greyOutlined" disabled={busy} onClick={close}>
              {t`Cancel`}
            </Button>
          </div>
        }
      >
        <p>
          {plural(count, {
            0: "No response carries it. The tag is then deleted.",
            one: "The response tagged with it gets the tag you choose instead, and this tag is deleted.",
            other:
              "The # responses tagged with it get the tag you choose instead, and this tag is deleted.",
          })}
        </p>
        <Select
          label={t`Merge into`}
          placeholder={t`Choose a tag`}
          value={mergeInto}
          onChange={(event) => setMergeInto(event.target.value)}
          options={all
            .filter((other) => other.id !== tag?.id)
            .map((other) => ({ value: other.id, label: other.name }))}
        />
      </Dialog>

      <ConfirmDialog
        open={editing.kind === "delete"}
        title={t`Delete the tag “${tag?.name ?? ""}”?`}
        confirmLabel={t`Delete tag`}
        busy={busy}
        onConfirm={() => tag && void remove(tag)}
        onCancel={close}
      >
        {plural(count, {
          0: "No response carries it.",
          one: "It comes off the one response that carries it. This can't be undone.",
          other: "It comes off the # responses that carry it. This can't be undone.",
        })}
      </ConfirmDialog>
    </section>
  );
}
