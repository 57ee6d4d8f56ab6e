import type { CalloutRecord, CalloutViewer } from "../callouts";
import { badRequest } from "@core/errors";
import { parseRuleGroup, type RuleGroup } from "@core/rules";
import type { Database } from "../../db/connection";
import { calloutResponseViews } from "../../db/schema";
import { responseFilter } from "../responses/filter";
import { savedFilterStore } from "../saved-filters";

export type ViewRecord = typeof calloutResponseViews.$inferSelect;
export type ViewStore = ReturnType<typeof responseViewStore>;

/** A callout's saved views as saved filters: within their callout, names unique in it. */
export function responseViewStore(db: Database) {
  const views = calloutResponseViews;
  return savedFilterStore({
    db,
    table: views,
    columns: { id: views.id, position: views.position, scope: views.calloutId },
    missing: "This callout has no such view",
    uniqueName: {
      index: "callout_response_views_name",
      taken: (name) =>
        badRequest(`A view named "${name.slice(0, 100)}" exists already`, {
          code: "duplicate-view-name",
        }),
    },
  });
}

/**
 * 400 `invalid-rule` unless every rule is one of the callout's response filters'. The rules
 * are stored as sent, so `me` stays whoever opens the view.
 */
export function checkRules(
  callout: CalloutRecord,
  viewer: CalloutViewer,
  rules: RuleGroup | null,
): void {
  if (!rules) return;
  // A stand-in for `me`, so a view saved through an API key without a contact checks too.
  const contactId = viewer.contactId ?? "00000000-0000-4000-8000-000000000000";
  parseRuleGroup(rules, responseFilter(callout.formSchema, true).fields, { contactId });
}
