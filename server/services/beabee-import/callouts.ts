import { and, eq, inArray, sql } from "drizzle-orm";
import { type Struct, validate } from "superstruct";
import {
  CALLOUT_ACCESS,
  CALLOUT_CAPTCHA,
  CalloutChannel,
  CalloutNewsletterSchema,
  ResponseNewsletter,
  ResponseViewSchema,
  type CalloutAccess,
  type CalloutCaptcha,
  type SlideButtonTexts,
} from "../../../src/core/callouts";
import { FormSchemaStruct, type Answers } from "../../../src/core/forms";
import { array } from "superstruct";
import {
  calloutResponseComments,
  calloutResponseTags,
  calloutResponses,
  calloutReviewers,
  calloutTags,
  calloutVariants,
  callouts,
} from "../../db/schema";
import { type ImportContext, problemOf, toDate, toJson } from "./context";
import { pagesOf } from "./source";

type Row = Record<string, unknown>;
type When = Date | string | null;

/**
 * An optional part of a row checked against our schema: kept when it passes, else left out
 * and the row noted (the rest of it still comes across).
 */
function optionalPart<T>(
  context: ImportContext,
  kind: string,
  id: string,
  name: string,
  value: unknown,
  struct: Struct<T, unknown>,
): T | null {
  const parsed = toJson(value);
  if (parsed === null || parsed === undefined) return null;
  const [error, valid] = validate(parsed, struct);
  if (!error) return valid;
  context.report.refuse(kind, id, `${name} dropped (${problemOf(error)}); the rest was kept`);
  return null;
}

const asText = (value: unknown): string => (typeof value === "string" ? value : "");
const asRecord = <T>(value: unknown): Record<string, T> => {
  const parsed = toJson(value);
  return parsed && typeof parsed === "object" && !Array.isArray(parsed)
    ? (parsed as Record<string, T>)
    : {};
};

/** Callouts with their variants, tags, reviewers, responses (numbers kept) and comments. */
export async function importCallouts(context: ImportContext): Promise<void> {
  const { source, tx, ids, report } = context;
  const rows = await source.query<Row>("select * from callout order by date, id");
  report.found("callouts", rows.length);
  const now = new Date();
  for (const row of rows) {
    const id = String(row.id);
    const [formError, formSchema] = validate(toJson(row.formSchema), FormSchemaStruct);
    if (formError) {
      report.refuse("callouts", id, `its form is not one Agora reads (${problemOf(formError)})`);
      continue;
    }
    const access = String(row.access ?? "member");
    const captcha = String(row.captcha ?? "none");
    if (!(CALLOUT_ACCESS as readonly string[]).includes(access)) {
      report.refuse("callouts", id, `unknown access "${access}"`);
      continue;
    }
    if (!(CALLOUT_CAPTCHA as readonly string[]).includes(captcha)) {
      report.refuse("callouts", id, `unknown captcha "${captcha}"`);
      continue;
    }
    const starts = toDate(row.starts as When);
    const values = {
      slug: asText(row.slug),
      image: context.rewrite(asText(row.image)),
      starts,
      expires: toDate(row.expires as When),
      allowUpdate: row.allowUpdate === true,
      allowMultiple: row.allowMultiple === true,
      hidden: row.hidden === true,
      // Open once already: its slug is in readers' links and must not change.
      publishedAt: starts && starts <= now ? starts : null,
      access: access as CalloutAccess,
      captcha: captcha as CalloutCaptcha,
      channels: optionalPart(
        context,
        "callouts",
        id,
        "channels",
        row.channels,
        array(CalloutChannel),
      ),
      formSchema,
      newsletterSchema: optionalPart(
        context,
        "callouts",
        id,
        "newsletter sign-up",
        row.newsletterSchema,
        CalloutNewsletterSchema,
      ),
      responseViewSchema: optionalPart(
        context,
        "callouts",
        id,
        "response view",
        row.responseViewSchema,
        ResponseViewSchema,
      ),
      createdAt: toDate(row.date as When) ?? now,
    };
    const mapped = ids.get("callout", id);
    const [existing] = mapped
      ? await tx.select({ id: callouts.id }).from(callouts).where(eq(callouts.id, mapped))
      : [];
    const [sameSlug] = await tx
      .select({ id: callouts.id })
      .from(callouts)
      .where(eq(callouts.slug, values.slug));
    if (sameSlug && sameSlug.id !== existing?.id) {
      report.refuse("callouts", id, `Agora has another callout at /${values.slug}`);
      continue;
    }
    if (existing) {
      await tx.update(callouts).set(values).where(eq(callouts.id, existing.id));
    } else {
      const [made] = await tx.insert(callouts).values(values).returning({ id: callouts.id });
      if (!made) throw new Error("The new callout was not returned");
      await ids.set("callout", id, made.id);
    }
    report.wrote("callouts", !existing);
  }
  await importVariants(context);
  await importCalloutTags(context);
  await importReviewers(context);
  await importResponses(context);
  await importResponseTags(context);
  await importComments(context);
}

async function importVariants({ source, tx, ids, report, rewrite }: ImportContext): Promise<void> {
  const rows = await source.query<Row>(`select * from callout_variant order by "calloutId", name`);
  report.found("callout variants", rows.length);
  for (const row of rows) {
    const key = `${String(row.calloutId)}/${String(row.name)}`;
    const calloutId = ids.get("callout", String(row.calloutId));
    if (!calloutId) {
      report.refuse("callout variants", key, "its callout was not taken");
      continue;
    }
    const values = {
      title: asText(row.title),
      excerpt: asText(row.excerpt),
      intro: rewrite(asText(row.intro)),
      thanksTitle: asText(row.thanksTitle),
      thanksText: rewrite(asText(row.thanksText)),
      thanksRedirect: typeof row.thanksRedirect === "string" ? row.thanksRedirect : null,
      shareTitle: typeof row.shareTitle === "string" ? row.shareTitle : null,
      shareDescription: typeof row.shareDescription === "string" ? row.shareDescription : null,
      slideNavigation: asRecord<SlideButtonTexts>(row.slideNavigation),
      componentText: asRecord<string>(row.componentText),
    };
    const name = String(row.name);
    const [existing] = await tx
      .select({ name: calloutVariants.name })
      .from(calloutVariants)
      .where(and(eq(calloutVariants.calloutId, calloutId), eq(calloutVariants.name, name)));
    await tx
      .insert(calloutVariants)
      .values({ calloutId, name, ...values })
      .onConflictDoUpdate({
        target: [calloutVariants.calloutId, calloutVariants.name],
        set: values,
      });
    report.wrote("callout variants", !existing);
  }
}

async function importCalloutTags({ source, tx, ids, report }: ImportContext): Promise<void> {
  const rows = await source.query<Row>(`select * from callout_tag order by "calloutId", name`);
  report.found("callout tags", rows.length);
  for (const row of rows) {
    const id = String(row.id);
    const calloutId = ids.get("callout", String(row.calloutId));
    const name = asText(row.name).trim();
    if (!calloutId || !name) {
      report.refuse("callout tags", id, calloutId ? "no name" : "its callout was not taken");
      continue;
    }
    const mapped = ids.get("callout-tag", id);
    const [existing] = await tx
      .select({ id: calloutTags.id })
      .from(calloutTags)
      .where(
        mapped
          ? eq(calloutTags.id, mapped)
          : and(
              eq(calloutTags.calloutId, calloutId),
              sql`lower(${calloutTags.name}) = lower(${name})`,
            ),
      );
    const values = { name, description: asText(row.description) };
    if (existing) {
      await tx.update(calloutTags).set(values).where(eq(calloutTags.id, existing.id));
      await ids.set("callout-tag", id, existing.id);
    } else {
      const [made] = await tx
        .insert(calloutTags)
        .values({ calloutId, ...values })
        .returning({ id: calloutTags.id });
      if (!made) throw new Error("The new tag was not returned");
      await ids.set("callout-tag", id, made.id);
    }
    report.wrote("callout tags", !existing);
  }
}

async function importReviewers({ source, tx, ids, report }: ImportContext): Promise<void> {
  if (!(await source.hasTable("callout_reviewer"))) return;
  const rows = await source.query<Row>(`select * from callout_reviewer order by "calloutId", id`);
  report.found("callout reviewers", rows.length);
  for (const row of rows) {
    const calloutId = ids.get("callout", String(row.calloutId));
    const contactId = ids.get("contact", String(row.contactId));
    if (!calloutId || !contactId) {
      report.refuse(
        "callout reviewers",
        String(row.id),
        calloutId ? "its contact was not taken" : "its callout was not taken",
      );
      continue;
    }
    const added = await tx
      .insert(calloutReviewers)
      .values({ calloutId, contactId, createdAt: toDate(row.date as When) ?? new Date() })
      .onConflictDoNothing()
      .returning({ id: calloutReviewers.id });
    report.wrote("callout reviewers", added.length > 0);
  }
}

/**
 * Responses, a page at a time by callout and number: each page's matches looked up, and its
 * new responses added, in one statement each.
 */
async function importResponses(context: ImportContext): Promise<void> {
  const { source, report, pageSize } = context;
  report.found("responses", 0);
  const touched = new Set<string>();
  const pages = pagesOf<Row>(
    source.query,
    "select * from callout_response",
    [
      ["calloutId", `"calloutId"`],
      ["number", "number"],
      ["id", "id"],
    ],
    pageSize,
  );
  for await (const rows of pages) {
    report.found("responses", rows.length);
    await importResponsePage(context, rows, touched);
  }
  // New answers in Agora then go on from beabee's last number.
  for (const calloutId of touched) {
    await context.tx
      .update(callouts)
      .set({
        lastResponseNumber: sql`greatest(${callouts.lastResponseNumber}, (select coalesce(max(${calloutResponses.number}), 0) from ${calloutResponses} where ${calloutResponses.calloutId} = ${calloutId}))`,
      })
      .where(eq(callouts.id, calloutId));
  }
}

async function importResponsePage(
  context: ImportContext,
  rows: readonly Row[],
  /** Callouts given responses, for their numbering. */
  touched: Set<string>,
): Promise<void> {
  const { tx, ids, report } = context;
  const taken = [];
  for (const row of rows) {
    const id = String(row.id);
    const calloutId = ids.get("callout", String(row.calloutId));
    if (!calloutId) {
      report.refuse("responses", id, "its callout was not taken");
      continue;
    }
    if (row.isPartial === true) {
      report.refuse("responses", id, "an unfinished answer (Agora keeps only submitted ones)");
      continue;
    }
    const answers = toJson(row.answers);
    const number = Number(row.number);
    if (!answers || typeof answers !== "object" || !Number.isInteger(number) || number < 1) {
      report.refuse("responses", id, "no answers or no number");
      continue;
    }
    const contactId = row.contactId ? (ids.get("contact", String(row.contactId)) ?? null) : null;
    const assigneeId = row.assigneeId ? (ids.get("contact", String(row.assigneeId)) ?? null) : null;
    const values = {
      contactId,
      guestName: typeof row.guestName === "string" ? row.guestName : null,
      guestEmail: typeof row.guestEmail === "string" ? row.guestEmail : null,
      answers: JSON.parse(context.rewrite(JSON.stringify(answers))) as Answers,
      newsletter: optionalPart(
        context,
        "responses",
        id,
        "newsletter opt-in",
        row.newsletter,
        ResponseNewsletter,
      ),
      bucket: asText(row.bucket),
      assigneeId,
      createdAt: toDate(row.createdAt as When) ?? new Date(),
      updatedAt: toDate(row.updatedAt as When) ?? new Date(),
    };
    taken.push({ id, calloutId, number, values });
  }
  if (taken.length === 0) return;

  const mapped = taken
    .map(({ id }) => ids.get("response", id))
    .filter((id): id is string => id !== undefined);
  const stillThere = new Set(
    mapped.length > 0
      ? (
          await tx
            .select({ id: calloutResponses.id })
            .from(calloutResponses)
            .where(inArray(calloutResponses.id, mapped))
        ).map((found) => found.id)
      : [],
  );
  const numbered = (calloutId: string, number: number) => `${calloutId}#${number}`;
  const byNumber = new Map(
    (
      await tx
        .select({
          id: calloutResponses.id,
          calloutId: calloutResponses.calloutId,
          number: calloutResponses.number,
        })
        .from(calloutResponses)
        .where(
          and(
            inArray(calloutResponses.calloutId, [...new Set(taken.map((r) => r.calloutId))]),
            inArray(calloutResponses.number, [...new Set(taken.map((r) => r.number))]),
          ),
        )
    ).map((found) => [numbered(found.calloutId, found.number), found.id]),
  );

  const fresh: typeof taken = [];
  for (const response of taken) {
    const { id, calloutId, number, values } = response;
    const mappedId = ids.get("response", id);
    const existing = mappedId && stillThere.has(mappedId) ? mappedId : undefined;
    const sameNumber = byNumber.get(numbered(calloutId, number));
    if (sameNumber && sameNumber !== existing) {
      report.refuse(
        "responses",
        id,
        `the callout already has a response number ${number} in Agora`,
      );
      continue;
    }
    touched.add(calloutId);
    if (existing) {
      await tx.update(calloutResponses).set(values).where(eq(calloutResponses.id, existing));
      report.wrote("responses", false);
    } else {
      // Held for this page's one insert; a second with its number is refused above.
      byNumber.set(numbered(calloutId, number), id);
      fresh.push(response);
    }
  }
  if (fresh.length === 0) return;

  // An explicit number is kept by the insert trigger, which only counts the response.
  const made = await tx
    .insert(calloutResponses)
    .values(fresh.map(({ calloutId, number, values }) => ({ calloutId, number, ...values })))
    .returning({
      id: calloutResponses.id,
      calloutId: calloutResponses.calloutId,
      number: calloutResponses.number,
    });
  const madeByNumber = new Map(made.map((r) => [numbered(r.calloutId, r.number), r.id]));
  await ids.setMany(
    "response",
    fresh.map(({ id, calloutId, number }) => {
      const agoraId = madeByNumber.get(numbered(calloutId, number));
      if (!agoraId) throw new Error(`The new response ${id} was not returned`);
      return [id, agoraId] as const;
    }),
  );
  for (let i = 0; i < fresh.length; i++) report.wrote("responses", true);
}

async function importResponseTags({ source, tx, ids, report }: ImportContext): Promise<void> {
  const rows = await source.query<Row>(
    `select * from callout_response_tag order by "responseId", "tagId"`,
  );
  report.found("response tags", rows.length);
  for (const row of rows) {
    const responseId = ids.get("response", String(row.responseId));
    const tagId = ids.get("callout-tag", String(row.tagId));
    if (!responseId || !tagId) {
      report.refuse(
        "response tags",
        `${String(row.responseId)}/${String(row.tagId)}`,
        responseId ? "its tag was not taken" : "its response was not taken",
      );
      continue;
    }
    const added = await tx
      .insert(calloutResponseTags)
      .values({ responseId, tagId, createdAt: toDate(row.date as When) ?? new Date() })
      .onConflictDoNothing()
      .returning({ id: calloutResponseTags.responseId });
    report.wrote("response tags", added.length > 0);
  }
}

async function importComments({ source, tx, ids, report }: ImportContext): Promise<void> {
  const rows = await source.query<Row>(
    `select * from callout_response_comment order by "createdAt", id`,
  );
  report.found("response comments", rows.length);
  for (const row of rows) {
    const id = String(row.id);
    const responseId = ids.get("response", String(row.responseId));
    if (!responseId) {
      report.refuse("response comments", id, "its response was not taken");
      continue;
    }
    const values = {
      responseId,
      contactId: ids.get("contact", String(row.contactId)) ?? null,
      text: asText(row.text),
      createdAt: toDate(row.createdAt as When) ?? new Date(),
      updatedAt: toDate(row.updatedAt as When) ?? new Date(),
    };
    const mapped = ids.get("comment", id);
    const [existing] = mapped
      ? await tx
          .select({ id: calloutResponseComments.id })
          .from(calloutResponseComments)
          .where(eq(calloutResponseComments.id, mapped))
      : [];
    if (existing) {
      await tx
        .update(calloutResponseComments)
        .set(values)
        .where(eq(calloutResponseComments.id, existing.id));
    } else {
      const [made] = await tx
        .insert(calloutResponseComments)
        .values(values)
        .returning({ id: calloutResponseComments.id });
      if (!made) throw new Error("The new comment was not returned");
      await ids.set("comment", id, made.id);
    }
    report.wrote("response comments", !existing);
  }
}
