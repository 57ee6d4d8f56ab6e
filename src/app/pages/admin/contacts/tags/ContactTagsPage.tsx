import { css, cx } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
import {
  contactTagList,
  createContactTag,
  deleteContactTag,
  updateContactTag,
} from "../../../../../core/contacts/api";
import type { ContactTag } from "../../../../../core/contacts/list";
import { api } from "../../../../../stores/api";
import { notify } from "../../../../../stores/notifications";
import { invalidate, useQuery } from "../../../../../stores/query";
import { Button } from "../../../../../ui/button";
import { ConfirmDialog, Dialog } from "../../../../../ui/dialog";
import { messageForApiError } from "../../../../../ui/form";
import { DataTable, useTableQuery, type Column } from "../../../../../ui/table";
import { Heading, Text } from "../../../../../ui/typography";
import { card } from "../../../card";
import { pageStack, roomyOnWideOnly, textLink } from "../../callouts/shared/styles";
import { refreshContacts } from "../shared/undo";
import { TagForm } from "./TagForm";

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;

const narrow = css`
  max-width: 40rem;
`;

type Editing = { kind: "rename" | "delete"; tag: ContactTag } | { kind: "none" };

/** The filter of the contacts carrying a tag, as the contacts list reads it. */
const taggedHref = (tag: ContactTag) =>
  `/admin/contacts?rules=${encodeURIComponent(
    JSON.stringify({
      condition: "AND",
      rules: [{ field: "tags", operator: "contains", value: [tag.id] }],
    }),
  )}`;

/** `/admin/contacts/tags`: contact tags with how many carry each; create, rename, delete. */
export default function ContactTagsPage() {
  const { t, i18n } = useLingui();
  const tags = useQuery(contactTagList());
  const table = useTableQuery(tags, (data) => ({ rows: data, total: data.length }));
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
      const problem = messageForApiError(error);
      notify.error(
        t`The tag could not be deleted.`,
        problem ? { description: i18n._(problem) } : undefined,
      );
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<ContactTag>[] = [
    { id: "name", header: t`Tag`, cell: (tag) => tag.name },
    {
      id: "contactCount",
      header: t`Contacts`,
      align: "end",
      cell: (tag) => (
        <Link
          className={textLink}
          href={taggedHref(tag)}
          aria-label={plural(tag.contactCount ?? 0, {
            one: `# contact tagged ${tag.name}`,
            other: `# contacts tagged ${tag.name}`,
          })}
        >
          {i18n.number(tag.contactCount ?? 0)}
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
          <TagForm id="contact-tag-create" submitLabel={t`Add tag`} onSubmit={create} />
        </div>
        <DataTable<ContactTag>
          {...table}
          caption={t`Contact tags`}
          captionHidden
          columns={columns}
          rowKey={(row) => row.id}
          rowLabel={(row) => row.name}
          errorMessage={t`We couldn't load the tags.`}
          onRetry={() => invalidate(contactTagList())}
          emptyMessage={t`No tags yet. Add the first above.`}
        />
      </section>

      <Dialog
        open={editing.kind === "rename"}
        title={t`Rename “${tag?.name ?? ""}”`}
        onClose={close}
        actions={null}
      >
        {editing.kind === "rename" && (
          <TagForm
            id="contact-tag-rename"
            initialName={editing.tag.name}
            submitLabel={t`Rename`}
            onSubmit={(name) => rename(editing.tag, name)}
            onCancel={close}
          />
        )}
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
          0: "No contact carries it.",
          one: "It comes off the one contact that carries it. This can't be undone.",
          other: "It comes off the # contacts that carry it. This can't be undone.",
        })}
      </ConfirmDialog>
    </div>
  );
}
