import type { GeneralContent, ShareContent } from "@core/content";
import type { CalloutSummary } from "../services/callouts";
import { escapeHtml } from "../services/email/html";
import { pageIcon, type PageIcon } from "./favicon";

/** Titles a site whose organisation has no name yet, as the built pages do. */
const PRODUCT_NAME = "Agora";

export interface HeadInput {
  general: GeneralContent;
  share: ShareContent;
  /** Where people open Agora, for absolute addresses; no trailing slash. */
  baseUrl: string;
  /** The page's path, percent-encoded, without the query. */
  path: string;
  /** The callout the page shows, when a guest may open it. */
  callout?: CalloutSummary | undefined;
  /** Frames are titled by the callout alone: the host page names the site. */
  frame?: boolean;
  /** The staff's preview of a callout readers cannot open yet: not for search engines. */
  preview?: boolean;
}

/** What the head of a page says, before escaping. Empty values are left out of the tags. */
export interface PageHead {
  title: string;
  shareTitle: string;
  description: string;
  /** Absolute, or empty. */
  image: string;
  url: string;
  siteName: string;
  /** `@handle`, or empty. */
  twitterSite: string;
  icon: PageIcon;
  /** Kept out of search engines (a staff preview). */
  noindex?: boolean;
}

/** An image or link setting as an absolute address; site paths are under `baseUrl`. */
function absoluteUrl(link: string, baseUrl: string): string {
  if (link.startsWith("/") && !link.startsWith("//")) return `${baseUrl}${link}`;
  return /^https?:\/\//i.test(link) ? link : "";
}

/**
 * A page's title, share texts, image and icon. A callout's texts only for a callout listed in
 * public: a hidden one opens by its link, but its texts should not travel further than that.
 */
export function describePage(input: HeadInput): PageHead {
  const { general, share, baseUrl } = input;
  const callout = input.callout?.hidden ? undefined : input.callout;
  const organisation = general.organisationName;
  const siteTitle = organisation || PRODUCT_NAME;
  const defaultImage = share.image || general.logoUrl;
  const handle = share.twitterHandle.trim().replace(/^@/, "");
  const common = {
    url: `${baseUrl}${input.path}`,
    siteName: organisation,
    twitterSite: handle && `@${handle}`,
    icon: pageIcon(general),
    ...(input.preview ? { noindex: true } : {}),
  };
  if (!callout) {
    return {
      ...common,
      title: siteTitle,
      shareTitle: share.title || siteTitle,
      description: share.description,
      image: absoluteUrl(defaultImage, baseUrl),
    };
  }
  return {
    ...common,
    title: input.frame || !organisation ? callout.title : `${callout.title} – ${organisation}`,
    shareTitle: callout.shareTitle || callout.title,
    description: callout.shareDescription || callout.excerpt,
    image: absoluteUrl(callout.image || defaultImage, baseUrl),
  };
}

const meta = (key: "property" | "name", name: string, content: string) =>
  content ? `<meta ${key}="${name}" content="${escapeHtml(content)}" />` : "";

/** The head's elements: title, Open Graph and Twitter tags, and the icon. */
export function renderHead(head: PageHead): string {
  const { icon } = head;
  const type = icon.type ? ` type="${escapeHtml(icon.type)}"` : "";
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("property", "og:title", head.shareTitle),
    meta("property", "og:description", head.description),
    meta("property", "og:image", head.image),
    meta("property", "og:url", head.url),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", head.siteName),
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.shareTitle),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image),
    meta("name", "twitter:site", head.twitterSite),
    `<link rel="icon" href="${escapeHtml(icon.href)}"${type} />`,
    head.noindex ? meta("name", "robots", "noindex") : "",
  ]
    .filter(Boolean)
    .join("\n    ");
}
