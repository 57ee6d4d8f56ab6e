import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { UpdateContact, type Contact } from "@core/contacts";
import { updateMyContact } from "@core/contacts/api";
import { newsletterGroups } from "@core/newsletter/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { useQuery } from "@stores/query";
import { Checkbox, CheckboxGroup, useForm } from "@ui/form";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { AccountForm } from "@app/pages/shared/account/AccountSection";
import { chosenStatus, receives } from "./newsletterForm";

const GROUPS = newsletterGroups();

/** Whether the member gets the newsletter, and which of its groups (the audience's). */
export function NewsletterSection({
  contact,
  onSaved,
}: {
  contact: Contact;
  onSaved: (contact: Contact) => void;
}) {
  const { t } = useLingui();
  const groups = useQuery(GROUPS);
  const offered = groups.status === "ready" ? groups.data : [];
  const status = contact.profile?.newsletterStatus ?? "none";
  const form = useForm({
    id: "account-newsletter",
    labels: {
      newsletterOptIn: msg`Send me the newsletter`,
      newsletterGroups: msg`Newsletters`,
    },
    initial: {
      newsletterOptIn: receives(status),
      newsletterGroups: contact.profile?.newsletterGroups ?? [],
    },
    schema: UpdateContact,
    toBody: (values): UpdateContact => ({
      profile: {
        newsletterStatus: chosenStatus(status, values.newsletterOptIn),
        // Only the groups still offered: one removed from the audience is dropped.
        newsletterGroups: values.newsletterGroups.filter((id) =>
          offered.some((group) => group.id === id),
        ),
      },
    }),
  });
  const leaveGuard = useLeaveGuard(form.dirty);

  const submit = form.handleSubmit(async (body, values) => {
    onSaved(await api.send(updateMyContact(body)));
    notify.success(
      values.newsletterOptIn
        ? t`Your newsletter choices are saved.`
        : t`You won't receive the newsletter.`,
    );
  });

  return (
    <AccountForm
      id="account-newsletter"
      heading={t`Newsletter`}
      intro={
        status === "cleaned"
          ? t`Newsletters to your address could not be delivered, so they have stopped. Check your address above.`
          : status === "pending"
            ? t`Confirm your subscription with the link we emailed you.`
            : undefined
      }
      form={form}
      onSubmit={submit}
      submitLabel={t`Save newsletter choices`}
    >
      {leaveGuard}
      <Checkbox {...form.checkbox("newsletterOptIn")} />
      {offered.length > 0 && (
        <CheckboxGroup
          {...form.checkboxes("newsletterGroups")}
          options={offered.map((group) => ({ value: group.id, label: group.label }))}
        />
      )}
    </AccountForm>
  );
}
