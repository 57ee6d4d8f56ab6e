import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { Button } from "@ui/button";
import { Dialog } from "@ui/dialog";
import { RadioGroup, Select, TextField, formActions, formStack, messageForRefusal } from "@ui/form";
import { Spinner } from "@ui/spinner";

export interface BulkChangeDialogProps {
  title: string;
  /** How many rows the change touches; undefined while they are counted. */
  count: number | undefined;
  /** The spinner's label while counting, such as "Counting the contacts". */
  countingLabel: string;
  /** Says what will happen to how many, such as "Add the tag “A” to 12 contacts?". */
  question: string;
  confirmLabel: string;
  /** False until the change is chosen in full. */
  ready: boolean;
  /** Makes the change; a rejection shows in the dialog, which stays open. */
  onConfirm(): Promise<void>;
  onCancel(): void;
  /** The fields that choose the change. */
  children: ReactNode;
}

/**
 * A change to many rows at once: it says how many before anything happens (nothing can be
 * confirmed while they are counted, or when there are none) and shows a failure in place.
 */
export function BulkChangeDialog({
  title,
  count,
  countingLabel,
  question,
  confirmLabel,
  ready,
  onConfirm,
  onCancel,
  children,
}: BulkChangeDialogProps) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const run = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await onConfirm();
    } catch (error) {
      const message = messageForRefusal(error);
      setProblem(message ? i18n._(message) : t`The change could not be made.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={title}
      busy={busy}
      onClose={onCancel}
      actions={
        <div className={formActions}>
          <Button
            loading={busy}
            disabled={!ready || count === undefined || count === 0}
            onClick={() => void run()}
          >
            {confirmLabel}
          </Button>
          <Button variant="greyOutlined" disabled={busy} onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </div>
      }
    >
      <div className={formStack}>
        {children}
        <p role="status">
          {count === undefined ? <Spinner label={countingLabel} /> : <strong>{question}</strong>}
        </p>
        {problem && <p role="alert">{problem}</p>}
      </div>
    </Dialog>
  );
}

export type TagAction = "add" | "remove";

/** The change `+id` or `-id` that adds or removes a tag, as the bulk routes take it. */
export const tagChange = (action: TagAction, tagId: string) =>
  `${action === "add" ? "+" : "-"}${tagId}`;

/** Whether to add or remove a tag, and which. */
export function TagChangeFields({
  action,
  onActionChange,
  tagId,
  onTagChange,
  tags,
  noTagsLabel,
}: {
  action: TagAction;
  onActionChange(action: TagAction): void;
  tagId: string;
  onTagChange(tagId: string): void;
  tags: readonly { id: string; name: string }[];
  /** The placeholder when there are no tags to choose. */
  noTagsLabel: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <RadioGroup
        label={t`Tag`}
        value={action}
        onChange={(value) => onActionChange(value === "remove" ? "remove" : "add")}
        options={[
          { value: "add", label: t`Add a tag` },
          { value: "remove", label: t`Remove a tag` },
        ]}
      />
      <Select
        label={t`Which tag`}
        placeholder={tags.length > 0 ? t`Choose a tag` : noTagsLabel}
        value={tagId}
        onChange={(event) => onTagChange(event.target.value)}
        options={tags.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
      />
    </>
  );
}

/** The choice of a tag made on the spot, by name. */
const NEW_TAG = "new";
/** The longest tag name, of contacts' and of callouts' alike. */
const TAG_NAME_MAX_LENGTH = 100;

interface TagChoice {
  action: TagAction;
  /** Whether the tag is a new one, to be named. */
  creating: boolean;
  /** The tag's name: the chosen one's, or the new one's as typed. */
  name: string;
  /** Whether the choice is complete. */
  ready: boolean;
  /** The tag's id, making the new tag first if it is one (the server refuses a taken name). */
  resolve(): Promise<string | undefined>;
  /** The fields that choose it; `noTagsLabel` when there are no tags to choose. */
  fields(noTagsLabel: string): ReactNode;
}

/**
 * Which tag a bulk change adds or removes: one of `tags` or, to add, a new one named in the
 * dialog, made by `create` when the change is confirmed.
 */
export function useTagChoice(
  tags: readonly { id: string; name: string }[],
  create: (name: string) => Promise<{ id: string }>,
): TagChoice {
  const { t } = useLingui();
  const [action, setAction] = useState<TagAction>("add");
  // Without tags yet, adding one starts with a new one.
  const [tagId, setTagId] = useState(tags.length === 0 ? NEW_TAG : "");
  const [newName, setNewName] = useState("");
  const creating = action === "add" && tagId === NEW_TAG;
  const tag = tags.find((candidate) => candidate.id === tagId);
  const name = creating ? newName.trim() : (tag?.name ?? "");
  const choices = action === "add" ? [...tags, { id: NEW_TAG, name: t`A new tag…` }] : tags;
  return {
    action,
    creating,
    name,
    ready: name !== "" && name.length <= TAG_NAME_MAX_LENGTH,
    resolve: async () => (creating ? (await create(name)).id : tag?.id),
    fields: (noTagsLabel) => (
      <>
        <TagChangeFields
          action={action}
          onActionChange={setAction}
          tagId={action === "remove" && tagId === NEW_TAG ? "" : tagId}
          onTagChange={setTagId}
          tags={choices}
          noTagsLabel={noTagsLabel}
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
      </>
    ),
  };
}
