import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from "react";

/** The pages of a callout, besides the callout page itself. */
export type CalloutPage = "respond" | "thanks" | "gallery" | "map";

export interface CalloutNavigation {
  /** Where callout pages live: `/callouts` in the dashboard, `/embed/callouts` in a frame. */
  base: string;
  /** `?lang` of the visit, kept from page to page. */
  lang?: string | null;
  /** Client-side navigation to a path of this site. */
  navigate(path: string): void;
  /** True inside a frame on another site. */
  embedded: boolean;
}

export const CalloutNavigationContext = createContext<CalloutNavigation>({
  base: "/callouts",
  navigate: (path) => location.assign(path),
  embedded: false,
});

export function useCalloutNavigation(): CalloutNavigation {
  return useContext(CalloutNavigationContext);
}

/** The path of a callout's page, keeping `?lang` (and any other query given). */
export function calloutPath(
  { base, lang }: Pick<CalloutNavigation, "base" | "lang">,
  slug: string,
  page?: CalloutPage,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams({ ...(lang ? { lang } : {}), ...query }).toString();
  return `${base}/${encodeURIComponent(slug)}${page ? `/${page}` : ""}${search ? `?${search}` : ""}`;
}

/** Whether a click should be left to the browser: another tab or window, or a download. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface CalloutLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** A link between callout pages: a real address, followed without reloading. */
export function CalloutLink({ href, onClick, ...rest }: CalloutLinkProps) {
  const { navigate } = useCalloutNavigation();
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || rest.target) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
