import type { BulkUpdateCalloutResponses } from "@core/callouts";
import { badRequest } from "@core/errors";
import type { CalloutViewer } from "../callouts";
import type { TriageDependencies } from "./triage";
import { applyTriage, hasTriage, type TimedChangeResult } from "./triage-change";

/** `PATCH /callout-responses`: the same triage for every response the rules match. */
export function createBulkTriage(deps: TriageDependencies) {
  const { db } = deps;
  return async function bulk(
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
  };
}
