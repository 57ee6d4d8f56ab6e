import type { Page } from "@playwright/test";

/**
 * The controls of the page whose keyboard focus ring would be cut off by a box around them
 * that clips what overflows it (`overflow` other than visible), one line per control: each
 * is focused as by the keyboard, and its outline (width and offset) must fit inside the
 * clipping box's content, scrolled or not, up to the nearest box that scrolls. The focus is
 * put back where it was.
 */
export async function clippedFocusRings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
        typeof element.className === "string" && element.className
          ? `.${element.className.trim().split(/\s+/).join(".")}`
          : ""
      }`;
    const label = (element: HTMLElement) =>
      (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
    const before = document.activeElement;
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])",
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // Visually hidden inputs draw their ring on their label instead.
      if (box.width <= 2 || box.height <= 2 || !control.checkVisibility()) continue;
      control.focus({ preventScroll: true, focusVisible: true } as FocusOptions);
      if (document.activeElement !== control) continue;
      const style = getComputedStyle(control);
      const reach =
        style.outlineStyle === "none"
          ? 0
          : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      if (reach <= 0) continue;
      const ring = {
        left: box.left - reach,
        right: box.right + reach,
        top: box.top - reach,
        bottom: box.bottom + reach,
      };
      for (let parent = control.parentElement; parent; parent = parent.parentElement) {
        const clips = getComputedStyle(parent);
        const clipsX = clips.overflowX !== "visible";
        const clipsY = clips.overflowY !== "visible";
        if (!clipsX && !clipsY) continue;
        const outer = parent.getBoundingClientRect();
        const left = outer.left + parent.clientLeft - parent.scrollLeft;
        const top = outer.top + parent.clientTop - parent.scrollTop;
        const cutX =
          clipsX && (ring.left < left - 0.5 || ring.right > left + parent.scrollWidth + 0.5);
        const cutY =
          clipsY && (ring.top < top - 0.5 || ring.bottom > top + parent.scrollHeight + 0.5);
        if (cutX || cutY) {
          found.push(`${name(control)} "${label(control)}" inside ${name(parent)}`);
          break;
        }
        // A box that scrolls holds its content: the boxes around it clip the box, not the ring.
        if (/auto|scroll/.test(`${clips.overflowX} ${clips.overflowY}`)) break;
      }
    }
    if (before instanceof HTMLElement) before.focus({ preventScroll: true });
    else (document.activeElement as HTMLElement | null)?.blur();
    return found;
  });
}
