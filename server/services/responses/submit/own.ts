import { desc, eq } from "drizzle-orm";
import type { CreateCalloutResponse } from "@core/callouts";
import { notFound } from "@core/errors";
import type { Database } from "@server/db/connection";
import { calloutResponseTriage, calloutResponses, callouts } from "@server/db/schema";
import type { CalloutFound } from "../../callouts";
import { signsUp, subscribe } from "../newsletter";
import type { ResponseRecord } from "../record";
import { cantUpdate, ownResponses } from "../who-may-answer";
import { insert, type OnSaved } from "./insert";
import type { SubmitOptions } from "./options";

/**
 * A signed-in contact's response: their latest one overwritten when the callout takes one
 * response each and allows changes, else a new one. Checked again under the callout's lock,
 * so two submissions at once cannot both be someone's only response.
 */
export async function saveOwn(
  options: SubmitOptions,
  found: CalloutFound,
  contactId: string,
  body: CreateCalloutResponse,
  /** Runs in the transaction once a new response is inserted (not when one is updated). */
  onNew: (tx: Database) => Promise<void>,
  /** Runs in the transaction once the response is stored, new or updated. */
  onSaved: OnSaved,
): Promise<ResponseRecord> {
  const { record } = found;
  const newsletter = signsUp(body.newsletter) ? body.newsletter : null;
  return options.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: callouts.id })
      .from(callouts)
      .where(eq(callouts.id, record.id))
      .for("update");
    if (!locked) throw notFound("No such callout");
    if (newsletter && (await subscribe(tx, contactId, newsletter))) {
      // The newsletter sync hears of the opt-in as of any other profile change.
      await options.emit?.(tx, "contact.updated", {
        contactId,
        changed: ["profile.newsletterStatus", "profile.newsletterGroups"],
      });
    }
    if (!record.allowMultiple) {
      const [latest] = await tx
        .select({ id: calloutResponses.id })
        .from(calloutResponses)
        .where(ownResponses(record.id, contactId))
        .orderBy(desc(calloutResponses.number))
        .limit(1);
      if (latest) {
        if (!record.allowUpdate) throw cantUpdate();
        const [updated] = await tx
          .update(calloutResponses)
          .set({ answers: body.answers, newsletter })
          .where(eq(calloutResponses.id, latest.id))
          .returning();
        const [triaged] = await tx
          .update(calloutResponseTriage)
          .set({ updatedAt: new Date() })
          .where(eq(calloutResponseTriage.responseId, latest.id))
          .returning();
        if (!updated || !triaged) throw new Error("The updated response was not returned");
        await onSaved(tx, updated.id);
        return { ...updated, ...triaged, id: updated.id };
      }
    }
    const saved = await insert(tx, record.id, { contactId, answers: body.answers, newsletter });
    await onNew(tx);
    await onSaved(tx, saved.id);
    return saved;
  });
}
