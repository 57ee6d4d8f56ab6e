import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What a settings page's `QueryView` says while a settings document loads, or if it fails. */
export const settingsLoadWords = (i18n: I18n) => ({
  loading: i18n._(msg`Loading the settings`),
  failed: i18n._(msg`We couldn't load the settings.`),
});
