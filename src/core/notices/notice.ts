import {
  enums,
  nullable,
  object,
  optional,
  partial,
  refine,
  string,
  type Failure,
  type Infer,
} from "superstruct";
import { CALLOUT_STATUSES, calloutStatus, type CalloutDates } from "../callouts/status";
import { boundedText, isoDate, requiredText } from "../contacts/fields";
import { link } from "../content/fields";
import type { FilterTable } from "../rules/fields";
import { pageOf } from "../rules/page";

export const NOTICE_NAME_MAX_LENGTH = 200;
export const NOTICE_TEXT_MAX_LENGTH = 20_000;
export const NOTICE_BUTTON_TEXT_MAX_LENGTH = 100;

/** A notice's status follows from its dates, exactly as a callout's does (contract 3.2). */
export const NOTICE_STATUSES = CALLOUT_STATUSES;
export const NoticeStatus = enums(NOTICE_STATUSES);
export type NoticeStatus = Infer<typeof NoticeStatus>;

export const noticeStatus = (dates: CalloutDates, now = new Date()): NoticeStatus =>
  calloutStatus(dates, now);

/** A notice as the API answers it; `text` is HTML from the rich-text editor. */
export const Notice = object({
  id: string(),
  createdAt: string(),
  updatedAt: string(),
  name: string(),
  text: string(),
  starts: nullable(string()),
  expires: nullable(string()),
  status: NoticeStatus,
  buttonText: nullable(string()),
  url: nullable(string()),
});
export type Notice = Infer<typeof Notice>;

export const NoticePage = pageOf(Notice);
export type NoticePage = Infer<typeof NoticePage>;

const noticeFields = {
  name: requiredText(NOTICE_NAME_MAX_LENGTH),
  text: requiredText(NOTICE_TEXT_MAX_LENGTH),
  starts: optional(nullable(isoDate())),
  expires: optional(nullable(isoDate())),
  buttonText: optional(nullable(boundedText(NOTICE_BUTTON_TEXT_MAX_LENGTH))),
  url: optional(nullable(link())),
};

/** The parts of a notice that must agree with each other. */
export interface NoticeRulesInput {
  starts?: string | null | undefined;
  expires?: string | null | undefined;
  buttonText?: string | null | undefined;
  url?: string | null | undefined;
}

const given = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * A button needs both its text and its address: one without the other shows nothing a member
 * can use. The missing one is required.
 */
function buttonFailures(notice: NoticeRulesInput, path: (string | number)[]): Partial<Failure>[] {
  if (given(notice.buttonText) && !given(notice.url)) {
    return [
      {
        path: [...path, "url"],
        key: "url",
        value: notice.url ?? "",
        message: "A notice with a button text needs the URL the button opens",
      },
    ];
  }
  if (given(notice.url) && !given(notice.buttonText)) {
    return [
      {
        path: [...path, "buttonText"],
        key: "buttonText",
        value: notice.buttonText ?? "",
        message: "A notice with a URL needs a button text to open it with",
      },
    ];
  }
  return [];
}

/** A notice ends after it starts. */
export function expiresTooEarly({ starts, expires }: NoticeRulesInput): boolean {
  return Boolean(starts && expires && Date.parse(expires) <= Date.parse(starts));
}

/** `POST /notice` (contract 2.11). */
export const CreateNotice = refine(
  refine(object(noticeFields), "isNotEmpty", (notice, context) =>
    buttonFailures(notice, context.path),
  ),
  "afterStarts",
  (notice, context) =>
    !expiresTooEarly(notice) || {
      path: [...context.path, "expires"],
      key: "expires",
      value: notice.expires,
      message: "expires must be after starts",
    },
);
export type CreateNotice = Infer<typeof CreateNotice>;

/**
 * `PATCH /notice/:id`: any part. The fields that must agree are checked again on the notice as
 * it would be after the change (the server does, with `noticeConflicts`).
 */
export const UpdateNotice = partial(object(noticeFields));
export type UpdateNotice = Infer<typeof UpdateNotice>;

/** What `GET /notice` sorts by (`sort`); ties are broken by id. */
export const NOTICE_SORTS = [
  "createdAt",
  "updatedAt",
  "name",
  "starts",
  "expires",
  "status",
] as const;
export type NoticeSort = (typeof NOTICE_SORTS)[number];

/** The notices filter table (contract 1.6), without the predecessor's `enabled`, a column it never had. */
export const NOTICE_FILTER_FIELDS = {
  id: { type: "text" },
  name: { type: "text" },
  text: { type: "text" },
  createdAt: { type: "date" },
  updatedAt: { type: "date" },
  starts: { type: "date", nullable: true },
  expires: { type: "date", nullable: true },
  /** Derived from `starts` and `expires` at the time of the request. */
  status: { type: "enum", options: NOTICE_STATUSES, operators: ["equal"] },
} as const satisfies FilterTable;
