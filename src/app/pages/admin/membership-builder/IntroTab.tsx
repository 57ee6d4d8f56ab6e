import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { ProfileContent } from "@core/content";
import { $currentUser } from "@stores/session";
import { Checkbox, useForm } from "@ui/form";
import { RichTextEditor } from "@ui/rich-text";
import { Text } from "@ui/typography";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { WelcomeCard } from "@app/pages/shared/WelcomeCard";
import { SettingsForm } from "../shared/SettingsForm";
import { useContentSave } from "../shared/useContentSave";
import { previewColumn, previewEmpty, previewNote, withPreview } from "./builder-styles";

const LABELS = {
  show: msg`Show a welcome message`,
  introMessage: msg`Welcome message`,
};

/**
 * The welcome a new member finds on their profile once their account is set up; switched
 * off, the message is stored empty, which hides it.
 */
export function IntroTab({ profile }: { profile: ProfileContent }) {
  const { t } = useLingui();
  const user = useStore($currentUser);
  const { save, savedAt } = useContentSave("profile", t`The welcome message is saved.`);
  const form = useForm({
    id: "builder-intro",
    labels: LABELS,
    initial: { show: profile.introMessage !== "", introMessage: profile.introMessage },
    validate: ({ show, introMessage }) => ({
      introMessage: show && !introMessage ? msg`Write the message, or stop showing one` : undefined,
    }),
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const submit = form.handleSubmit(async (values) => {
    const saved = await save({ introMessage: values.show ? values.introMessage : "" });
    form.reset({ show: saved.introMessage !== "", introMessage: saved.introMessage });
  });
  const message = form.field("introMessage");
  const name = `${user?.firstname ?? ""} ${user?.lastname ?? ""}`.trim();

  return (
    <div className={withPreview}>
      <SettingsForm
        id="builder-intro-heading"
        heading={t`Intro messages`}
        intro={t`New members see this on their profile once they have set up their account.`}
        form={form}
        onSubmit={submit}
        savedAt={savedAt}
      >
        {leaveGuard}
        <Checkbox {...form.checkbox("show")} />
        {form.values.show && (
          <RichTextEditor
            id={message.id}
            label={message.label}
            value={message.value}
            onChange={message.onChange}
            error={message.error}
            required
          />
        )}
      </SettingsForm>
      <aside className={previewColumn} aria-label={t`Preview of the welcome message`}>
        <Text className={previewNote}>{t`Preview, with your name where the member's goes.`}</Text>
        {form.values.show && form.values.introMessage ? (
          <WelcomeCard name={name} message={form.values.introMessage} />
        ) : (
          <Text className={previewEmpty}>{t`New members see no welcome message.`}</Text>
        )}
      </aside>
    </div>
  );
}
