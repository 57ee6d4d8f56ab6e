import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { calloutStatus, isPublished } from "@core/callouts";
import { notFound } from "@core/errors";
import { isUuid } from "@core/validation";
import type { Database } from "../../db/connection";
import { calloutVariants, callouts } from "../../db/schema";
import type { CalloutRecord } from "./serialise";
import { isCalloutStaff } from "./staff";
import type { CalloutViewer, FoundRow } from "./types";

/** The variant tables as list filters and sorts see them: the one asked for, and `default`. */
export const chosenVariant = alias(calloutVariants, "chosen");
export const mainVariant = alias(calloutVariants, "main");
export const chosenOn = (variant: string) =>
  and(eq(chosenVariant.calloutId, callouts.id), eq(chosenVariant.name, variant));
export const mainOn = and(eq(mainVariant.calloutId, callouts.id), eq(mainVariant.name, "default"));
/** The title in the language asked for, falling back to the default one. */
export const titleSql = sql<string>`coalesce(nullif(${chosenVariant.title}, ''), ${mainVariant.title})`;

/** `:id` is a callout id or its slug (slugs never look like ids). */
export function byIdOrSlug(idOrSlug: string): SQL {
  return isUuid(idOrSlug) ? eq(callouts.id, idOrSlug.toLowerCase()) : eq(callouts.slug, idOrSlug);
}

/**
 * Readers see published callouts (hidden ones are only left out of lists, a direct link
 * works); admins and the callout's reviewers see its drafts and schedule too.
 */
export async function mayView(
  db: Database,
  record: CalloutRecord,
  viewer: CalloutViewer,
  now: Date,
): Promise<boolean> {
  return isPublished(calloutStatus(record, now)) || isCalloutStaff(db, viewer, record.id);
}

/**
 * The stored callout by id or slug, if this viewer may see it (its staff see drafts too);
 * 404 otherwise.
 */
export async function findOrFail(
  db: Database,
  idOrSlug: string,
  viewer: CalloutViewer,
  now: Date,
): Promise<CalloutRecord> {
  const [record] = await db.select().from(callouts).where(byIdOrSlug(idOrSlug));
  if (!record || !(await mayView(db, record, viewer, now))) throw notFound("No such callout");
  return record;
}

/** A callout with its default texts, as answers and page loads find it (cached by the service). */
export function loadRow(db: Database, idOrSlug: string): Promise<FoundRow | undefined> {
  return db
    .select({
      record: callouts,
      main: {
        title: mainVariant.title,
        excerpt: mainVariant.excerpt,
        shareTitle: mainVariant.shareTitle,
        shareDescription: mainVariant.shareDescription,
      },
    })
    .from(callouts)
    .leftJoin(mainVariant, mainOn)
    .where(byIdOrSlug(idOrSlug))
    .then((rows) => rows[0]);
}
