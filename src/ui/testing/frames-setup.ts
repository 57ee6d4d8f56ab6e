/**
 * Setup of the "ui-preact" test project. Preact listens to `onDragOver` as `dragover` only when
 * the element has an `ondragover` property, as every browser's has; happy-dom lacks these few,
 * so without them Preact would listen for `DragOver` and a drop zone would seem dead.
 */
const BROWSER_EVENT_PROPERTIES = [
  "ondrag",
  "ondragend",
  "ondragenter",
  "ondragleave",
  "ondragover",
  "ondragstart",
  "ondrop",
  "ontoggle",
];

if (typeof HTMLElement !== "undefined") {
  for (const name of BROWSER_EVENT_PROPERTIES) {
    if (!(name in HTMLElement.prototype)) {
      Object.defineProperty(HTMLElement.prototype, name, {
        value: null,
        writable: true,
        configurable: true,
      });
    }
  }
}
