import { css } from "@linaria/core";
import type { Contact } from "@core/contacts";
import { staffContact } from "@core/contacts/api";
import { setQueryData } from "@stores/query";
import type { PageProps } from "@app/router/types";
import { AddressSection } from "@app/pages/shared/account/AddressSection";
import { DetailsSection } from "@app/pages/shared/account/DetailsSection";
import { ContactView } from "../ContactView";
import { DeleteSection } from "./DeleteSection";
import { NewsletterSection } from "./NewsletterSection";

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 48rem;
`;

/**
 * `/admin/contacts/:id/account`: the contact's details, delivery address and newsletter
 * preferences in the member's own forms, as staff change them; and deleting the contact.
 */
export default function ContactAccountPage({ params }: PageProps) {
  const id = params.id ?? "";
  return (
    <ContactView id={id}>
      {(contact) => {
        // A PATCH answers without roles, tags and contribution: keep the loaded ones.
        const saved = (answer: Contact) =>
          setQueryData(staffContact(id), {
            ...contact,
            ...answer,
            profile: answer.profile ?? contact.profile,
          });
        return (
          <div className={stack}>
            <DetailsSection contact={contact} onSaved={saved} staff />
            <AddressSection contact={contact} onSaved={saved} staff />
            <NewsletterSection contact={contact} onSaved={saved} />
            <DeleteSection contact={contact} />
          </div>
        );
      }}
    </ContactView>
  );
}
