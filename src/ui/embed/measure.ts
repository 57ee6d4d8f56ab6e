import type { Size } from "@core/embed/protocol";

/**
 * The document's own size. The root element's box grows and shrinks with its content, unlike
 * `scrollHeight`, which never drops below the frame's current height. Frames must therefore not
 * give `html` or `body` a percentage height.
 */
export function measureDocument(): Size {
  const { height, width } = document.documentElement.getBoundingClientRect();
  return { height, width };
}
