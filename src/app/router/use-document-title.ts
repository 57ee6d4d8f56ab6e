import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $pageTitle } from "./page-title";

/**
 * The page name, then the organisation's name, as browser tabs and screen readers show it, and
 * as the server writes it into the page (server/plugins/html-head.ts). A page that names
 * itself once loaded (`usePageTitle`) goes before the route's title.
 */
export function useDocumentTitle(title: MessageDescriptor, organisationName: string): void {
  const { i18n } = useLingui();
  const text = useStore($pageTitle) ?? i18n._(title);
  useEffect(() => {
    document.title = organisationName ? `${text} – ${organisationName}` : text;
  }, [text, organisationName]);
}
