import { msg } from "@lingui/core/macro";
import type { CreateNotice, Notice } from "@core/notices";
import { expiresTooEarly } from "@core/notices";

/** What the notice form holds: dates as the browser's `datetime-local` writes them. */
export interface NoticeFormValues {
  name: string;
  starts: string;
  expires: string;
  text: string;
  buttonText: string;
  url: string;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** `2025-05-03T10:30` in the browser's time zone, as a `datetime-local` input shows it. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The moment a `datetime-local` value means where the admin is; null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export const EMPTY_NOTICE: NoticeFormValues = {
  name: "",
  starts: "",
  expires: "",
  text: "",
  buttonText: "",
  url: "",
};

export function noticeFormValues(notice: Notice): NoticeFormValues {
  return {
    name: notice.name,
    starts: toLocalInput(notice.starts),
    expires: toLocalInput(notice.expires),
    text: notice.text,
    buttonText: notice.buttonText ?? "",
    url: notice.url ?? "",
  };
}

/** The body of `POST /notice` and `PATCH /notice/:id`: every field, empty ones as null. */
export function noticeBody(values: NoticeFormValues): CreateNotice {
  return {
    name: values.name.trim(),
    text: values.text,
    starts: fromLocalInput(values.starts),
    expires: fromLocalInput(values.expires),
    buttonText: values.buttonText.trim() || null,
    url: values.url.trim() || null,
  };
}

export const NOTICE_LABELS = {
  name: msg`Name`,
  starts: msg`Shown from`,
  expires: msg`Shown until`,
  text: msg`Text`,
  buttonText: msg`Button text`,
  url: msg`Button link`,
};

/** The one rule across fields the schema words too plainly: the end comes after the start. */
export function validateNoticeDates(values: NoticeFormValues) {
  const body = noticeBody(values);
  return {
    expires: expiresTooEarly(body) ? msg`Choose a time after the start.` : undefined,
  };
}
