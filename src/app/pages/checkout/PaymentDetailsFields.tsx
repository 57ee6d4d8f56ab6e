import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import {
  TEST_CARD_NUMBER,
  TEST_IBAN,
  type PaymentDetailsProblem,
} from "@core/payments/test-provider";
import { TextField } from "@ui/form";

const pair = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
`;

type Field = PaymentDetailsProblem["property"];

export interface PaymentDetailsFieldsProps {
  /** A bank account (GoCardless's direct debit) rather than a card. */
  bank: boolean;
  /** A field's id, value, error and change handler. */
  field(name: Field): {
    id: string;
    value: string;
    error: string | undefined;
    onChange(event: { currentTarget: HTMLInputElement }): void;
  };
}

/** The test card's number, expiry and CVC, or the test bank account's holder and IBAN. */
export function PaymentDetailsFields({ bank, field: update }: PaymentDetailsFieldsProps) {
  const { t } = useLingui();
  return bank ? (
    <>
      <TextField
        {...update("accountHolder")}
        label={t`Account holder`}
        autoComplete="name"
        required
      />
      <TextField
        {...update("iban")}
        label={t`IBAN`}
        hint={t`Test IBAN: ${TEST_IBAN}`}
        autoComplete="off"
        required
      />
    </>
  ) : (
    <>
      <TextField
        {...update("cardNumber")}
        label={t`Card number`}
        hint={t`Test card: ${TEST_CARD_NUMBER}, any future date, any 3 digits`}
        inputMode="numeric"
        autoComplete="cc-number"
        required
      />
      <div className={pair}>
        <TextField {...update("expiry")} label={t`Expiry (MM/YY)`} autoComplete="cc-exp" required />
        <TextField
          {...update("cvc")}
          label={t`CVC`}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
        />
      </div>
    </>
  );
}
