import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Checkbox } from "../form/Checkbox";
import { FieldError } from "../form/FieldParts";
import { Text } from "../typography/Text";
import {
  asksNames,
  coversFee,
  feeFor,
  feeForced,
  offersFee,
  parseAmount,
  type JoinSettings,
  type JoinValues,
} from "./join-model";
import { MethodChoice } from "./MethodChoice";
import { PayerNameFields, type PayerName } from "./PayerNameFields";

const feeBox = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 0.875rem 1rem;
  border-radius: 0.25rem;
  background: rgb(var(--c-primary-5));
`;

export interface JoinPaymentFieldsProps {
  settings: JoinSettings;
  values: JoinValues;
  errors: Partial<Record<"paymentMethod" | PayerName, string>>;
  money(amount: number): string;
  onChange(change: Partial<JoinValues>, field?: "paymentMethod" | PayerName): void;
  onNameBlur(name: PayerName): void;
}

/** How a contributing joiner pays: the method, the payer's names where asked, the fee. */
export function JoinPaymentFields({
  settings,
  values,
  errors,
  money,
  onChange,
  onNameBlur,
}: JoinPaymentFieldsProps) {
  const { t } = useLingui();
  const amount = parseAmount(values.amount) ?? 0;
  return (
    <>
      <MethodChoice
        id="join-method"
        methods={settings.join.paymentMethods}
        value={values.paymentMethod}
        onChange={(method) => onChange({ paymentMethod: method }, "paymentMethod")}
      />
      {errors.paymentMethod && (
        <FieldError id="join-paymentMethod-error">{errors.paymentMethod}</FieldError>
      )}
      {asksNames(settings, values) && (
        <PayerNameFields
          id="join"
          values={values}
          errors={errors}
          onChange={(name, value) => onChange({ [name]: value }, name)}
          onBlur={onNameBlur}
        />
      )}
      {offersFee(settings, values) && amount > 0 && (
        <div className={feeBox}>
          <Text size="sm">
            {t`Payment providers take a fee of ${money(feeFor(settings, values))} from each payment. Covering it means all of your contribution reaches us.`}
          </Text>
          <Checkbox
            id="join-pay-fee"
            label={
              feeForced(settings, values)
                ? t`At ${money(1)} a month, the fee is added to your contribution`
                : t`I'll cover the fee`
            }
            checked={coversFee(settings, values)}
            disabled={feeForced(settings, values)}
            onChange={(event) => onChange({ payFee: event.currentTarget.checked })}
          />
        </div>
      )}
    </>
  );
}
