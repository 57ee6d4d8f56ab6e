import { measureDocument } from "./measure";
import { openOutbox } from "./outbox";
import {
  READY,
  formatCustomMessage,
  formatInPageLink,
  formatInfoRequest,
  formatScrollToOffset,
  formatSize,
  parseParentMessage,
} from "@core/embed/protocol";
import type { PageInfo, ParentInfo, Size, SizeTrigger } from "@core/embed/protocol";

export interface FrameSizerOptions {
  /** A custom message from the host page (`message:<json>`). */
  onMessage?: (payload: unknown) => void;
  /** Asks the parent for its viewport and the frame's place in it, then on each scroll/resize. */
  onPageInfo?: (info: PageInfo) => void;
  /** Like `onPageInfo`, in the shape of newer parents (`parentInfo:<json>`). */
  onParentInfo?: (info: ParentInfo) => void;
  /** Called once the parent's init has given this frame its id. */
  onInit?: (id: string) => void;
  /** Defaults to the root element's box. */
  measure?: () => Size;
  /** Quiet time before a changed size goes out; SPEC section 9 says about 128 ms. */
  debounceMs?: number;
  /** Where messages may go. The host's origin is unknown to a frame, hence v4's default "*". */
  targetOrigin?: string;
}

const DEBOUNCE_MS = 128;

let stopCurrent: (() => void) | undefined;
/** Set while a sizer runs and the parent has given the frame its id. */
let scrollHost: ((x: number, y: number) => void) | undefined;

/**
 * Asks the host page to scroll to a point of this frame's document (0, 0 is its top) with v4's
 * `scrollToOffset`, which our loader and v4's parent script both follow. Does nothing outside
 * a frame or before the parent's init.
 */
export function scrollHostTo(x: number, y: number): void {
  scrollHost?.(x, y);
}

function rounded({ height, width }: Size): Size {
  return { height: Math.ceil(height), width: Math.ceil(width) };
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Keeps the frame sized to its document through the parent (our loader or iframe-resizer v4's
 * parent script) and answers the parent's commands. Outside a frame it does nothing. Returns a
 * function that stops it; starting again stops the previous run, as a window has one size.
 */
export function startFrameSizer(options: FrameSizerOptions = {}): () => void {
  const parent = window.parent;
  if (parent === window) return () => {};
  stopCurrent?.();

  const measure = options.measure ?? measureDocument;
  const delay = options.debounceMs ?? DEBOUNCE_MS;
  const targetOrigin = options.targetOrigin ?? "*";
  const requests = [
    options.onPageInfo && ("pageInfo" as const),
    options.onParentInfo && ("parentInfo" as const),
  ].filter((request) => request !== undefined);

  let id: string | undefined;
  let sent: Size | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closeOutbox: (() => void) | undefined;

  const post = (message: string) => parent.postMessage(message, targetOrigin);

  const sendSize = (frameId: string, trigger: SizeTrigger, always: boolean) => {
    const size = rounded(measure());
    if (!always && sent?.height === size.height && sent.width === size.width) return;
    sent = size;
    post(formatSize(frameId, size, trigger));
  };

  const schedule = (trigger: SizeTrigger) => {
    if (id === undefined) return;
    const frameId = id;
    clearTimeout(timer);
    timer = setTimeout(() => sendSize(frameId, trigger, false), delay);
  };

  const scrollTo = (x: number, y: number) => {
    if (id !== undefined) post(formatScrollToOffset(id, Math.floor(x), Math.floor(y)));
  };

  const moveToAnchor = (frameId: string, hash: string) => {
    const name = decodeHash(hash);
    const target = document.getElementById(name) ?? document.getElementsByName(name)[0];
    if (!target) {
      post(formatInPageLink(frameId, hash));
      return;
    }
    const box = target.getBoundingClientRect();
    scrollTo(box.left + window.scrollX, box.top + window.scrollY);
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) return;
    const message = parseParentMessage(event.data);
    if (!message) return;
    if (message.type === "init") {
      // Parents send init more than once (at once, on load, after Ready); v4 answers the first.
      if (message.id === id) return;
      const frameId = message.id;
      id = frameId;
      clearTimeout(timer);
      sendSize(frameId, "init", true);
      for (const request of requests) post(formatInfoRequest(frameId, request));
      closeOutbox?.();
      closeOutbox = openOutbox((payload) => post(formatCustomMessage(frameId, payload)));
      scrollHost = scrollTo;
      options.onInit?.(frameId);
      return;
    }
    if (id === undefined) return;
    switch (message.type) {
      case "reset":
        // "resetPage", not "reset": a v4 parent answers a child's "reset" with another reset.
        sendSize(id, "resetPage", true);
        break;
      case "resize":
        clearTimeout(timer);
        sendSize(id, "resizeParent", true);
        break;
      case "moveToAnchor":
      case "inPageLink":
        moveToAnchor(id, message.hash);
        break;
      case "pageInfo":
        options.onPageInfo?.(message.info);
        break;
      case "parentInfo":
        options.onParentInfo?.(message.info);
        break;
      case "message":
        options.onMessage?.(message.payload);
        break;
    }
  };

  const announce = () => {
    if (document.readyState === "loading") return;
    document.removeEventListener("readystatechange", announce);
    post(READY);
  };

  const onLoad = () => schedule("load");
  const onResize = () => schedule("resize");
  const observer =
    typeof ResizeObserver === "undefined"
      ? undefined
      : new ResizeObserver(() => schedule("resizeObserver"));
  observer?.observe(document.documentElement);
  if (document.body) observer?.observe(document.body);
  window.addEventListener("message", onMessage);
  window.addEventListener("load", onLoad);
  window.addEventListener("resize", onResize);
  document.addEventListener("readystatechange", announce);
  announce();

  const stop = () => {
    if (stopCurrent === stop) stopCurrent = undefined;
    clearTimeout(timer);
    observer?.disconnect();
    window.removeEventListener("message", onMessage);
    window.removeEventListener("load", onLoad);
    window.removeEventListener("resize", onResize);
    document.removeEventListener("readystatechange", announce);
    closeOutbox?.();
    if (scrollHost === scrollTo) scrollHost = undefined;
    if (id !== undefined) {
      for (const request of requests) post(formatInfoRequest(id, `${request}Stop`));
    }
    id = undefined;
  };
  stopCurrent = stop;
  return stop;
}
