import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CONTENT, MAX_FOOTER_LINKS, type GeneralContent } from "@core/content";
import { RepeatableList, TextField, useForm } from "@ui/form";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { SettingsForm } from "../../shared/SettingsForm";
import { useContentSave } from "../../shared/useContentSave";

const LABELS = {
  siteUrl: msg`Your website`,
  privacyLink: msg`Privacy policy`,
  termsLink: msg`Terms and conditions`,
  impressumLink: msg`Impressum (legal notice)`,
  footerLinks: msg`Other links`,
  "footerLinks.*.text": (row: number) => msg`Text of link ${row}`,
  "footerLinks.*.url": (row: number) => msg`Address of link ${row}`,
};

const linkHint = msg`A web address, or a page of this site such as /callouts.`;

/** The links at the foot of every page, and in emails (privacy, terms, impressum). */
export function FooterForm({ general }: { general: GeneralContent }) {
  const { t, i18n } = useLingui();
  const { save, savedAt } = useContentSave("general", t`The footer links are saved.`);
  const form = useForm({
    id: "settings-footer",
    labels: LABELS,
    initial: {
      siteUrl: general.siteUrl,
      privacyLink: general.privacyLink,
      termsLink: general.termsLink,
      impressumLink: general.impressumLink,
      footerLinks: general.footerLinks.map((link) => ({ text: link.text, url: link.url })),
    },
    schema: CONTENT.general.patch,
    toBody: (values) => ({
      siteUrl: values.siteUrl.trim(),
      privacyLink: values.privacyLink.trim(),
      termsLink: values.termsLink.trim(),
      impressumLink: values.impressumLink.trim(),
      footerLinks: values.footerLinks.map((link) => ({
        text: link.text.trim(),
        url: link.url.trim(),
      })),
    }),
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const submit = form.handleSubmit(async (body, values) => {
    await save(body);
    form.reset(values);
  });
  const hint = i18n._(linkHint);

  return (
    <SettingsForm
      id="settings-footer-heading"
      heading={t`Footer links`}
      intro={t`At the foot of every page. Emails link to the privacy policy, terms and impressum too. Links left empty are not shown.`}
      form={form}
      onSubmit={submit}
      savedAt={savedAt}
    >
      {leaveGuard}
      <TextField
        {...form.text("siteUrl")}
        inputMode="url"
        hint={t`Your organisation's name links here.`}
      />
      <TextField {...form.text("privacyLink")} inputMode="url" hint={hint} />
      <TextField {...form.text("termsLink")} inputMode="url" hint={hint} />
      <TextField {...form.text("impressumLink")} inputMode="url" hint={hint} />
      <RepeatableList
        {...form.list("footerLinks")}
        hint={t`Optional. Up to ${MAX_FOOTER_LINKS} links, in this order.`}
        newItem={() => ({ text: "", url: "" })}
        addLabel={t`Add a link`}
        removeLabel={(row) => t`Remove link ${row}`}
        max={MAX_FOOTER_LINKS}
      >
        {(item) => (
          <>
            <TextField {...form.text(`${item.path}.text`)} />
            <TextField {...form.text(`${item.path}.url`)} inputMode="url" />
          </>
        )}
      </RepeatableList>
    </SettingsForm>
  );
}
