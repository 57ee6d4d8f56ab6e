import { i18n } from "@lingui/core";
import { useEffect } from "react";
import { activateLocale, resolveLocale } from "../../core/i18n";

let visitLang: string | null = null;

/** `?lang` forces a language for the rest of the visit, even after it leaves the address. */
export function rememberLang(search: string): string | null {
  const lang = new URLSearchParams(search).get("lang");
  if (lang) visitLang = lang;
  return visitLang;
}

/** Keeps the active locale in step with `?lang`, the settings, and admin versus member pages. */
export function useLocaleSync(path: string, search: string, settingsLocale: string): void {
  const locale = resolveLocale({
    query: rememberLang(search),
    settings: settingsLocale,
    admin: path === "/admin" || path.startsWith("/admin/"),
  });
  useEffect(() => {
    void activateLocale(i18n, locale);
  }, [locale]);
}
