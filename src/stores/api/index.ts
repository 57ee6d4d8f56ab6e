import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { createApiClient, type ApiError } from "@core/api";
import { fetchWithPrefetched } from "./prefetched";
// The module itself, not the folder index: the frames' build replaces it (vite.config.ts).
import { $notifications, addNotification } from "../notifications/store";

const serverErrorMessage = msg`Oops, something went wrong! Contact support if this happens again.`;

/** Listeners for every failed call; the session store registers one to forget the user on 401. */
const errorListeners = new Set<(error: ApiError) => void>();

export function onApiError(listener: (error: ApiError) => void): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** The one API client of the browser code; server errors always tell the person something. */
export const api = createApiClient({
  version: __AGORA_VERSION__,
  fetch: fetchWithPrefetched,
  onError(error) {
    if (error.status >= 500) {
      const title = i18n._(serverErrorMessage);
      // Calls that fail together (a page's list and its counts) say so once, not once each.
      const shown = $notifications.get().some((entry) => entry.title === title);
      if (!shown) addNotification({ variant: "error", title });
    }
    for (const listener of errorListeners) listener(error);
  },
});
