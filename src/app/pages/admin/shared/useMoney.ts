import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { $general } from "@stores/settings";

/** Money in the organisation's currency, in the page's locale; `whole` drops the cents. */
export function useMoney(): (value: number, options?: { whole?: boolean }) => string {
  const { i18n } = useLingui();
  const { currencyCode } = useStore($general);
  return (value, options = {}) =>
    i18n.number(value, {
      style: "currency",
      currency: currencyCode,
      ...(options.whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
    });
}
