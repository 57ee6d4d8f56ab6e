import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { logout } from "@core/auth/api";
import { api } from "@stores/api";
import { $currentUser } from "@stores/session";
import { $general } from "@stores/settings";
import { OrganisationLogo } from "../OrganisationLogo";
import { pathTo } from "@core/pages";
import { routes } from "../../routes";
import { askBeforeLeaving } from "../../router/use-leave-guard";
import { currentEntry, menuFor } from "./entries";

const sidebar = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  padding: 1.5rem 1rem;
  background: rgb(var(--c-white));
  /* A bar above the page on narrow screens, a column beside it on wide ones. */
  border-bottom: 1px solid rgb(var(--c-primary-10));
  @media (min-width: 1024px) {
    border-bottom: none;
    border-right: 1px solid rgb(var(--c-primary-10));
    position: sticky;
    top: 0;
    height: 100vh;
    overflow-y: auto;
  }
`;
const topBar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;
const toggle = css`
  font: inherit;
  padding: 0.5rem 0.75rem;
  border: 1px solid rgb(var(--c-primary-40));
  border-radius: 4px;
  background: none;
  color: inherit;
  cursor: pointer;
  @media (min-width: 1024px) {
    display: none;
  }
`;
const panel = css`
  display: none;
  flex-direction: column;
  gap: 1.5rem;
  @media (min-width: 1024px) {
    display: flex;
  }
`;
const open = css`
  display: flex;
`;
const sectionTitle = css`
  margin: 0 0 0.5rem;
  font-size: 0.75rem;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: rgb(var(--c-body-muted));
`;
const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const item = css`
  display: block;
  padding: 0.5rem 0.75rem;
  border-radius: 4px;
  color: rgb(var(--c-body));
  text-decoration: none;
  &:hover {
    background: rgb(var(--c-primary-5));
  }
  &[aria-current="page"],
  &[aria-current="true"] {
    background: rgb(var(--c-primary-10));
    font-weight: 600;
  }
`;
const logoutButton = css`
  margin-top: auto;
  width: 100%;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

/** The navigation: a sidebar on wide screens, a toggled panel on narrow ones. */
export function Menu() {
  const { t, i18n } = useLingui();
  const user = useStore($currentUser);
  const general = useStore($general);
  const [location, navigate] = useLocation();
  const [expanded, setExpanded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // While the phone menu is open, Esc closes it and gives the focus back to its button.
  useEffect(() => {
    if (!expanded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setExpanded(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [expanded]);
  const sections = user ? menuFor(user, general, routes) : [];
  const current = currentEntry(sections, location);

  // Unsaved changes are asked about first: once the session ends, the page has nothing to keep.
  const logOut = () =>
    askBeforeLeaving(() => {
      void (async () => {
        await api.send(logout()).catch(() => undefined);
        $currentUser.set(null);
        navigate(pathTo("/auth/login"));
      })();
    });

  return (
    <div className={sidebar}>
      <div className={topBar}>
        <Link href={pathTo("/")} aria-label={t`Home`}>
          <OrganisationLogo height={48} />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={toggle}
          aria-expanded={expanded}
          aria-controls="main-menu"
          onClick={() => setExpanded(!expanded)}
        >
          {t`Menu`}
        </button>
      </div>
      <div id="main-menu" className={cx(panel, expanded && open)}>
        {sections.map((section) => (
          <nav key={section.label.id} aria-label={i18n._(section.label)}>
            <h2 className={sectionTitle}>{i18n._(section.label)}</h2>
            <ul className={list}>
              {section.entries.map((entry) => (
                <li key={entry.path}>
                  <Link
                    href={pathTo(entry.path)}
                    className={item}
                    aria-current={
                      entry.path === location ? "page" : entry.path === current ? "true" : undefined
                    }
                    onClick={() => setExpanded(false)}
                  >
                    {i18n._(entry.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {user && (
          <button type="button" className={cx(item, logoutButton)} onClick={logOut}>
            {t`Log out`}
          </button>
        )}
      </div>
    </div>
  );
}
