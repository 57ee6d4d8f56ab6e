import { and, arrayContains, desc, eq, inArray } from "drizzle-orm";
import type { AnswerEdit, ResponseHistoryEntry, ResponseTag } from "@core/callouts";
import type { Contact } from "@core/contacts";
import { forbidden, notFound } from "@core/errors";
import { isRecord, type Answers } from "@core/forms";
import { isUuid } from "@core/validation";
import type { Database } from "../../db/connection";
import {
  calloutResponseChanges,
  calloutResponseHistory,
  calloutResponses,
  calloutTags,
} from "../../db/schema";
import { isCalloutStaff, type CalloutViewer } from "../callouts";
import type { ContactService } from "../contacts";

/** A history row as the entries read it: not its change's responses (`responseIds`). */
type HistoryRecord = Omit<typeof calloutResponseHistory.$inferSelect, "responseIds">;

const view = calloutResponseHistory;
const recordColumns = {
  id: view.id,
  responseId: view.responseId,
  changeId: view.changeId,
  contactId: view.contactId,
  kind: view.kind,
  before: view.before,
  after: view.after,
  createdAt: view.createdAt,
} satisfies { [Key in keyof HistoryRecord]: unknown };

interface TriageState {
  bucket?: string;
  assigneeId?: string | null;
  tags?: string[];
}

const triageState = (value: unknown): TriageState =>
  isRecord(value) ? (value as TriageState) : {};

/** Each question whose answer differs, in the order of the answers after the edit. */
export function answerEdits(before: Answers, after: Answers): AnswerEdit[] {
  const edits: AnswerEdit[] = [];
  const slides = new Set([...Object.keys(after), ...Object.keys(before)]);
  for (const slideId of slides) {
    const was = before[slideId] ?? {};
    const is = after[slideId] ?? {};
    for (const key of new Set([...Object.keys(is), ...Object.keys(was)])) {
      const from = was[key];
      const to = is[key];
      if (JSON.stringify(from) !== JSON.stringify(to)) {
        edits.push({ slideId, key, from: from ?? null, to: to ?? null });
      }
    }
  }
  return edits;
}

/** `GET /callout-responses/:id/history`: what happened to a response, for its callout's staff. */
export function createHistory(options: { db: Database; contacts: ContactService }) {
  const { db } = options;

  function entry(
    record: HistoryRecord,
    change: { contactId: string | null; undoneAt: Date | null; undoes: string | null } | undefined,
    people: Map<string, Contact>,
    tagNames: Map<string, string>,
  ): ResponseHistoryEntry {
    const person = (id: string | null | undefined) => (id && people.get(id)) || null;
    const base: ResponseHistoryEntry = {
      id: record.id,
      createdAt: record.createdAt.toISOString(),
      contact: person(record.contactId ?? change?.contactId),
      kind: record.kind,
      changeId: record.changeId,
      undone: Boolean(change?.undoneAt),
      undoes: change?.undoes ?? null,
    };
    if (record.kind === "answers") {
      const before = (record.before?.answers ?? {}) as Answers;
      const after = (record.after?.answers ?? {}) as Answers;
      return { ...base, answers: answerEdits(before, after) };
    }
    if (record.kind === "comment") {
      const text = (value: unknown) =>
        isRecord(value) && typeof value.text === "string" ? value.text : "";
      const id = String((record.after ?? record.before)?.commentId ?? "");
      const action = !record.before ? "added" : !record.after ? "deleted" : "edited";
      return { ...base, comment: { id, action, text: text(record.after ?? record.before) } };
    }
    const before = triageState(record.before);
    const after = triageState(record.after);
    const tag = (id: string): ResponseTag => ({ id, name: tagNames.get(id) ?? "" });
    const was = new Set(before.tags ?? []);
    const is = new Set(after.tags ?? []);
    return {
      ...base,
      ...(before.bucket !== after.bucket
        ? { bucket: { from: before.bucket ?? "", to: after.bucket ?? "" } }
        : {}),
      ...(before.assigneeId !== after.assigneeId
        ? { assignee: { from: person(before.assigneeId), to: person(after.assigneeId) } }
        : {}),
      ...([...is].some((id) => !was.has(id))
        ? { tagsAdded: [...is].filter((id) => !was.has(id)).map(tag) }
        : {}),
      ...([...was].some((id) => !is.has(id))
        ? { tagsRemoved: [...was].filter((id) => !is.has(id)).map(tag) }
        : {}),
    };
  }

  return async function responseHistory(
    viewer: CalloutViewer,
    responseId: string,
  ): Promise<ResponseHistoryEntry[]> {
    if (!isUuid(responseId)) throw notFound("No such response");
    const id = responseId.toLowerCase();
    const [response] = await db
      .select({ calloutId: calloutResponses.calloutId })
      .from(calloutResponses)
      .where(eq(calloutResponses.id, id));
    if (!response) throw notFound("No such response");
    if (!(await isCalloutStaff(db, viewer, response.calloutId))) {
      throw forbidden("Only admins and this callout's reviewers may read its responses' history");
    }
    // Each row with its change: whether it was undone, what it undoes, and its author, which
    // triage rows name on the change alone (triage-states.ts).
    const rows = await db
      .select({
        record: recordColumns,
        change: {
          contactId: calloutResponseChanges.contactId,
          undoneAt: calloutResponseChanges.undoneAt,
          undoes: calloutResponseChanges.undoes,
        },
      })
      .from(calloutResponseHistory)
      .leftJoin(
        calloutResponseChanges,
        eq(calloutResponseChanges.id, calloutResponseHistory.changeId),
      )
      .where(
        and(
          eq(calloutResponseHistory.responseId, id),
          // Reaches the triage changes naming the response through their GIN index.
          arrayContains(calloutResponseHistory.responseIds, [id]),
        ),
      )
      .orderBy(desc(calloutResponseHistory.createdAt), desc(calloutResponseHistory.id));
    const personIds = new Set<string>();
    const tagIds = new Set<string>();
    for (const { record, change } of rows) {
      const author = record.contactId ?? change?.contactId;
      if (author) personIds.add(author);
      if (record.kind !== "triage") continue;
      for (const state of [triageState(record.before), triageState(record.after)]) {
        if (state.assigneeId) personIds.add(state.assigneeId);
        for (const id of state.tags ?? []) tagIds.add(id);
      }
    }
    const [people, tags] = await Promise.all([
      options.contacts.getMany([...personIds]),
      tagIds.size === 0
        ? []
        : db
            .select({ id: calloutTags.id, name: calloutTags.name })
            .from(calloutTags)
            .where(
              and(
                inArray(calloutTags.id, [...tagIds]),
                eq(calloutTags.calloutId, response.calloutId),
              ),
            ),
    ]);
    const tagNames = new Map(tags.map((tag) => [tag.id, tag.name]));
    return rows.map(({ record, change }) => entry(record, change ?? undefined, people, tagNames));
  };
}
