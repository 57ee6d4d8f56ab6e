import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $notificationLists, $notifications } from "@stores/notifications";
import { Toast } from "./Toast";

// The region spans the stack only; its empty parts let clicks through to the page.
const region = css`
  position: fixed;
  bottom: 1rem;
  left: 1rem;
  z-index: 1000;
  width: 24rem;
  max-width: calc(100vw - 2rem);
  pointer-events: none;
`;

const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    pointer-events: auto;
  }
`;

/**
 * The toast stack at the bottom left, newest at the bottom. Mount it once per page: the live
 * region has to exist before toasts arrive for screen readers to announce them.
 */
export function NotificationList() {
  const { t } = useLingui();
  const entries = useStore($notifications);
  useEffect(() => {
    $notificationLists.set($notificationLists.get() + 1);
    return () => $notificationLists.set($notificationLists.get() - 1);
  }, []);
  return (
    <div className={region} aria-live="polite">
      {entries.length > 0 && (
        <ol className={list} aria-label={t`Notifications`}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Toast entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
