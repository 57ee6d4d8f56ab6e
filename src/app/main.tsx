import { i18n } from "@lingui/core";
import { createRoot } from "react-dom/client";
import { resolveLocale } from "@core/i18n";
import { activateLocale } from "@ui/i18n/activate-locale";
import { clearQueries } from "@stores/query";
import { $currentUser } from "@stores/session";
import { $general } from "@stores/settings";
import { applyTheme } from "@ui/theme";
import "@ui/theme/global-styles";
import { App } from "./App";
import { isEmbedded } from "./embedded";
import { DASHBOARD_CATALOGS, rememberLang } from "./router/use-locale-sync";

// The theme's colours apply at once with defaults, and again whenever the settings change;
// its fonts load once the settings are known (router/use-theme-fonts).
$general.subscribe((general) => applyTheme(general.theme));

// Only a page shown in a frame reports its size to the host: the sizer loads for those alone.
if (isEmbedded) void import("@ui/embed").then((embed) => embed.startFrameSizer());

// What one person read is not shown to the next who signs in on this tab.
$currentUser.listen((user, previous) => {
  if (user?.id !== previous?.id) clearQueries();
});

// The waiting screen must already speak the reader's language, before any settings load.
await activateLocale(
  i18n,
  resolveLocale({ query: rememberLang(location.search) }),
  DASHBOARD_CATALOGS,
);
createRoot(document.getElementById("app")!).render(<App />);
