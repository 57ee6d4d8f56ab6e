/**
 * The building blocks of the built-in templates, so every language lays its emails out alike.
 * `link` is a merge tag name: its value (escaped when merged) is the address.
 */

export const paragraph = (text: string) => `<p>${text}</p>`;

/** The main action's link, styled as a button (admins' own texts get it too: ../buttons.ts). */
export const actionButton = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:4px;background:#262453;color:#ffffff;font-weight:bold;text-decoration:none">${label}</a></p>`;

/**
 * The main action as a button, with the address written out for mail apps that hide buttons.
 * The plain-text part shows the address after the label, so it leaves that paragraph out.
 */
export function action(link: string, label: string, fallback: string): string {
  const href = `*|${link}|*`;
  return [
    actionButton(href, label),
    `<p data-html-only style="font-size:14px">${fallback}<br><a href="${href}" style="color:#262453;word-break:break-all">${href}</a></p>`,
  ].join("\n");
}

export const body = (...parts: string[]) => parts.join("\n");
