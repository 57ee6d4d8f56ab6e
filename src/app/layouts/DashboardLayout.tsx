import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { hasRole } from "@core/contacts/has-role";
import { $currentUser } from "@stores/session";
import { isEmbedded } from "../embedded";
import { Footer } from "./footer/Footer";
import { Masthead } from "./Masthead";
import { Menu } from "./menu/Menu";
import { TestModeBanner } from "./TestModeBanner";

/* On a phone the menu's bar keeps its height on a short page: the page takes what is left. */
const shell = css`
  display: grid;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  background: rgb(var(--c-primary-5));
  @media (min-width: 1024px) {
    grid-template-columns: 240px 1fr;
    grid-template-rows: 1fr;
  }
`;
const readerShell = css`
  min-height: 100vh;
  background: rgb(var(--c-primary-5));
`;
const main = css`
  padding: 1.5rem;
  min-width: 0;
  @media (min-width: 768px) {
    padding: 2rem 2.5rem;
  }
`;
const readerMain = css`
  width: 100%;
  max-width: 64rem;
  margin: 0 auto;
  padding: 1.5rem;
  @media (min-width: 768px) {
    padding: 2rem 1.5rem;
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
 * The member and admin frame: menu, page and footer; for staff, a banner while payments are
 * in test mode. The flexible variant lets a page fill the
 * screen with its own scrolling (the callout builder). Inside a frame only the page shows; a
 * reader who is not signed in gets the newsroom's masthead instead of an empty menu.
 */
export function DashboardLayout({
  children,
  flexible = false,
}: {
  children: ReactNode;
  flexible?: boolean;
}) {
  const { t } = useLingui();
  const user = useStore($currentUser);
  if (isEmbedded) return <main>{children}</main>;
  const skip = (
    <a className={skipLink} href="#content">
      {t`Skip to content`}
    </a>
  );
  if (!user) {
    return (
      <div className={readerShell}>
        {skip}
        <Masthead />
        <main id="content" className={readerMain} tabIndex={-1}>
          {children}
          <Footer />
        </main>
      </div>
    );
  }
  return (
    <div className={shell}>
      {skip}
      <Menu />
      <main id="content" className={cx(main, flexible && flexibleMain)} tabIndex={-1}>
        {/* Staff only: members see their own note where they pay (join form, contribution). */}
        {!flexible && hasRole(user.activeRoles, "admin") && <TestModeBanner />}
        {children}
        {!flexible && <Footer />}
      </main>
    </div>
  );
}
