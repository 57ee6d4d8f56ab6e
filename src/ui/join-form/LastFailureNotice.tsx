import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { SetupFailure } from "@core/payments/setup-failure";
import type { PaymentMethod } from "@core/fees/payment-method";
import { Button } from "../button/Button";
import { Text } from "../typography/Text";
import { failureReason } from "./failure-reason";

const failureBox = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  padding: 0.875rem 1rem;
  border-left: 4px solid rgb(var(--c-danger));
  border-radius: 0.25rem;
  background: rgb(var(--c-danger-10));

  & > p {
    margin: 0;
  }
`;

export interface LastFailureNoticeProps {
  failure: SetupFailure;
  method: PaymentMethod | undefined;
  sending: boolean;
}

/** Why the reader's last checkout failed, above the join form, with "Try again". */
export function LastFailureNotice({ failure, method, sending }: LastFailureNoticeProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={failureBox} role="alert">
      <Text>
        <strong>{i18n._(failureReason(failure, method))}</strong>
      </Text>
      <Text size="sm">{t`Nothing was charged. Your details are kept below: check them and try again.`}</Text>
      <Button type="submit" loading={sending}>
        {t`Try again`}
      </Button>
    </div>
  );
}
