import type { CalloutPage } from "@ui/callout/navigation";

/** Where the callout frame lives, in front of a callout page's path. */
export const FRAME_BASE = "/embed/callouts";

export interface FrameRoute {
  /** The callout's slug or id. */
  id: string;
  /** The callout page itself (the form, in a frame) when undefined. */
  page: CalloutPage | undefined;
}

const PATTERN = /^\/embed\/callouts\/([^/]+)(?:\/(respond|thanks|gallery|map))?\/?$/;

/** The callout and page of a frame's path, or undefined for any other path. */
export function parseFramePath(pathname: string): FrameRoute | undefined {
  const match = PATTERN.exec(pathname);
  if (!match?.[1]) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  return { id, page: match[2] as CalloutPage | undefined };
}
