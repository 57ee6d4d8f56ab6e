import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
// The module itself, not the folder index, keeps the API client out of the frames.
import { ApiError } from "@core/api/api-error";
import { $notificationLists } from "@stores/notifications/store";

/** The texts of SPEC section 8 for the error codes any form may meet. */
const byCode = new Map<string, MessageDescriptor>([
  [
    "account-locked",
    msg`Account locked due to too many failed login attempts. Please reset your password or contact support for help.`,
  ],
  ["duplicate-email", msg`Email address already exists`],
  ["duplicate-tag-name", msg`A tag with this name already exists`],
  [
    "invalid-token",
    msg`That code didn't work. Enter the current 6-digit code from your authenticator app.`,
  ],
  ["login-failed", msg`Invalid password/email combination`],
]);

export const genericErrorMessage = msg`Oops, something went wrong! Contact support if this happens again.`;

/**
 * What to tell someone whose request failed, or undefined when they have been told already
 * (the API client shows a notification for every server error, where a list shows them).
 */
export function messageForApiError(error: unknown): MessageDescriptor | undefined {
  if (!(error instanceof ApiError)) return genericErrorMessage;
  if (error.status >= 500) return $notificationLists.get() > 0 ? undefined : genericErrorMessage;
  if (error.status === 429) return msg`Too many attempts. Please wait a few minutes and try again.`;
  if (error.status === 0) {
    return msg`We couldn't reach the server. Please check your connection and try again.`;
  }
  return (error.code && byCode.get(error.code)) || genericErrorMessage;
}
