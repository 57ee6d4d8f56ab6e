import { msg } from "@lingui/core/macro";
import { lazy } from "react";
import type { AppRoute } from "./router/types";

/**
 * Every page of the dashboard, in one table: path, page (loaded on demand), title, layout and
 * who may open it. Later features add their pages here.
 */
export const routes: AppRoute[] = [
  {
    path: "/",
    page: lazy(() => import("./pages/home/HomePage")),
    title: msg`Home`,
    layout: "Loading",
    access: "login",
  },
  {
    path: "/profile",
    page: lazy(() => import("./pages/profile/ProfilePage")),
    title: msg`Your profile`,
    access: "login",
  },
  {
    path: "/profile/account",
    page: lazy(() => import("./pages/profile/account/AccountPage")),
    title: msg`Account`,
    access: "login",
  },
  {
    path: "/callouts",
    page: lazy(() => import("./pages/callouts/CalloutsPage")),
    title: msg`Callouts`,
    access: "public",
  },
  {
    path: "/callouts/:id",
    page: lazy(() => import("./pages/callouts/CalloutPage")),
    title: msg`Callout`,
    access: "public",
    embeddable: true,
  },
  {
    path: "/callouts/:id/respond",
    page: lazy(() => import("./pages/callouts/RespondPage")),
    title: msg`Answer the callout`,
    access: "public",
  },
  {
    path: "/callouts/:id/thanks",
    page: lazy(() => import("./pages/callouts/ThanksPage")),
    title: msg`Thank you`,
    access: "public",
    embeddable: true,
  },
  {
    path: "/callouts/:id/gallery",
    page: lazy(() => import("./pages/callouts/GalleryPage")),
    title: msg`Gallery of responses`,
    layout: "Fullscreen",
    access: "public",
    embeddable: true,
  },
  {
    path: "/callouts/:id/map",
    page: lazy(() => import("./pages/callouts/MapPage")),
    title: msg`Map of responses`,
    layout: "Fullscreen",
    access: "public",
    embeddable: true,
  },
  {
    path: "/auth/login",
    page: lazy(() => import("./pages/auth/LoginPage")),
    title: msg`Log in`,
    layout: "Auth",
    access: "public",
  },
  {
    path: "/auth/forgot-password",
    page: lazy(() => import("./pages/auth/ForgotPasswordPage")),
    title: msg`Forgot password`,
    layout: "Auth",
    access: "public",
  },
  {
    path: "/auth/reset-password/:id",
    page: lazy(() => import("./pages/auth/ResetPasswordPage")),
    title: msg`Choose a new password`,
    layout: "Auth",
    access: "public",
  },
  {
    path: "/auth/set-password/:id",
    page: lazy(() => import("./pages/auth/SetPasswordPage")),
    title: msg`Set your password`,
    layout: "Auth",
    access: "public",
  },
  {
    path: "/auth/confirm-email/:id",
    page: lazy(() => import("./pages/auth/ConfirmEmailPage")),
    title: msg`Confirm your new email address`,
    layout: "Auth",
    access: "public",
  },
  {
    path: "/auth/lost-device",
    page: lazy(() => import("./pages/auth/LostDevicePage")),
    title: msg`Lost device`,
    layout: "Auth",
    access: "public",
  },
  {
    path: "/auth/reset-device/:id",
    page: lazy(() => import("./pages/auth/ResetDevicePage")),
    title: msg`Turn off two-factor authentication`,
    layout: "Auth",
    access: "public",
  },
  {
    path: "/_theme",
    page: lazy(() => import("./pages/theme/ThemePage")),
    title: msg`Theme preview`,
    layout: "App",
    access: "public",
  },
  {
    path: "/admin/ui-toolkit",
    page: lazy(() => import("./pages/admin/ui-toolkit/UiToolkitPage")),
    title: msg`UI toolkit`,
    access: "admin",
  },
  {
    path: "/admin/settings/api-keys",
    page: lazy(() => import("./pages/admin/settings/api-keys/ApiKeysPage")),
    title: msg`API keys`,
    access: "admin",
  },
];
