import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type {
  CreateResponseComment,
  ResponseComment,
  ResponseCommentPage,
  ResponseCommentSort,
  UpdateResponseComment,
} from "@core/callouts";
import { badRequest, forbidden, notFound } from "@core/errors";
import type { RESPONSE_COMMENT_FILTER_FIELDS, ValidRuleGroup } from "@core/rules";
import { isUuid } from "@core/validation";
import type { Database } from "../../db/connection";
import { calloutResponseComments, calloutResponseEvents, calloutResponses } from "../../db/schema";
import { isCalloutStaff, staffOf, type CalloutViewer } from "../callouts";
import type { ContactService } from "../contacts";
import { compileRuleGroup, paginate, type FieldColumn } from "../rules";
import { toComment } from "./serialise";

const comments = calloutResponseComments;
type CommentRecord = typeof comments.$inferSelect;

export interface CommentListOptions {
  limit: number;
  offset: number;
  sort: ResponseCommentSort;
  order: "ASC" | "DESC";
  rules?: ValidRuleGroup | undefined;
}

/** The callout a comment's response belongs to, for filters and scope. */
const commentCallout = sql`(select ${calloutResponses.calloutId} from ${calloutResponses} where ${calloutResponses.id} = ${comments.responseId})`;

const COLUMNS: Record<keyof typeof RESPONSE_COMMENT_FILTER_FIELDS, FieldColumn> = {
  id: comments.id,
  // As text, so a value that is no id compares as unequal rather than failing a cast.
  calloutId: sql`(${commentCallout})::text`,
  responseId: comments.responseId,
  contact: comments.contactId,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  text: comments.text,
};

/**
 * Comments on responses (contract 2.7), by and for the callout's staff: they add them, edit
 * and delete their own; admins any. Each is recorded in the response's history.
 */
export function createComments(options: { db: Database; contacts: ContactService }) {
  const { db } = options;

  async function serialise(records: readonly CommentRecord[]): Promise<ResponseComment[]> {
    const people = await options.contacts.getMany(
      records.flatMap((record) => (record.contactId ? [record.contactId] : [])),
    );
    return records.map((record) => toComment(record, people));
  }

  /** The comments this viewer may read: those on responses of callouts they are staff of. */
  const visibleTo = (viewer: CalloutViewer): SQL | undefined =>
    viewer.isAdmin ? undefined : staffOf(viewer, commentCallout);

  /** A comment the viewer may read, or 404. */
  async function find(viewer: CalloutViewer, id: string): Promise<CommentRecord> {
    if (!isUuid(id)) throw notFound("No such comment");
    const [record] = await db
      .select()
      .from(comments)
      .where(and(eq(comments.id, id.toLowerCase()), visibleTo(viewer)));
    if (!record) throw notFound("No such comment");
    return record;
  }

  /** Authors change their own comments; admins anyone's. */
  function checkAuthor(viewer: CalloutViewer, record: CommentRecord): void {
    if (viewer.isAdmin) return;
    if (!viewer.contactId || record.contactId !== viewer.contactId) {
      throw forbidden("Only its author or an admin may change a comment");
    }
  }

  function record(
    tx: Database,
    viewer: CalloutViewer,
    responseId: string,
    before: { commentId: string; text: string } | null,
    after: { commentId: string; text: string } | null,
  ) {
    return tx.insert(calloutResponseEvents).values({
      responseId,
      contactId: viewer.contactId ?? null,
      kind: "comment",
      before,
      after,
    });
  }

  return {
    async list(viewer: CalloutViewer, list: CommentListOptions): Promise<ResponseCommentPage> {
      const where = and(visibleTo(viewer), list.rules && compileRuleGroup(list.rules, COLUMNS));
      const direction = list.order === "DESC" ? desc : asc;
      const column = list.sort === "updatedAt" ? comments.updatedAt : comments.createdAt;
      return paginate({
        query: db
          .select()
          .from(comments)
          .where(where)
          .orderBy(direction(column), direction(comments.id)),
        countQuery: db.$count(comments, where),
        limit: list.limit,
        offset: list.offset,
        map: serialise,
      });
    },

    async get(viewer: CalloutViewer, id: string): Promise<ResponseComment> {
      const [comment] = await serialise([await find(viewer, id)]);
      if (!comment) throw notFound("No such comment");
      return comment;
    },

    /** The author is the caller, who needs a contact (an API key acts for one with X-Contact-Id). */
    async create(viewer: CalloutViewer, body: CreateResponseComment): Promise<ResponseComment> {
      const authorId = viewer.contactId;
      if (!authorId) {
        throw badRequest(
          "A comment needs an author: sign in, or send X-Contact-Id with the API key",
        );
      }
      const responseId = body.responseId.toLowerCase();
      const [response] = await db
        .select({ calloutId: calloutResponses.calloutId })
        .from(calloutResponses)
        .where(eq(calloutResponses.id, responseId));
      if (!response || !(await isCalloutStaff(db, viewer, response.calloutId))) {
        throw notFound("No such response");
      }
      const created = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(comments)
          .values({ responseId, contactId: authorId, text: body.text })
          .returning();
        if (!inserted) throw new Error("The new comment was not returned");
        await record(tx, viewer, responseId, null, { commentId: inserted.id, text: inserted.text });
        return inserted;
      });
      const [comment] = await serialise([created]);
      if (!comment) throw notFound("No such comment");
      return comment;
    },

    async update(
      viewer: CalloutViewer,
      id: string,
      body: UpdateResponseComment,
    ): Promise<ResponseComment> {
      const found = await find(viewer, id);
      checkAuthor(viewer, found);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(comments)
          .set({ text: body.text, updatedAt: new Date() })
          .where(eq(comments.id, found.id))
          .returning();
        if (!row) throw notFound("No such comment");
        if (row.text !== found.text) {
          await record(
            tx,
            viewer,
            row.responseId,
            { commentId: row.id, text: found.text },
            { commentId: row.id, text: row.text },
          );
        }
        return row;
      });
      const [comment] = await serialise([updated]);
      if (!comment) throw notFound("No such comment");
      return comment;
    },

    async remove(viewer: CalloutViewer, id: string): Promise<void> {
      const found = await find(viewer, id);
      checkAuthor(viewer, found);
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(comments)
          .where(eq(comments.id, found.id))
          .returning({ id: comments.id });
        if (deleted.length === 0) throw notFound("No such comment");
        await record(tx, viewer, found.responseId, { commentId: found.id, text: found.text }, null);
      });
    },
  };
}
