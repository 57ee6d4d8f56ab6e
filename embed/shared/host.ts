import { scrollHostTo } from "@ui/embed/frame-sizer";

// Keeping a frame in view: when a multi-step form moves on, the new step starts at the
// frame's top, which may be above the host page's viewport after a long step.

let topInView = true;

/**
 * Watches whether the frame's top edge is in the host page's viewport (an intersection
 * observer in a frame measures against the top page's viewport). Returns a function that
 * stops watching.
 */
export function watchTop(marker: Element): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) topInView = entry.isIntersecting;
  });
  observer.observe(marker);
  return () => observer.disconnect();
}

/**
 * Asks the host page to scroll the frame's top into view, unless it is in view already: the
 * host page does not jump while the reader can see the top.
 */
export function keepTopInView(): void {
  if (!topInView) scrollHostTo(0, 0);
}
