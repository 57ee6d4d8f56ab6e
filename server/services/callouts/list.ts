import { and, count, or, sql, type SQLWrapper } from "drizzle-orm";
import type { CalloutPage, CalloutSort } from "@core/callouts";
import { unauthorized } from "@core/errors";
import { flattenRules, type CALLOUT_FILTER_FIELDS, type ValidRuleGroup } from "@core/rules";
import type { Database } from "../../db/connection";
import { calloutResponses, callouts } from "../../db/schema";
import {
  compileRule,
  compileRuleGroup,
  paginate,
  sortBy,
  valueOf,
  type FieldColumn,
} from "../rules";
import { presentCallouts } from "./present";
import { chosenOn, chosenVariant, mainOn, mainVariant, titleSql } from "./queries";
import { sentSignedInBy } from "./sent-signed-in";
import { staffOf } from "./staff";
import { listedSql, statusRankSql, statusSql } from "./status-sql";
import type { CalloutListOptions, CalloutViewer } from "./types";

/**
 * Non-admins may only ask which callouts they answered themselves (contract 1.6); reviewing
 * is for a signed-in contact.
 */
function checkRules(rules: ValidRuleGroup, viewer: CalloutViewer): void {
  for (const rule of flattenRules(rules)) {
    if (rule.field === "answeredBy" && !viewer.isAdmin && rule.value[0] !== viewer.contactId) {
      throw unauthorized("Only admins may ask who else answered a callout");
    }
    if (rule.field === "canReview" && !viewer.isAdmin && !viewer.contactId) {
      throw unauthorized("Sign in to ask which callouts you review");
    }
  }
}

/** How each field of the callouts filter table reaches the database (contract 1.6). */
function filterColumns(
  now: Date,
  viewer: CalloutViewer,
): Record<keyof typeof CALLOUT_FILTER_FIELDS, FieldColumn> {
  return {
    id: callouts.id,
    slug: callouts.slug,
    title: titleSql,
    status: statusSql(now),
    // Guest answers linked by email count for admins only (see ./sent-signed-in).
    answeredBy: (rule) =>
      sql`exists (select 1 from ${calloutResponses} where ${calloutResponses.calloutId} = ${callouts.id} and ${
        viewer.isAdmin
          ? sql`${calloutResponses.contactId} = ${valueOf(rule)}`
          : sentSignedInBy(String(valueOf(rule)))
      })`,
    starts: callouts.starts,
    expires: callouts.expires,
    hidden: callouts.hidden,
    channels: callouts.channels,
    // Admins review every callout, reviewers the ones they were given.
    canReview: (rule) => compileRule(rule, staffOf(viewer, callouts.id)),
  };
}

/**
 * `GET /callout`: readers see published callouts that are not hidden, reviewers also the
 * callouts they review (whatever their status); admins all.
 */
export async function listCallouts(
  db: Database,
  viewer: CalloutViewer,
  options: CalloutListOptions,
): Promise<CalloutPage> {
  const now = new Date();
  const variant = options.variant ?? "default";
  if (options.rules) checkRules(options.rules, viewer);
  const where = and(
    viewer.isAdmin
      ? undefined
      : viewer.contactId
        ? or(listedSql(now), staffOf(viewer, callouts.id))
        : listedSql(now),
    options.rules && compileRuleGroup(options.rules, filterColumns(now, viewer)),
  );
  const columns: Record<CalloutSort, SQLWrapper> = {
    // Titles ignore case, as readers expect, on either engine's collation.
    title: sql`lower(${titleSql})`,
    starts: callouts.starts,
    expires: callouts.expires,
    status: statusRankSql(now),
    responseCount: callouts.responseCount,
    hidden: callouts.hidden,
  };
  return paginate({
    query: db
      .select({ callout: callouts })
      .from(callouts)
      .leftJoin(chosenVariant, chosenOn(variant))
      .leftJoin(mainVariant, mainOn)
      .where(where)
      .orderBy(...sortBy(columns[options.sort], options.order, callouts.id)),
    countQuery: db
      .select({ value: count() })
      .from(callouts)
      .leftJoin(chosenVariant, chosenOn(variant))
      .leftJoin(mainVariant, mainOn)
      .where(where),
    limit: options.limit,
    offset: options.offset,
    map: (rows) =>
      presentCallouts(
        db,
        rows.map((row) => row.callout),
        viewer,
        options,
        now,
      ),
  });
}
