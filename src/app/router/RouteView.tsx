import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import { Suspense, useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { Spinner } from "@ui/spinner";
import { addNotification, leavePage } from "@stores/notifications";
import { $currentUser } from "@stores/session";
import { $general, loadGeneralContent } from "@stores/settings";
import { isEmbedded } from "../embedded";
import { Layout } from "../layouts";
import FrameBlockedPage from "../pages/frame-blocked/FrameBlockedPage";
import NotFoundPage from "../pages/not-found/NotFoundPage";
import { routes } from "../routes";
import { guardRoute, type GuardResult } from "./guard";
import { findRoute } from "./match";
import { useDocumentTitle } from "./use-document-title";
import { useLocaleSync } from "./use-locale-sync";
import { useThemeFonts } from "./use-theme-fonts";

const notFoundTitle = msg`Page not found`;
const forbiddenMessage = msg`You don't have access to that.`;

/** Finds the page for the address, applies its guard, and renders it inside its layout. */
export function RouteView() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { i18n } = useLingui();
  const user = useStore($currentUser);
  const general = useStore($general);

  const match = findRoute(routes, path);
  const result: GuardResult = match
    ? guardRoute(match.route, {
        user,
        location: search ? `${path}?${search}` : path,
        embedded: isEmbedded,
        reviewerOnly: general.reviewerOnly,
      })
    : { action: "not-found" };

  const { locale, ready } = useLocaleSync(path, search, general);
  useThemeFonts(general.theme, locale);
  useDocumentTitle(
    match && result.action === "render" ? match.route.title : notFoundTitle,
    general.organisationName,
  );
  useRefreshOnNavigation(path);
  useEffect(() => leavePage(path), [path]);

  const redirectTo = result.action === "redirect" ? result.to : undefined;
  const forbidden = result.action === "redirect" && result.forbidden;
  useEffect(() => {
    if (!redirectTo) return;
    if (forbidden) addNotification({ variant: "error", title: i18n._(forbiddenMessage) });
    navigate(redirectTo, { replace: true });
  }, [redirectTo, forbidden, navigate, i18n]);

  switch (result.action) {
    case "redirect":
      return null;
    case "frame-blocked":
      return <FrameBlockedPage />;
    case "not-found":
      return (
        <Layout name="Auth">
          <NotFoundPage />
        </Layout>
      );
    case "render": {
      // The guard only says "render" for a matched route.
      const { route, params } = match as NonNullable<typeof match>;
      const Page = route.page;
      return (
        <Layout name={route.layout ?? "Dashboard"}>
          <Suspense fallback={<Spinner />}>
            {ready ? <Page params={params} /> : <Spinner />}
          </Suspense>
        </Layout>
      );
    }
  }
}

/**
 * Fetches the general settings again after each navigation (not on the first page, which boot
 * just loaded), so changes an admin makes reach every open tab.
 */
function useRefreshOnNavigation(path: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    loadGeneralContent().catch(() => undefined);
  }, [path]);
}
