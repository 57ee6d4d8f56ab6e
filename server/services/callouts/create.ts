import { eq } from "drizzle-orm";
import { slugify, type Callout, type CreateCallout, type UpdateCallout } from "@core/callouts";
import { calloutTags, calloutVariants, callouts } from "../../db/schema";
import { getAsAdmin } from "./present";
import { findOrFail } from "./queries";
import { storedForm } from "./serialise";
import { freeSlug } from "./slugs";
import type { CalloutWriteDeps } from "./write-deps";
import { applyUpdate, checkSettings, columnsOf, insertVariants, withSlug } from "./write-rules";

/** `POST /callout`: the new callout (no relations). */
export async function createCallout(
  { db, paths, forget }: CalloutWriteDeps,
  sent: CreateCallout,
): Promise<Callout> {
  const body = paths(sent);
  const now = new Date();
  const columns = columnsOf(body, now);
  if (columns.starts && columns.starts <= now) columns.publishedAt = columns.starts;
  checkSettings({
    starts: null,
    expires: null,
    access: "member",
    newsletterSchema: null,
    ...columns,
  });
  const title = body.variants.default?.title ?? "";
  const id = await withSlug(body.slug, () =>
    db.transaction(async (tx) => {
      const slug = body.slug ?? (await freeSlug(tx, slugify(title) || "callout"));
      const [record] = await tx
        .insert(callouts)
        .values({ ...columns, slug, formSchema: storedForm(body.formSchema) })
        .returning({ id: callouts.id });
      if (!record) throw new Error("The new callout was not returned");
      await insertVariants(tx, record.id, body.variants);
      return record.id;
    }),
  );
  // A slug that was looked up in vain before now names this callout.
  forget();
  return getAsAdmin(db, id);
}

/**
 * `POST /callout?fromId=`: a copy with its variants and tags (not its responses, reviewers
 * or saved views) under the next free `<slug>-N`, then the body applied as an update. The
 * copy has never been published, whatever the original was.
 */
export async function cloneCallout(
  { db, paths, forget }: CalloutWriteDeps,
  fromId: string,
  sent: UpdateCallout,
): Promise<Callout> {
  const body = paths(sent);
  const now = new Date();
  const source = await findOrFail(db, fromId, { isAdmin: true }, now);
  const dates = columnsOf({ starts: body.starts, expires: body.expires }, now);
  const id = await withSlug(body.slug, () =>
    db.transaction(async (tx) => {
      const slug = body.slug ?? (await freeSlug(tx, source.slug, { numberedOnly: true }));
      const [record] = await tx
        .insert(callouts)
        .values({
          slug,
          image: source.image,
          starts: dates.starts === undefined ? source.starts : dates.starts,
          expires: dates.expires === undefined ? source.expires : dates.expires,
          allowUpdate: source.allowUpdate,
          allowMultiple: source.allowMultiple,
          hidden: source.hidden,
          hideContactFromReviewers: source.hideContactFromReviewers,
          access: source.access,
          captcha: source.captcha,
          responseEmails: source.responseEmails,
          sendResponseEmail: source.sendResponseEmail,
          thanksNextSteps: source.thanksNextSteps,
          channels: source.channels,
          formSchema: source.formSchema,
          newsletterSchema: source.newsletterSchema,
          responseViewSchema: source.responseViewSchema,
        })
        .returning();
      if (!record) throw new Error("The cloned callout was not returned");
      const variants = await tx
        .select()
        .from(calloutVariants)
        .where(eq(calloutVariants.calloutId, source.id));
      if (variants.length > 0) {
        await tx
          .insert(calloutVariants)
          .values(variants.map((variant) => ({ ...variant, calloutId: record.id })));
      }
      const tags = await tx
        .select({ name: calloutTags.name, description: calloutTags.description })
        .from(calloutTags)
        .where(eq(calloutTags.calloutId, source.id));
      if (tags.length > 0) {
        await tx.insert(calloutTags).values(tags.map((tag) => ({ ...tag, calloutId: record.id })));
      }
      await applyUpdate(tx, record, { ...body, slug: undefined }, now);
      return record.id;
    }),
  );
  forget();
  return getAsAdmin(db, id);
}
