import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

// Tells React that act() is in use, so state updates in tests flush without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  rerender(ui: ReactNode): void;
  unmount(): void;
}

/**
 * Renders `ui` into a fresh element on `document.body`, inside an English `I18nProvider`.
 * Source texts are kept by the macros in tests, so no catalog is needed.
 */
export function render(ui: ReactNode): Rendered {
  // What the frames' own runtime offers too (embed/shared/lingui-core.ts).
  i18n.load("en", {});
  i18n.activate("en");
  const container = document.createElement("div");
  document.body.append(container);
  const root: Root = createRoot(container);
  const draw = (node: ReactNode) =>
    act(() => root.render(<I18nProvider i18n={i18n}>{node}</I18nProvider>));
  draw(ui);
  return {
    container,
    rerender: draw,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}
