import { useEffect, useRef } from "react";
import type { TableSelection } from "./selection";

/**
 * Where the focus goes once a change of the selection has rendered: to the clear button after
 * "select all", back to the page's checkbox after clearing, as the control pressed is gone.
 */
export function useSelectionFocus(selection: TableSelection | undefined) {
  const headerCheckbox = useRef<HTMLInputElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  // The control that takes focus once the selection it changed has rendered.
  const focusNext = useRef<"clear" | "header">(undefined);

  useEffect(() => {
    const target = focusNext.current === "clear" ? clearButton : headerCheckbox;
    if (focusNext.current) target.current?.focus();
    focusNext.current = undefined;
  }, [selection]);

  const focusAfter = (target: "clear" | "header") => {
    focusNext.current = target;
  };
  return { headerCheckbox, clearButton, focusAfter };
}
