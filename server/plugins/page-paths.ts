import { CALLOUT_PAGE_PATHS, findPage, type PagePath } from "@core/pages";

/** A page the server has HTML for: a dashboard page, or a frame. */
export interface PageTarget {
  /** The callout whose page it is (its slug or id, as the address has it), if any. */
  calloutId?: string;
}

const CALLOUT_PAGES: ReadonlySet<PagePath> = new Set(CALLOUT_PAGE_PATHS);

/** Decoded as the dashboard's router decodes its address; a malformed one is kept as it is. */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The dashboard page a path (percent-encoded, as requested) opens, by the route table's
 * patterns in src/core/pages; undefined where the dashboard would show its not-found page.
 */
export function dashboardPage(path: string): PageTarget | undefined {
  const match = findPage(decoded(path));
  if (!match) return undefined;
  return CALLOUT_PAGES.has(match.path) ? { calloutId: match.params.id } : {};
}

/**
 * The callout page a callout frame's path (`/embed/callouts/…`, percent-encoded) shows: the
 * frame serves the callout's pages, so undefined for any other path.
 */
export function calloutFramePage(path: string): Required<PageTarget> | undefined {
  const page = dashboardPage(path.replace(/^\/embed(?=\/)/, ""));
  return page?.calloutId === undefined ? undefined : { calloutId: page.calloutId };
}
