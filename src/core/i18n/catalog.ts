import type { I18n, Messages } from "@lingui/core";
import { htmlLang, type Locale } from "./locales";

/**
 * Loads a locale's compiled catalog on demand (the Lingui Vite plugin compiles the PO file on
 * import) so each visitor downloads one language only.
 */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const module = (await import(`../../../locales/${locale}/messages.po`)) as {
    messages: Messages;
  };
  return module.messages;
}

/** Loads and activates a locale; also sets `<html lang>` when there is a document. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    i18n.loadAndActivate({ locale, messages: await loadCatalog(locale) });
  }
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(locale);
}
