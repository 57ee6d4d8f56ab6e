import type { Callout } from "@core/callouts/callout";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * What an editor pastes into an article (docs/embedding.md): a link to the callout, which the
 * loader turns into a frame (and which still works without JavaScript), and the loader.
 */
export function embedSnippet(callout: Pick<Callout, "slug" | "title">, origin: string): string {
  const link = `${origin}/callouts/${encodeURIComponent(callout.slug)}`;
  return [
    `<a href="${escapeHtml(link)}" data-agora-embed>${escapeHtml(callout.title || callout.slug)}</a>`,
    `<script src="${escapeHtml(origin)}/loader.js" async></script>`,
  ].join("\n");
}
