import type { MessageDescriptor } from "@lingui/core";
import type { ComponentType } from "react";
import type { PagePath } from "@core/pages";

/** The six page frames of SPEC section 2; `App` is a bare page with no chrome at all. */
export type LayoutName =
  "Dashboard" | "FlexibleDashboard" | "Auth" | "Loading" | "Fullscreen" | "App";

/**
 * Who may open a page: anyone; anyone signed in; reviewers (who review at least one callout)
 * and admins; admins; superadmins.
 */
export type PageAccess = "public" | "login" | "reviewer" | "admin" | "superadmin";

export interface PageProps {
  params: Record<string, string | undefined>;
}

/** What a group of pages shares, and each page of it may change for itself. */
export interface PageSettings {
  layout?: LayoutName;
  access?: PageAccess;
}

/** A page of the route table, by its path (src/app/routes.ts). */
export interface PageDefinition extends PageSettings {
  page: ComponentType<PageProps>;
  /** The page name in the document title and the mobile menu bar. */
  title: MessageDescriptor;
  /** Pages that may render inside a frame on another site. */
  embeddable?: boolean;
  /** Pages hidden in reviewer-only mode (joining, contributions). */
  hiddenInReviewerOnly?: boolean;
}

/**
 * Pages that share a layout and who may open them, and groups inside it that add to that:
 * the route table is a tree of these (src/app/routes.ts).
 */
export interface RouteGroup extends PageSettings {
  pages?: Partial<Record<PagePath, PageDefinition>>;
  groups?: RouteGroup[];
}

/** A page as the router uses it: its settings settled from its groups. */
export interface AppRoute extends PageDefinition {
  /** A pattern of src/core/pages, such as `/callouts/:id`. */
  path: PagePath;
  layout: LayoutName;
  access: PageAccess;
}
