import { useId, type ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { currentRouteTab, searchForTab, tabFromSearch } from "./tab-address";
import { TabLabel, useTabName, type TabLabelProps } from "./TabLabel";
import { bar, item, panel, tab } from "./styles";
import { useTabBar } from "./useTabBar";

/** A tab that is a page of its own: following it changes the address's path. */
export interface PageTab extends TabLabelProps {
  href: string;
}

/** A tab of one page, chosen by a query parameter that holds its id. */
export interface PanelTab<Id extends string> extends TabLabelProps {
  id: Id;
}

export interface PageTabsProps {
  /** Names the bar for screen readers, e.g. "Settings". */
  label: string;
  tabs: readonly PageTab[];
  className?: string;
}

export interface PanelTabsProps<Id extends string> {
  /** Names the bar for screen readers, e.g. "Callout". */
  label: string;
  tabs: readonly PanelTab<Id>[];
  /** The query parameter that holds the selected tab's id; the first tab, the default, sets none. */
  param: string;
  /**
   * "automatic" (the default): moving to a tab with the arrow keys selects it. "manual": the
   * arrows only move focus and Enter or Space selects, for panels that are slow to show.
   */
  activation?: "automatic" | "manual";
  /** Query parameters of the panels' own (a list's page, say), dropped on a change of tab. */
  clearParams?: readonly string[];
  /** The selected tab's panel. */
  children(selected: Id): ReactNode;
  className?: string;
}

export type TabsProps<Id extends string = string> = PageTabsProps | PanelTabsProps<Id>;

/**
 * A tab bar whose selection lives in the address, so a reload, a shared link and the back
 * button keep it. Given `param`, its tabs switch panels inside the page through that query
 * parameter (WAI-ARIA tabs: one tab stop, arrows, Home and End); given tabs with `href`, each
 * tab is a page of its own, a link marked `aria-current` in a navigation landmark (arrows,
 * Home and End move between them too). Tabs may show a count and a status; the bar scrolls
 * sideways on narrow screens.
 */
export function Tabs<Id extends string>(props: TabsProps<Id>) {
  return "param" in props ? <PanelTabs {...props} /> : <PageTabs {...props} />;
}

function PageTabs({ label, tabs, className }: PageTabsProps) {
  const [path] = useLocation();
  const nameOf = useTabName();
  const current = currentRouteTab(
    path,
    tabs.map((page) => page.href),
  );
  const { barRef, tabRef, onKeyDown, overflowProps } = useTabBar<HTMLAnchorElement>(
    tabs.length,
    Math.max(current, 0),
  );
  return (
    <nav aria-label={label} className={className}>
      <ul ref={barRef} className={bar} onKeyDown={onKeyDown} {...overflowProps}>
        {tabs.map(({ href, ...text }, index) => (
          <li key={href} className={item}>
            <Link
              ref={tabRef(index)}
              href={href}
              className={tab}
              aria-label={nameOf(text)}
              aria-current={index === current ? "page" : undefined}
            >
              <TabLabel {...text} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PanelTabs<Id extends string>({
  label,
  tabs,
  param,
  activation = "automatic",
  clearParams,
  children,
  className,
}: PanelTabsProps<Id>) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const nameOf = useTabName();
  const ids = tabs.map((panelTab) => panelTab.id);
  const selected = tabFromSearch(search, param, ids);
  const selectedIndex = Math.max(ids.indexOf(selected as Id), 0);
  const base = useId();
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const select = (id: Id, replace: boolean) => {
    if (id === selected) return;
    const next = searchForTab(search, param, id, { first: ids[0], clear: clearParams });
    navigate(`${path}${next}`, { replace });
  };
  // Arrowing through tabs replaces the address, so Back leaves the page, not each tab passed.
  const { barRef, tabRef, onKeyDown, overflowProps } = useTabBar<HTMLButtonElement>(
    tabs.length,
    selectedIndex,
    activation === "automatic"
      ? (index) => {
          const id = ids[index];
          if (id !== undefined) select(id, true);
        }
      : undefined,
  );

  return (
    <div className={className}>
      <div
        ref={barRef}
        role="tablist"
        aria-label={label}
        className={bar}
        onKeyDown={onKeyDown}
        {...overflowProps}
      >
        {tabs.map(({ id, ...text }, index) => {
          const isSelected = id === selected;
          return (
            <button
              key={id}
              ref={tabRef(index)}
              type="button"
              role="tab"
              id={tabId(id)}
              className={tab}
              aria-label={nameOf(text)}
              aria-selected={isSelected}
              // Only the shown panel exists to be controlled.
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(id, false)}
            >
              <TabLabel {...text} />
            </button>
          );
        })}
      </div>
      {selected !== undefined && (
        <div
          // A new panel starts afresh, even when two tabs show the same component.
          key={selected}
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(selected)}
          tabIndex={0}
          className={panel}
        >
          {children(selected)}
        </div>
      )}
    </div>
  );
}
