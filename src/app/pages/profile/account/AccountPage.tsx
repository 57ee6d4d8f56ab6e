import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { Contact } from "@core/contacts";
import { Spinner } from "@ui/spinner";
import { Heading, Text } from "@ui/typography";
import { AddressSection } from "./AddressSection";
import { DetailsSection } from "./DetailsSection";
import { NewsletterSection } from "./NewsletterSection";
import { PasswordSection } from "./PasswordSection";
import { TwoFactorSection } from "./TwoFactorSection";
import { useMyContact } from "./useMyContact";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 48rem;
`;

/**
 * The member's own account: details, delivery address, newsletter, password, two-factor
 * authentication.
 */
export default function AccountPage() {
  const { t } = useLingui();
  const { contact, failed, setContact } = useMyContact();
  // A PATCH answers with the profile only when it changed it; keep the loaded one otherwise.
  const saved = (answer: Contact) =>
    setContact({ ...answer, profile: answer.profile ?? contact?.profile });

  return (
    <div className={page}>
      <div>
        <Heading level={1}>{t`Account`}</Heading>
        <Text>{t`Your details, delivery address, newsletter, password and two-factor authentication.`}</Text>
      </div>
      {failed && (
        <Text>{t`We couldn't load your account. Please reload the page to try again.`}</Text>
      )}
      {!failed && !contact && <Spinner size="lg" label={t`Loading`} />}
      {contact && (
        <>
          <DetailsSection contact={contact} onSaved={saved} />
          <AddressSection contact={contact} onSaved={saved} />
          <NewsletterSection contact={contact} onSaved={saved} />
          <PasswordSection email={contact.email} />
          <TwoFactorSection email={contact.email} />
        </>
      )}
    </div>
  );
}
