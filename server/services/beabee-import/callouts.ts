import { randomUUID } from "node:crypto";
import { and, inArray, sql } from "drizzle-orm";
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
} from "@core/callouts";
import { FormSchemaStruct, type Answers } from "@core/forms";
import { array } from "superstruct";
import {
  calloutResponseComments,
  calloutResponseTags,
  calloutResponseTriage,
  calloutResponses,
  calloutReviewers,
  calloutTags,
  calloutVariants,
  callouts,
} from "../../db/schema";
import { type ImportContext, problemOf, toDate, toJson } from "./context";
import { forEachPage, fromProposed, mapAsEarlier, presentIn } from "./paging";

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

/**
 * Callouts with their variants, tags, reviewers, responses (numbers kept) and comments, each
 * kind a page at a time: a page looked up in a statement or two and written in one.
 */
export async function importCallouts(context: ImportContext): Promise<void> {
  await forEachPage<Row>(context, "callouts", "select * from callout", [["id", "id"]], (rows) =>
    importCalloutPage(context, rows),
  );
  await importVariants(context);
  await importCalloutTags(context);
  await importReviewers(context);
  await importResponses(context);
  await importResponseTags(context);
  await importComments(context);
}

async function importCalloutPage(context: ImportContext, rows: readonly Row[]): Promise<void> {
  const { tx, ids, report } = context;
  const now = new Date();
  const taken = [];
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
    taken.push({ beabeeId: id, values });
  }
  if (taken.length === 0) return;
  const stillThere = await presentIn(
    tx,
    callouts,
    callouts.id,
    taken.flatMap(({ beabeeId }) => ids.get("callout", beabeeId) ?? []),
  );
  const bySlug = new Map(
    (
      await tx
        .select({ id: callouts.id, slug: callouts.slug })
        .from(callouts)
        .where(
          inArray(
            callouts.slug,
            taken.map(({ values }) => values.slug),
          ),
        )
    ).map((found) => [found.slug, found.id]),
  );
  const written = [];
  for (const { beabeeId, values } of taken) {
    const mapped = ids.get("callout", beabeeId);
    const existing = mapped && stillThere.has(mapped) ? mapped : undefined;
    const sameSlug = bySlug.get(values.slug);
    if (sameSlug && sameSlug !== existing) {
      report.refuse("callouts", beabeeId, `Agora has another callout at /${values.slug}`);
      continue;
    }
    written.push({ beabeeId, id: existing ?? randomUUID(), added: !existing, values });
  }
  if (written.length === 0) return;
  const values = written.map(({ id, values }) => ({ id, ...values }));
  await tx
    .insert(callouts)
    .values(values)
    .onConflictDoUpdate({
      target: callouts.id,
      set: fromProposed(
        callouts,
        Object.keys(written[0]?.values ?? {}) as (keyof (typeof values)[number])[],
      ),
    });
  await ids.setMany(
    "callout",
    written.map(({ beabeeId, id }) => [beabeeId, id] as const),
  );
  for (const { added } of written) report.wrote("callouts", added);
}

async function importVariants(context: ImportContext): Promise<void> {
  await forEachPage<Row>(
    context,
    "callout variants",
    "select * from callout_variant",
    [
      ["calloutId", `"calloutId"`],
      ["name", "name"],
    ],
    async (rows) => {
      const { tx, ids, report, rewrite } = context;
      const taken = [];
      for (const row of rows) {
        const key = `${String(row.calloutId)}/${String(row.name)}`;
        const calloutId = ids.get("callout", String(row.calloutId));
        if (!calloutId) {
          report.refuse("callout variants", key, "its callout was not taken");
          continue;
        }
        taken.push({
          calloutId,
          name: String(row.name),
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
        });
      }
      if (taken.length === 0) return;
      const existing = new Set(
        (
          await tx
            .select({ calloutId: calloutVariants.calloutId, name: calloutVariants.name })
            .from(calloutVariants)
            .where(
              inArray(
                calloutVariants.calloutId,
                taken.map((variant) => variant.calloutId),
              ),
            )
        ).map((found) => `${found.calloutId}/${found.name}`),
      );
      await tx
        .insert(calloutVariants)
        .values(taken)
        .onConflictDoUpdate({
          target: [calloutVariants.calloutId, calloutVariants.name],
          set: fromProposed(calloutVariants, [
            "title",
            "excerpt",
            "intro",
            "thanksTitle",
            "thanksText",
            "thanksRedirect",
            "shareTitle",
            "shareDescription",
            "slideNavigation",
            "componentText",
          ]),
        });
      for (const { calloutId, name } of taken) {
        report.wrote("callout variants", !existing.has(`${calloutId}/${name}`));
      }
    },
  );
}

async function importCalloutTags(context: ImportContext): Promise<void> {
  /** Names taken so far per callout (lower-cased, as Agora's are unique), with their tag. */
  const names = new Map<string, string>();
  await forEachPage<Row>(
    context,
    "callout tags",
    "select * from callout_tag",
    [["id", "id"]],
    async (rows) => {
      const { ids, report } = context;
      const named = [];
      const twins: (readonly [string, string])[] = [];
      for (const row of rows) {
        const id = String(row.id);
        const calloutId = ids.get("callout", String(row.calloutId));
        const name = asText(row.name).trim();
        if (!calloutId || !name) {
          report.refuse("callout tags", id, calloutId ? "no name" : "its callout was not taken");
          continue;
        }
        const nameKey = `${calloutId}/${name.toLowerCase()}`;
        const earlier = names.get(nameKey);
        if (earlier) {
          twins.push([id, earlier]);
          continue;
        }
        names.set(nameKey, id);
        named.push({
          beabeeId: id,
          calloutId,
          name,
          nameKey,
          description: asText(row.description),
        });
      }
      if (named.length > 0) await writeCalloutTags(context, named);
      await mapAsEarlier(context, "callout tags", "callout-tag", twins);
    },
  );
}

async function writeCalloutTags(
  { tx, ids, report }: ImportContext,
  named: readonly {
    beabeeId: string;
    calloutId: string;
    name: string;
    nameKey: string;
    description: string;
  }[],
): Promise<void> {
  const stillThere = await presentIn(
    tx,
    calloutTags,
    calloutTags.id,
    named.flatMap(({ beabeeId }) => ids.get("callout-tag", beabeeId) ?? []),
  );
  const byName = new Map(
    (
      await tx
        .select({
          id: calloutTags.id,
          calloutId: calloutTags.calloutId,
          name: sql<string>`lower(${calloutTags.name})`,
        })
        .from(calloutTags)
        .where(
          inArray(
            calloutTags.calloutId,
            named.map((tag) => tag.calloutId),
          ),
        )
    ).map((found) => [`${found.calloutId}/${found.name}`, found.id]),
  );
  const written = [];
  for (const tag of named) {
    const mapped = ids.get("callout-tag", tag.beabeeId);
    const byId = mapped && stillThere.has(mapped) ? mapped : undefined;
    const sameName = byName.get(tag.nameKey);
    if (byId && sameName && sameName !== byId) {
      report.refuse(
        "callout tags",
        tag.beabeeId,
        `the callout has another tag named "${tag.name}"`,
      );
      continue;
    }
    const target = byId ?? sameName;
    written.push({ ...tag, id: target ?? randomUUID(), added: !target });
  }
  if (written.length === 0) return;
  await tx
    .insert(calloutTags)
    .values(
      written.map(({ id, calloutId, name, description }) => ({
        id,
        calloutId,
        name,
        description,
      })),
    )
    .onConflictDoUpdate({
      target: calloutTags.id,
      set: fromProposed(calloutTags, ["name", "description"]),
    });
  await ids.setMany(
    "callout-tag",
    written.map(({ beabeeId, id }) => [beabeeId, id] as const),
  );
  for (const { added } of written) report.wrote("callout tags", added);
}

async function importReviewers(context: ImportContext): Promise<void> {
  if (!(await context.source.hasTable("callout_reviewer"))) return;
  await forEachPage<Row>(
    context,
    "callout reviewers",
    "select * from callout_reviewer",
    [["id", "id"]],
    async (rows) => {
      const { tx, ids, report } = context;
      const taken = [];
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
        taken.push({ calloutId, contactId, createdAt: toDate(row.date as When) ?? new Date() });
      }
      if (taken.length === 0) return;
      const added = await tx
        .insert(calloutReviewers)
        .values(taken)
        .onConflictDoNothing()
        .returning({ id: calloutReviewers.id });
      for (let i = 0; i < taken.length; i++) report.wrote("callout reviewers", i < added.length);
    },
  );
}

/**
 * Responses, a page at a time by callout and number: each page's matches looked up, and its
 * responses written, in one statement each.
 */
async function importResponses(context: ImportContext): Promise<void> {
  const touched = new Set<string>();
  await forEachPage<Row>(
    context,
    "responses",
    "select * from callout_response",
    [
      ["calloutId", `"calloutId"`],
      ["number", "number"],
      ["id", "id"],
    ],
    (rows) => importResponsePage(context, rows, touched),
  );
  if (touched.size === 0) return;
  // New answers in Agora then go on from beabee's last number. The insert trigger counted
  // every row proposed, those that updated a response too: the counts are taken again.
  const numbered = sql`(select coalesce(max(${calloutResponses.number}), 0) from ${calloutResponses} where ${calloutResponses.calloutId} = ${callouts.id})`;
  await context.tx
    .update(callouts)
    .set({
      lastResponseNumber: sql`greatest(${callouts.lastResponseNumber}, ${numbered})`,
      responseCount: sql`(select count(*) from ${calloutResponses} where ${calloutResponses.calloutId} = ${callouts.id})`,
    })
    .where(inArray(callouts.id, [...touched]));
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
      createdAt: toDate(row.createdAt as When) ?? new Date(),
    };
    const triage = {
      bucket: asText(row.bucket),
      assigneeId,
      updatedAt: toDate(row.updatedAt as When) ?? new Date(),
    };
    taken.push({ id, calloutId, number, values, triage });
  }
  if (taken.length === 0) return;

  const stillThere = await presentIn(
    tx,
    calloutResponses,
    calloutResponses.id,
    taken.flatMap(({ id }) => ids.get("response", id) ?? []),
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

  const written = [];
  for (const response of taken) {
    const { id, calloutId, number } = response;
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
    const agoraId = existing ?? randomUUID();
    // Held for this page's one insert: a second with its number is refused above.
    byNumber.set(numbered(calloutId, number), agoraId);
    written.push({ ...response, agoraId, added: !existing });
  }
  if (written.length === 0) return;

  // An explicit number is kept by the insert trigger, which only counts the response.
  await tx
    .insert(calloutResponses)
    .values(
      written.map(({ agoraId, calloutId, number, values }) => ({
        id: agoraId,
        calloutId,
        number,
        ...values,
      })),
    )
    .onConflictDoUpdate({
      target: calloutResponses.id,
      set: fromProposed(calloutResponses, [
        "contactId",
        "guestName",
        "guestEmail",
        "answers",
        "newsletter",
        "createdAt",
      ]),
    });
  // The insert's trigger gave each new response its triage row (migration 0036).
  await tx
    .insert(calloutResponseTriage)
    .values(
      written.map(({ agoraId, calloutId, number, triage }) => ({
        responseId: agoraId,
        calloutId,
        number,
        ...triage,
      })),
    )
    .onConflictDoUpdate({
      target: calloutResponseTriage.responseId,
      set: fromProposed(calloutResponseTriage, ["bucket", "assigneeId", "updatedAt"]),
    });
  await ids.setMany(
    "response",
    written.map(({ id, agoraId }) => [id, agoraId] as const),
  );
  for (const { added } of written) report.wrote("responses", added);
}

/** The callout of each response and of each tag named. */
async function calloutsOfResponsesAndTags(
  tx: ImportContext["tx"],
  responseIds: string[],
  tagIds: string[],
): Promise<{ responses: Map<string, string>; tags: Map<string, string> }> {
  // One after the other: both run on the import's transaction.
  const responses =
    responseIds.length === 0
      ? []
      : await tx
          .select({ id: calloutResponses.id, calloutId: calloutResponses.calloutId })
          .from(calloutResponses)
          .where(inArray(calloutResponses.id, responseIds));
  const tags =
    tagIds.length === 0
      ? []
      : await tx
          .select({ id: calloutTags.id, calloutId: calloutTags.calloutId })
          .from(calloutTags)
          .where(inArray(calloutTags.id, tagIds));
  const byId = (found: { id: string; calloutId: string }[]) =>
    new Map(found.map(({ id, calloutId }) => [id, calloutId]));
  return { responses: byId(responses), tags: byId(tags) };
}

async function importResponseTags(context: ImportContext): Promise<void> {
  await forEachPage<Row>(
    context,
    "response tags",
    "select * from callout_response_tag",
    [
      ["responseId", `"responseId"`],
      ["tagId", `"tagId"`],
    ],
    async (rows) => {
      const { tx, ids, report } = context;
      const mapped = rows.map((row) => ({
        row,
        responseId: ids.get("response", String(row.responseId)),
        tagId: ids.get("callout-tag", String(row.tagId)),
      }));
      const calloutOf = await calloutsOfResponsesAndTags(
        tx,
        mapped.flatMap(({ responseId }) => responseId ?? []),
        mapped.flatMap(({ tagId }) => tagId ?? []),
      );
      const taken = [];
      for (const { row, responseId, tagId } of mapped) {
        const refuse = (reason: string) =>
          report.refuse("response tags", `${String(row.responseId)}/${String(row.tagId)}`, reason);
        if (!responseId || !tagId) {
          refuse(responseId ? "its tag was not taken" : "its response was not taken");
          continue;
        }
        // Totals count a callout's tagged responses through its own tags (services/responses/total.ts).
        if (calloutOf.responses.get(responseId) !== calloutOf.tags.get(tagId)) {
          refuse("its tag is another callout's");
          continue;
        }
        taken.push({ responseId, tagId, createdAt: toDate(row.date as When) ?? new Date() });
      }
      if (taken.length === 0) return;
      const added = await tx
        .insert(calloutResponseTags)
        .values(taken)
        .onConflictDoNothing()
        .returning({ id: calloutResponseTags.responseId });
      for (let i = 0; i < taken.length; i++) report.wrote("response tags", i < added.length);
    },
  );
}

async function importComments(context: ImportContext): Promise<void> {
  await forEachPage<Row>(
    context,
    "response comments",
    "select * from callout_response_comment",
    [["id", "id"]],
    async (rows) => {
      const { tx, ids, report } = context;
      const taken = [];
      for (const row of rows) {
        const id = String(row.id);
        const responseId = ids.get("response", String(row.responseId));
        if (!responseId) {
          report.refuse("response comments", id, "its response was not taken");
          continue;
        }
        taken.push({
          beabeeId: id,
          values: {
            responseId,
            contactId: ids.get("contact", String(row.contactId)) ?? null,
            text: asText(row.text),
            createdAt: toDate(row.createdAt as When) ?? new Date(),
            updatedAt: toDate(row.updatedAt as When) ?? new Date(),
          },
        });
      }
      if (taken.length === 0) return;
      const stillThere = await presentIn(
        tx,
        calloutResponseComments,
        calloutResponseComments.id,
        taken.flatMap(({ beabeeId }) => ids.get("comment", beabeeId) ?? []),
      );
      const written = taken.map(({ beabeeId, values }) => {
        const mapped = ids.get("comment", beabeeId);
        const existing = mapped && stillThere.has(mapped) ? mapped : undefined;
        return { beabeeId, id: existing ?? randomUUID(), added: !existing, values };
      });
      await tx
        .insert(calloutResponseComments)
        .values(written.map(({ id, values }) => ({ id, ...values })))
        .onConflictDoUpdate({
          target: calloutResponseComments.id,
          set: fromProposed(calloutResponseComments, [
            "responseId",
            "contactId",
            "text",
            "createdAt",
            "updatedAt",
          ]),
        });
      await ids.setMany(
        "comment",
        written.map(({ beabeeId, id }) => [beabeeId, id] as const),
      );
      for (const { added } of written) report.wrote("response comments", added);
    },
  );
}
