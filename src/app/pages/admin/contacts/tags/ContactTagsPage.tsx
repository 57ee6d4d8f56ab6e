import { css, cx } from "@linaria/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
import {
  contactTagList,
  createContactTag,
  deleteContactTag,
  updateContactTag,
} from "@core/contacts/api";
import type { ContactTag } from "@core/contacts/list";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery } from "@stores/query";
import { ConfirmDialog } from "@ui/dialog";
import { messageForRefusal } from "@ui/form";
import { Heading, Text } from "@ui/typography";
import { card } from "../../../card";
import { pageStack, roomyOnWideOnly, textLink } from "../../callouts/shared/styles";
import { refreshContacts } from "../shared/undo";
import { TagForm } from "../../shared/TagForm";
import { RenameTagDialog, TagTable } from "../../shared/TagTable";

const narrow = css`
  max-width: 40rem;
`;

const duplicateName = msg`There is a tag of that name already.`;

type Editing = { kind: "rename" | "delete"; tag: ContactTag } | { kind: "none" };

/** The contacts carrying a tag, by the list's quick tag filter. */
const taggedHref = (tag: ContactTag) => `/admin/contacts?tag=${encodeURIComponent(tag.id)}`;

/** `/admin/contacts/tags`: contact tags with how many carry each; create, rename, delete. */
export default function ContactTagsPage() {
  const { t, i18n } = useLingui();
  const tags = useQuery(contactTagList());
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [busy, setBusy] = useState(false);
  const close = () => setEditing({ kind: "none" });

  const create = async (name: string) => {
    await api.send(createContactTag({ name }));
    refreshContacts();
    notify.success(t`The tag “${name}” is ready to use.`);
  };

  const rename = async (tag: ContactTag, name: string) => {
    await api.send(updateContactTag(tag.id, { name }));
    refreshContacts();
    close();
    notify.success(t`“${tag.name}” is now called “${name}”.`);
  };

  const remove = async (tag: ContactTag) => {
    setBusy(true);
    try {
      const { removedFrom } = await api.send(deleteContactTag(tag.id));
      refreshContacts();
      notify.success(
        plural(removedFrom, {
          0: `The tag “${tag.name}” is deleted.`,
          one: `The tag “${tag.name}” is deleted, and removed from # contact.`,
          other: `The tag “${tag.name}” is deleted, and removed from # contacts.`,
        }),
      );
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

  const tag = editing.kind === "none" ? undefined : editing.tag;
  const count = tag?.contactCount ?? 0;

  return (
    <div className={pageStack}>
      <Link href="/admin/contacts" className={textLink}>
        {t`Back to the contacts`}
      </Link>
      <div>
        <Heading level={1}>{t`Contact tags`}</Heading>
        <Text>{t`Tags group contacts as your team needs: filter by them, and tag many at once from the contacts list.`}</Text>
      </div>
      <section className={cx(card, roomyOnWideOnly)} aria-label={t`Contact tags`}>
        <div className={narrow}>
          <TagForm
            id="contact-tag-create"
            submitLabel={t`Add tag`}
            duplicateMessage={duplicateName}
            onSubmit={create}
          />
        </div>
        <TagTable<ContactTag>
          tags={tags}
          caption={t`Contact tags`}
          usage={{
            id: "contactCount",
            header: t`Contacts`,
            of: (tag) => tag.contactCount ?? 0,
            href: taggedHref,
            label: (tag) =>
              plural(tag.contactCount ?? 0, {
                one: `# contact tagged ${tag.name}`,
                other: `# contacts tagged ${tag.name}`,
              }),
          }}
          onRetry={() => invalidate(contactTagList())}
          onRename={(tag) => setEditing({ kind: "rename", tag })}
          onDelete={(tag) => setEditing({ kind: "delete", tag })}
        />
      </section>

      <RenameTagDialog
        id="contact-tag-rename"
        tag={editing.kind === "rename" ? editing.tag : undefined}
        duplicateMessage={duplicateName}
        onRename={(name) =>
          editing.kind === "rename" ? rename(editing.tag, name) : Promise.resolve()
        }
        onClose={close}
      />

      <ConfirmDialog
        open={editing.kind === "delete"}
        title={t`Delete the tag “${tag?.name ?? ""}”?`}
        confirmLabel={t`Delete tag`}
        busy={busy}
        onConfirm={() => tag && void remove(tag)}
        onCancel={close}
      >
        {plural(count, {
          0: "No contact carries it.",
          one: "It comes off the one contact that carries it. This can't be undone.",
          other: "It comes off the # contacts that carry it. This can't be undone.",
        })}
      </ConfirmDialog>
    </div>
  );
}
