import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { contentDocument } from "@core/content/api";
import { parseLocale } from "@core/i18n";
import { useQuery } from "@stores/query";
import { $general } from "@stores/settings";
import { QueryView } from "@ui/query-view";
import { Heading } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { settingsLoadWords } from "../../shared/settings-load-words";
import { SettingsTabs } from "../SettingsTabs";
import { settingsPage } from "../../shared/settings-styles";
import { SenderForm } from "./SenderForm";
import { TemplateList } from "./TemplateList";

/** Who emails come from, and the emails themselves. */
export default function EmailSettingsPage() {
  const { t, i18n } = useLingui();
  const email = useQuery(contentDocument("email"));
  const general = useStore($general);
  return (
    <div className={settingsPage}>
      <SettingsTabs />
      <Heading level={1}>{t`Email`}</Heading>
      <QueryView
        state={email}
        read={contentDocument("email")}
        {...settingsLoadWords(i18n)}
        className={card}
      >
        {(data) => <SenderForm email={data} generalAddress={general.supportEmail} />}
      </QueryView>
      <TemplateList locale={parseLocale(general.locale) ?? "en"} />
    </div>
  );
}
