import { useLingui } from "@lingui/react/macro";
import { contentDocument } from "@core/content/api";
import { useQuery } from "@stores/query";
import { Heading, Text } from "@ui/typography";
import { ContentLoadState } from "../../shared/ContentLoadState";
import { SettingsTabs } from "../SettingsTabs";
import { settingsPage } from "../../shared/settings-styles";
import { FailedPaymentsForm } from "./FailedPaymentsForm";
import { TestPaymentsPanel } from "./TestPaymentsPanel";

/**
 * `/admin/settings/payments`: the test payments panel while the test provider takes the
 * payments, and what happens when a payment fails (grace period, retries).
 */
export default function PaymentsSettingsPage() {
  const { t } = useLingui();
  const payment = useQuery(contentDocument("payment"));
  return (
    <div className={settingsPage}>
      <SettingsTabs />
      <div>
        <Heading level={1}>{t`Payment settings`}</Heading>
        <Text>{t`How members' payments are collected. Each part saves on its own.`}</Text>
      </div>
      {payment.status === "ready" ? (
        <>
          {payment.data.testPayments && <TestPaymentsPanel />}
          <FailedPaymentsForm payment={payment.data} />
        </>
      ) : (
        <ContentLoadState state={payment} read={contentDocument("payment")} />
      )}
    </div>
  );
}
