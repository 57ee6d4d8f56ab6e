import type { MessageDescriptor } from "@lingui/core";
import type { ComponentType } from "react";

/** The six page frames of SPEC section 2; `App` is a bare page with no chrome at all. */
export type LayoutName =
  "Dashboard" | "FlexibleDashboard" | "Auth" | "Loading" | "Fullscreen" | "App";

/** Who may open a page: anyone, any signed-in person, or admins. */
export type PageAccess = "public" | "login" | "admin";

export interface PageProps {
  params: Record<string, string | undefined>;
}

export interface AppRoute {
  /** A wouter pattern, such as `/callouts/:id`. */
  path: string;
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
