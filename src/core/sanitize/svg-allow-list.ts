/**
 * What is kept of an uploaded SVG drawing (server/services/uploads/svg.ts), beside the rich
 * text's allow-list (allow-list.ts); a module of its own so the frames never load it.
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
