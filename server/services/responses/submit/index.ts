import type { CalloutResponse, GuestResponseReceipt } from "@core/callouts";
import { displayName } from "@core/contacts";
import { HttpError } from "@core/errors";
import { parseLocale } from "@core/i18n";
import type { CalloutFound } from "../../callouts";
import { uploadPath } from "../../uploads/own-address";
import { queueAnswersCopy } from "../answers-copy";
import { answerErrors } from "../answers";
import { checkCaptcha } from "../captcha-check";
import { absoluteUpload, mapFileUrls } from "../file-answers";
import { checkNewsletter } from "../newsletter";
import { queueResponseEmails } from "../notify";
import { toResponse } from "../record";
import { checkGuest, checkSignedIn, refusal } from "../who-may-answer";
import { createBatchInsert } from "./batch-insert";
import { saveGuest } from "./guest";
import type { OnSaved } from "./insert";
import {
  webhooksWantResponses,
  type Responder,
  type Submission,
  type SubmitOptions,
} from "./options";
import { saveOwn } from "./own";

export type { Responder, Submission, SubmitOptions } from "./options";

/**
 * `POST /callout/:id/responses`: taking answers in by the rules of contract 2.5. A guest's
 * response is stored by `guest.ts`, a signed-in contact's by `own.ts`.
 */
export function createSubmit(options: SubmitOptions) {
  const { db, contacts, email } = options;
  const insertSoon = createBatchInsert(db);

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
    if (member === undefined) return saveGuest(options, found, body, submitted(null), insertSoon);

    const contact = await contacts.findById(member);
    const saved = await saveOwn(
      options,
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
    if (
      record.responseEmails === "each" ||
      record.sendResponseEmail ||
      (await webhooksWantResponses(options))
    ) {
      email.poke();
    }
    return toResponse(saved);
  };
}
