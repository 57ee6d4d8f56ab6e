import type { NewsletterSettings } from "../../config-newsletter";
import type { NewsletterProvider } from "./provider";
import type { SyncState } from "./sync-state";

/** The integration as staff see it: the provider, its audience and groups, and, asked, its health. */
export async function newsletterIntegration(
  settings: NewsletterSettings,
  provider: NewsletterProvider | undefined,
  { state, groups }: SyncState,
  health: boolean,
  checkedIds: ReadonlySet<string>,
) {
  const kind = settings.mailchimp ? "mailchimp" : provider ? "test" : "none";
  if (!provider) return { provider: kind, ...(health ? { status: "disabled" as const } : {}) };
  let status: "healthy" | "unhealthy" | undefined;
  let known = (await state()).groups;
  if (health) {
    try {
      known = await groups(true);
      status = "healthy";
    } catch {
      status = "unhealthy";
    }
  }
  return {
    provider: kind,
    audienceId: provider.audienceId,
    groups: known.map((group) => ({ ...group, checked: checkedIds.has(group.id) })),
    ...(status ? { status } : {}),
  };
}
