import { and, asc, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import {
  showsResponses,
  type CalloutResponse,
  type CalloutResponseMapPage,
  type CalloutResponsePage,
  type CalloutResponseSort,
  type CalloutResponseWith,
  type CreateCalloutResponse,
  type GuestDetails,
  type GuestResponseReceipt,
  type ResponseNewsletter,
} from "../../../src/core/callouts";
import { displayName, hasRole, normaliseEmail, type Role } from "../../../src/core/contacts";
import { HttpError, badRequest, notFound, unauthorized } from "../../../src/core/errors";
import { adminOnlyKeys, omitAdminOnly, type FormSchema } from "../../../src/core/forms";
import {
  CALLOUT_RESPONSE_FILTER_FIELDS,
  answerFields,
  parseRulesParam,
  type FilterTable,
} from "../../../src/core/rules";
import type { Database } from "../../db/connection";
import { calloutResponses, callouts, contactProfiles } from "../../db/schema";
import type { CalloutFound, CalloutService, CalloutViewer } from "../callouts";
import { CaptchaUnavailableError, type CaptchaVerifier } from "../captcha";
import type { ContactService } from "../contacts";
import { absoluteUrl, type EmailService } from "../email";
import {
  answerColumns,
  answersText,
  compileRule,
  compileRuleGroup,
  paginate,
  type FieldColumns,
} from "../rules";
import { answerErrors } from "./answers";
import { englishI18n } from "./english";
import { sentSignedInBy } from "./own";
import type { AnswerRateLimits } from "./rate-limits";
import { toMapItem } from "./public-view";

type ResponseRecord = typeof calloutResponses.$inferSelect;

/** Who is answering: a contact with roles, an API key with roles only, or nobody. */
export interface Responder {
  contactId?: string | undefined;
  roles: readonly Role[];
}

export interface Submission {
  body: CreateCalloutResponse;
  captchaToken?: string | undefined;
  /** The client's address, for the captcha provider. */
  remoteIp: string;
}

export interface ResponseListOptions {
  limit: number;
  offset: number;
  sort?: CalloutResponseSort | undefined;
  order: "ASC" | "DESC";
  with?: readonly CalloutResponseWith[];
  /** The `rules` parameter: a rule group in JSON, checked against the callout's form. */
  rules?: string | undefined;
}

export interface ResponseServiceOptions {
  db: Database;
  callouts: CalloutService;
  contacts: ContactService;
  email: EmailService;
  captcha: CaptchaVerifier;
  /** The site's address: links in emails, and where file answers must be uploaded. */
  baseUrl: string;
  /** How many answers one sender may send (the route applies them). */
  rateLimits: AnswerRateLimits;
}

type SubCode =
  | "logged-in-guest-fields"
  | "guest-fields-missing"
  | "only-anonymous"
  | "closed"
  | "expired-user"
  | "cant-update";

const refusal = (subCode: SubCode, message: string) =>
  badRequest(message, { code: "invalid-callout-response", extra: { subCode } });

const cantUpdate = () =>
  refusal("cant-update", "You have answered this callout already, and answers cannot be changed");

/** Confirmation emails to one guest address per hour (more answers are kept, not confirmed). */
export const GUEST_CONFIRMATIONS_PER_HOUR = 3;

/** Public views show up to this many responses at once (the contract's map page size). */
export const PUBLIC_PAGE_MAX = 2200;

function toResponse(record: ResponseRecord): CalloutResponse {
  return {
    id: record.id,
    number: record.number,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    bucket: record.bucket,
    guestName: record.guestName,
    guestEmail: record.guestEmail,
  };
}

/** Whether the newsletter part of a response asks for anything. */
function signsUp(newsletter: ResponseNewsletter | undefined): newsletter is ResponseNewsletter {
  return Boolean(newsletter && (newsletter.optIn || newsletter.groups.length > 0));
}

function newsletterProblem(message: string): HttpError {
  return new HttpError(400, {
    message,
    code: "invalid-callout-response",
    errors: [{ property: "newsletter", constraints: { isAllowed: message } }],
  });
}

/** A sign-up needs the callout to offer one, contact details to sign up, and its own groups. */
function checkNewsletter(
  found: CalloutFound,
  newsletter: ResponseNewsletter | undefined,
  collectsContact: boolean,
): void {
  if (!signsUp(newsletter)) return;
  const offered = found.record.newsletterSchema;
  if (!offered) throw newsletterProblem("This callout offers no newsletter sign-up");
  if (!collectsContact) {
    throw newsletterProblem("A newsletter sign-up needs your contact details");
  }
  const groups = new Set(offered.groups.map((group) => group.id));
  const unknown = newsletter.groups.find((group) => !groups.has(group));
  if (unknown !== undefined) {
    throw newsletterProblem(`"${unknown.slice(0, 100)}" is not a newsletter group of this callout`);
  }
}

/**
 * The filter table of one callout's responses, and how each field reaches the database. Only
 * admins filter on admin-only questions, or search all answers at once: anyone else could
 * learn the newsroom's notes on their own responses that way.
 */
function responseFilter(form: FormSchema, isAdmin: boolean) {
  const adminOnly = new Set(
    form.slides.flatMap((slide) => [...adminOnlyKeys(slide)].map((key) => `${slide.id}.${key}`)),
  );
  const questions = answerFields(form).filter(
    (field) => isAdmin || !adminOnly.has(`${field.slideId}.${field.key}`),
  );
  const fixed = Object.entries(CALLOUT_RESPONSE_FILTER_FIELDS).filter(
    ([name]) => isAdmin || name !== "answers",
  );
  const fields: FilterTable = {
    ...Object.fromEntries(fixed),
    ...Object.fromEntries(questions.map((field) => [field.name, field.definition])),
  };
  const columns: FieldColumns = {
    id: calloutResponses.id,
    contact: calloutResponses.contactId,
    calloutId: calloutResponses.calloutId,
    createdAt: calloutResponses.createdAt,
    updatedAt: calloutResponses.updatedAt,
    bucket: calloutResponses.bucket,
    // Tags and assignees arrive with response triage: until then none has any.
    tags: (rule) => compileRule(rule, sql`'[]'::jsonb`),
    assignee: sql`null::uuid`,
    answers: answersText(calloutResponses.answers),
    ...answerColumns(calloutResponses.answers, questions),
  };
  return { fields, columns };
}

/**
 * The order of a response list, as the indexes of `callout_responses` hold it: numbers are
 * unique per callout, and dates tie-break on the id in the same direction, so each page is read
 * straight from an index at any size. The columns are never null, so no nulls clause is needed.
 */
function responseOrder(sort: CalloutResponseSort | undefined, order: "ASC" | "DESC"): SQL[] {
  const direction = order === "DESC" ? desc : asc;
  if (sort === "createdAt") {
    return [direction(calloutResponses.createdAt), direction(calloutResponses.id)];
  }
  if (sort === "updatedAt") {
    return [direction(calloutResponses.updatedAt), direction(calloutResponses.id)];
  }
  return [direction(calloutResponses.number)];
}

export type ResponseService = ReturnType<typeof createResponseService>;

/** Answers to callouts: taking them in by the rules of contract 2.5, and reading them back. */
export function createResponseService(options: ResponseServiceOptions) {
  const { db, contacts, email, captcha, baseUrl } = options;

  async function checkCaptcha(token: string | undefined, remoteIp: string): Promise<void> {
    if (!token) {
      throw unauthorized("Solve the captcha to send your answers", { code: "captcha-required" });
    }
    let passed: boolean;
    try {
      passed = await captcha.verify(token, remoteIp);
    } catch (error) {
      if (error instanceof CaptchaUnavailableError) {
        throw new HttpError(503, { message: "The captcha could not be checked: try again soon" });
      }
      throw error;
    }
    if (!passed) {
      throw unauthorized("The captcha was not solved, or has expired: try again", {
        code: "captcha-failed",
      });
    }
  }

  /** Responses a contact sent signed in (a guest's, with their email, do not count). */
  const ownResponses = (calloutId: string, contactId: string) =>
    and(eq(calloutResponses.calloutId, calloutId), sentSignedInBy(contactId));

  /** The contact a guest's details belong to, made if new; the caller never learns which. */
  async function contactFor(guest: GuestDetails): Promise<string> {
    const existing = await contacts.findByEmail(guest.email);
    if (existing) return existing.id;
    try {
      return (await contacts.create(guest)).id;
    } catch (error) {
      // Made by a concurrent request meanwhile.
      const made = await contacts.findByEmail(guest.email);
      if (error instanceof HttpError && error.code === "duplicate-email" && made) return made.id;
      throw error;
    }
  }

  /**
   * Stores a new response. Its number is the callout's next, given by the insert's trigger
   * (migration 0007) in the same statement: concurrent answers never share one.
   */
  async function insert(
    tx: Database,
    calloutId: string,
    values: Omit<typeof calloutResponses.$inferInsert, "calloutId" | "number">,
  ): Promise<ResponseRecord> {
    const [record] = await tx
      .insert(calloutResponses)
      .values({ ...values, calloutId })
      .returning();
    if (!record) throw new Error("The new response was not returned");
    return record;
  }

  /** A signed-in contact's sign-up: subscribed, with the groups merged into theirs. */
  async function subscribe(tx: Database, contactId: string, newsletter: ResponseNewsletter) {
    if (!newsletter.optIn) return;
    const [profile] = await tx
      .select({ groups: contactProfiles.newsletterGroups })
      .from(contactProfiles)
      .where(eq(contactProfiles.contactId, contactId));
    const groups = [...new Set([...(profile?.groups ?? []), ...newsletter.groups])];
    await tx
      .update(contactProfiles)
      .set({ newsletterStatus: "subscribed", newsletterGroups: groups })
      .where(eq(contactProfiles.contactId, contactId));
  }

  /**
   * A signed-in contact's response: their latest one overwritten when the callout takes one
   * response each and allows changes, else a new one. Checked again under the callout's lock,
   * so two submissions at once cannot both be someone's only response.
   */
  async function saveOwn(
    found: CalloutFound,
    contactId: string,
    body: CreateCalloutResponse,
    /** Runs in the transaction once a new response is inserted (not when one is updated). */
    onNew: (tx: Database) => Promise<void>,
  ): Promise<ResponseRecord> {
    const { record } = found;
    const newsletter = signsUp(body.newsletter) ? body.newsletter : null;
    return db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: callouts.id })
        .from(callouts)
        .where(eq(callouts.id, record.id))
        .for("update");
      if (!locked) throw notFound("No such callout");
      if (newsletter) await subscribe(tx, contactId, newsletter);
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
            .set({ answers: body.answers, newsletter, updatedAt: new Date() })
            .where(eq(calloutResponses.id, latest.id))
            .returning();
          if (!updated) throw new Error("The updated response was not returned");
          return updated;
        }
      }
      const saved = await insert(tx, record.id, { contactId, answers: body.answers, newsletter });
      await onNew(tx);
      return saved;
    });
  }

  /** Rule 3: who may answer without signing in, and whether the callout is open. */
  function checkGuest({ record, status }: CalloutFound, body: CreateCalloutResponse): void {
    if (record.access === "guest" && !body.guest) {
      throw refusal("guest-fields-missing", "This callout asks for your name and email address");
    }
    if (record.access === "only-anonymous" && body.guest) {
      throw refusal("only-anonymous", "This callout takes anonymous answers only");
    }
    if (status !== "open" || record.access === "member") {
      throw refusal(
        "closed",
        record.access === "member" && status === "open"
          ? "This callout is for members: sign in to answer"
          : "This callout is not open for answers",
      );
    }
  }

  /**
   * Rule 4: members-only callouts need an active membership; the callout must be open; one
   * response each unless it may be changed (saveOwn checks again under the callout's lock).
   */
  async function checkSignedIn(
    { record, status }: CalloutFound,
    responder: Responder,
    contactId: string,
  ): Promise<void> {
    if (record.access === "member" && !responder.roles.includes("member")) {
      throw refusal(
        "expired-user",
        "This callout is for members, and your membership is not active",
      );
    }
    if (status !== "open") throw refusal("closed", "This callout is not open for answers");
    if (!record.allowMultiple && !record.allowUpdate) {
      const [previous] = await db
        .select({ id: calloutResponses.id })
        .from(calloutResponses)
        .where(ownResponses(record.id, contactId))
        .limit(1);
      if (previous) throw cantUpdate();
    }
  }

  /**
   * Whether a guest's answer may be confirmed by email: an address nobody confirmed gets a few
   * such emails an hour at most, however many answers name it.
   */
  async function mayConfirmTo(tx: Database, guestEmail: string): Promise<boolean> {
    const recent = await tx.$count(
      calloutResponses,
      and(
        eq(calloutResponses.guestEmail, guestEmail),
        gt(calloutResponses.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
    // Counted before the new answer is stored.
    return recent < GUEST_CONFIRMATIONS_PER_HOUR;
  }

  /**
   * Queues the emails a new response causes, in its transaction: staff hear of it when the
   * callout asks for an email per response (the digest counts the others), and a guest gets
   * a confirmation.
   */
  async function notify(
    tx: Database,
    found: CalloutFound,
    responderName: string,
    guest?: GuestDetails,
  ): Promise<void> {
    const { record, title } = found;
    if (record.responseEmails === "each") {
      await email.sendToAdmins(
        "new-callout-response",
        { CALLOUTSLUG: record.slug, CALLOUTTITLE: title, RESPNAME: responderName },
        tx,
      );
    }
    if (guest) {
      // Nobody confirmed this address: no text the reader typed goes into the email, not even
      // a name in the greeting or the To header, so it cannot carry someone's message.
      const to = { email: normaliseEmail(guest.email) };
      await email.send(
        "confirm-callout-response",
        to,
        {
          CALLOUTTITLE: title,
          CALLOUTLINK: absoluteUrl(`/callouts/${encodeURIComponent(record.slug)}`, baseUrl),
        },
        tx,
      );
    }
  }

  return {
    rateLimits: options.rateLimits,

    /**
     * `POST /callout/:id/responses`, with the contract's rules in its order: guest details
     * from someone signed in; the captcha; who may answer and whether it is open; one
     * response each; the newsletter sign-up; then every answer against the form.
     *
     * A guest's response is always a new one: an email address proves nothing, so it never
     * overwrites, nor is refused because of, what that address's contact sent before. The
     * answer is `{id}` whether the address was known or not.
     */
    async submit(
      idOrSlug: string,
      responder: Responder,
      submission: Submission,
    ): Promise<CalloutResponse | GuestResponseReceipt> {
      const { body } = submission;
      const isAdmin = hasRole(responder.roles, "admin");
      const found = await options.callouts.findForResponse(idOrSlug, {
        isAdmin,
        contactId: responder.contactId,
      });
      const { record } = found;
      const signedIn = responder.contactId !== undefined;
      const loggedIn = signedIn || responder.roles.length > 0;

      if (signedIn && body.guest) {
        throw refusal(
          "logged-in-guest-fields",
          "You are signed in: send your answers without guest details",
        );
      }
      if (record.captcha === "all" || (record.captcha === "guest" && !loggedIn)) {
        await checkCaptcha(submission.captchaToken, submission.remoteIp);
      }

      const asGuest = !signedIn || record.access === "only-anonymous";
      if (asGuest) checkGuest(found, body);
      else await checkSignedIn(found, responder, responder.contactId as string);

      checkNewsletter(found, body.newsletter, !asGuest || body.guest !== undefined);
      const errors = await answerErrors(record.formSchema, body.answers, baseUrl);
      if (errors.length > 0) {
        throw new HttpError(400, {
          message: "Some answers are not valid: see errors",
          code: "invalid-callout-response",
          errors,
        });
      }

      if (asGuest) {
        const { guest } = body;
        const contactId = guest ? await contactFor(guest) : null;
        const guestEmail = guest ? normaliseEmail(guest.email) : null;
        const values = {
          contactId,
          guestName: guest ? `${guest.firstname.trim()} ${guest.lastname.trim()}` : null,
          guestEmail,
          answers: body.answers,
          newsletter: guest && signsUp(body.newsletter) ? body.newsletter : null,
        };
        const confirm = guestEmail !== null && (await mayConfirmTo(db, guestEmail));
        if (!confirm && record.responseEmails !== "each") {
          // Nothing to send: the busiest path, with no transaction to wrap.
          return { id: (await insert(db, record.id, values)).id };
        }
        const saved = await db.transaction(async (tx) => {
          const row = await insert(tx, record.id, values);
          await notify(tx, found, row.guestName ?? "Anonymous", confirm ? guest : undefined);
          return row;
        });
        email.poke();
        return { id: saved.id };
      }

      const contactId = responder.contactId as string;
      const contact = await contacts.findById(contactId);
      const saved = await saveOwn(found, contactId, body, (tx) =>
        notify(tx, found, contact ? displayName(contact) : ""),
      );
      if (record.responseEmails === "each") email.poke();
      return toResponse(saved);
    },

    /** `GET /callout/:id/responses`: all of them for admins, one's own for anyone else. */
    async list(
      idOrSlug: string,
      viewer: CalloutViewer,
      list: ResponseListOptions,
    ): Promise<CalloutResponsePage> {
      const found = await options.callouts.findForResponse(idOrSlug, viewer);
      const filter = list.rules
        ? responseFilter(found.record.formSchema, viewer.isAdmin)
        : undefined;
      const rules =
        filter && list.rules
          ? parseRulesParam(list.rules, filter.fields, { contactId: viewer.contactId })
          : undefined;
      const mine = viewer.isAdmin
        ? undefined
        : viewer.contactId
          ? sentSignedInBy(viewer.contactId)
          : sql`false`;
      const where = and(
        eq(calloutResponses.calloutId, found.record.id),
        mine,
        rules && filter && compileRuleGroup(rules, filter.columns),
      );
      const wanted = new Set(list.with ?? []);
      return paginate({
        query: db
          .select()
          .from(calloutResponses)
          .where(where)
          .orderBy(...responseOrder(list.sort, list.order)),
        // All of a callout's responses: the count its row keeps, not a count of 100,000 rows.
        countQuery:
          mine === undefined && !rules
            ? db
                .select({ value: callouts.responseCount })
                .from(callouts)
                .where(eq(callouts.id, found.record.id))
            : db.$count(calloutResponses, where),
        limit: list.limit,
        offset: list.offset,
        map: async (rows) => {
          const [callout, people] = await Promise.all([
            wanted.has("callout") ? options.callouts.describe(found.record, viewer) : undefined,
            wanted.has("contact") && viewer.isAdmin
              ? contacts.getMany(rows.flatMap((row) => (row.contactId ? [row.contactId] : [])))
              : undefined,
          ]);
          return rows.map((row): CalloutResponse => {
            const answers = viewer.isAdmin
              ? row.answers
              : omitAdminOnly(found.record.formSchema, row.answers);
            return {
              ...toResponse(row),
              ...(wanted.has("answers") ? { answers } : {}),
              ...(callout ? { callout } : {}),
              ...(people ? { contact: (row.contactId && people.get(row.contactId)) || null } : {}),
              // Triage (assignees, tags, comments) arrives with the admin's response screens.
              ...(wanted.has("assignee") && viewer.isAdmin ? { assignee: null } : {}),
              ...(wanted.has("tags") ? { tags: [] } : {}),
              ...(wanted.has("latestComment") ? { latestComment: null } : {}),
            };
          });
        },
      });
    },

    /**
     * `GET /callout/:id/responses/map`: the responses in the buckets the callout shows
     * publicly (none when it chose none), for its gallery and map. The same for admins: it is
     * the public view.
     */
    async publicPage(
      idOrSlug: string,
      viewer: CalloutViewer,
      page: { limit: number; offset: number },
    ): Promise<CalloutResponseMapPage> {
      const { record } = await options.callouts.findForResponse(idOrSlug, viewer);
      const view = record.responseViewSchema;
      if (!view || !showsResponses(view)) {
        throw notFound("This callout shows no responses publicly");
      }
      if (view.buckets.length === 0) {
        return { total: 0, offset: page.offset, count: 0, items: [] };
      }
      const where = and(
        eq(calloutResponses.calloutId, record.id),
        inArray(calloutResponses.bucket, view.buckets),
      );
      return paginate({
        query: db
          .select({ number: calloutResponses.number, answers: calloutResponses.answers })
          .from(calloutResponses)
          .where(where)
          .orderBy(asc(calloutResponses.number)),
        countQuery: db.$count(calloutResponses, where),
        limit: page.limit,
        offset: page.offset,
        map: async (rows) => {
          const english = await englishI18n();
          return rows.map((row) => toMapItem(record.formSchema, view, row, english));
        },
      });
    },
  };
}
