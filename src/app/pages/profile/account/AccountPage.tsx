import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { Contact } from "@core/contacts";
import { myContact } from "@core/contacts/api";
import { setQueryData, useQuery } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import { AddressSection } from "@app/pages/shared/account/AddressSection";
import { DetailsSection } from "@app/pages/shared/account/DetailsSection";
import { NewsletterSection } from "./NewsletterSection";
import { PasswordSection } from "./PasswordSection";
import { TwoFactorSection } from "./TwoFactorSection";

const MY_CONTACT = myContact();

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
  const loaded = useQuery(MY_CONTACT);

  return (
    <div className={page}>
      <div>
        <Heading level={1}>{t`Account`}</Heading>
        <Text>{t`Your details, delivery address, newsletter, password and two-factor authentication.`}</Text>
      </div>
      <QueryView
        state={loaded}
        read={MY_CONTACT}
        loading={t`Loading`}
        spinnerSize="lg"
        failed={t`We couldn't load your account.`}
      >
        {(contact) => {
          // A PATCH answers with the profile only when it changed it; keep the loaded one otherwise.
          const saved = (answer: Contact) =>
            setQueryData(MY_CONTACT, { ...answer, profile: answer.profile ?? contact.profile });
          return (
            <>
              <DetailsSection contact={contact} onSaved={saved} />
              <AddressSection contact={contact} onSaved={saved} />
              <NewsletterSection contact={contact} onSaved={saved} />
              <PasswordSection email={contact.email} />
              <TwoFactorSection email={contact.email} />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
