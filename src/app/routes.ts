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
];
