import { useEffect, useRef } from "react";

/**
 * Moves focus to an element once the change that shows it has rendered, so keyboard and screen
 * reader users keep their place. Call the returned function with the element's id, then change
 * the state.
 */
export function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string>(undefined);
  useEffect(() => {
    if (!pending.current) return;
    document.getElementById(pending.current)?.focus();
    pending.current = undefined;
  });
  return (id) => {
    pending.current = id;
  };
}
