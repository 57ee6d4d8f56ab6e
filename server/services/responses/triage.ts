import type { Emit } from "../outbound-webhooks/emit";
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type {
  BulkUpdateCalloutResponses,
  ResponseChangeResult,
  ResponseTriage,
  UpdateCalloutResponse,
  UpdatedCalloutResponse,
} from "../../../src/core/callouts";
import { hasRole } from "../../../src/core/contacts";
import { HttpError, badRequest, forbidden, notFound } from "../../../src/core/errors";
import type { Answers } from "../../../src/core/forms";
import { isUuid } from "../../../src/core/validation";
import type { Database } from "../../db/connection";
import {
  calloutResponseChanges,
  calloutResponseHistory,
  calloutResponseTriage,
  calloutResponses,
  calloutTags,
  contactRoles,
  contacts,
} from "../../db/schema";
import { isCalloutStaff, type CalloutViewer } from "../callouts";
import { activeRoles } from "../contacts";
import { answerErrors } from "./answers";
import type { ResponseSelector } from "./query";
import { uploadPath } from "../uploads/own-address";
import { mapFileUrls } from "./file-answers";
import { responseColumns, triageOfResponse } from "./record";
import { readableBy } from "./scope";
import type { ResponseSerialiser } from "./serialise";
import { stateAfter, stateUndone, writeChange, type StatementTimings } from "./triage-states";

/** A change's result, and how long each of its statements took (for `Server-Timing`). */
export type TimedChangeResult = ResponseChangeResult & { timings: StatementTimings };

const history = calloutResponseHistory;

/** `+id` and `-id` tag changes as the ids to add and to remove. */
function tagChanges(changes: readonly string[] = []) {
  const ids = (sign: string) => [
    ...new Set(
      changes
        .filter((change) => change.startsWith(sign))
        .map((change) => change.slice(1).toLowerCase()),
    ),
  ];
  return { add: ids("+"), remove: ids("-") };
}

function hasTriage(updates: ResponseTriage): boolean {
  return (
    updates.bucket !== undefined ||
    updates.assigneeId !== undefined ||
    (updates.tags !== undefined && updates.tags.length > 0)
  );
}

export interface TriageDependencies {
  db: Database;
  select: ResponseSelector;
  serialise: ResponseSerialiser;
  baseUrl: string;
  /** Tells outbound webhooks of each change. */
  emit?: Emit;
}

/**
 * Triage: the bucket, tags and assignee of one response or of every response a filter
 * matches, and their undo; staff editing answers. Every change is recorded in the responses'
 * history (who, when, before and after), in the transaction that makes it.
 */
export function createTriage(deps: TriageDependencies) {
  const { db } = deps;

  /** 400 unless every tag named is a tag of some callout (each applies to its callout's responses). */
  async function checkTags(tx: Database, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const [row] = await tx
      .select({ value: count() })
      .from(calloutTags)
      .where(inArray(calloutTags.id, [...ids]));
    if (Number(row?.value ?? 0) !== ids.length) {
      throw badRequest("No such tag", { code: "unknown-tag" });
    }
  }

  /**
   * 400 `invalid-assignee` unless the assignee is a contact, kept from deletion until the
   * change commits; answers whether they are an admin (else they must review every callout
   * of the responses the change reaches).
   */
  async function assigneeIsAdmin(tx: Database, assigneeId: string): Promise<boolean> {
    const [person] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.id, assigneeId))
      .for("key share");
    if (!person) throw badRequest("There is no contact with this id", { code: "invalid-assignee" });
    // In the transaction: the embedded database has one connection, which it holds.
    const roles = await tx
      .select({
        role: contactRoles.role,
        dateAdded: contactRoles.dateAdded,
        dateExpires: contactRoles.dateExpires,
      })
      .from(contactRoles)
      .where(eq(contactRoles.contactId, assigneeId));
    return hasRole(activeRoles(roles), "admin");
  }

  /**
   * Applies triage to the responses `matched` selects, as one change by `actorId`; answers
   * how many matched and the change (null when nothing changed). A fixed number of
   * statements, however many responses match (triage-states.ts).
   */
  async function applyTriage(
    tx: Database,
    actorId: string | undefined,
    matched: SQL | undefined,
    updates: ResponseTriage,
  ): Promise<TimedChangeResult> {
    const tags = tagChanges(updates.tags);
    await checkTags(tx, [...tags.add, ...tags.remove]);
    const [change] = await tx
      .insert(calloutResponseChanges)
      .values({ contactId: actorId ?? null })
      .returning({ id: calloutResponseChanges.id });
    if (!change) throw new Error("The new change was not returned");
    const assigneeId = updates.assigneeId?.toLowerCase() ?? undefined;
    // Checked before the change is written, which sets it (its foreign key would fail).
    const admin = assigneeId ? await assigneeIsAdmin(tx, assigneeId) : true;
    const written = await writeChange(tx, {
      changeId: change.id,
      where: matched ?? sql`true`,
      after: stateAfter({
        bucket: updates.bucket,
        assigneeId: updates.assigneeId === undefined ? undefined : (assigneeId ?? null),
        ...tags,
      }),
      fields: {
        bucket: updates.bucket !== undefined,
        assignee: updates.assigneeId !== undefined,
        tags: tags.add.length + tags.remove.length > 0,
      },
      assigneeId: admin ? undefined : assigneeId,
    });
    // Thrown after the writes: the transaction takes them back.
    if (written.outsideReviewer) {
      throw badRequest("Responses can only be assigned to admins and the callout's reviewers", {
        code: "invalid-assignee",
      });
    }
    if (written.changed === 0) {
      await tx.delete(calloutResponseChanges).where(eq(calloutResponseChanges.id, change.id));
      return { affected: written.matched, changeId: null, timings: written.timings };
    }
    return { affected: written.matched, changeId: change.id, timings: written.timings };
  }

  /** Records an answers edit with the answers before and after. */
  async function editAnswers(
    tx: Database,
    actorId: string | undefined,
    responseId: string,
    before: Answers,
    after: Answers,
  ): Promise<void> {
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await tx
      .update(calloutResponses)
      .set({ answers: after })
      .where(eq(calloutResponses.id, responseId));
    await tx
      .update(calloutResponseTriage)
      .set({ updatedAt: new Date() })
      .where(eq(calloutResponseTriage.responseId, responseId));
    await tx.insert(history).values({
      responseId,
      contactId: actorId ?? null,
      kind: "answers",
      before: { answers: before },
      after: { answers: after },
    });
  }

  return {
    /** `PATCH /callout-responses`: the same triage for every response the rules match. */
    async bulk(
      viewer: CalloutViewer,
      body: BulkUpdateCalloutResponses,
    ): Promise<TimedChangeResult> {
      const selection = await deps.select(viewer, { rules: body.rules, purpose: "triage" });
      if (!hasTriage(body.updates)) {
        throw badRequest("Send at least one of bucket, tags or assigneeId to change");
      }
      return db.transaction(async (tx) => {
        const result = await applyTriage(tx, viewer.contactId, selection.where, body.updates);
        // One event for the change, however many responses it touched.
        if (result.changeId) {
          await deps.emit?.(tx, "response.triaged", {
            changeId: result.changeId,
            affected: result.affected,
            updates: body.updates,
            by: viewer.contactId ?? null,
          });
        }
        return result;
      });
    },

    /**
     * `PATCH /callout-responses/:id`: triage and answers of one response, for the callout's
     * staff. Answers are checked against the form as a submission's are.
     */
    async update(
      viewer: CalloutViewer,
      responseId: string,
      body: UpdateCalloutResponse,
    ): Promise<UpdatedCalloutResponse> {
      if (!isUuid(responseId)) throw notFound("No such response");
      const id = responseId.toLowerCase();
      const [found] = await db
        .select(responseColumns)
        .from(calloutResponses)
        .innerJoin(calloutResponseTriage, triageOfResponse)
        .where(and(eq(calloutResponses.id, id), readableBy(viewer)));
      if (!found) throw notFound("No such response");
      if (!(await isCalloutStaff(db, viewer, found.calloutId))) {
        throw forbidden("Only admins and this callout's reviewers may change its responses");
      }
      let answers = body.answers;
      if (answers !== undefined) {
        const selection = await deps.select(viewer, {
          callout: found.calloutId,
          purpose: "triage",
        });
        const form = selection.callout?.formSchema;
        const errors = form ? await answerErrors(form, answers, deps.baseUrl) : [];
        if (errors.length > 0) {
          throw new HttpError(400, {
            message: "Some answers are not valid: see errors",
            code: "invalid-callout-response",
            errors,
          });
        }
        // Files sent with our own address are stored as paths, as uploads answer them.
        if (form) answers = mapFileUrls(form, answers, (url) => uploadPath(url, deps.baseUrl));
      }
      const result = await db.transaction(async (tx) => {
        // Not `for update`: the history rows a concurrent bulk change inserts take a key-share
        // lock of the response, which this must not block while it waits for the triage row.
        const [locked] = await tx
          .select({ answers: calloutResponses.answers })
          .from(calloutResponses)
          .where(eq(calloutResponses.id, id))
          .for("no key update");
        if (!locked) throw notFound("No such response");
        if (answers !== undefined) {
          await editAnswers(tx, viewer.contactId, id, locked.answers, answers);
        }
        const triaged = hasTriage(body)
          ? await applyTriage(tx, viewer.contactId, eq(calloutResponses.id, id), body)
          : { affected: 1, changeId: null, timings: [] };
        if (triaged.changeId) {
          const updates = { bucket: body.bucket, tags: body.tags, assigneeId: body.assigneeId };
          await deps.emit?.(tx, "response.triaged", {
            changeId: triaged.changeId,
            affected: 1,
            responseId: id,
            calloutId: found.calloutId,
            updates,
            by: viewer.contactId ?? null,
          });
        }
        return triaged;
      });
      const [row] = await db
        .select(responseColumns)
        .from(calloutResponses)
        .innerJoin(calloutResponseTriage, triageOfResponse)
        .where(eq(calloutResponses.id, id));
      if (!row) throw notFound("No such response");
      const [response] = await deps.serialise([row], viewer, new Set());
      if (!response) throw notFound("No such response");
      return { ...response, changeId: result.changeId };
    },

    /**
     * `POST /callout-responses/changes/:changeId/undo`: each response the change touched gets
     * back what the change changed: its bucket, its assignee, the tags it added or removed.
     * Later changes to other fields stay. Once only (400 `already-undone`), by the callout's
     * staff; the undo is a change of its own, in the history too.
     */
    async undo(viewer: CalloutViewer, changeId: string): Promise<TimedChangeResult> {
      if (!isUuid(changeId)) throw notFound("No such change");
      const original = changeId.toLowerCase();
      return db.transaction(async (tx) => {
        const [change] = await tx
          .select()
          .from(calloutResponseChanges)
          .where(eq(calloutResponseChanges.id, original))
          .for("update");
        if (!change) throw notFound("No such change");
        const touched = await tx
          .selectDistinct({ calloutId: calloutResponses.calloutId })
          .from(calloutResponses)
          .innerJoin(history, eq(history.responseId, calloutResponses.id))
          .where(eq(history.changeId, original));
        for (const { calloutId } of touched) {
          if (!(await isCalloutStaff(tx, viewer, calloutId))) {
            throw forbidden("Only admins and the callout's reviewers may undo its changes");
          }
        }
        if (change.undoneAt) {
          throw badRequest("This change was undone already", { code: "already-undone" });
        }
        const [undo] = await tx
          .insert(calloutResponseChanges)
          .values({ contactId: viewer.contactId ?? null, undoes: original })
          .returning({ id: calloutResponseChanges.id });
        if (!undo) throw new Error("The undo was not returned");
        const { changed, timings } = await writeChange(tx, {
          changeId: undo.id,
          joins: sql`join ${calloutResponseHistory} on ${calloutResponseHistory.responseId} = ${calloutResponseTriage.responseId}
            and ${calloutResponseHistory.changeId} = ${original}`,
          where: sql`true`,
          after: stateUndone,
          fields: { bucket: true, assignee: true, tags: true },
        });
        await tx
          .update(calloutResponseChanges)
          .set({ undoneAt: new Date() })
          .where(eq(calloutResponseChanges.id, original));
        if (changed === 0) {
          await tx.delete(calloutResponseChanges).where(eq(calloutResponseChanges.id, undo.id));
        }
        return { affected: changed, changeId: changed === 0 ? null : undo.id, timings };
      });
    },
  };
}
