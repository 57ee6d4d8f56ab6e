import type { Appearance } from "@stripe/stripe-js";
import { formatHex } from "@core/theme/hex";
import { fontStack, resolveFonts } from "@core/theme/fonts";
import { resolveThemeColors } from "@core/theme/resolve-colors";
import type { Theme } from "@core/theme/schema";

/**
 * The organisation's theme as Stripe's Payment Element takes it: its colours and body font, so
 * the card and bank fields inside Stripe's frame look like the rest of the form.
 */
export function stripeAppearance(theme: Theme | undefined): Appearance {
  const colors = resolveThemeColors(theme?.colors);
  const { body } = resolveFonts(theme?.fonts);
  return {
    theme: "stripe",
    variables: {
      colorPrimary: formatHex(colors.primary),
      colorText: formatHex(colors.body),
      colorBackground: formatHex(colors.white),
      colorDanger: formatHex(colors.danger),
      colorSuccess: formatHex(colors.success),
      fontFamily: fontStack(body),
      borderRadius: "4px",
    },
  };
}
