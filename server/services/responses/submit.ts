import { desc, eq } from "drizzle-orm";
import type {
  CalloutResponse,
  CreateCalloutResponse,
  GuestDetails,
  GuestResponseReceipt,
} from "../../../src/core/callouts";
import { displayName, normaliseEmail, type Role } from "../../../src/core/contacts";
import { HttpError, notFound } from "../../../src/core/errors";
import type { Database } from "../../db/connection";
import { calloutResponseTriage, calloutResponses, callouts } from "../../db/schema";
import type { CalloutFound, CalloutService } from "../callouts";
import type { CaptchaVerifier } from "../captcha";
import type { ContactService } from "../contacts";
import type { EmailService } from "../email";
import { answerErrors } from "./answers";
import { uploadPath } from "../uploads/own-address";
import { absoluteUpload, mapFileUrls } from "./file-answers";
import { checkCaptcha } from "./captcha-check";
import type { ReaderGroups } from "../newsletter/reader-groups";
import { checkNewsletter, signsUp, subscribe } from "./newsletter";
import { mayConfirmTo, queueResponseEmails } from "./notify";
import { queueAnswersCopy } from "./answers-copy";
import { parseLocale } from "../../../src/core/i18n";
import type { Emit } from "../outbound-webhooks/emit";
import { toResponse, type ResponseRecord } from "./record";
import { cantUpdate, checkGuest, checkSignedIn, ownResponses, refusal } from "./who-may-answer";

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

export interface SubmitOptions {
  db: Database;
  callouts: CalloutService;
  contacts: ContactService;
  email: EmailService;
  captcha: CaptchaVerifier;
  /** The site's address: links in emails, and where file answers must be uploaded. */
  baseUrl: string;
  /** Tells outbound webhooks of new responses and triage. */
  emit?: Emit;
  /** The groups a callout without groups of its own offers: the readers' groups. */
  readerGroups: ReaderGroups;
}

/**
 * Stores a new response. Its number is the callout's next, given by the insert's trigger
 * (migration 0007) in the same statement: concurrent answers never share one. Another
 * trigger gives it its triage row (migration 0036): no bucket, no assignee, updated now.
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
  return { ...record, bucket: "", assigneeId: null, updatedAt: record.createdAt };
}

/** What runs in the transaction that stores a response, with its id. */
type OnSaved = (tx: Database, responseId: string) => Promise<void>;

/** `POST /callout/:id/responses`: taking answers in by the rules of contract 2.5. */
export function createSubmit(options: SubmitOptions) {
  const { db, contacts, email } = options;

  /** Whether an outbound webhook wants new responses (a cached read). */
  const told = async () => (await options.emit?.wants("response.submitted")) ?? false;

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
    /** Runs in the transaction once the response is stored, new or updated. */
    onSaved: OnSaved,
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
      if (newsletter && (await subscribe(tx, contactId, newsletter))) {
        // The newsletter sync hears of the opt-in as of any other profile change.
        await options.emit?.(tx, "contact.updated", {
          contactId,
          changed: ["profile.newsletterStatus", "profile.newsletterGroups"],
        });
      }
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
            .set({ answers: body.answers, newsletter })
            .where(eq(calloutResponses.id, latest.id))
            .returning();
          const [triaged] = await tx
            .update(calloutResponseTriage)
            .set({ updatedAt: new Date() })
            .where(eq(calloutResponseTriage.responseId, latest.id))
            .returning();
          if (!updated || !triaged) throw new Error("The updated response was not returned");
          await onSaved(tx, updated.id);
          return { ...updated, ...triaged, id: updated.id };
        }
      }
      const saved = await insert(tx, record.id, { contactId, answers: body.answers, newsletter });
      await onNew(tx);
      await onSaved(tx, saved.id);
      return saved;
    });
  }

  /** A guest's response is always a new one, and the answer is `{id}` whoever they are. */
  async function saveGuest(
    found: CalloutFound,
    body: CreateCalloutResponse,
    onSaved: OnSaved,
  ): Promise<GuestResponseReceipt> {
    const { record } = found;
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
    if (!confirm && record.responseEmails !== "each" && !(await told())) {
      // Nothing to send: the busiest path, with no transaction to wrap.
      return { id: (await insert(db, record.id, values)).id };
    }
    const saved = await db.transaction(async (tx) => {
      const row = await insert(tx, record.id, values);
      const name = row.guestName ?? "Anonymous";
      // A guest's address is nobody's confirmed one: they get the confirmation, which carries
      // no text they typed, and never the copy of their answers, which would let anyone send
      // their own words to any address under the newsroom's name.
      await queueResponseEmails(options, tx, found, name, confirm ? guest : undefined);
      await onSaved(tx, row.id);
      return row;
    });
    email.poke();
    return { id: saved.id };
  }

  /**
   * The contract's rules in its order: guest details from someone signed in; the captcha;
   * who may answer and whether it is open; one response each; the newsletter sign-up; then
   * every answer against the form.
   *
   * A guest's response never overwrites, nor is refused because of, what the contact of its
   * email address sent before: an email address proves nothing.
   */
  return async function submit(
    /** The callout, as `callouts.findForResponse` found it for the responder. */
    found: CalloutFound,
    responder: Responder,
    submission: Submission,
  ): Promise<CalloutResponse | GuestResponseReceipt> {
    const sent = submission.body;
    const { record } = found;
    const contactId = responder.contactId;
    const loggedIn = contactId !== undefined || responder.roles.length > 0;

    if (contactId !== undefined && sent.guest) {
      throw refusal(
        "logged-in-guest-fields",
        "You are signed in: send your answers without guest details",
      );
    }
    if (record.captcha === "all" || (record.captcha === "guest" && !loggedIn)) {
      await checkCaptcha(options.captcha, submission.captchaToken, submission.remoteIp);
    }

    // Someone signed in answers an anonymous-only callout as a guest would.
    const member = record.access === "only-anonymous" ? undefined : contactId;
    if (member === undefined) checkGuest(found, sent);
    else await checkSignedIn(db, found, responder.roles, member);

    await checkNewsletter(
      found,
      sent.newsletter,
      member !== undefined || sent.guest !== undefined,
      options.readerGroups,
    );
    const errors = await answerErrors(record.formSchema, sent.answers, options.baseUrl);
    if (errors.length > 0) {
      throw new HttpError(400, {
        message: "Some answers are not valid: see errors",
        code: "invalid-callout-response",
        errors,
      });
    }
    // Files sent with our own address are stored as paths, as uploads answer them.
    const { baseUrl } = options;
    const body = {
      ...sent,
      answers: mapFileUrls(record.formSchema, sent.answers, (url) => uploadPath(url, baseUrl)),
    };
    /** Tells outbound webhooks, in the transaction that stores the response. */
    const submitted =
      (responderId: string | null): OnSaved =>
      async (tx, responseId) => {
        await options.emit?.(tx, "response.submitted", {
          responseId,
          calloutId: record.id,
          calloutSlug: record.slug,
          contactId: responderId,
          // The receiver is another site: files with our address.
          answers: mapFileUrls(record.formSchema, body.answers, (url) =>
            absoluteUpload(url, baseUrl),
          ),
        });
      };
    if (member === undefined) return saveGuest(found, body, submitted(null));

    const contact = await contacts.findById(member);
    const saved = await saveOwn(
      found,
      member,
      body,
      (tx) => queueResponseEmails(options, tx, found, contact ? displayName(contact) : ""),
      async (tx, responseId) => {
        await submitted(member)(tx, responseId);
        if (contact) {
          const to = {
            email: contact.email,
            firstname: contact.firstname,
            lastname: contact.lastname,
            locale: parseLocale(contact.locale) ?? null,
          };
          await queueAnswersCopy(options, tx, found, to, body.answers);
        }
      },
    );
    // The emails and webhooks queued in its transaction go now.
    if (record.responseEmails === "each" || record.sendResponseEmail || (await told())) {
      email.poke();
    }
    return toResponse(saved);
  };
}
