import { and, eq } from "drizzle-orm";
import { CALLOUT_NOW, completeVariant, slugify, type UpdateCallout } from "@core/callouts";
import { badRequest } from "@core/errors";
import type { Database } from "../../db/connection";
import { isUniqueViolation } from "../../db/errors";
import { calloutVariants, callouts } from "../../db/schema";
import { storedForm, type CalloutRecord } from "./serialise";
import { freeSlug } from "./slugs";

const MAX_SLUG_ATTEMPTS = 5;

const duplicateSlug = (slug: string) =>
  badRequest(`The slug "${slug}" is taken by another callout`, {
    code: "duplicate-id",
    extra: { id: slug },
  });

/** A date of a write; `now` is the server's time, so the admin's clock does not matter. */
export function toDate(value: string | null | undefined, now: Date): Date | null | undefined {
  if (value === undefined || value === null) return value;
  return value === CALLOUT_NOW ? now : new Date(value);
}

/** Whether the callout has been published: its slug is in readers' links since. */
function slugLocked(record: Pick<CalloutRecord, "publishedAt" | "starts">, now: Date): boolean {
  return record.publishedAt !== null || (record.starts !== null && record.starts <= now);
}

const lockedSlug = () =>
  badRequest(
    "This callout has been published: its slug is in readers' links and can no longer change",
    { code: "slug-locked" },
  );

/** The columns a create or update body sets; what it leaves out stays as it is. */
export function columnsOf(body: UpdateCallout, now: Date) {
  const values = {
    slug: body.slug ?? undefined,
    image: body.image,
    starts: toDate(body.starts, now),
    expires: toDate(body.expires, now),
    allowUpdate: body.allowUpdate,
    allowMultiple: body.allowMultiple,
    hidden: body.hidden,
    hideContactFromReviewers: body.hideContactFromReviewers,
    access: body.access,
    captcha: body.captcha,
    responseEmails: body.responseEmails,
    sendResponseEmail: body.sendResponseEmail,
    thanksNextSteps: body.thanksNextSteps && [...new Set(body.thanksNextSteps)],
    channels: body.channels,
    formSchema: body.formSchema && storedForm(body.formSchema),
    newsletterSchema: body.newsletterSchema,
    responseViewSchema: body.responseViewSchema,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<typeof callouts.$inferInsert>;
}

/** What no callout may be once a write is applied, whatever the write changed. */
export function checkSettings(
  callout: Pick<CalloutRecord, "starts" | "expires" | "access"> & {
    newsletterSchema: unknown;
  },
): void {
  if (callout.starts && callout.expires && callout.expires <= callout.starts) {
    throw badRequest("expires must be after starts");
  }
  if (callout.access === "only-anonymous" && callout.newsletterSchema) {
    // SPEC section 5: no newsletter sign-up without contact details to sign up with.
    throw badRequest(
      "A callout that takes only anonymous responses collects no contact details: it cannot offer a newsletter sign-up",
    );
  }
}

/**
 * Runs a write that picks a slug. A given slug that is taken is a 400 `duplicate-id`; a
 * generated one taken meanwhile by another writer is picked again.
 */
export async function withSlug<T>(
  given: string | null | undefined,
  write: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error, "callouts_slug_unique")) throw error;
      if (given !== undefined && given !== null) throw duplicateSlug(given);
      if (attempt >= MAX_SLUG_ATTEMPTS) throw error;
    }
  }
}

export async function insertVariants(
  tx: Database,
  calloutId: string,
  variants: NonNullable<UpdateCallout["variants"]>,
) {
  await tx.insert(calloutVariants).values(
    Object.entries(variants).map(([name, variant]) => ({
      calloutId,
      name,
      ...completeVariant(variant),
    })),
  );
}

/** The default title a write leaves the callout with. */
async function defaultTitle(tx: Database, calloutId: string, body: UpdateCallout) {
  const given = body.variants?.default?.title;
  if (given !== undefined) return given;
  const [main] = await tx
    .select({ title: calloutVariants.title })
    .from(calloutVariants)
    .where(and(eq(calloutVariants.calloutId, calloutId), eq(calloutVariants.name, "default")));
  return main?.title ?? "";
}

/**
 * Applies an update body to a stored callout, in a transaction of the caller's. Until the
 * callout is first published, `slug: null` makes the slug again from the default title;
 * after, the slug stays. The first time the callout is (or was) open is recorded.
 */
export async function applyUpdate(
  tx: Database,
  record: CalloutRecord,
  body: UpdateCallout,
  now: Date,
) {
  const columns = columnsOf(body, now);
  const locked = slugLocked(record, now);
  if (locked && body.slug != null && body.slug !== record.slug) throw lockedSlug();
  if (!locked && body.slug === null) {
    const base = slugify(await defaultTitle(tx, record.id, body)) || "callout";
    columns.slug = await freeSlug(tx, base, { except: record.id });
  }
  const merged = { ...record, ...columns };
  checkSettings(merged);
  const opened = [record.starts, merged.starts].find((date) => date && date <= now);
  if (record.publishedAt === null && opened) columns.publishedAt = opened;
  if (Object.keys(columns).length > 0) {
    await tx.update(callouts).set(columns).where(eq(callouts.id, record.id));
  }
  if (body.variants) {
    await tx.delete(calloutVariants).where(eq(calloutVariants.calloutId, record.id));
    await insertVariants(tx, record.id, body.variants);
  }
}
