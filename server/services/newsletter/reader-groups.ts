import type { NewsletterGroup } from "@core/content";
import type { ContentService } from "../content";
import type { NewsletterService } from ".";

export type ReaderGroups = () => Promise<NewsletterGroup[]>;

/**
 * The groups readers may choose where they opt in (join setup, their account, a callout
 * without groups of its own): the audience's when a provider is connected, ticked as join
 * setup's defaults say; else join setup's own list.
 */
export function createReaderGroups(
  newsletter: Pick<NewsletterService, "enabled" | "groups">,
  content: Pick<ContentService, "get">,
): ReaderGroups {
  return async function readerGroups() {
    const setup = (await content.get("join/setup")).newsletterGroups;
    if (!newsletter.enabled) return setup;
    const checked = new Set(setup.filter((group) => group.checked).map((group) => group.id));
    return (await newsletter.groups()).map((group) => ({
      id: group.id,
      label: group.label,
      checked: checked.has(group.id),
    }));
  };
}
