import {
  array,
  boolean,
  enums,
  nullable,
  object,
  optional,
  string,
  unknown,
  type Infer,
} from "superstruct";
import { Contact } from "../contacts/contact";
import { ResponseTag } from "./response";

/** What a history entry records: triage (bucket, tags, assignee), edited answers, comments. */
export const RESPONSE_HISTORY_KINDS = ["triage", "answers", "comment"] as const;
export type ResponseHistoryKind = (typeof RESPONSE_HISTORY_KINDS)[number];

/** One question whose answer an edit changed. */
export const AnswerEdit = object({
  slideId: string(),
  key: string(),
  from: unknown(),
  to: unknown(),
});
export type AnswerEdit = Infer<typeof AnswerEdit>;

/**
 * One thing that happened to a response: who (`contact`, null once deleted), when, and what
 * changed. Triage entries carry `bucket`, `assignee` and the tags added and removed, only
 * what changed (a tag deleted since has an empty name); `changeId` is the change to undo,
 * `undone` says it was, and `undoes` names the change an undo took back. Answer edits list
 * each question before and after, so the first edit keeps the original answers. Comment
 * entries say what happened to which comment, with its text after (or before, when deleted).
 */
export const ResponseHistoryEntry = object({
  id: string(),
  createdAt: string(),
  contact: nullable(Contact),
  kind: enums(RESPONSE_HISTORY_KINDS),
  changeId: nullable(string()),
  undone: boolean(),
  undoes: nullable(string()),
  bucket: optional(object({ from: string(), to: string() })),
  assignee: optional(object({ from: nullable(Contact), to: nullable(Contact) })),
  tagsAdded: optional(array(ResponseTag)),
  tagsRemoved: optional(array(ResponseTag)),
  answers: optional(array(AnswerEdit)),
  comment: optional(
    object({
      id: string(),
      action: enums(["added", "edited", "deleted"]),
      text: string(),
    }),
  ),
});
export type ResponseHistoryEntry = Infer<typeof ResponseHistoryEntry>;

/** `GET /callout-responses/:id/history`: the newest first. */
export const ResponseHistory = array(ResponseHistoryEntry);
export type ResponseHistory = Infer<typeof ResponseHistory>;
