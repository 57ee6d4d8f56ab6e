import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  NEWSLETTER_STATUSES,
  UpdateContact,
  type Contact,
  type NewsletterStatus,
} from "@core/contacts";
import { updateContact } from "@core/contacts/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { Select, useForm } from "@ui/form";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { AccountForm } from "@app/pages/shared/account/AccountSection";
import { NEWSLETTER_LABELS } from "../../shared/newsletter";

/** Whether the contact gets the newsletter (its groups show on the overview). */
export function NewsletterSection({
  contact,
  onSaved,
}: {
  contact: Contact;
  onSaved: (contact: Contact) => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm({
    id: "contact-newsletter",
    labels: { newsletterStatus: msg`Newsletter status` },
    initial: { newsletterStatus: contact.profile?.newsletterStatus ?? "none" },
    schema: UpdateContact,
    toBody: (values): UpdateContact => ({
      profile: { newsletterStatus: values.newsletterStatus as NewsletterStatus },
    }),
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const submit = form.handleSubmit(async (body, values) => {
    const saved = await api.send(updateContact(contact.id, body));
    onSaved(saved);
    form.reset(values);
    notify.success(t`${saved.displayName}'s newsletter preferences are saved.`);
  });

  return (
    <AccountForm
      id="contact-newsletter"
      heading={t`Newsletter`}
      form={form}
      onSubmit={submit}
      submitLabel={t`Save newsletter preferences`}
    >
      {leaveGuard}
      <Select
        {...form.select("newsletterStatus")}
        options={NEWSLETTER_STATUSES.map((status) => ({
          value: status,
          label: i18n._(NEWSLETTER_LABELS[status]),
        }))}
      />
    </AccountForm>
  );
}
