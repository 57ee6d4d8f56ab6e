import type { ReactNode } from "react";
import type { LayoutName } from "../router/types";
import { AppLayout } from "./AppLayout";
import { AuthLayout } from "./AuthLayout";
import { DashboardLayout } from "./DashboardLayout";
import { FullscreenLayout } from "./FullscreenLayout";
import { LoadingLayout } from "./LoadingLayout";

/** Renders a page inside the layout its route names. */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  switch (name) {
    case "Dashboard":
      return <DashboardLayout>{children}</DashboardLayout>;
    case "FlexibleDashboard":
      return <DashboardLayout flexible>{children}</DashboardLayout>;
    case "Auth":
      return <AuthLayout>{children}</AuthLayout>;
    case "Loading":
      return <LoadingLayout>{children}</LoadingLayout>;
    case "Fullscreen":
      return <FullscreenLayout>{children}</FullscreenLayout>;
    case "App":
      return <AppLayout>{children}</AppLayout>;
  }
}
