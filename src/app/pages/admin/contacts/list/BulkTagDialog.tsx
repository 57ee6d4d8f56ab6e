import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { bulkUpdateContacts, createContactTag } from "../../../../../core/contacts/api";
import { TAG_NAME_MAX_LENGTH, type ContactTag } from "../../../../../core/contacts/list";
import { TextField } from "../../../../../ui/form";
import type { RuleGroup } from "../../../../../core/rules";
import { api } from "../../../../../stores/api";
import {
  BulkChangeDialog,
  TagChangeFields,
  tagChange,
  type TagAction,
} from "../../shared/BulkChangeDialog";
import { announceContactChange, refreshContacts } from "../shared/undo";

/** The choice of a tag made on the spot, by name. */
const NEW_TAG = "new";

export interface BulkTagDialogProps {
  /** How many contacts the change touches; undefined while they are counted. */
  count: number | undefined;
  rules: RuleGroup;
  tags: readonly ContactTag[];
  onDone(): void;
  onCancel(): void;
}

/**
 * Adds a tag to, or removes it from, many contacts at once: the count before, Undo after. A
 * tag to add may be a new one, named here (a duplicate name is refused by the server).
 */
export function BulkTagDialog({ count, rules, tags, onDone, onCancel }: BulkTagDialogProps) {
  const { t } = useLingui();
  const [action, setAction] = useState<TagAction>("add");
  // Without tags yet, adding one starts with a new one.
  const [tagId, setTagId] = useState(tags.length === 0 ? NEW_TAG : "");
  const [newName, setNewName] = useState("");
  const n = count ?? 0;
  const creating = action === "add" && tagId === NEW_TAG;
  const tag = tags.find((candidate) => candidate.id === tagId);
  const name = creating ? newName.trim() : (tag?.name ?? "");
  const choices = action === "add" ? [...tags, { id: NEW_TAG, name: t`A new tag…` }] : tags;

  const question = !name
    ? creating
      ? t`Name the new tag.`
      : t`Choose the tag.`
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
    const id = creating ? (await api.send(createContactTag({ name }))).id : tag?.id;
    if (!id) return;
    const result = await api.send(
      bulkUpdateContacts({ rules, updates: { tags: [tagChange(action, id)] } }),
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
      ready={name !== "" && name.length <= TAG_NAME_MAX_LENGTH}
      onConfirm={run}
      onCancel={onCancel}
    >
      <TagChangeFields
        action={action}
        onActionChange={setAction}
        tagId={action === "remove" && tagId === NEW_TAG ? "" : tagId}
        onTagChange={setTagId}
        tags={choices}
        noTagsLabel={t`There are no tags yet`}
      />
      {creating && (
        <TextField
          label={t`Name of the new tag`}
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
          maxLength={TAG_NAME_MAX_LENGTH}
          autoComplete="off"
          required
        />
      )}
    </BulkChangeDialog>
  );
}
