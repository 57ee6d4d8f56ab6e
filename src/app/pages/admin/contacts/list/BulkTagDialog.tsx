import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { bulkUpdateContacts } from "../../../../../core/contacts/api";
import type { ContactTag } from "../../../../../core/contacts/list";
import type { RuleGroup } from "../../../../../core/rules";
import { api } from "../../../../../stores/api";
import {
  BulkChangeDialog,
  TagChangeFields,
  tagChange,
  type TagAction,
} from "../../shared/BulkChangeDialog";
import { announceContactChange, refreshContacts } from "../shared/undo";

export interface BulkTagDialogProps {
  /** How many contacts the change touches; undefined while they are counted. */
  count: number | undefined;
  rules: RuleGroup;
  tags: readonly ContactTag[];
  onDone(): void;
  onCancel(): void;
}

/**
 * Adds a tag to, or removes it from, many contacts at once: the count before, Undo after.
 */
export function BulkTagDialog({ count, rules, tags, onDone, onCancel }: BulkTagDialogProps) {
  const { t } = useLingui();
  const [action, setAction] = useState<TagAction>("add");
  const [tagId, setTagId] = useState("");
  const n = count ?? 0;
  const tag = tags.find((candidate) => candidate.id === tagId);
  const name = tag?.name ?? "";

  const question = !tag
    ? t`Choose the tag.`
    : action === "add"
      ? plural(n, {
          one: `Add the tag “${name}” to # contact?`,
          other: `Add the tag “${name}” to # contacts?`,
        })
      : plural(n, {
          one: `Remove the tag “${name}” from # contact?`,
          other: `Remove the tag “${name}” from # contacts?`,
        });

  const run = async () => {
    if (!tag) return;
    const result = await api.send(
      bulkUpdateContacts({ rules, updates: { tags: [tagChange(action, tag.id)] } }),
    );
    refreshContacts();
    const changed = plural(result.affected, {
      one: "# contact changed.",
      other: "# contacts changed.",
    });
    const done = action === "add" ? t`Tagged “${name}”.` : t`Tag “${name}” removed.`;
    announceContactChange(`${done} ${changed}`, result.changeId);
    onDone();
  };

  return (
    <BulkChangeDialog
      title={t`Tag contacts`}
      count={count}
      countingLabel={t`Counting the contacts`}
      question={question}
      confirmLabel={action === "add" ? t`Add the tag` : t`Remove the tag`}
      ready={tag !== undefined}
      onConfirm={run}
      onCancel={onCancel}
    >
      <TagChangeFields
        action={action}
        onActionChange={setAction}
        tagId={tagId}
        onTagChange={setTagId}
        tags={tags}
        noTagsLabel={t`There are no tags yet`}
      />
    </BulkChangeDialog>
  );
}
