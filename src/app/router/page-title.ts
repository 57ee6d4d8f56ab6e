import { atom } from "nanostores";
import { useEffect } from "react";

/** A page's own name for the document title, once its data has loaded (a callout's title). */
export const $pageTitle = atom<string | undefined>(undefined);

/** Names the document after `title` instead of the route's title while the caller is mounted. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    $pageTitle.set(title);
    return () => $pageTitle.set(undefined);
  }, [title]);
}
