/**
 * iframe-resizer v4's message protocol, as pure functions: the loader, our frames and host pages
 * that already run iframe-resizer's own parent script all speak it. Every message is a string.
 *
 * Parent to child: `[iFrameSizer]<id>:<18 init fields>` (init), `[iFrameSizer]reset`,
 * `[iFrameSizer]resize`, `[iFrameSizer]moveToAnchor:<hash>`, `[iFrameSizer]inPageLink:<hash>`,
 * `[iFrameSizer]pageInfo:<json>`, `[iFrameSizer]parentInfo:<json>`, `[iFrameSizer]message:<json>`.
 *
 * Child to parent: `[iFrameResizerChild]Ready` (no marker), then
 * `[iFrameSizer]<id>:<height>:<width>:<type>[:<body>]` for sizes and for every other request.
 */

/** Starts every message of the protocol except the child's readiness announcement. */
export const MARKER = "[iFrameSizer]";

/** A child posts this when it starts after the parent's init went out; the parent re-sends init. */
export const READY = "[iFrameResizerChild]Ready";

/** The init message's fields, in the order v4's parent sends them after the id. */
export interface InitSettings {
  id: string;
  /** v1's body margin as a number; v4 sends a constant 8 for old children. */
  bodyMarginV1: number;
  sizeWidth: boolean;
  log: boolean;
  interval: number;
  enablePublicMethods: boolean;
  autoResize: boolean;
  /** A CSS margin, or "null" for "leave the body alone". */
  bodyMargin: string;
  heightCalculationMethod: string;
  bodyBackground: string;
  bodyPadding: string;
  tolerance: number;
  inPageLinks: boolean;
  /** Always "child" since v4. */
  resizeFrom: string;
  widthCalculationMethod: string;
  mouseEvents: boolean;
  offsetHeight: number;
  offsetWidth: number;
}

/** What our loader sends: v4's parent defaults, with a height method every v4 child knows. */
export const DEFAULT_INIT: Readonly<Omit<InitSettings, "id">> = {
  bodyMarginV1: 8,
  sizeWidth: false,
  log: false,
  interval: 32,
  enablePublicMethods: true,
  autoResize: true,
  bodyMargin: "null",
  heightCalculationMethod: "bodyOffset",
  bodyBackground: "null",
  bodyPadding: "null",
  tolerance: 0,
  inPageLinks: false,
  resizeFrom: "child",
  widthCalculationMethod: "scroll",
  mouseEvents: false,
  offsetHeight: 0,
  offsetWidth: 0,
};

/** The host page's viewport and the frame's place in it, as v4's parent reports them. */
export interface PageInfo {
  iframeHeight?: number;
  iframeWidth?: number;
  clientHeight?: number;
  clientWidth?: number;
  offsetTop?: number;
  offsetLeft?: number;
  scrollTop?: number;
  scrollLeft?: number;
  documentHeight?: number;
  documentWidth?: number;
  windowHeight?: number;
  windowWidth?: number;
}

/** The frame's box, the host document and the visual viewport, as later parents report them. */
export interface ParentInfo {
  iframe?: Partial<
    Record<"x" | "y" | "width" | "height" | "top" | "right" | "bottom" | "left", number>
  >;
  document?: { scrollWidth?: number; scrollHeight?: number };
  viewport?: Partial<
    Record<
      "width" | "height" | "offsetLeft" | "offsetTop" | "pageLeft" | "pageTop" | "scale",
      number
    >
  >;
}

export type ParentMessage =
  | { type: "init"; id: string }
  | { type: "reset" }
  | { type: "resize" }
  | { type: "moveToAnchor"; hash: string }
  | { type: "inPageLink"; hash: string }
  | { type: "pageInfo"; info: PageInfo }
  | { type: "parentInfo"; info: ParentInfo }
  | { type: "message"; payload: unknown };

/**
 * A message from the child. `height` and `width` carry a size, or a scroll position for
 * `scrollTo`/`scrollToOffset` (v4 puts y in the height slot), or 0 for requests. `body` is
 * everything after the fourth field (JSON for `message`, `#hash` for `inPageLink`).
 */
interface ChildMessage {
  id: string;
  height: number;
  width: number;
  type: string;
  body?: string;
}

/** Why a size went out; a v4 parent resizes on any type it has no other use for. */
export type SizeTrigger =
  "init" | "resetPage" | "resizeParent" | "resizeObserver" | "load" | "resize";

export interface Size {
  height: number;
  width: number;
}

export function formatInit(id: string, settings: Partial<Omit<InitSettings, "id">> = {}): string {
  const s = { ...DEFAULT_INIT, ...settings };
  const fields = [
    id,
    s.bodyMarginV1,
    s.sizeWidth,
    s.log,
    s.interval,
    s.enablePublicMethods,
    s.autoResize,
    s.bodyMargin,
    s.heightCalculationMethod,
    s.bodyBackground,
    s.bodyPadding,
    s.tolerance,
    s.inPageLinks,
    s.resizeFrom,
    s.widthCalculationMethod,
    s.mouseEvents,
    s.offsetHeight,
    s.offsetWidth,
  ];
  return MARKER + fields.join(":");
}

/**
 * The frame's id from an init message. v4 tells an init from other messages by a boolean third
 * field. A frame needs only its id: it measures and behaves the same whatever else the parent
 * asks for.
 */
function parseInitId(fields: string[]): string | undefined {
  const [id, , sizeWidth] = fields;
  return sizeWidth === "true" || sizeWidth === "false" ? id : undefined;
}

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads a parent's message; anything without the marker, or not understood, gives undefined. */
export function parseParentMessage(data: unknown): ParentMessage | undefined {
  if (typeof data !== "string" || !data.startsWith(MARKER)) return undefined;
  const text = data.slice(MARKER.length);
  const colon = text.indexOf(":");
  const type = colon === -1 ? text : text.slice(0, colon);
  const body = colon === -1 ? "" : text.slice(colon + 1);
  switch (type) {
    case "reset":
    case "resize":
      return { type };
    case "moveToAnchor":
    case "inPageLink":
      return { type, hash: body };
    case "pageInfo":
    case "parentInfo": {
      const json = parseJson(body);
      return json && isObject(json.value) ? { type, info: json.value } : undefined;
    }
    case "message": {
      const json = parseJson(body);
      return json && { type, payload: json.value };
    }
    default: {
      const id = parseInitId(text.split(":"));
      return id === undefined ? undefined : { type: "init", id };
    }
  }
}

function formatChildMessage({ id, height, width, type, body }: ChildMessage): string {
  return `${MARKER}${id}:${height}:${width}:${type}${body === undefined ? "" : `:${body}`}`;
}

/** Rounded up: v4's parent truncates, and a frame a fraction too short shows a scrollbar. */
export function formatSize(id: string, size: Size, trigger: SizeTrigger): string {
  return formatChildMessage({
    id,
    height: Math.ceil(size.height),
    width: Math.ceil(size.width),
    type: trigger,
  });
}

/** v4's parent reads the body at a fixed offset, so height and width must be the digit 0. */
export function formatCustomMessage(id: string, payload: unknown): string {
  const body = JSON.stringify(payload) ?? "null";
  return formatChildMessage({ id, height: 0, width: 0, type: "message", body });
}

/** Asks the parent to scroll to a point of the frame's document (x, y from its top left). */
export function formatScrollToOffset(id: string, x: number, y: number): string {
  return formatChildMessage({ id, height: y, width: x, type: "scrollToOffset" });
}

/** Asks the parent to look for an anchor the frame does not have. */
export function formatInPageLink(id: string, hash: string): string {
  const body = `#${hash.replace(/^#/, "")}`;
  return formatChildMessage({ id, height: 0, width: 0, type: "inPageLink", body });
}

export type InfoRequest = "pageInfo" | "pageInfoStop" | "parentInfo" | "parentInfoStop";

/** Starts or stops the parent's stream of `pageInfo:` / `parentInfo:` messages. */
export function formatInfoRequest(id: string, request: InfoRequest): string {
  return formatChildMessage({ id, height: 0, width: 0, type: request });
}
