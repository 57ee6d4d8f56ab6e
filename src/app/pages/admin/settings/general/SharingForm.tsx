import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  CONTENT,
  SHARE_DESCRIPTION_MAX_LENGTH,
  SHARE_TITLE_MAX_LENGTH,
  type ShareContent,
} from "@core/content";
import { TextArea, TextField, useForm } from "@ui/form";
import { UploadField } from "@ui/upload";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { SettingsForm } from "../../shared/SettingsForm";
import { useContentSave } from "../../shared/useContentSave";

const LABELS = {
  title: msg`Title`,
  description: msg`Description`,
  image: msg`Image`,
  twitterHandle: msg`X (Twitter) account`,
};

/** What link previews on social networks and chat apps show of your pages. */
export function SharingForm({ share }: { share: ShareContent }) {
  const { t } = useLingui();
  const { save, savedAt } = useContentSave("share", t`The social sharing settings are saved.`);
  const form = useForm({
    id: "settings-sharing",
    labels: LABELS,
    initial: {
      title: share.title,
      description: share.description,
      image: share.image,
      twitterHandle: share.twitterHandle,
    },
    schema: CONTENT.share.patch,
    toBody: (values) => ({
      title: values.title.trim(),
      description: values.description.trim(),
      image: values.image,
      twitterHandle: values.twitterHandle.trim(),
    }),
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const image = form.field("image");
  const submit = form.handleSubmit(async (body, values) => {
    await save(body);
    form.reset(values);
  });

  return (
    <SettingsForm
      id="settings-sharing-heading"
      heading={t`Social sharing`}
      intro={t`What link previews show when someone shares one of your pages. A callout's own sharing texts win on its pages.`}
      form={form}
      onSubmit={submit}
      savedAt={savedAt}
    >
      {leaveGuard}
      <TextField
        {...form.text("title")}
        hint={t`At most ${SHARE_TITLE_MAX_LENGTH} characters. Without one, your organisation's name.`}
      />
      <TextArea
        {...form.text("description")}
        rows={3}
        hint={t`At most ${SHARE_DESCRIPTION_MAX_LENGTH} characters: previews cut longer ones.`}
      />
      <UploadField
        id={image.id}
        label={image.label}
        kind="image"
        value={image.value}
        onChange={(url) => image.onChange(url ?? "")}
        error={image.error}
        hint={t`1200 × 627 pixels fits most previews.`}
      />
      <TextField
        {...form.text("twitterHandle")}
        hint={t`Optional. Your account's name, such as @harbourledger: letters, digits and _.`}
      />
    </SettingsForm>
  );
}
