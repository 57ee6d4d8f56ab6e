import { render, type ComponentChild } from "preact";

/**
 * `react-dom/client` for the "ui-preact" test project: the frames render with Preact's own
 * `render` (embed/shared/boot-frame.tsx), which `createRoot` wraps here so that the tests'
 * `render` helper (./render.tsx) draws on Preact unchanged.
 */
export function createRoot(container: HTMLElement) {
  return {
    render(node: ComponentChild) {
      render(node, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
