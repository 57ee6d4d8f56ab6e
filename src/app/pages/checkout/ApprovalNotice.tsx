import { useLingui } from "@lingui/react/macro";
import { Button } from "@ui/button";
import { Notice } from "@ui/callout/Notice";
import { formActions } from "@ui/form";
import { Text } from "@ui/typography";

export interface ApprovalNoticeProps {
  /** Which answer is being sent, if any. */
  busy: "approve" | "refuse" | undefined;
  onAnswer(approve: boolean): void;
}

/** The bank asking the payer to approve the payment (a card's 3-D Secure step). */
export function ApprovalNotice({ busy, onAnswer }: ApprovalNoticeProps) {
  const { t } = useLingui();
  return (
    <Notice>
      <Text>{t`Your bank asks you to approve this payment.`}</Text>
      <div className={formActions}>
        <Button loading={busy === "approve"} onClick={() => onAnswer(true)}>
          {t`Approve`}
        </Button>
        <Button
          variant="dangerOutlined"
          loading={busy === "refuse"}
          onClick={() => onAnswer(false)}
        >
          {t`Refuse`}
        </Button>
      </div>
    </Notice>
  );
}
