import { object, optional, refine, string, type Infer } from "superstruct";
import { MfaToken, MfaType, PASSWORD_MAX_LENGTH, enteredPassword } from "../auth";
import { contactEmail } from "../contacts";
import { URL_MAX_LENGTH, isSitePath, isUrl, maxLength, password, textSize } from "../validation";

/** How long an emailed reset link works (contract 3.6). */
export const RESET_LINK_HOURS = 24;

/**
 * Where the emailed link points: the flow id is appended as a path segment. An http(s) URL
 * (the server also checks that it is on its own site) or a path of the site, such as
 * `/auth/reset-password`.
 */
export const resetUrl = () =>
  refine(
    textSize(string(), 1, URL_MAX_LENGTH),
    "isUrl",
    (value) =>
      isUrl(value) ||
      // The flow id is appended as a path segment, so no query, fragment or backslash.
      (isSitePath(value) && !/[?#\\]/.test(value)) ||
      "Must be an http(s) address of this site or a path starting with /",
  );

/** `POST /reset-password`: where to send a link to choose a new password. */
export const ResetPasswordRequest = object({ email: contactEmail(), resetUrl: resetUrl() });
export type ResetPasswordRequest = Infer<typeof ResetPasswordRequest>;

/** `PUT /reset-password/:id`: the new password, and a current code when the account has 2FA. */
export const ResetPasswordBody = object({
  password: maxLength(password(), PASSWORD_MAX_LENGTH),
  token: optional(MfaToken),
});
export type ResetPasswordBody = Infer<typeof ResetPasswordBody>;

/** `POST /reset-device`: where to send a link that turns two-factor authentication off. */
export const ResetDeviceRequest = object({
  email: contactEmail(),
  resetUrl: resetUrl(),
  type: MfaType,
});
export type ResetDeviceRequest = Infer<typeof ResetDeviceRequest>;

/** `PUT /reset-device/:id`: the account's password, checked as at login. */
export const ResetDeviceBody = object({
  password: enteredPassword(),
  type: MfaType,
});
export type ResetDeviceBody = Infer<typeof ResetDeviceBody>;
