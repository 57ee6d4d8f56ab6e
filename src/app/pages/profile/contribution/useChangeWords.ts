import { useLingui } from "@lingui/react/macro";
import { hasWholeCents } from "@core/contributions/amounts";

/**
 * The change form's words for a problem with the amount typed, and for a refusal by the
 * organisation's rules (contributionProblems), undefined for other rules.
 */
export function useChangeWords(
  money: (value: number) => string,
  minimum: number,
  monthly: boolean,
) {
  const { t } = useLingui();
  const amountProblem = (next: number | undefined): string | undefined =>
    next === undefined || next <= 0 || !hasWholeCents(next)
      ? t`Enter an amount, such as 5 or 7.50`
      : next < minimum
        ? monthly
          ? t`The minimum is ${money(minimum)} a month`
          : t`The minimum is ${money(minimum)} a year`
        : undefined;
  const ruleWords = (rule: string, text: string): string | undefined => {
    switch (rule) {
      case "below-minimum": {
        // The server's minimum: the organisation may have raised it since the page loaded.
        const stated = Number(/\d+(\.\d+)?/.exec(text)?.[0]);
        const least = Number.isFinite(stated) && stated > 0 ? stated : minimum;
        return monthly
          ? t`The minimum is ${money(least)} a month`
          : t`The minimum is ${money(least)} a year`;
      }
      case "fee-required":
        return t`An amount this small must cover the payment fee: tick “I'll cover the payment fee”.`;
      case "fee-not-offered":
      case "no-fee-on-annual":
        return t`Covering the payment fee isn't offered for this contribution. Reload the page to see what is.`;
      case "period-not-offered":
        return t`Contributions are no longer offered for this period. Please contact us to change it.`;
      default:
        return undefined;
    }
  };
  return { amountProblem, ruleWords };
}
