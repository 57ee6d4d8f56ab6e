import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { bulkUpdateContacts } from "@core/contacts/api";
import { createContactTag } from "@core/contact-tags/api";
import type { ContactTag } from "@core/contact-tags";
import type { RuleGroup } from "@core/rules";
import { api } from "@stores/api";
import { BulkChangeDialog, tagChange, useTagChoice } from "../../shared/BulkChangeDialog";
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
 * Adds a tag to, or removes it from, many contacts at once: the count before, Undo after. A
 * tag to add may be a new one, named here (a duplicate name is refused by the server).
 */
export function BulkTagDialog({ count, rules, tags, onDone, onCancel }: BulkTagDialogProps) {
  const { t } = useLingui();
  const choice = useTagChoice(tags, (name) => api.send(createContactTag({ name })));
  const { action, creating, name } = choice;
  const n = count ?? 0;

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
    const id = await choice.resolve();
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
      ready={choice.ready}
      onConfirm={run}
      onCancel={onCancel}
    >
      {choice.fields(t`There are no tags yet`)}
    </BulkChangeDialog>
  );
}
