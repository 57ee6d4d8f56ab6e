import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { notify } from "@stores/notifications";
import { ConfirmDialog } from "@ui/dialog";
import { messageForRefusal } from "@ui/form";
import { TagForm } from "./TagForm";
import { RenameTagDialog, TagTable, type Tag, type TagTableProps } from "./TagTable";

type Editing<T> = { kind: "rename" | "delete"; tag: T } | { kind: "none" };

export interface TagManagerProps<T extends Tag> extends Pick<
  TagTableProps<T>,
  "tags" | "caption" | "usage" | "onRetry" | "moreActions"
> {
  /** Prefix of the forms' field ids. */
  id: string;
  duplicateMessage: MessageDescriptor;
  /** Places the new tag's form: on one line with its button, or in a column of this class. */
  formLayout: { inline: true } | { className: string };
  /** Each sends its change and refreshes what shows the tags. */
  create(name: string): Promise<void>;
  rename(tag: T, name: string): Promise<void>;
  /** Answers the notice that says the tag is gone. */
  remove(tag: T): Promise<string>;
  /** The delete confirmation's warning: what the tag comes off. */
  deleteWarning(tag: T): ReactNode;
}

/**
 * Tags with how many things carry each: create, rename, delete, and what else the feature
 * adds per tag (`moreActions`, such as a callout's merge).
 */
export function TagManager<T extends Tag>({
  id,
  duplicateMessage,
  formLayout,
  create,
  rename,
  remove,
  deleteWarning,
  ...table
}: TagManagerProps<T>) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState<Editing<T>>({ kind: "none" });
  const [busy, setBusy] = useState(false);
  const close = () => setEditing({ kind: "none" });

  const add = async (name: string) => {
    await create(name);
    notify.success(t`The tag “${name}” is ready to use.`);
  };

  const renameTo = async (tag: T, name: string) => {
    await rename(tag, name);
    close();
    notify.success(t`“${tag.name}” is now called “${name}”.`);
  };

  const removeTag = async (tag: T) => {
    setBusy(true);
    try {
      notify.success(await remove(tag));
      close();
    } catch (error) {
      const problem = messageForRefusal(error);
      notify.error(
        t`The tag could not be deleted.`,
        problem ? { description: i18n._(problem) } : undefined,
      );
    } finally {
      setBusy(false);
    }
  };

  const form = (
    <TagForm
      id={`${id}-create`}
      submitLabel={t`Add tag`}
      duplicateMessage={duplicateMessage}
      onSubmit={add}
      inlineLayout={"inline" in formLayout}
    />
  );
  const deleting = editing.kind === "delete" ? editing.tag : undefined;

  return (
    <>
      {"className" in formLayout ? <div className={formLayout.className}>{form}</div> : form}
      <TagTable<T>
        {...table}
        onRename={(tag) => setEditing({ kind: "rename", tag })}
        onDelete={(tag) => setEditing({ kind: "delete", tag })}
      />

      <RenameTagDialog
        id={`${id}-rename`}
        tag={editing.kind === "rename" ? editing.tag : undefined}
        duplicateMessage={duplicateMessage}
        onRename={(name) =>
          editing.kind === "rename" ? renameTo(editing.tag, name) : Promise.resolve()
        }
        onClose={close}
      />

      <ConfirmDialog
        open={deleting !== undefined}
        title={t`Delete the tag “${deleting?.name ?? ""}”?`}
        confirmLabel={t`Delete tag`}
        busy={busy}
        onConfirm={() => deleting && void removeTag(deleting)}
        onCancel={close}
      >
        {deleting && deleteWarning(deleting)}
      </ConfirmDialog>
    </>
  );
}
