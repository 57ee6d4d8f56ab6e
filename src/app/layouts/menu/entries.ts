import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { hasRole, type CurrentUser } from "../../../core/contacts";

export interface MenuEntry {
  href: string;
  label: MessageDescriptor;
}

export interface MenuSection {
  /** Read out by screen readers as the navigation landmark's name. */
  label: MessageDescriptor;
  entries: MenuEntry[];
}

export interface MenuSettings {
  hideContribution: boolean;
  reviewerOnly: boolean;
}

/** The menu a person sees: member entries for everyone signed in, admin entries by role. */
export function menuFor(user: CurrentUser, settings: MenuSettings): MenuSection[] {
  const isAdmin = hasRole(user.activeRoles, "admin");
  const { reviewerOnly } = settings;

  const member: MenuEntry[] = [
    ...(reviewerOnly
      ? []
      : [
          { href: "/profile", label: msg`Home` },
          { href: "/callouts", label: msg`Callouts` },
        ]),
    ...(settings.hideContribution || reviewerOnly
      ? []
      : [{ href: "/profile/contribution", label: msg`Contribution` }]),
    { href: "/profile/account", label: msg`Account` },
  ];

  const admin: MenuEntry[] = isAdmin
    ? [
        { href: "/admin", label: msg`Dashboard` },
        { href: "/admin/contacts", label: msg`Contacts` },
        { href: "/admin/callouts", label: msg`Callouts` },
        ...(reviewerOnly ? [] : [{ href: "/admin/notices", label: msg`Notices` }]),
        { href: "/admin/payments", label: msg`Payments` },
        ...(reviewerOnly
          ? []
          : [
              {
                href: "/admin/membership-builder",
                label: msg`Membership builder`,
              },
            ]),
        { href: "/admin/settings", label: msg`Settings` },
      ]
    : user.isReviewer
      ? [{ href: "/admin/callouts", label: msg`Callouts` }]
      : [];

  const sections: MenuSection[] = [{ label: msg`Your profile`, entries: member }];
  if (admin.length) sections.push({ label: msg`Administration`, entries: admin });
  return sections;
}
