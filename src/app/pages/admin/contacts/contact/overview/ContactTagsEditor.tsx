import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
import type { Contact } from "@core/contacts";
import { bulkUpdateContacts, staffContact } from "@core/contacts/api";
import { contactTagList } from "@core/contact-tags/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery } from "@stores/query";
import { Button } from "@ui/button";
import { Select, messageForRefusal } from "@ui/form";
import { muted, textLink } from "@app/pages/admin/shared/styles";
import { tagChange, type TagAction } from "@app/pages/admin/shared/BulkChangeDialog";
import { RemovableTags } from "@app/pages/admin/shared/RemovableTags";
import { idRules } from "../../list/rules";
import { announceContactChange, refreshContacts } from "../../shared/undo";

const adding = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: flex-end;
`;

/**
 * The contact's tags, each with a way to take it off, and any other tag to put on: the same
 * change as tagging from the list (on the timeline, with Undo in the toast).
 */
export function ContactTagsEditor({ contact }: { contact: Contact }) {
  const { t, i18n } = useLingui();
  const all = useQuery(contactTagList());
  const [chosen, setChosen] = useState("");
  const [busy, setBusy] = useState(false);
  const held = contact.tags ?? [];
  const others =
    all.status === "ready" ? all.data.filter((tag) => !held.some((own) => own.id === tag.id)) : [];

  const change = async (action: TagAction, tag: { id: string; name: string }) => {
    setBusy(true);
    try {
      const result = await api.send(
        bulkUpdateContacts({
          rules: idRules([contact.id]),
          updates: { tags: [tagChange(action, tag.id)] },
        }),
      );
      refreshContacts();
      invalidate(staffContact(contact.id));
      setChosen("");
      announceContactChange(
        action === "add" ? t`Tagged “${tag.name}”.` : t`Tag “${tag.name}” removed.`,
        result.changeId,
      );
    } catch (error) {
      const problem = messageForRefusal(error);
      if (problem) {
        notify.error(t`The tags could not be changed.`, { description: i18n._(problem) });
      }
    } finally {
      setBusy(false);
    }
  };
  const tagToAdd = others.find((tag) => tag.id === chosen);

  return (
    <>
      <RemovableTags
        tags={held}
        label={t`Tags`}
        busy={busy}
        onRemove={(tag) => void change("remove", tag)}
      />
      {others.length > 0 ? (
        <form
          className={adding}
          onSubmit={(event) => {
            event.preventDefault();
            if (tagToAdd) void change("add", tagToAdd);
          }}
        >
          <Select
            label={t`Add a tag`}
            placeholder={t`Choose a tag`}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            options={others.map((tag) => ({ value: tag.id, label: tag.name }))}
          />
          <Button type="submit" variant="primaryOutlined" loading={busy} disabled={!tagToAdd}>
            {t`Add`}
          </Button>
        </form>
      ) : (
        all.status === "ready" && (
          <p className={muted}>
            <Link href="/admin/contacts/tags" className={textLink}>
              {t`Create tags`}
            </Link>{" "}
            {t`to group contacts your way.`}
          </p>
        )
      )}
    </>
  );
}
