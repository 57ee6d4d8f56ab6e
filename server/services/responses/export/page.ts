import { and, asc, eq, gt, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@server/db/connection";
import {
  calloutResponseComments,
  calloutResponseTags,
  calloutResponseTriage,
  calloutResponses,
  calloutTags,
  contacts,
} from "@server/db/schema";
import { responseColumns, triageOfResponse } from "../record";

// On its own (no form or translation code) so the bench can time the engine's COPY of it.

/** A comment as the page's statement aggregates it; the author's fields are null once deleted. */
export interface PageComment {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  /** As PostgreSQL writes a timestamp in JSON. */
  createdAt: string;
  text: string;
}

/**
 * One page of the export in one statement: the page's responses by number after `after`, the
 * respondent's and the assignee's names each by its key, and, joined to the page as sets, the
 * tag names and the comments with their authors.
 */
export function responseExportPage(
  db: Database,
  options: { where: SQL | undefined; after: number | undefined; limit: number },
) {
  const page = db.$with("page").as(
    db
      .select(responseColumns)
      .from(calloutResponses)
      .innerJoin(calloutResponseTriage, triageOfResponse)
      .where(
        and(
          options.where,
          options.after === undefined ? undefined : gt(calloutResponses.number, options.after),
        ),
      )
      .orderBy(asc(calloutResponses.number))
      .limit(options.limit),
  );
  const ids = db.select({ id: page.id }).from(page);
  const tagNames = db
    .select({
      responseId: calloutResponseTags.responseId,
      names:
        sql<string>`string_agg(${calloutTags.name}, ', ' order by lower(${calloutTags.name}))`.as(
          "names",
        ),
    })
    .from(calloutResponseTags)
    .innerJoin(calloutTags, eq(calloutTags.id, calloutResponseTags.tagId))
    .where(inArray(calloutResponseTags.responseId, ids))
    .groupBy(calloutResponseTags.responseId)
    .as("tag_names");
  const author = alias(contacts, "author");
  const comment = calloutResponseComments;
  const commentList = db
    .select({
      responseId: comment.responseId,
      list: sql<PageComment[]>`json_agg(json_build_object(
        'firstname', ${author.firstname}, 'lastname', ${author.lastname}, 'email', ${author.email},
        'createdAt', ${comment.createdAt}, 'text', ${comment.text}
      ) order by ${comment.createdAt}, ${comment.id})`.as("list"),
    })
    .from(comment)
    .leftJoin(author, eq(author.id, comment.contactId))
    .where(inArray(comment.responseId, ids))
    .groupBy(comment.responseId)
    .as("comment_list");
  // Each contact by its key, as line-page's `contactByKey` says why.
  const byKey = (name: string, id: SQLWrapper) =>
    db
      .select({ firstname: contacts.firstname, lastname: contacts.lastname, email: contacts.email })
      .from(contacts)
      .where(eq(contacts.id, id))
      .limit(1)
      .as(name);
  const respondent = byKey("respondent", page.contactId);
  const assignee = byKey("assignee", page.assigneeId);
  return db
    .with(page)
    .select({
      id: page.id,
      number: page.number,
      contactId: page.contactId,
      guestName: page.guestName,
      guestEmail: page.guestEmail,
      answers: page.answers,
      newsletter: page.newsletter,
      bucket: page.bucket,
      createdAt: page.createdAt,
      respondent: {
        firstname: respondent.firstname,
        lastname: respondent.lastname,
        email: respondent.email,
      },
      assigneeEmail: assignee.email,
      tags: tagNames.names,
      comments: commentList.list,
    })
    .from(page)
    .leftJoinLateral(respondent, sql`true`)
    .leftJoinLateral(assignee, sql`true`)
    .leftJoin(tagNames, eq(tagNames.responseId, page.id))
    .leftJoin(commentList, eq(commentList.responseId, page.id))
    .orderBy(asc(page.number));
}
