import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CONTENT, ORGANISATION_NAME_MAX_LENGTH, type GeneralContent } from "@core/content";
import { LOCALES, LOCALE_INFO, parseLocale, toSettingsLocale } from "@core/i18n";
import { Select, TextField, useForm } from "@ui/form";
import { UploadField } from "@ui/upload";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { SettingsForm } from "../../shared/SettingsForm";
import { useContentSave } from "../../shared/useContentSave";

const LABELS = {
  organisationName: msg`Organisation name`,
  logoUrl: msg`Logo`,
  locale: msg`Language`,
};

/** The organisation's name, logo and language: every page and email shows them. */
export function OrganisationForm({ general }: { general: GeneralContent }) {
  const { t } = useLingui();
  const { save, savedAt } = useContentSave("general", t`The organisation's details are saved.`);
  const form = useForm({
    id: "settings-organisation",
    labels: LABELS,
    initial: {
      organisationName: general.organisationName,
      logoUrl: general.logoUrl,
      locale: toSettingsLocale(parseLocale(general.locale) ?? "en"),
    },
    schema: CONTENT.general.patch,
    toBody: (values) => ({ ...values, organisationName: values.organisationName.trim() }),
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const logo = form.field("logoUrl");
  const submit = form.handleSubmit(async (body, values) => {
    await save(body);
    form.reset(values);
  });

  return (
    <SettingsForm
      id="settings-organisation-heading"
      heading={t`Organisation`}
      form={form}
      onSubmit={submit}
      savedAt={savedAt}
    >
      {leaveGuard}
      <TextField
        {...form.text("organisationName")}
        autoComplete="organization"
        hint={t`At most ${ORGANISATION_NAME_MAX_LENGTH} characters. It names your pages and emails.`}
      />
      <UploadField
        id={logo.id}
        label={logo.label}
        kind="image"
        value={logo.value}
        onChange={(url) => logo.onChange(url ?? "")}
        error={logo.error}
        hint={t`Shown at the top of every page and email, and as the browser tab's icon. Square pictures of at least 400 × 400 pixels look best.`}
      />
      <Select
        {...form.select("locale")}
        hint={t`The language of your members' pages and of the emails they get.`}
        options={LOCALES.map((locale) => ({
          value: toSettingsLocale(locale),
          label: LOCALE_INFO[locale].name,
        }))}
      />
    </SettingsForm>
  );
}
