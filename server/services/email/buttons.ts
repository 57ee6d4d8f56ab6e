import { escapeHtml } from "./html";
import { actionButton } from "./templates/parts";

/**
 * A paragraph that holds nothing but a link to a merge tag's address (`*|CONFIRMLINK|*`) is
 * the email's action: it shows as a button, as in the built-in emails. Admins write such a
 * paragraph in the rich-text editor, whose HTML holds no styles.
 */
const ACTION =
  /<p>\s*<a href="(\*\|[A-Za-z0-9_-]{1,64}\|\*[^"]*)">((?:(?!<\/?(?:a|p)\b)[\s\S])*?)<\/a>\s*<\/p>/g;

export function actionButtons(html: string): string {
  return html.replace(ACTION, (_paragraph, href: string, label: string) =>
    actionButton(href, label),
  );
}

/**
 * The body with the text of each action link to a merge tag's address (`*|CALLOUTLINK|*`)
 * replaced by the one given for that tag (`{ CALLOUTLINK: "Read the story" }`), escaped; other
 * links and blank texts stay as they are.
 */
export function relabelActions(html: string, labels: Record<string, string>): string {
  return html.replace(
    /(<p data-action><a href="\*\|([A-Za-z0-9_-]{1,64})\|\*[^"]*">)((?:(?!<\/?(?:a|p)\b)[\s\S])*?)(<\/a><\/p>)/g,
    (whole, start: string, tag: string, _label: string, end: string) => {
      const label = Object.hasOwn(labels, tag) ? labels[tag]?.trim() : undefined;
      return label ? `${start}${escapeHtml(label)}${end}` : whole;
    },
  );
}
