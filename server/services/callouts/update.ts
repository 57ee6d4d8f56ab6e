import { eq, sql } from "drizzle-orm";
import type { Callout, UpdateCallout } from "@core/callouts";
import { badRequest, notFound } from "@core/errors";
import { calloutResponseChanges, calloutResponseHistory, callouts } from "../../db/schema";
import type { ContentService } from "../content";
import { getAsAdmin } from "./present";
import { byIdOrSlug, findOrFail } from "./queries";
import type { CalloutRecord } from "./serialise";
import type { CalloutWriteDeps } from "./write-deps";
import { applyUpdate, toDate, withSlug } from "./write-rules";

/** A join survey must stay open with no end (SPEC section 5): no end, no unpublishing. */
async function checkJoinSurvey(
  content: ContentService,
  record: CalloutRecord,
  body: UpdateCallout,
): Promise<void> {
  const { surveySlug } = await content.get("join/setup");
  // Admins store the survey's slug; an id is accepted too.
  if (!surveySlug || (surveySlug !== record.slug && surveySlug !== record.id)) return;
  const starts = toDate(body.starts, new Date());
  if ((body.expires !== undefined && body.expires !== null) || starts === null) {
    throw badRequest("The join survey must stay open, without an end date");
  }
  if (starts && starts.getTime() > Date.now()) {
    throw badRequest("The join survey must stay open: it cannot start in the future");
  }
}

/** `PATCH /callout/:id`: the parts sent; `variants` replaces every variant. */
export async function updateCallout(
  { db, content, paths, forget }: CalloutWriteDeps,
  idOrSlug: string,
  sent: UpdateCallout,
): Promise<Callout> {
  const body = paths(sent);
  const now = new Date();
  const found = await findOrFail(db, idOrSlug, { isAdmin: true }, now);
  await checkJoinSurvey(content, found, body);
  await withSlug(body.slug, () =>
    db.transaction(async (tx) => {
      const [record] = await tx
        .select()
        .from(callouts)
        .where(eq(callouts.id, found.id))
        .for("update");
      if (!record) throw notFound("No such callout");
      await applyUpdate(tx, record, body, now);
    }),
  );
  forget();
  return getAsAdmin(db, found.id);
}

/**
 * `DELETE /callout/:id`: the callout and all it owns: variants, responses with their tags,
 * comments and history, its tags, reviewers and saved views, and the triage changes that
 * touched only its responses.
 */
export async function removeCallout(
  { db, forget }: Pick<CalloutWriteDeps, "db" | "forget">,
  idOrSlug: string,
): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(callouts)
      .where(byIdOrSlug(idOrSlug))
      .returning({ id: callouts.id });
    if (rows.length > 0) {
      await tx
        .delete(calloutResponseChanges)
        .where(
          sql`not exists (select 1 from ${calloutResponseHistory} where ${calloutResponseHistory.changeId} = ${calloutResponseChanges.id})`,
        );
    }
    return rows;
  });
  forget();
  return deleted.length > 0;
}
