/**
 * The one allow-list for the HTML staff write: callout texts and content blocks, join and
 * profile texts, notices, comments and email bodies. The server cleans with DOMPurify on it
 * (server/lib/sanitise-html.ts); the frames, which cannot carry DOMPurify within their size
 * budget, clean on it with the browser's own parser (src/ui/callout-form/sanitize-html.ts).
 * Anything not named here comes out as text or not at all. Uploaded SVG drawings are kept to
 * the SVG lists at the end (server/services/uploads/svg.ts).
 */

/** Formatting elements; an element off the list keeps its text: `<font>red</font>` → `red`. */
export const RICH_TEXT_TAGS: readonly string[] = (
  "a abbr b blockquote br cite code div em figcaption figure h1 h2 h3 h4 h5 h6 hr i img li " +
  "ol p pre q s small span strong sub sup u ul"
).split(" ");

/** Elements without content or an end tag. */
export const VOID_TAGS: readonly string[] = ["br", "hr", "img"];

/** Elements dropped with everything in them: code, styles, media, embedded documents, forms. */
export const DROPPED_WITH_CONTENT: readonly string[] = (
  "applet audio canvas embed frame frameset head iframe math noembed noframes noscript object " +
  "plaintext script select style svg template textarea title video xmp"
).split(" ");

/** Attributes by element, beside the global ones; never `style`, `class` or an `on…` handler. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href"],
  img: ["src", "alt", "width", "height"],
};
export const GLOBAL_ATTRIBUTES: readonly string[] = ["title", "lang", "dir"];

/**
 * Marks only email bodies carry: `data-html-only` on a paragraph the plain-text part leaves
 * out (server/services/email/layout.ts).
 */
export const EMAIL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  p: ["data-html-only"],
};

/** Schemes a link may use; an address without one is relative and stays on the site. */
export const LINK_SCHEMES: readonly string[] = ["http", "https", "mailto", "tel"];
/** Schemes a picture may load from: never `data:` or `javascript:`. */
export const IMAGE_SCHEMES: readonly string[] = ["http", "https"];

/** Width and height are whole pixels, so a picture cannot be sized to cover the page. */
export const PIXELS = /^\d{1,4}$/;

/** The attributes links out get: they open beside the page, which keeps the reader's form. */
export const LINK_OUT_ATTRIBUTES: readonly (readonly [string, string])[] = [
  ["target", "_blank"],
  ["rel", "noopener noreferrer"],
];

/**
 * A URL as browsers read it: tabs and newlines anywhere, and control characters and spaces at
 * the ends, do not count (so `java\tscript:` is `javascript:`).
 */
export function cleanUrl(value: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are the point
  return value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
}

/** The URL's scheme in lower case, or undefined for a relative address. */
export function schemeOf(url: string): string | undefined {
  return /^([^:/?#]*):/.exec(url)?.[1]?.toLowerCase();
}

/*
 * Uploaded SVG drawings (server/services/uploads/svg.ts): what is kept of a drawing.
 */

/** Elements that draw, group or style; never script, foreignObject, animation or feImage. */
export const SVG_ELEMENTS: ReadonlySet<string> = new Set([
  "svg",
  "g",
  "defs",
  "title",
  "desc",
  "symbol",
  "use",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
  "image",
  "style",
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feDistantLight",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "fePointLight",
  "feSpecularLighting",
  "feSpotLight",
  "feTile",
  "feTurbulence",
]);

/** Dropped, but their content is kept: a link's shapes, a `<switch>`'s plain fallback. */
export const SVG_UNWRAPPED: ReadonlySet<string> = new Set(["a", "switch"]);

/** Geometry, presentation and filter attributes; never an event handler (`on…`). */
export const SVG_ATTRIBUTES: ReadonlySet<string> = new Set(
  `id class style transform d x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height viewBox
  preserveAspectRatio points pathLength fill fill-opacity fill-rule stroke stroke-width
  stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset
  stroke-opacity opacity color clip-path clip-rule mask filter font-family font-size
  font-weight font-style font-variant font-stretch text-anchor dominant-baseline
  alignment-baseline baseline-shift letter-spacing word-spacing text-decoration writing-mode
  direction dx dy rotate textLength lengthAdjust startOffset method spacing side gradientUnits
  gradientTransform spreadMethod offset stop-color stop-opacity patternUnits
  patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits markerWidth
  markerHeight markerUnits refX refY orient marker-start marker-mid marker-end visibility
  display overflow vector-effect shape-rendering text-rendering image-rendering
  color-interpolation color-interpolation-filters paint-order mix-blend-mode isolation
  filterUnits primitiveUnits in in2 result stdDeviation mode type values operator k1 k2 k3 k4
  flood-color flood-opacity radius baseFrequency numOctaves seed stitchTiles scale
  xChannelSelector yChannelSelector tableValues slope intercept amplitude exponent order
  kernelMatrix divisor bias targetX targetY edgeMode preserveAlpha surfaceScale
  diffuseConstant specularConstant specularExponent kernelUnitLength lighting-color azimuth
  elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle version href xlink:href
  xml:space xml:lang lang`.split(/\s+/),
);

/** A reference inside the drawing: `#id`, nothing that leaves the file. */
export const SVG_FRAGMENT = /^#[\w.:-]+$/;
/** Raster pictures embedded in the file; an embedded SVG could carry what we removed here. */
export const SVG_RASTER_DATA_URI = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/;
