import type { DOMPurify } from "dompurify";
import {
  ATTRIBUTE_VALUES,
  cleanUrl,
  DROPPED_WITH_CONTENT,
  EMAIL_ATTRIBUTES,
  GLOBAL_ATTRIBUTES,
  IMAGE_SCHEMES,
  LINK_SCHEMES,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  schemeOf,
} from "@core/sanitize/allow-list";

/**
 * Email bodies staff write (template overrides, a callout's answers email, imported texts),
 * cleaned by DOMPurify on a jsdom window, on the one allow-list of src/core/sanitize. jsdom
 * takes a noticeable moment to load, so it loads on the first use, not when the server starts.
 */

/** A merge tag at the start of a link: the sender fills in an address of its own. */
const MERGE_TAG_START = /^\*\|[A-Za-z0-9_-]{1,64}\|\*/;

const ATTRIBUTES_BY_TAG = [RICH_TEXT_ATTRIBUTES, EMAIL_ATTRIBUTES];

function allowed(tag: string, attribute: string): boolean {
  return (
    GLOBAL_ATTRIBUTES.includes(attribute) ||
    ATTRIBUTES_BY_TAG.some((byTag) => byTag[tag]?.includes(attribute))
  );
}

/** The value an attribute keeps, or undefined to drop it. */
function safeValue(name: string, value: string): string | undefined {
  if (name === "href" || name === "src") {
    // A member's mail app has no page to be relative to: addresses are absolute.
    const url = cleanUrl(value);
    const scheme = schemeOf(url) ?? "";
    if (name === "href" && MERGE_TAG_START.test(url)) return url;
    return (name === "href" ? LINK_SCHEMES : IMAGE_SCHEMES).test(scheme) ? url : undefined;
  }
  if (ATTRIBUTE_VALUES[name]?.test(value) === false) return undefined;
  if (name === "data-html-only") return "";
  return value;
}

function configure(purify: DOMPurify): void {
  purify.setConfig({
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [
      ...new Set([
        ...GLOBAL_ATTRIBUTES,
        ...ATTRIBUTES_BY_TAG.flatMap((byTag) => Object.values(byTag).flat()),
      ]),
    ],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
    // DOMPurify tests this on most values, not only addresses (ours are checked above): its
    // own default, narrowed to our schemes. Merge tags (`*|…|*`) and numbers start with no letter.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
  purify.addHook("uponSanitizeAttribute", (node, data) => {
    const value = allowed(node.localName, data.attrName)
      ? safeValue(data.attrName, data.attrValue)
      : undefined;
    if (value === undefined) data.keepAttr = false;
    else data.attrValue = value;
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.localName === "img" && !node.hasAttribute("src")) node.remove();
    // A link without a (safe) address is its text alone.
    if (node.localName === "a" && !node.hasAttribute("href")) node.replaceWith(...node.childNodes);
  });
}

let purifier: Promise<DOMPurify> | undefined;

function purifierNow(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import("jsdom"),
      import("dompurify"),
    ]);
    const purify = createDOMPurify(new JSDOM("").window);
    configure(purify);
    return purify;
  })();
  return purifier;
}

/**
 * An email body as safe HTML: the rich-text allow-list, plus paragraphs the plain-text part
 * leaves out. The parser balances every tag, so a body cannot close the layout around it.
 */
export async function sanitiseEmailHtml(html: string): Promise<string> {
  return (await purifierNow()).sanitize(html);
}
