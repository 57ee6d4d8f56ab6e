import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { UpdateContact, type Contact } from "@core/contacts";
import { staffContact, updateContact } from "@core/contacts/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { setQueryData } from "@stores/query";
import { Button } from "@ui/button";
import { ErrorSummary, TextArea, formActions, formStack, useForm } from "@ui/form";
import { useLeaveGuard } from "@app/router/use-leave-guard";

/** What staff know about a contact that has no field of its own; only staff read it. */
export function StaffNotes({ contact }: { contact: Contact }) {
  const { t } = useLingui();
  const form = useForm({
    id: "contact-notes",
    labels: { notes: msg`Notes` },
    initial: { notes: contact.profile?.notes ?? "" },
    schema: UpdateContact,
    toBody: ({ notes }): UpdateContact => ({ profile: { notes: notes.trim() } }),
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const submit = form.handleSubmit(async (body) => {
    const answer = await api.send(updateContact(contact.id, body));
    // A PATCH answers without roles, tags and contribution: keep the loaded ones.
    setQueryData(staffContact(contact.id), {
      ...contact,
      ...answer,
      profile: answer.profile ?? contact.profile,
    });
    notify.success(t`The notes are saved.`);
  });

  return (
    <form
      className={formStack}
      noValidate
      aria-labelledby="contact-notes-heading"
      onSubmit={submit}
    >
      {leaveGuard}
      <TextArea
        {...form.text("notes")}
        rows={4}
        hint={t`Only staff see them, never the contact.`}
      />
      {form.summary && <ErrorSummary {...form.summary} />}
      <div className={formActions}>
        <Button type="submit" variant="primaryOutlined" size="sm" loading={form.busy}>
          {t`Save notes`}
        </Button>
      </div>
    </form>
  );
}
