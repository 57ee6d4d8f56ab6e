import type { ContributionPeriod } from "@core/fees/payment-method";

/** What the join link asks the form to open with: the `?amount=` and `?period=` it reads. */
export interface JoinPresets {
  amount?: string;
  period?: ContributionPeriod;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const query = ({ amount, period }: JoinPresets) => {
  const params = new URLSearchParams();
  if (amount) params.set("amount", amount);
  if (period) params.set("period", period);
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** The join page with the presets: what readers follow without JavaScript. */
export const joinLink = (presets: JoinPresets, origin: string) => `${origin}/join${query(presets)}`;

/** The join frame with the presets, as the loader makes of the link (docs/embedding.md). */
export const joinFrameAddress = (presets: JoinPresets) => `/embed/join${query(presets)}`;

/**
 * What an editor pastes into an article: the join link, which the loader turns into the join
 * frame, and the loader.
 */
export function joinEmbedSnippet(presets: JoinPresets, linkText: string, origin: string): string {
  return [
    `<a href="${escapeHtml(joinLink(presets, origin))}" data-agora-embed>${escapeHtml(linkText)}</a>`,
    `<script src="${escapeHtml(origin)}/loader.js" async></script>`,
  ].join("\n");
}
