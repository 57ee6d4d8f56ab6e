import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Contact } from "@core/contacts";
import { staffContact } from "@core/contacts/api";
import { pathTo } from "@core/pages";
import { useQuery } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { Tabs } from "@ui/tabs";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { pageStack, textLink } from "../../shared/styles";

const header = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  overflow-wrap: anywhere;
`;

/**
 * The frame of a contact's staff pages: the way back, their name and email, and a tab per page
 * (overview, account, contribution, callouts, activity). The contact loads once for all of
 * them (`staffContact`, kept between tabs); a contact that does not exist says so.
 */
export function ContactView({
  id,
  children,
}: {
  id: string;
  children: (contact: Contact) => ReactNode;
}) {
  const { t } = useLingui();
  const read = staffContact(id);
  const loaded = useQuery(read);
  const back = (
    <Link href={pathTo("/admin/contacts")} className={textLink}>
      {t`Back to the contacts`}
    </Link>
  );

  if (loaded.status !== "ready") {
    return (
      <div className={pageStack}>
        {back}
        <Heading level={1}>{t`Contact`}</Heading>
        <QueryView
          state={loaded}
          read={read}
          loading={t`Loading the contact`}
          failed={t`We couldn't load the contact.`}
          notFound={<Text>{t`This contact does not exist, or it was deleted.`}</Text>}
          className={card}
        />
      </div>
    );
  }
  const contact = loaded.data;
  return (
    <div className={pageStack}>
      {back}
      <div className={header}>
        <Heading level={1}>{contact.displayName}</Heading>
        <Text>{contact.email}</Text>
      </div>
      <Tabs
        label={t`Contact`}
        tabs={[
          { href: pathTo("/admin/contacts/:id", { id }), label: t`Overview` },
          { href: pathTo("/admin/contacts/:id/account", { id }), label: t`Account` },
          { href: pathTo("/admin/contacts/:id/contribution", { id }), label: t`Contribution` },
          { href: pathTo("/admin/contacts/:id/callouts", { id }), label: t`Callouts` },
          { href: pathTo("/admin/contacts/:id/activity", { id }), label: t`Activity` },
        ]}
      />
      {children(contact)}
    </div>
  );
}
