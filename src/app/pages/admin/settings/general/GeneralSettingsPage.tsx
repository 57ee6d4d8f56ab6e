import { useLingui } from "@lingui/react/macro";
import { contentDocument } from "@core/content/api";
import { useQuery } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { settingsLoadWords } from "../../shared/settings-load-words";
import { SettingsTabs } from "../SettingsTabs";
import { settingsPage } from "../../shared/settings-styles";
import { FooterForm } from "./FooterForm";
import { OrganisationForm } from "./OrganisationForm";
import { PaymentForm } from "./PaymentForm";
import { SharingForm } from "./SharingForm";

/** The organisation's name, logo and language, sharing, payment and footer: each saves alone. */
export default function GeneralSettingsPage() {
  const { t, i18n } = useLingui();
  const words = { ...settingsLoadWords(i18n), className: card };
  const general = useQuery(contentDocument("general"));
  const share = useQuery(contentDocument("share"));
  const payment = useQuery(contentDocument("payment"));

  return (
    <div className={settingsPage}>
      <SettingsTabs />
      <div>
        <Heading level={1}>{t`General settings`}</Heading>
        <Text>{t`Each part saves on its own.`}</Text>
      </div>
      <QueryView state={general} read={contentDocument("general")} {...words}>
        {(data) => <OrganisationForm general={data} />}
      </QueryView>
      <QueryView state={share} read={contentDocument("share")} {...words}>
        {(data) => <SharingForm share={data} />}
      </QueryView>
      <QueryView state={payment} read={contentDocument("payment")} {...words}>
        {(data) => <PaymentForm payment={data} />}
      </QueryView>
      {general.status === "ready" && <FooterForm general={general.data} />}
    </div>
  );
}
