import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { Link, useLocation, useSearch } from "wouter";
import { emailTemplate } from "@core/email/api";
import { parseLocale, type Locale } from "@core/i18n";
import { useQuery } from "@stores/query";
import { $general } from "@stores/settings";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import type { PageProps } from "@app/router/types";
import { settingsLoadWords } from "../../shared/settings-load-words";
import { SettingsTabs } from "../SettingsTabs";
import { settingsPage } from "../../shared/settings-styles";
import { TemplateEditor } from "../../shared/email-template/TemplateEditor";
import { templateWords } from "../../shared/email-template/template-words";

/**
 * One email: its subject and text in a language (`?locale=`, the organisation's by default),
 * a live preview, a test to oneself and a way back to the built-in text.
 */
export default function EmailTemplatePage({ params }: PageProps) {
  const { t, i18n } = useLingui();
  const [path, navigate] = useLocation();
  const general = useStore($general);
  const id = params.id ?? "";
  const organisationLocale = parseLocale(general.locale) ?? "en";
  const locale = parseLocale(new URLSearchParams(useSearch()).get("locale")) ?? organisationLocale;
  const loaded = useQuery(emailTemplate(id, locale));
  const words = templateWords(id);

  const chooseLocale = (next: Locale) =>
    navigate(next === organisationLocale ? path : `${path}?locale=${encodeURIComponent(next)}`, {
      replace: true,
    });

  return (
    <div className={settingsPage}>
      <SettingsTabs />
      <div>
        <Heading level={1}>{i18n._(words.name)}</Heading>
        {words.sent && <Text>{i18n._(words.sent)}</Text>}
      </div>
      <QueryView
        state={loaded}
        read={emailTemplate(id, locale)}
        {...settingsLoadWords(i18n)}
        className={card}
        notFound={
          <Text>
            {t`Agora sends no email of this name.`}{" "}
            <Link href="/admin/settings/email">{t`Back to the emails`}</Link>
          </Text>
        }
      >
        {(template) => (
          <TemplateEditor
            key={`${template.id}-${template.locale}-${template.customised?.updatedAt ?? ""}`}
            template={template}
            organisationLocale={organisationLocale}
            onLocaleChange={chooseLocale}
          />
        )}
      </QueryView>
    </div>
  );
}
