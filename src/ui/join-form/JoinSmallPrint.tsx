import { Trans, useLingui } from "@lingui/react/macro";
import { ContentBlock } from "../callout-form/ContentBlock";
import { Text } from "../typography/Text";
import { muted } from "./join-form-styles";
import type { JoinSettings } from "./join-model";

export interface JoinSmallPrintProps {
  settings: JoinSettings;
  /** The joiner gives a contribution: the payment notes apply. */
  giving: boolean;
}

/** Under the join button: VAT, the payment notice, test mode, and the privacy policy. */
export function JoinSmallPrint({ settings, giving }: JoinSmallPrintProps) {
  const { t } = useLingui();
  const { payment, general } = settings;
  return (
    <>
      {giving && payment.taxRateEnabled && (
        <Text size="sm" className={muted}>
          {t`Contributions include VAT at ${payment.taxRate}%.`}
        </Text>
      )}
      {giving && payment.noticeText && <ContentBlock html={payment.noticeText} />}
      {giving && payment.testPayments && (
        <Text size="sm" className={muted}>
          {t`Test mode: payments go to a test provider and no real money is taken.`}
        </Text>
      )}
      <Text size="sm" className={muted}>
        {general.privacyLink ? (
          <Trans>
            By joining you accept our{" "}
            <a href={general.privacyLink} target="_blank" rel="noopener">
              privacy policy
            </a>
            .
          </Trans>
        ) : (
          t`By joining you agree that we keep your email address to run your membership.`
        )}
      </Text>
    </>
  );
}
