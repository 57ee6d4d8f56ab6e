import { useLingui } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { Link } from "wouter";
import { LinkButton } from "@ui/button";
import { ShortcutsHelp } from "@ui/shortcuts";
import { Heading, Text } from "@ui/typography";
import { buttonRow, pageHeader } from "../../shared/styles";

/** The contacts page's title, and its links to tags, the import and a new contact. */
export function ContactsHeader({
  shortcuts,
}: {
  shortcuts: ComponentProps<typeof ShortcutsHelp>["help"];
}) {
  const { t } = useLingui();
  return (
    <div className={pageHeader}>
      <div>
        <Heading level={1}>{t`Contacts`}</Heading>
        <Text>{t`Everyone in your organisation: members, supporters and staff.`}</Text>
      </div>
      <span className={buttonRow}>
        <Link href="/admin/contacts/tags" asChild>
          <LinkButton href="/admin/contacts/tags" variant="primaryOutlined">
            {t`Manage tags`}
          </LinkButton>
        </Link>
        <Link href="/admin/contacts/import" asChild>
          <LinkButton
            href="/admin/contacts/import"
            variant="primaryOutlined"
          >{t`Import contacts`}</LinkButton>
        </Link>
        <Link href="/admin/contacts/add" asChild>
          <LinkButton href="/admin/contacts/add">{t`Add contact`}</LinkButton>
        </Link>
        <ShortcutsHelp help={shortcuts} />
      </span>
    </div>
  );
}
