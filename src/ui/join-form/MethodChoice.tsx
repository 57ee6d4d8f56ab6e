import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { css } from "@linaria/core";
import type { PaymentMethod } from "@core/fees/payment-method";
import { fieldset } from "../form/fieldStyles";
import { legend, tile, tiles } from "./styles";

/** What each payment method is called on the join form and the contribution page. */
export const METHOD_NAMES: Record<PaymentMethod, MessageDescriptor> = {
  s_card: msg`Card`,
  s_sepa: msg`SEPA direct debit`,
  s_bacs: msg`BACS direct debit`,
  s_paypal: msg`PayPal`,
  s_ideal: msg`iDEAL`,
  "gc_direct-debit": msg`Direct debit`,
};

const icon = css`
  flex-shrink: 0;
  width: 1.25rem;
  height: 1.25rem;

  /* Strokes in CSS: the frames' Preact does not translate camelCase SVG attributes. */
  & * {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.5;
    stroke-linejoin: round;
  }
`;

/** A card for cards, a wallet for PayPal, a bank for debits and iDEAL. */
function MethodIcon({ method }: { method: PaymentMethod }) {
  return (
    <svg className={icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {method === "s_card" ? (
        <>
          <rect x="2" y="4.5" width="16" height="11" rx="1.5" />
          <path d="M2 8.5h16M5 12.5h3" />
        </>
      ) : method === "s_paypal" ? (
        <path d="M14.5 6.5V4h-10A1.5 1.5 0 0 0 3 5.5v9A1.5 1.5 0 0 0 4.5 16h12a1 1 0 0 0 1-1V7.5a1 1 0 0 0-1-1H4.5A1.5 1.5 0 0 1 3 5M13.5 11.25h1.5" />
      ) : (
        <path d="M3 8h14M10 3l7 5H3zM5 8v6M8.5 8v6M11.5 8v6M15 8v6M3 16.5h14" />
      )}
    </svg>
  );
}

export interface MethodChoiceProps {
  id: string;
  methods: readonly PaymentMethod[];
  value: PaymentMethod | undefined;
  onChange(method: PaymentMethod): void;
}

/** The payment methods as tiles; nothing to choose when one is offered. */
export function MethodChoice({ id, methods, value, onChange }: MethodChoiceProps) {
  const { t, i18n } = useLingui();
  if (methods.length < 2) return null;
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{t`How you pay`}</legend>
      <div className={tiles}>
        {methods.map((method) => (
          <div key={method} className={tile}>
            <input
              type="radio"
              id={`${id}-${method}`}
              name={`${id}-method`}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            <label htmlFor={`${id}-${method}`}>
              <MethodIcon method={method} />
              {i18n._(METHOD_NAMES[method])}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
