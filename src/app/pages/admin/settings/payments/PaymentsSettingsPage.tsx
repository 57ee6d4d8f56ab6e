import { useLingui } from "@lingui/react/macro";
import { contentDocument } from "@core/content/api";
import { useQuery } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { settingsLoadWords } from "../../shared/settings-load-words";
import { SettingsTabs } from "../SettingsTabs";
import { settingsPage } from "../../shared/settings-styles";
import { FailedPaymentsForm } from "./FailedPaymentsForm";
import { TestPaymentsPanel } from "./TestPaymentsPanel";

/**
 * `/admin/settings/payments`: the test payments panel while the test provider takes the
 * payments, and what happens when a payment fails (grace period, retries).
 */
export default function PaymentsSettingsPage() {
  const { t, i18n } = useLingui();
  const payment = useQuery(contentDocument("payment"));
  return (
    <div className={settingsPage}>
      <SettingsTabs />
      <div>
        <Heading level={1}>{t`Payment settings`}</Heading>
        <Text>{t`How members' payments are collected. Each part saves on its own.`}</Text>
      </div>
      <QueryView
        state={payment}
        read={contentDocument("payment")}
        {...settingsLoadWords(i18n)}
        className={card}
      >
        {(data) => (
          <>
            {data.testPayments && <TestPaymentsPanel />}
            <FailedPaymentsForm payment={data} />
          </>
        )}
      </QueryView>
    </div>
  );
}
