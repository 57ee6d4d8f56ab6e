import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CurrentUser } from "@core/contacts";
import type { StaticPagePath } from "@core/pages";
import { mayOpen } from "../../router/guard";
import type { AppRoute } from "../../router/types";
import { currentRouteTab } from "@ui/tabs/tab-address";

export interface MenuEntry {
  path: StaticPagePath;
  label: MessageDescriptor;
  /** Left out in reviewer-only mode, which keeps the dashboard to reviewing. */
  memberFeature?: boolean;
}

export interface MenuSection {
  /** Read out by screen readers as the navigation landmark's name. */
  label: MessageDescriptor;
  entries: MenuEntry[];
}

export interface MenuSettings {
  reviewerOnly: boolean;
}

const SECTIONS: MenuSection[] = [
  {
    label: msg`Your profile`,
    entries: [
      { path: "/profile", label: msg`Home`, memberFeature: true },
      { path: "/callouts", label: msg`Callouts`, memberFeature: true },
      { path: "/profile/contribution", label: msg`Contribution`, memberFeature: true },
      { path: "/profile/account", label: msg`Account` },
    ],
  },
  {
    label: msg`Administration`,
    entries: [
      { path: "/admin", label: msg`Dashboard` },
      { path: "/admin/callouts", label: msg`Callouts` },
      { path: "/admin/contacts", label: msg`Contacts` },
      { path: "/admin/payments", label: msg`Payments`, memberFeature: true },
      { path: "/admin/notices", label: msg`Notices` },
      { path: "/admin/membership-builder", label: msg`Membership builder`, memberFeature: true },
      { path: "/admin/settings", label: msg`Settings` },
    ],
  },
];

/**
 * The menu a person sees: the entries of the pages they may open (by each page's access in
 * the route table), in sections; a section with none is left out.
 */
export function menuFor(
  user: CurrentUser,
  settings: MenuSettings,
  routes: readonly Pick<AppRoute, "path" | "access">[],
): MenuSection[] {
  const access = new Map(routes.map((route) => [route.path, route.access]));
  const shown = (entry: MenuEntry) => {
    const level = access.get(entry.path);
    return (
      level !== undefined && mayOpen(level, user) && !(settings.reviewerOnly && entry.memberFeature)
    );
  };
  return SECTIONS.map((section) => ({ ...section, entries: section.entries.filter(shown) })).filter(
    (section) => section.entries.length > 0,
  );
}

/**
 * The entry the page at `location` belongs to: its own, or the one whose address holds most
 * of it (a callout's responses are under "Callouts"). An entry whose address starts others'
 * (`/admin`, the dashboard) is a section's first page, not their parent: it is only ever the
 * page itself.
 */
export function currentEntry(sections: readonly MenuSection[], location: string) {
  const paths: string[] = sections.flatMap((section) => section.entries.map((entry) => entry.path));
  if (paths.includes(location)) return location;
  const parents = paths.filter(
    (path) => !paths.some((other) => other !== path && other.startsWith(`${path}/`)),
  );
  return parents[currentRouteTab(location, parents)];
}
