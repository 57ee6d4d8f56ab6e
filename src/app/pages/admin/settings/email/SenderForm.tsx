import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CONTENT, SENDER_NAME_MAX_LENGTH, type EmailContent } from "@core/content";
import { TextField, useForm } from "@ui/form";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { SettingsForm } from "../../shared/SettingsForm";
import { useContentSave } from "../../shared/useContentSave";

const LABELS = {
  supportEmailName: msg`Sender name`,
  supportEmail: msg`Sender address`,
};

/** Who emails come from, and where members' replies and the team's emails go. */
export function SenderForm({
  email,
  generalAddress,
}: {
  email: EmailContent;
  /** The general settings' support address, which emails use when this has none. */
  generalAddress: string;
}) {
  const { t } = useLingui();
  const { save, savedAt } = useContentSave("email", t`The sender is saved.`);
  const form = useForm({
    id: "settings-sender",
    labels: LABELS,
    initial: { supportEmailName: email.supportEmailName, supportEmail: email.supportEmail },
    schema: CONTENT.email.patch,
    toBody: (values) => ({
      supportEmailName: values.supportEmailName.trim(),
      supportEmail: values.supportEmail.trim(),
    }),
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const submit = form.handleSubmit(async (body, values) => {
    await save(body);
    form.reset(values);
  });

  return (
    <SettingsForm
      id="settings-sender-heading"
      heading={t`Sender`}
      form={form}
      onSubmit={submit}
      savedAt={savedAt}
    >
      {leaveGuard}
      <TextField
        {...form.text("supportEmailName")}
        hint={t`At most ${SENDER_NAME_MAX_LENGTH} characters. Without one, your organisation's name.`}
      />
      <TextField
        {...form.text("supportEmail")}
        type="email"
        autoComplete="email"
        hint={
          generalAddress
            ? t`Emails come from this address, members' replies go to it, and so do the emails for your team. Without one: ${generalAddress}.`
            : t`Emails come from this address, members' replies go to it, and so do the emails for your team. Without one, emails come from a no-reply address and your team gets none.`
        }
      />
    </SettingsForm>
  );
}
