import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { indexAfterKey } from "./arrow-keys";

/** Whether tabs hide beyond either edge of a bar that scrolls. */
interface Overflow {
  before: boolean;
  after: boolean;
}

/**
 * What both kinds of tab bar share: arrow keys, Home and End move focus along the tabs (and
 * `onMove` hears where to), the selected tab is scrolled into the bar's view, and the bar says
 * which of its edges hide tabs, for the fade there.
 */
export function useTabBar<T extends HTMLElement>(
  count: number,
  selected: number,
  onMove?: (index: number) => void,
) {
  const barRef = useRef<HTMLUListElement & HTMLDivElement>(null);
  const tabRefs = useRef<(T | null)[]>([]);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const measure = () => {
      const hidden = bar.scrollWidth - bar.clientWidth;
      const next = { before: bar.scrollLeft > 1, after: bar.scrollLeft < hidden - 1 };
      setOverflow((now) => (now.before === next.before && now.after === next.after ? now : next));
    };
    measure();
    bar.addEventListener("scroll", measure, { passive: true });
    const resizes = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(measure);
    resizes?.observe(bar);
    return () => {
      bar.removeEventListener("scroll", measure);
      resizes?.disconnect();
    };
  }, []);

  // Only sideways, inside the bar: scrollIntoView would also scroll the page to the bar. Again
  // whenever a tab changes size: counts arriving after the first paint push the selected tab
  // out of a phone's view.
  useLayoutEffect(() => {
    const bar = barRef.current;
    const tab = tabRefs.current[selected];
    if (!bar || !tab) return;
    const reveal = () => {
      const start = tab.offsetLeft; // the bar is the tabs' offset parent
      const end = start + tab.offsetWidth;
      if (start < bar.scrollLeft) bar.scrollLeft = start;
      else if (end > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = end - bar.clientWidth;
    };
    reveal();
    if (typeof ResizeObserver === "undefined") return;
    const resizes = new ResizeObserver(reveal);
    for (const each of tabRefs.current.slice(0, count)) if (each) resizes.observe(each);
    return () => resizes.disconnect();
  }, [selected, count]);

  const onKeyDown = (event: KeyboardEvent) => {
    const tabs = tabRefs.current.slice(0, count);
    const from = tabs.findIndex((tab) => tab === event.target);
    if (from < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const to = indexAfterKey(event.key, from, count);
    if (to === undefined) return;
    event.preventDefault();
    tabs[to]?.focus();
    onMove?.(to);
  };

  const tabRef = (index: number) => (element: T | null) => {
    tabRefs.current[index] = element;
  };

  return {
    barRef,
    tabRef,
    onKeyDown,
    overflowProps: {
      "data-more-before": overflow.before || undefined,
      "data-more-after": overflow.after || undefined,
    },
  };
}
