import type { MessageDescriptor } from "@lingui/core";
import type { ComponentType } from "react";
import type { PagePath } from "../../core/pages";

/** The six page frames of SPEC section 2; `App` is a bare page with no chrome at all. */
export type LayoutName =
  "Dashboard" | "FlexibleDashboard" | "Auth" | "Loading" | "Fullscreen" | "App";

/** Who may open a page: anyone, any signed-in person, or admins. */
export type PageAccess = "public" | "login" | "admin";

export interface PageProps {
  params: Record<string, string | undefined>;
}

/** A page of the route table, by its path (src/app/routes.ts). */
export interface PageDefinition {
  page: ComponentType<PageProps>;
  /** The page name in the document title and the mobile menu bar. */
  title: MessageDescriptor;
  layout?: LayoutName;
  access: PageAccess;
  /** Pages that may render inside a frame on another site. */
  embeddable?: boolean;
  /** Pages hidden in reviewer-only mode (joining, contributions). */
  hiddenInReviewerOnly?: boolean;
}

export interface AppRoute extends PageDefinition {
  /** A pattern of src/core/pages, such as `/callouts/:id`. */
  path: PagePath;
}
