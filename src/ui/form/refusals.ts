// The dashboard's words for every refusal code the API sends (src/core/errors/codes.ts), and the
// field of the body each one concerns. The frames keep to ./apiErrorMessage's few codes, so
// this table (and its messages in the catalog) stays out of their budget.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "@core/api/api-error";
import { isErrorCode, type ErrorCode } from "@core/errors/codes";
import { messageForApiError } from "./apiErrorMessage";

/** What a refusal means to the person who met it, and the body's field it is about, if one. */
export interface RefusalText {
  message: MessageDescriptor;
  /** The body's property the refusal is about: a form shows the message there if it has it. */
  field?: string;
}

const UPLOAD_UNREADABLE = msg`The upload could not be read. Please send one file at a time and try again.`;
const FILE_TOO_LARGE = msg`This file is too large. Please choose a smaller one.`;
const ENTER_CODE = msg`Enter the 6-digit code from your authenticator app.`;

/** Typed by every code, so a code added to the list cannot go without words. */
const REFUSALS: Readonly<Record<ErrorCode, RefusalText>> = {
  // Sent with validation errors, which are shown at their fields; this is for a bare one.
  "bad-request": {
    message: msg`Some of what you entered wasn't accepted. Please check the form and try again.`,
  },
  "login-failed": { message: msg`Invalid password/email combination` },
  "account-locked": {
    message: msg`Account locked due to too many failed login attempts. Please reset your password or contact support for help.`,
  },
  "requires-2fa": { message: ENTER_CODE, field: "token" },
  "invalid-token": {
    message: msg`That code didn't work. Enter the current 6-digit code from your authenticator app.`,
    field: "token",
  },
  "missing-token": { message: ENTER_CODE, field: "token" },
  "mfa-token-required": { message: ENTER_CODE, field: "token" },
  "unsupported-2fa": {
    message: msg`This kind of two-factor authentication isn't supported. Please contact support.`,
  },
  "wrong-mfa-type": {
    message: msg`This account uses another kind of two-factor authentication. Please contact support.`,
    field: "token",
  },
  "duplicate-email": { message: msg`Email address already exists`, field: "email" },
  "duplicate-id": {
    message: msg`Another callout has this address: choose another.`,
    field: "slug",
  },
  "duplicate-tag-name": { message: msg`A tag with this name already exists`, field: "name" },
  "cant-update-contribution": {
    message: msg`This contribution can't be changed right now. Please try again once its latest payment has gone through.`,
  },
  "no-payment-method": {
    message: msg`There is no payment method to change yet: start a contribution first.`,
  },
  "payment-declined": {
    message: msg`The payment method was declined. Please try another one.`,
  },
  "payment-cancelled": { message: msg`Setting up the payment method was cancelled.` },
  "payment-incomplete": {
    message: msg`Setting up the payment method wasn't finished. Please try again.`,
  },
  "charge-changed": {
    message: msg`The amount to pay now has changed. Check it and confirm again.`,
  },
  "change-in-progress": {
    message: msg`This contribution is being changed in another window. Reload the page to see the change.`,
  },
  "join-completed": {
    message: msg`This sign-up is complete already: the email that finishes it has been sent.`,
  },
  "invalid-rule": {
    message: msg`One of the filter's rules can't be used. Please check the rules and try again.`,
    field: "rules",
  },
  "external-email-template": {
    message: msg`This email is written in your email provider, so it can't be edited here.`,
  },
  "invalid-callout-response": {
    message: msg`This callout isn't taking this answer: it may have closed, or you have answered it already.`,
  },
  "captcha-required": { message: msg`Please solve the captcha to send your answers.` },
  "captcha-failed": {
    message: msg`The captcha wasn't solved, or it has expired. Please try again.`,
  },
  "not-found": { message: msg`This link has expired or was already used.` },
  "wrong-type": {
    message: msg`This link is for something else. Please use the latest link we emailed you.`,
  },
  "slug-locked": {
    message: msg`The callout has been published, so its address can no longer change.`,
    field: "slug",
  },
  "duplicate-reviewer": {
    message: msg`This contact reviews this callout already.`,
    field: "contactId",
  },
  "unknown-contact": {
    message: msg`This contact no longer exists. Reload the page and choose again.`,
    field: "contactId",
  },
  "unknown-tag": {
    message: msg`This tag no longer exists. Reload the page to see the current tags.`,
  },
  "invalid-assignee": {
    message: msg`Responses can only be assigned to admins and the callout's reviewers.`,
    field: "assigneeId",
  },
  "already-undone": { message: msg`This change was undone already.` },
  "duplicate-view-name": {
    message: msg`A saved view of this callout has that name already.`,
    field: "name",
  },
  "import-not-csv": {
    message: msg`This file isn't a CSV file. Save your spreadsheet as CSV and choose that file.`,
    field: "file",
  },
  "import-empty": { message: msg`This file has no contacts in it.`, field: "file" },
  "import-too-many-rows": {
    message: msg`This file has too many rows. Please split it into smaller files.`,
    field: "file",
  },
  FILE_TOO_LARGE: { message: FILE_TOO_LARGE, field: "file" },
  LIMIT_FILE_SIZE: { message: FILE_TOO_LARGE, field: "file" },
  UNSUPPORTED_FILE_TYPE: {
    message: msg`Files of this type can't be uploaded here. Please choose another file.`,
    field: "file",
  },
  UPLOAD_ERROR: { message: msg`The file couldn't be uploaded. Please try again.`, field: "file" },
  TOO_MANY_FILES: { message: msg`Please send one file at a time.`, field: "file" },
  TOO_MANY_PARTS: { message: UPLOAD_UNREADABLE },
  FIELD_KEY_TOO_LONG: { message: UPLOAD_UNREADABLE },
  FIELD_VALUE_TOO_LONG: { message: UPLOAD_UNREADABLE },
  TOO_MANY_FIELDS: { message: UPLOAD_UNREADABLE },
  TOO_MANY_REQUESTS: {
    message: msg`Too many attempts. Please wait a few minutes and try again.`,
  },
};

/** The words and field of a refusal the server gave a code, or undefined for any other error. */
export function refusalOf(error: unknown): RefusalText | undefined {
  if (!(error instanceof ApiError) || error.status >= 500 || !isErrorCode(error.code)) {
    return undefined;
  }
  return REFUSALS[error.code];
}

/**
 * What to tell someone whose request failed, in the words of its code where it has one, or
 * undefined when a notification has told them already (see `messageForApiError`).
 */
export function messageForRefusal(error: unknown): MessageDescriptor | undefined {
  return refusalOf(error)?.message ?? refusalOfStatus(error) ?? messageForApiError(error);
}

/**
 * The words of a refusal without a code, by its status: what was being changed is gone (deleted
 * in another window), or the person's role does not allow the change.
 */
function refusalOfStatus(error: unknown): MessageDescriptor | undefined {
  if (!(error instanceof ApiError) || error.code) return undefined;
  if (error.status === 404) {
    return msg`This no longer exists: it may have been deleted in another window. Reload the page to see what there is now.`;
  }
  if (error.status === 403) {
    return msg`Your role doesn't allow this change. Ask an administrator if you need it.`;
  }
  return undefined;
}
