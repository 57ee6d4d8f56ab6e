import { useLocation, useSearchParams } from "wouter";
import { isUuid } from "@core/validation";
import { loadCurrentUser } from "@stores/session";
import { safeNextPath } from "@app/router/guard";

/**
 * What follows a successful sign-in (a login, or a reset link that logs in): learn who is
 * signed in now, then go on, replacing the auth page in the history.
 */
export function useCompleteSignIn(): (to: string) => Promise<void> {
  const [, navigate] = useLocation();
  return async (to) => {
    await loadCurrentUser();
    navigate(to, { replace: true });
  };
}

/** Where `?next` asks to go after signing in, if it is a path of this site; else `fallback`. */
export function useNextPath(fallback: string): string {
  const [search] = useSearchParams();
  return safeNextPath(search.get("next")) ?? fallback;
}

/** The email the previous page passed on in `?email=`, to save typing it again. */
export function useEmailParam(): string {
  const [search] = useSearchParams();
  return search.get("email") ?? "";
}

/** A link to another auth page that carries the email typed so far. */
export function withEmail(path: string, email: string): string {
  const trimmed = email.trim();
  return trimmed ? `${path}?email=${encodeURIComponent(trimmed)}` : path;
}

/** Reset links carry a UUID; anything else cannot be one the server sent. */
export function isFlowId(id: string | undefined): id is string {
  return id !== undefined && isUuid(id);
}
