import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLocation } from "wouter";
import type { Contact } from "@core/contacts";
import { deleteContact } from "@core/contacts/api";
import { pathTo } from "@core/pages";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { Button } from "@ui/button";
import { ConfirmDialog } from "@ui/dialog";
import { Text } from "@ui/typography";
import { AccountSection } from "@app/pages/shared/account/AccountSection";
import { refreshContacts } from "../../shared/undo";

/**
 * Deleting the contact, after a question that names their address and says what goes: their
 * account, roles, tags and contribution (the provider's subscription is cancelled first), while
 * their callout responses stay without their name.
 */
export function DeleteSection({ contact }: { contact: Contact }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const email = contact.email;

  const remove = async () => {
    setBusy(true);
    try {
      await api.send(deleteContact(contact.id));
      refreshContacts();
      notify.success(t`${email} is deleted.`);
      navigate(pathTo("/admin/contacts"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountSection id="contact-delete" heading={t`Delete the contact`}>
      <Text>{t`Deleting a contact can't be undone.`}</Text>
      <p>
        <Button variant="danger" onClick={() => setAsking(true)}>
          {t`Delete contact`}
        </Button>
      </p>
      <ConfirmDialog
        open={asking}
        title={t`Delete ${email}?`}
        confirmLabel={t`Delete contact`}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        <Text>
          {t`Their account, roles, tags, notes and contribution are removed. An automatic contribution is cancelled at the payment provider first, so they are not charged again.`}
        </Text>
        <Text>
          {t`Their callout responses and payments are kept for your records, without their name.`}
        </Text>
      </ConfirmDialog>
    </AccountSection>
  );
}
