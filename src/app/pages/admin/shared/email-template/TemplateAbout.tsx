import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { EmailTemplateDetail } from "@core/email";
import { LOCALES, LOCALE_INFO, type Locale } from "@core/i18n";
import { Select } from "@ui/form";
import { Heading } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { AUDIENCE_WORDS } from "./template-words";

const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;
  & dt {
    font-weight: 600;
  }
  & dd {
    margin: 0;
  }
`;

/** The languages staff read (the admin area's) and the organisation's own. */
function languagesFor(organisationLocale: Locale): Locale[] {
  const admin = new Set(LOCALES.map((locale) => LOCALE_INFO[locale].admin));
  admin.add(organisationLocale);
  return LOCALES.filter((locale) => admin.has(locale));
}

export interface TemplateAboutProps {
  template: EmailTemplateDetail;
  organisationLocale: Locale;
  onLocaleChange(locale: Locale): void;
}

/** Who an email goes to, whose text it is, and the language it is edited in. */
export function TemplateAbout({
  template,
  organisationLocale,
  onLocaleChange,
}: TemplateAboutProps) {
  const { t, i18n } = useLingui();
  const { locale } = template;
  const fallback = template.builtIn.locale !== locale;
  return (
    <section className={card} aria-labelledby="email-about">
      <Heading level={2} size="md" id="email-about">
        {t`About this email`}
      </Heading>
      <dl className={facts}>
        <dt>{t`Goes to`}</dt>
        <dd>{i18n._(AUDIENCE_WORDS[template.audience])}</dd>
        <dt>{t`Text`}</dt>
        <dd>
          {template.customised
            ? t`Your own, saved on ${i18n.date(template.customised.updatedAt, { dateStyle: "medium", timeStyle: "short" })}`
            : fallback
              ? t`Built-in. There is no ${LOCALE_INFO[locale].name} text yet: this is the ${LOCALE_INFO[template.builtIn.locale].name} one.`
              : t`Built-in`}
        </dd>
      </dl>
      <Select
        id="email-template-locale"
        label={t`Language`}
        value={locale}
        hint={
          locale === organisationLocale
            ? t`Your organisation's language: emails go out in it.`
            : t`Emails go out in your organisation's language (${LOCALE_INFO[organisationLocale].name}); this text is used if you switch to this one.`
        }
        onChange={(event) => onLocaleChange(event.target.value as Locale)}
        options={languagesFor(organisationLocale).map((language) => ({
          value: language,
          label: LOCALE_INFO[language].name,
        }))}
      />
    </section>
  );
}
