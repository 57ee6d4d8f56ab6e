import { useLingui } from "@lingui/react/macro";
import { contentDocument } from "@core/content/api";
import { useQuery } from "@stores/query";
import { Heading, Text } from "@ui/typography";
import { ContentLoadState } from "../../shared/ContentLoadState";
import { SettingsTabs } from "../SettingsTabs";
import { settingsPage } from "../../shared/settings-styles";
import { FooterForm } from "./FooterForm";
import { OrganisationForm } from "./OrganisationForm";
import { PaymentForm } from "./PaymentForm";
import { SharingForm } from "./SharingForm";

/** The organisation's name, logo and language, sharing, payment and footer: each saves alone. */
export default function GeneralSettingsPage() {
  const { t } = useLingui();
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
      {general.status === "ready" ? (
        <OrganisationForm general={general.data} />
      ) : (
        <ContentLoadState state={general} read={contentDocument("general")} />
      )}
      {share.status === "ready" ? (
        <SharingForm share={share.data} />
      ) : (
        <ContentLoadState state={share} read={contentDocument("share")} />
      )}
      {payment.status === "ready" && <PaymentForm payment={payment.data} />}
      {payment.status !== "ready" && (
        <ContentLoadState state={payment} read={contentDocument("payment")} />
      )}
      {general.status === "ready" && <FooterForm general={general.data} />}
    </div>
  );
}
