import type { CreateCalloutResponse, GuestDetails, GuestResponseReceipt } from "@core/callouts";
import { normaliseEmail } from "@core/contacts";
import { HttpError } from "@core/errors";
import type { CalloutFound } from "../../callouts";
import type { ContactService } from "../../contacts";
import { signsUp } from "../newsletter";
import { mayConfirmTo, queueResponseEmails } from "../notify";
import type { BatchInsert } from "./batch-insert";
import { insert, type OnSaved } from "./insert";
import { webhooksWantResponses, type SubmitOptions } from "./options";

/** The contact a guest's details belong to, made if new; the caller never learns which. */
async function contactFor(contacts: ContactService, guest: GuestDetails): Promise<string> {
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

/** A guest's response is always a new one, and the answer is `{id}` whoever they are. */
export async function saveGuest(
  options: SubmitOptions,
  found: CalloutFound,
  body: CreateCalloutResponse,
  onSaved: OnSaved,
  insertSoon: BatchInsert,
): Promise<GuestResponseReceipt> {
  const { record } = found;
  const { guest } = body;
  const contactId = guest ? await contactFor(options.contacts, guest) : null;
  const guestEmail = guest ? normaliseEmail(guest.email) : null;
  const values = {
    contactId,
    guestName: guest ? `${guest.firstname.trim()} ${guest.lastname.trim()}` : null,
    guestEmail,
    answers: body.answers,
    newsletter: guest && signsUp(body.newsletter) ? body.newsletter : null,
  };
  const confirm = guestEmail !== null && (await mayConfirmTo(options.db, guestEmail));
  if (!confirm && record.responseEmails !== "each" && !(await webhooksWantResponses(options))) {
    // Nothing to send: the busiest path, with no transaction to wrap.
    return { id: (await insertSoon(record.id, values)).id };
  }
  const saved = await options.db.transaction(async (tx) => {
    const row = await insert(tx, record.id, values);
    const name = row.guestName ?? "Anonymous";
    // A guest's address is nobody's confirmed one: they get the confirmation, which carries
    // no text they typed, and never the copy of their answers, which would let anyone send
    // their own words to any address under the newsroom's name.
    await queueResponseEmails(options, tx, found, name, confirm ? guest : undefined);
    await onSaved(tx, row.id);
    return row;
  });
  options.email.poke();
  return { id: saved.id };
}
