import { css } from "@linaria/core";
import type { ReactNode } from "react";

const fullscreen = css`
  position: fixed;
  inset: 0;
  overflow: auto;
`;

/** Maps and galleries take the whole viewport. */
export function FullscreenLayout({ children }: { children: ReactNode }) {
  return <main className={fullscreen}>{children}</main>;
}
