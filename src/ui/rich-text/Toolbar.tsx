import { useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { indexAfterKey } from "../tabs/arrow-keys";
import { divider, tool, toolbar } from "./styles";

export interface Tool {
  key: string;
  /** The button's name, e.g. "Bold". */
  label: string;
  icon: ReactNode;
  /** For `aria-keyshortcuts`, e.g. "Control+B". */
  keys?: string;
  /** The shortcut as people read it on this computer, e.g. "Ctrl+B" or "⌘B". */
  keysText?: string;
  /** On or off, for formats; absent for actions. */
  pressed?: boolean;
  /** Nothing to do now (nothing to undo): still focusable, so it is found and read. */
  disabled?: boolean;
  /** Opens a dialog. */
  dialog?: boolean;
  /** Starts a new group, after a divider. */
  group?: boolean;
  run(): void;
}

export interface ToolbarProps {
  ref?: Ref<HTMLDivElement>;
  label: string;
  /** The id of the text the tools act on, once it exists. */
  controls: string | undefined;
  tools: readonly Tool[];
  /** Escape: back to the text. */
  onLeave(): void;
}

/**
 * The editor's tools as a WAI-ARIA toolbar: one tab stop, arrow keys (and Home, End) move
 * between its buttons, Escape goes back to the text. Buttons do not take focus from the text
 * when clicked, so the selection they act on stays.
 */
export function Toolbar({ ref, label, controls, tools, onLeave }: ToolbarProps) {
  const [current, setCurrent] = useState(0);
  const buttons: (HTMLButtonElement | null)[] = [];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onLeave();
      return;
    }
    const to = indexAfterKey(event.key, current, tools.length);
    if (to === undefined) return;
    event.preventDefault();
    setCurrent(to);
    buttons[to]?.focus();
  };

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      className={toolbar}
      onKeyDown={onKeyDown}
    >
      {tools.map((item, index) => (
        <ToolButton
          key={item.key}
          item={item}
          ref={(element) => {
            buttons[index] = element;
          }}
          tabIndex={index === current ? 0 : -1}
          onFocus={() => setCurrent(index)}
        />
      ))}
    </div>
  );
}

function ToolButton({
  item,
  ref,
  tabIndex,
  onFocus,
}: {
  item: Tool;
  ref: Ref<HTMLButtonElement>;
  tabIndex: number;
  onFocus(): void;
}) {
  return (
    <>
      {item.group && <span className={divider} aria-hidden="true" />}
      <button
        ref={ref}
        type="button"
        className={tool}
        tabIndex={tabIndex}
        aria-label={item.label}
        aria-pressed={item.pressed}
        aria-disabled={item.disabled || undefined}
        aria-haspopup={item.dialog ? "dialog" : undefined}
        aria-keyshortcuts={item.keys}
        title={item.keysText ? `${item.label} (${item.keysText})` : item.label}
        // Keeps focus, and so the selection, in the text.
        onMouseDown={(event) => event.preventDefault()}
        onFocus={onFocus}
        onClick={() => {
          if (!item.disabled) item.run();
        }}
      >
        {item.icon}
      </button>
    </>
  );
}
