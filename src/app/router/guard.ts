import type { CurrentUser } from "@core/contacts/current-user";
import { hasRole } from "@core/contacts/has-role";
import type { AppRoute, PageAccess } from "./types";

export type GuardResult =
  | { action: "render" }
  | { action: "redirect"; to: string; forbidden?: boolean }
  /** Refuse to render: the page is not meant for a frame. */
  | { action: "frame-blocked" }
  | { action: "not-found" };

export interface GuardContext {
  user: CurrentUser | null;
  /** Path and query of the page being opened, for the login page's `next`. */
  location: string;
  embedded: boolean;
  reviewerOnly: boolean;
}

/** Decides whether a page may render for this visitor, or where to send them instead. */
export function guardRoute(route: AppRoute, context: GuardContext): GuardResult {
  if (context.embedded && !route.embeddable) return { action: "frame-blocked" };
  if (context.reviewerOnly && route.hiddenInReviewerOnly) return { action: "not-found" };
  if (route.access === "public") return { action: "render" };
  if (!context.user) {
    return { action: "redirect", to: `/auth/login?next=${encodeURIComponent(context.location)}` };
  }
  if (!mayOpen(route.access, context.user)) {
    return { action: "redirect", to: "/", forbidden: true };
  }
  return { action: "render" };
}

/** Whether someone signed in may open pages of this access level. */
export function mayOpen(access: PageAccess, user: CurrentUser): boolean {
  switch (access) {
    case "public":
    case "login":
      return true;
    case "reviewer":
      return user.isReviewer || hasRole(user.activeRoles, "admin");
    case "admin":
    case "superadmin":
      return hasRole(user.activeRoles, access);
  }
}

/** Where `/` leads: admins to the dashboard, reviewers in reviewer-only mode to their callouts. */
export function homePath(user: CurrentUser, reviewerOnly: boolean): string {
  if (hasRole(user.activeRoles, "admin")) return "/admin";
  if (reviewerOnly && user.isReviewer) return "/admin/callouts";
  return "/profile";
}

/** Only paths of this site may follow a login: `/x` yes, `//evil.org` or `https://…` never. */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) {
    return undefined;
  }
  return next;
}
