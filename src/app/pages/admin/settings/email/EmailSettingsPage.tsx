import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { contentDocument } from "@core/content/api";
import { parseLocale } from "@core/i18n";
import { useQuery } from "@stores/query";
import { $general } from "@stores/settings";
import { Heading } from "@ui/typography";
import { ContentLoadState } from "../../shared/ContentLoadState";
import { SettingsTabs } from "../SettingsTabs";
import { settingsPage } from "../../shared/settings-styles";
import { SenderForm } from "./SenderForm";
import { TemplateList } from "./TemplateList";

/** Who emails come from, and the emails themselves. */
export default function EmailSettingsPage() {
  const { t } = useLingui();
  const email = useQuery(contentDocument("email"));
  const general = useStore($general);
  return (
    <div className={settingsPage}>
      <SettingsTabs />
      <Heading level={1}>{t`Email`}</Heading>
      {email.status === "ready" ? (
        <SenderForm email={email.data} generalAddress={general.supportEmail} />
      ) : (
        <ContentLoadState state={email} read={contentDocument("email")} />
      )}
      <TemplateList locale={parseLocale(general.locale) ?? "en"} />
    </div>
  );
}
