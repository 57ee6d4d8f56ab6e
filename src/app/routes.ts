import { msg } from "@lingui/core/macro";
import { lazy } from "react";
import { PAGE_PATHS, type PagePath } from "../core/pages";
import type { AppRoute, PageDefinition } from "./router/types";

/**
 * Every page of the dashboard, in one table: page (loaded on demand), title, layout and who may
 * open it, by path. The paths live in src/core/pages, which the server reads for its 404s:
 * later features add their path there, then their page here.
 */
const pages: Record<PagePath, PageDefinition> = {
  "/": {
    page: lazy(() => import("./pages/home/HomePage")),
    title: msg`Home`,
    layout: "Loading",
    access: "login",
  },
  "/profile": {
    page: lazy(() => import("./pages/profile/ProfilePage")),
    title: msg`Your profile`,
    access: "login",
  },
  "/profile/account": {
    page: lazy(() => import("./pages/profile/account/AccountPage")),
    title: msg`Account`,
    access: "login",
  },
  "/callouts": {
    page: lazy(() => import("./pages/callouts/CalloutsPage")),
    title: msg`Callouts`,
    access: "public",
  },
  "/callouts/:id": {
    page: lazy(() => import("./pages/callouts/CalloutPage")),
    title: msg`Callout`,
    access: "public",
    embeddable: true,
  },
  "/callouts/:id/respond": {
    page: lazy(() => import("./pages/callouts/RespondPage")),
    title: msg`Answer the callout`,
    access: "public",
  },
  "/callouts/:id/thanks": {
    page: lazy(() => import("./pages/callouts/ThanksPage")),
    title: msg`Thank you`,
    access: "public",
    embeddable: true,
  },
  "/callouts/:id/gallery": {
    page: lazy(() => import("./pages/callouts/GalleryPage")),
    title: msg`Gallery of responses`,
    layout: "Fullscreen",
    access: "public",
    embeddable: true,
  },
  "/callouts/:id/map": {
    page: lazy(() => import("./pages/callouts/MapPage")),
    title: msg`Map of responses`,
    layout: "Fullscreen",
    access: "public",
    embeddable: true,
  },
  "/auth/login": {
    page: lazy(() => import("./pages/auth/LoginPage")),
    title: msg`Log in`,
    layout: "Auth",
    access: "public",
  },
  "/auth/forgot-password": {
    page: lazy(() => import("./pages/auth/ForgotPasswordPage")),
    title: msg`Forgot password`,
    layout: "Auth",
    access: "public",
  },
  "/auth/reset-password/:id": {
    page: lazy(() => import("./pages/auth/ResetPasswordPage")),
    title: msg`Choose a new password`,
    layout: "Auth",
    access: "public",
  },
  "/auth/set-password/:id": {
    page: lazy(() => import("./pages/auth/SetPasswordPage")),
    title: msg`Set your password`,
    layout: "Auth",
    access: "public",
  },
  "/auth/confirm-email/:id": {
    page: lazy(() => import("./pages/auth/ConfirmEmailPage")),
    title: msg`Confirm your new email address`,
    layout: "Auth",
    access: "public",
  },
  "/auth/lost-device": {
    page: lazy(() => import("./pages/auth/LostDevicePage")),
    title: msg`Lost device`,
    layout: "Auth",
    access: "public",
  },
  "/auth/reset-device/:id": {
    page: lazy(() => import("./pages/auth/ResetDevicePage")),
    title: msg`Turn off two-factor authentication`,
    layout: "Auth",
    access: "public",
  },
  "/_theme": {
    page: lazy(() => import("./pages/theme/ThemePage")),
    title: msg`Theme preview`,
    layout: "App",
    access: "public",
  },
  "/admin/ui-toolkit": {
    page: lazy(() => import("./pages/admin/ui-toolkit/UiToolkitPage")),
    title: msg`UI toolkit`,
    access: "admin",
  },
  "/admin/settings/api-keys": {
    page: lazy(() => import("./pages/admin/settings/api-keys/ApiKeysPage")),
    title: msg`API keys`,
    access: "admin",
  },
};

/** The pages in the order their paths are matched. */
export const routes: AppRoute[] = PAGE_PATHS.map((path) => ({ path, ...pages[path] }));
