import { and, eq, sql, type SQL } from "drizzle-orm";
import { HttpError, forbidden } from "@core/errors";
import { parseRuleGroup, parseRulesParam, type RuleGroup, type ValidRuleGroup } from "@core/rules";
import type { Database } from "../../db/connection";
import { calloutResponseTriage } from "../../db/schema";
import {
  isCalloutStaff,
  type CalloutRecord,
  type CalloutService,
  type CalloutViewer,
} from "../callouts";
import { compileRuleGroup } from "../rules";
import { pinnedCalloutId, responseFilter } from "./filter";
import { sentSignedInBy } from "../callouts/sent-signed-in";
import { readableBy, triageableBy } from "./scope";

/** What a response list, bulk change or export works on. */
export interface ResponseSelection {
  /** The responses it covers: scope and filter. */
  where: SQL | undefined;
  /** The callout, when the selection is one callout's responses. */
  callout: CalloutRecord | undefined;
  /** Whether the viewer is staff of that callout (always false without one, unless admin). */
  staff: boolean;
  rules: ValidRuleGroup | undefined;
}

export interface SelectionOptions {
  /** One callout's responses (`/callout/:id/...`), by id or slug. */
  callout?: string | undefined;
  /** The filter: the `rules` parameter as sent, or a group from a body. */
  rules?: string | RuleGroup | undefined;
  /** `triage`: only responses the viewer may change; refused outright elsewhere. */
  purpose: "read" | "triage";
}

/**
 * Works out which responses a request covers: the callout (from the path or a pinned
 * `calloutId equal` rule), who the viewer is to it, the filter table that follows (its
 * questions; triage fields for staff), and the checked rules compiled with the scope. A
 * callout the viewer cannot see is 404; triage of one they are not staff of is 403.
 */
export function createResponseSelection(options: { db: Database; callouts: CalloutService }) {
  const { db } = options;

  async function pinned(rules: SelectionOptions["rules"]): Promise<string | undefined> {
    if (rules === undefined) return undefined;
    if (typeof rules !== "string") return pinnedCalloutId(rules);
    try {
      return pinnedCalloutId(JSON.parse(rules));
    } catch {
      // Bad JSON: parseRulesParam reports it below.
      return undefined;
    }
  }

  return async function select(
    viewer: CalloutViewer,
    selection: SelectionOptions,
  ): Promise<ResponseSelection> {
    const idOrSlug = selection.callout ?? (await pinned(selection.rules));
    let callout: CalloutRecord | undefined;
    if (idOrSlug !== undefined) {
      try {
        callout = (await options.callouts.findForResponse(idOrSlug, viewer)).record;
      } catch (error) {
        // A pinned callout the viewer cannot see: the rule itself then matches nothing.
        if (selection.callout !== undefined || !(error instanceof HttpError)) throw error;
      }
    }
    const staff = callout
      ? await isCalloutStaff(db, viewer, callout.id)
      : viewer.isAdmin || selection.purpose === "triage";
    if (selection.purpose === "triage" && callout && !staff) {
      throw forbidden("Only admins and this callout's reviewers may triage its responses");
    }
    const filter = responseFilter(callout?.formSchema, staff, callout?.id);
    const context = { contactId: viewer.contactId, now: new Date() };
    const rules =
      selection.rules === undefined
        ? undefined
        : typeof selection.rules === "string"
          ? parseRulesParam(selection.rules, filter.fields, context)
          : parseRuleGroup(selection.rules, filter.fields, context);
    let scope: SQL | undefined;
    if (callout) {
      const own = viewer.contactId ? sentSignedInBy(viewer.contactId) : sql`false`;
      // On the triage row's copy of the callout: a count of a bucket then reads its index alone.
      scope = and(eq(calloutResponseTriage.calloutId, callout.id), staff ? undefined : own);
    } else {
      scope = selection.purpose === "triage" ? triageableBy(viewer) : readableBy(viewer);
    }
    return {
      where: and(scope, rules && compileRuleGroup(rules, filter.columns)),
      callout,
      staff,
      rules,
    };
  };
}

export type ResponseSelector = ReturnType<typeof createResponseSelection>;
