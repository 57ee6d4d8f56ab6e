import { atom } from "nanostores";
import { isApiError } from "@core/api";
import type { CurrentUser } from "@core/contacts";
import { currentUser } from "@core/contacts/api";
import { api, onApiError } from "../api";

/** The signed-in contact, or null when nobody is signed in. */
export const $currentUser = atom<CurrentUser | null>(null);

/** Loads who is signed in; a 401 means nobody, which is not an error. */
export async function loadCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = await api.send(currentUser());
    $currentUser.set(user);
    return user;
  } catch (error) {
    if (isApiError(error, undefined, [401])) {
      $currentUser.set(null);
      return null;
    }
    throw error;
  }
}

// A 401 without a code means the session is gone: forget the user so guards send them to
// log in. Coded 401s (a wrong two-factor code) are answers about the request, not the session.
onApiError((error) => {
  if (error.status === 401 && error.code === undefined) $currentUser.set(null);
});
