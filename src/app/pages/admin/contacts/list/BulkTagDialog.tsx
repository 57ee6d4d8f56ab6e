import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { bulkUpdateContacts } from "../../../../../core/contacts/api";
import type { ContactTag } from "../../../../../core/contacts/list";
import type { RuleGroup } from "../../../../../core/rules";
import { api } from "../../../../../stores/api";
import { Button } from "../../../../../ui/button";
import { Dialog } from "../../../../../ui/dialog";
import {
  RadioGroup,
  Select,
  formActions,
  formStack,
  messageForApiError,
} from "../../../../../ui/form";
import { Spinner } from "../../../../../ui/spinner";
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
  const { t, i18n } = useLingui();
  const [action, setAction] = useState<"add" | "remove">("add");
  const [tagId, setTagId] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
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
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await api.send(
        bulkUpdateContacts({
          rules,
          updates: { tags: [`${action === "add" ? "+" : "-"}${tag.id}`] },
        }),
      );
      refreshContacts();
      const changed = plural(result.affected, {
        one: "# contact changed.",
        other: "# contacts changed.",
      });
      const done = action === "add" ? t`Tagged “${name}”.` : t`Tag “${name}” removed.`;
      announceContactChange(`${done} ${changed}`, result.changeId);
      onDone();
    } catch (error) {
      const message = messageForApiError(error);
      setProblem(message ? i18n._(message) : t`The change could not be made.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={t`Tag contacts`}
      busy={busy}
      onClose={onCancel}
      actions={
        <div className={formActions}>
          <Button
            loading={busy}
            disabled={!tag || count === undefined || n === 0}
            onClick={() => void run()}
          >
            {action === "add" ? t`Add the tag` : t`Remove the tag`}
          </Button>
          <Button variant="greyOutlined" disabled={busy} onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </div>
      }
    >
      <div className={formStack}>
        <RadioGroup
          label={t`Tag`}
          value={action}
          onChange={(value) => setAction(value === "remove" ? "remove" : "add")}
          options={[
            { value: "add", label: t`Add a tag` },
            { value: "remove", label: t`Remove a tag` },
          ]}
        />
        <Select
          label={t`Which tag`}
          placeholder={tags.length > 0 ? t`Choose a tag` : t`There are no tags yet`}
          value={tagId}
          onChange={(event) => setTagId(event.target.value)}
          options={tags.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        />
        <p role="status">
          {count === undefined ? (
            <Spinner label={t`Counting the contacts`} />
          ) : (
            <strong>{question}</strong>
          )}
        </p>
        {problem && <p role="alert">{problem}</p>}
      </div>
    </Dialog>
  );
}
