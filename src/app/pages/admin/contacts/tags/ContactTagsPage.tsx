import { css, cx } from "@linaria/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import {
  contactTagList,
  createContactTag,
  deleteContactTag,
  updateContactTag,
} from "@core/contact-tags/api";
import type { ContactTag } from "@core/contact-tags";
import { api } from "@stores/api";
import { invalidate, useQuery } from "@stores/query";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { pageStack, roomyOnWideOnly, textLink } from "../../shared/styles";
import { refreshContacts } from "../shared/undo";
import { TagManager } from "../../shared/TagManager";

const narrow = css`
  max-width: 40rem;
`;

const duplicateName = msg`There is a tag of that name already.`;

/** The contacts carrying a tag, by the list's quick tag filter. */
const taggedHref = (tag: ContactTag) => `/admin/contacts?tag=${encodeURIComponent(tag.id)}`;

/** `/admin/contacts/tags`: contact tags with how many carry each; create, rename, delete. */
export default function ContactTagsPage() {
  const { t } = useLingui();
  const tags = useQuery(contactTagList());
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
        <TagManager<ContactTag>
          id="contact-tag"
          formLayout={{ className: narrow }}
          duplicateMessage={duplicateName}
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
          create={async (name) => {
            await api.send(createContactTag({ name }));
            refreshContacts();
          }}
          rename={async (tag, name) => {
            await api.send(updateContactTag(tag.id, { name }));
            refreshContacts();
          }}
          remove={async (tag) => {
            const { removedFrom } = await api.send(deleteContactTag(tag.id));
            refreshContacts();
            return plural(removedFrom, {
              0: `The tag “${tag.name}” is deleted.`,
              one: `The tag “${tag.name}” is deleted, and removed from # contact.`,
              other: `The tag “${tag.name}” is deleted, and removed from # contacts.`,
            });
          }}
          deleteWarning={(tag) => {
            const count = tag.contactCount ?? 0;
            return plural(count, {
              0: "No contact carries it.",
              one: "It comes off the one contact that carries it. This can't be undone.",
              other: "It comes off the # contacts that carry it. This can't be undone.",
            });
          }}
        />
      </section>
    </div>
  );
}
