import { cx } from "@linaria/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  calloutTags,
  createCalloutTag,
  deleteCalloutTag,
  mergeCalloutTags,
  updateCalloutTag,
} from "@core/callouts/api";
import type { CalloutTag } from "@core/callouts/tag";
import { pathTo } from "@core/pages";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery } from "@stores/query";
import { Button } from "@ui/button";
import { ConfirmDialog, Dialog } from "@ui/dialog";
import { Select, formActions, messageForRefusal } from "@ui/form";
import { Heading, Text } from "@ui/typography";
import { card } from "../../../card";
import { refreshCallout } from "../shared/refresh";
import { roomyOnWideOnly } from "../shared/styles";
import { TagForm } from "../../shared/TagForm";
import { RenameTagDialog, TagTable } from "../../shared/TagTable";

const duplicateName = msg`This callout has a tag of that name already.`;

type Editing = { kind: "rename" | "merge" | "delete"; tag: CalloutTag } | { kind: "none" };

/**
 * The callout's tags with how many responses carry each: create, rename, merge one into
 * another, delete. Every change refreshes the responses' tags wherever they show.
 */
export function TagManager({ calloutId, headingId }: { calloutId: string; headingId: string }) {
  const { t, i18n } = useLingui();
  const tags = useQuery(calloutTags(calloutId, { responseCount: true }));
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [mergeInto, setMergeInto] = useState("");
  const [busy, setBusy] = useState(false);
  const close = () => setEditing({ kind: "none" });
  const refresh = () => refreshCallout(calloutId);
  const all = tags.status === "ready" ? tags.data : [];

  const failed = (title: string, error: unknown) => {
    const problem = messageForRefusal(error);
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
      <TagForm
        id="tag-create"
        submitLabel={t`Add tag`}
        duplicateMessage={duplicateName}
        onSubmit={create}
        inlineLayout
      />
      <TagTable<CalloutTag>
        tags={tags}
        caption={t`Tags of this callout`}
        usage={{
          id: "responseCount",
          header: t`Responses`,
          of: (tag) => tag.responseCount ?? 0,
          href: (tag) =>
            `${pathTo("/admin/callouts/view/:id/responses", { id: calloutId })}?tag=${encodeURIComponent(tag.id)}`,
          label: (tag) =>
            plural(tag.responseCount ?? 0, {
              one: `# response tagged ${tag.name}`,
              other: `# responses tagged ${tag.name}`,
            }),
        }}
        onRetry={() => invalidate(calloutTags(calloutId))}
        onRename={(tag) => setEditing({ kind: "rename", tag })}
        onDelete={(tag) => setEditing({ kind: "delete", tag })}
        moreActions={(tag) => (
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
        )}
      />

      <RenameTagDialog
        id="tag-rename"
        tag={editing.kind === "rename" ? editing.tag : undefined}
        duplicateMessage={duplicateName}
        onRename={(name) =>
          editing.kind === "rename" ? rename(editing.tag, name) : Promise.resolve()
        }
        onClose={close}
      />

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
