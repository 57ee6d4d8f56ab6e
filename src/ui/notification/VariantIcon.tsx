import { css } from "@linaria/core";
import type { NotificationVariant } from "@stores/notifications";

const glyphs: Record<NotificationVariant, string> = {
  success: "M7.5 12.5l3 3 6-7",
  warning: "M12 9.5v4.5M12 17.5v.5",
  error: "M9 9l6 6M15 9l-6 6",
  default: "M12 11v5M12 7.5v.5",
};

// Colours come from the notification's --n-* variables; SVG attributes cannot read var().
const icon = css`
  flex-shrink: 0;
  width: 1.5rem;
  height: 1.5rem;
`;
const shape = css`
  fill: rgb(var(--n-accent));
`;
const glyph = css`
  fill: none;
  stroke: rgb(var(--n-on-accent));
  stroke-width: 2.2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/**
 * The variant's symbol: a filled shape in the accent colour with a glyph on top. Decorative:
 * the notification also says its variant in text.
 */
export function VariantIcon({ variant }: { variant: NotificationVariant }) {
  return (
    <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {variant === "warning" ? (
        <path className={shape} d="M12 2.5L22.5 21h-21z" />
      ) : (
        <circle className={shape} cx="12" cy="12" r="10.5" />
      )}
      <path className={glyph} d={glyphs[variant]} />
    </svg>
  );
}
