import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Router } from "wouter";
import { NotificationList } from "@ui/notification";
import { Boot } from "./boot/Boot";
import { RouteView } from "./router/RouteView";

/** The dashboard: translations, the start-up sequence, the routed page and notifications. */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <Boot>
        <Router>
          <RouteView />
        </Router>
      </Boot>
      <NotificationList />
    </I18nProvider>
  );
}
