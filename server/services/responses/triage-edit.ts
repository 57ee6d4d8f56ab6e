import { and, eq } from "drizzle-orm";
import type { UpdateCalloutResponse, UpdatedCalloutResponse } from "@core/callouts";
import { HttpError, forbidden, notFound } from "@core/errors";
import type { Answers } from "@core/forms";
import { isUuid } from "@core/validation";
import type { Database } from "../../db/connection";
import {
  calloutResponseEvents as history,
  calloutResponseTriage,
  calloutResponses,
} from "../../db/schema";
import { isCalloutStaff, type CalloutViewer } from "../callouts";
import { uploadPath } from "../uploads/own-address";
import { answerErrors } from "./answers";
import { mapFileUrls } from "./file-answers";
import { responseColumns, triageOfResponse } from "./record";
import { readableBy } from "./scope";
import type { TriageDependencies } from "./triage";
import { applyTriage, hasTriage } from "./triage-change";

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

/**
 * `PATCH /callout-responses/:id`: triage and answers of one response, for the callout's
 * staff. Answers are checked against the form as a submission's are.
 */
export function createResponseEdit(deps: TriageDependencies) {
  const { db } = deps;
  return async function update(
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
  };
}
