import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type {
  Callout,
  CalloutResponse,
  CalloutResponseWith,
  ResponseComment,
  ResponseTag,
} from "@core/callouts";
import type { Contact } from "@core/contacts";
import { omitAdminOnly } from "@core/forms";
import type { Database } from "../../db/connection";
import {
  calloutResponseComments,
  calloutResponseTags,
  calloutReviewers,
  calloutTags,
  callouts,
} from "../../db/schema";
import type { CalloutRecord, CalloutService, CalloutViewer } from "../callouts";
import type { ContactService } from "../contacts";
import { toResponse, type ResponseRecord } from "./record";

type CommentRecord = typeof calloutResponseComments.$inferSelect;

export function toComment(record: CommentRecord, people: Map<string, Contact>): ResponseComment {
  return {
    id: record.id,
    responseId: record.responseId,
    text: record.text,
    contact: (record.contactId && people.get(record.contactId)) || null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** How the viewer stands to one callout of the rows: its staff or not, contacts hidden or not. */
interface CalloutStanding {
  record: CalloutRecord;
  staff: boolean;
  /** A reviewer of a callout that hides contact details from reviewers. */
  contactHidden: boolean;
}

export interface ResponseSerialiser {
  (
    rows: readonly ResponseRecord[],
    viewer: CalloutViewer,
    wanted: ReadonlySet<CalloutResponseWith>,
  ): Promise<CalloutResponse[]>;
}

/**
 * Responses as the API answers them, with the relations asked for, in a few queries per page.
 * Answers lose admin-only questions for anyone but the callout's staff. Contacts are for the
 * callout's staff, except reviewers of a callout that hides them (then no guest name or email
 * either); assignees, tags and comments are for its staff.
 */
export function createResponseSerialiser(options: {
  db: Database;
  callouts: CalloutService;
  contacts: ContactService;
}): ResponseSerialiser {
  const { db } = options;

  async function standings(
    calloutIds: readonly string[],
    viewer: CalloutViewer,
  ): Promise<Map<string, CalloutStanding>> {
    if (calloutIds.length === 0) return new Map();
    const ids = [...new Set(calloutIds)];
    const [records, reviewed] = await Promise.all([
      db.select().from(callouts).where(inArray(callouts.id, ids)),
      viewer.isAdmin || !viewer.contactId
        ? []
        : db
            .select({ id: calloutReviewers.calloutId })
            .from(calloutReviewers)
            .where(
              and(
                inArray(calloutReviewers.calloutId, ids),
                eq(calloutReviewers.contactId, viewer.contactId),
              ),
            ),
    ]);
    const reviews = new Set(reviewed.map((row) => row.id));
    return new Map(
      records.map((record) => {
        const staff = viewer.isAdmin || reviews.has(record.id);
        const contactHidden = staff && !viewer.isAdmin && record.hideContactFromReviewers;
        return [record.id, { record, staff, contactHidden }];
      }),
    );
  }

  async function tagsOf(ids: readonly string[]): Promise<Map<string, ResponseTag[]>> {
    const byResponse = new Map<string, ResponseTag[]>();
    if (ids.length === 0) return byResponse;
    const rows = await db
      .select({
        responseId: calloutResponseTags.responseId,
        id: calloutTags.id,
        name: calloutTags.name,
      })
      .from(calloutResponseTags)
      .innerJoin(calloutTags, eq(calloutTags.id, calloutResponseTags.tagId))
      .where(inArray(calloutResponseTags.responseId, [...ids]))
      .orderBy(sql`lower(${calloutTags.name})`);
    for (const row of rows) {
      const list = byResponse.get(row.responseId) ?? [];
      list.push({ id: row.id, name: row.name });
      byResponse.set(row.responseId, list);
    }
    return byResponse;
  }

  async function latestComments(ids: readonly string[]): Promise<Map<string, ResponseComment>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([calloutResponseComments.responseId])
      .from(calloutResponseComments)
      .where(inArray(calloutResponseComments.responseId, [...ids]))
      .orderBy(
        calloutResponseComments.responseId,
        desc(calloutResponseComments.createdAt),
        desc(calloutResponseComments.id),
      );
    const people = await options.contacts.getMany(
      rows.flatMap((row) => (row.contactId ? [row.contactId] : [])),
    );
    return new Map(rows.map((row) => [row.responseId, toComment(row, people)]));
  }

  return async function serialise(rows, viewer, wanted) {
    const standing = await standings(
      rows.map((row) => row.calloutId),
      viewer,
    );
    const staffRows = rows.filter((row) => standing.get(row.calloutId)?.staff);
    const staffIds = staffRows.map((row) => row.id);
    const people = new Set<string>();
    for (const row of staffRows) {
      if (wanted.has("contact") && row.contactId && !standing.get(row.calloutId)?.contactHidden) {
        people.add(row.contactId);
      }
      if (wanted.has("assignee") && row.assigneeId) people.add(row.assigneeId);
    }
    const described = new Map<string, Promise<Callout>>();
    const describe = (state: CalloutStanding) => {
      const found =
        described.get(state.record.id) ?? options.callouts.describe(state.record, viewer);
      described.set(state.record.id, found);
      return found;
    };
    const [contactsFound, tags, comments] = await Promise.all([
      options.contacts.getMany([...people]),
      wanted.has("tags") ? tagsOf(staffIds) : undefined,
      wanted.has("latestComment") ? latestComments(staffIds) : undefined,
    ]);
    return Promise.all(
      rows.map(async (row): Promise<CalloutResponse> => {
        const state = standing.get(row.calloutId);
        const staff = Boolean(state?.staff);
        const hidden = Boolean(state?.contactHidden);
        const answers =
          staff || !state ? row.answers : omitAdminOnly(state.record.formSchema, row.answers);
        const person = (id: string | null) => (id && contactsFound.get(id)) || null;
        return {
          ...toResponse(row),
          ...(hidden ? { guestName: null, guestEmail: null, contactHidden: true } : {}),
          ...(wanted.has("answers") ? { answers } : {}),
          ...(wanted.has("callout") && state ? { callout: await describe(state) } : {}),
          ...(wanted.has("contact") && staff && !hidden ? { contact: person(row.contactId) } : {}),
          ...(wanted.has("assignee") && staff ? { assignee: person(row.assigneeId) } : {}),
          ...(tags && staff ? { tags: tags.get(row.id) ?? [] } : {}),
          ...(comments && staff ? { latestComment: comments.get(row.id) ?? null } : {}),
        };
      }),
    );
  };
}
