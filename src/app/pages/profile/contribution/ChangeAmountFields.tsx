import { useLingui } from "@lingui/react/macro";
import type { ContributionPeriod } from "@core/fees";
import { Checkbox } from "@ui/form";
import { AmountField } from "@ui/join-form/AmountField";
import { Text } from "@ui/typography";

export interface ChangeAmountFieldsProps {
  period: ContributionPeriod;
  amount: string;
  symbol: string;
  minimum: number;
  presets: number[];
  money(value: number): string;
  /** The amount's problem, and the server's refusal of the fee cover. */
  errors: { amount: string | undefined; payFee: string | undefined };
  /** A payment is on its way: nothing can change, and the fields say so. */
  blocked: boolean;
  feeOffered: boolean;
  covering: boolean;
  /** The amount is so small that covering the fee is a must. */
  feeForced: boolean;
  onAmount(amount: string): void;
  onPayFee(payFee: boolean): void;
}

/** The new amount, and covering the payment fee where it is offered; why not, while blocked. */
export function ChangeAmountFields(props: ChangeAmountFieldsProps) {
  const { period, amount, symbol, minimum, presets, money, errors, blocked } = props;
  const { t } = useLingui();
  return (
    <>
      {blocked && (
        <Text role="status">
          {t`A payment is on its way. You can change your contribution once it has gone through.`}
        </Text>
      )}
      <AmountField
        id="change-amount"
        label={period === "monthly" ? t`Amount per month` : t`Amount per year`}
        symbol={symbol}
        value={amount}
        minimum={minimum}
        presets={presets}
        money={money}
        error={errors.amount}
        disabled={blocked}
        onChange={props.onAmount}
      />
      {props.feeOffered && (
        <Checkbox
          id="change-pay-fee"
          label={t`I'll cover the payment fee`}
          checked={props.covering}
          disabled={props.feeForced || blocked}
          error={errors.payFee}
          onChange={(event) => props.onPayFee(event.currentTarget.checked)}
        />
      )}
    </>
  );
}
