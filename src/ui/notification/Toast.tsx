import { useEffect, useState, type FocusEvent } from "react";
import {
  pauseNotification,
  removeNotification,
  resumeNotification,
  type NotificationEntry,
} from "@stores/notifications";
import { Notification } from "./Notification";

/**
 * One entry of the toast stack. Its countdown holds while the pointer is over it or focus is
 * inside it, the same moments its ring's CSS animation pauses.
 */
export function Toast({ entry }: { entry: NotificationEntry }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const { id } = entry;

  useEffect(() => {
    if (!held) return;
    pauseNotification(id);
    return () => resumeNotification(id);
  }, [held, id]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const canClose = entry.removeable !== false;
  return (
    <Notification
      variant={entry.variant}
      mode={entry.mode}
      title={entry.title}
      description={entry.description}
      role={entry.variant === "error" ? "alert" : undefined}
      onClose={canClose ? () => removeNotification(id) : undefined}
      countdownMs={entry.removeable === "auto" && entry.timeout > 0 ? entry.timeout : undefined}
      action={
        entry.action && {
          label: entry.action.label,
          onClick: () => {
            removeNotification(id);
            entry.action?.onClick();
          },
        }
      }
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Capture, because focus and blur do not bubble in Preact as they do in React.
      onFocusCapture={() => setFocused(true)}
      onBlurCapture={onBlur}
    />
  );
}
