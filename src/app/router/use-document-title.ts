import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect } from "react";

/** The page name, then the organisation's name, as browser tabs and screen readers show it. */
export function useDocumentTitle(title: MessageDescriptor, organisationName: string): void {
  const { i18n } = useLingui();
  const text = i18n._(title);
  useEffect(() => {
    document.title = organisationName ? `${text} - ${organisationName}` : text;
  }, [text, organisationName]);
}
