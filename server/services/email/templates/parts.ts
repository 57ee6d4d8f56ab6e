/**
 * The building blocks of the built-in templates, so every language lays its emails out alike.
 * `link` is a merge tag name: its value (escaped when merged) is the address.
 */

export const paragraph = (text: string) => `<p>${text}</p>`;

/**
 * The main action's link, marked to show as a button in the theme's colours when the email is
 * rendered (../colours.ts); admins' own texts get it too (../buttons.ts).
 */
export const actionButton = (href: string, label: string) =>
  `<p data-action><a href="${href}">${label}</a></p>`;

/**
 * The main action as a button, with the address written out for mail apps that hide buttons.
 * The plain-text part shows the address after the label, so it leaves that paragraph out.
 */
export function action(link: string, label: string, fallback: string): string {
  const href = `*|${link}|*`;
  return [
    actionButton(href, label),
    `<p data-html-only style="font-size:14px">${fallback}<br><a href="${href}" style="word-break:break-all">${href}</a></p>`,
  ].join("\n");
}

export const body = (...parts: string[]) => parts.join("\n");

/** Where the reader's answers go in a body (`callout-response-answers`); no merge value fills it. */
export const ANSWERS_TAG = "*|ANSWERS|*";
