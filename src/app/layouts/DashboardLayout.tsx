import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { isEmbedded } from "../embedded";
import { Footer } from "./footer/Footer";
import { Menu } from "./menu/Menu";

const shell = css`
  display: grid;
  min-height: 100vh;
  background: rgb(var(--c-primary-5));
  @media (min-width: 1024px) {
    grid-template-columns: 240px 1fr;
  }
`;
const main = css`
  padding: 1.5rem;
  min-width: 0;
  @media (min-width: 768px) {
    padding: 2rem 2.5rem;
  }
`;
const flexibleMain = css`
  display: flex;
  flex-direction: column;
  height: 100vh;
  overflow: hidden;
`;
const skipLink = css`
  position: absolute;
  left: 1rem;
  top: -3rem;
  padding: 0.5rem 1rem;
  background: rgb(var(--c-white));
  z-index: 10;
  &:focus {
    top: 1rem;
  }
`;

/**
 * The member and admin frame: menu, page and footer. The flexible variant lets a page fill the
 * screen with its own scrolling (the callout builder). Inside a frame only the page shows.
 */
export function DashboardLayout({
  children,
  flexible = false,
}: {
  children: ReactNode;
  flexible?: boolean;
}) {
  const { t } = useLingui();
  if (isEmbedded) return <main>{children}</main>;
  return (
    <div className={shell}>
      <a className={skipLink} href="#content">
        {t`Skip to content`}
      </a>
      <Menu />
      <main id="content" className={cx(main, flexible && flexibleMain)} tabIndex={-1}>
        {children}
        {!flexible && <Footer />}
      </main>
    </div>
  );
}
