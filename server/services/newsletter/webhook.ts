import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/connection";
import {
  contactProfiles,
  contacts,
  newsletterMembers,
  type NewsletterGroupRecord,
} from "../../db/schema";

/** The webhook types Mailchimp sends that Agora acts on. */
export const MAILCHIMP_WEBHOOK_TYPES = [
  "subscribe",
  "unsubscribe",
  "cleaned",
  "profile",
  "upemail",
] as const;

/** One of Mailchimp's webhooks, read from its form fields (`data[email]`, `data[merges][FNAME]`…). */
export interface MailchimpWebhook {
  type: (typeof MAILCHIMP_WEBHOOK_TYPES)[number];
  /** The member's address; for `upemail`, the new one. */
  email: string;
  /** `upemail` only. */
  oldEmail?: string;
  firstname?: string;
  lastname?: string;
  /** The group names Mailchimp lists in `data[merges][INTERESTS]`. */
  groupNames?: string[];
}

/** What a webhook did: Mailchimp needs a 2xx either way, or it retries. */
export type WebhookOutcome = "applied" | "unchanged" | "unknown-contact" | "ignored";

const field = (form: Record<string, unknown>, name: string): string | undefined => {
  const value = form[name];
  if (typeof value === "string") return value;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return undefined;
};

/**
 * A webhook's form fields as Mailchimp posts them (flat keys with brackets), or undefined
 * when it is not a type Agora acts on.
 */
export function readMailchimpWebhook(form: Record<string, unknown>): MailchimpWebhook | undefined {
  const type = MAILCHIMP_WEBHOOK_TYPES.find((known) => known === field(form, "type"));
  if (!type) return undefined;
  const email = field(form, type === "upemail" ? "data[new_email]" : "data[email]");
  if (!email) return undefined;
  const interests = field(form, "data[merges][INTERESTS]");
  const firstname = field(form, "data[merges][FNAME]");
  const lastname = field(form, "data[merges][LNAME]");
  const oldEmail = field(form, "data[old_email]");
  return {
    type,
    email: email.trim().toLowerCase(),
    ...(oldEmail ? { oldEmail: oldEmail.trim().toLowerCase() } : {}),
    ...(firstname !== undefined ? { firstname } : {}),
    ...(lastname !== undefined ? { lastname } : {}),
    ...(interests !== undefined
      ? {
          groupNames: interests
            .split(",")
            .map((name) => name.trim())
            .filter(Boolean),
        }
      : {}),
  };
}

/** The form Mailchimp would post for this webhook (the stand-in's, and tests'). */
export function mailchimpWebhookForm(hook: MailchimpWebhook): string {
  const form = new URLSearchParams({ type: hook.type, fired_at: new Date().toISOString() });
  if (hook.type === "upemail") {
    form.set("data[new_email]", hook.email);
    if (hook.oldEmail) form.set("data[old_email]", hook.oldEmail);
  } else {
    form.set("data[email]", hook.email);
  }
  if (hook.firstname !== undefined) form.set("data[merges][FNAME]", hook.firstname);
  if (hook.lastname !== undefined) form.set("data[merges][LNAME]", hook.lastname);
  if (hook.groupNames) form.set("data[merges][INTERESTS]", hook.groupNames.join(", "));
  return form.toString();
}

/**
 * The contact the audience knows by this address: by where it was last sent (a newsletter
 * address the reader chose in Mailchimp), else by the sign-in address.
 */
async function contactByEmail(db: Database, email: string): Promise<string | undefined> {
  const [sent] = await db
    .select({ id: newsletterMembers.contactId })
    .from(newsletterMembers)
    .where(eq(newsletterMembers.email, email));
  if (sent) return sent.id;
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.email, email));
  return row?.id;
}

/**
 * Applies a webhook to the contact it names. Written straight to the profile, not through the
 * contact service: the change came from the audience, so it is not sent back to it. Each
 * sets values (never toggles), so a webhook delivered twice changes nothing the second time.
 */
export async function applyMailchimpWebhook(
  db: Database,
  hook: MailchimpWebhook,
  groups: readonly NewsletterGroupRecord[],
): Promise<WebhookOutcome> {
  if (hook.type === "upemail") return moveNewsletterAddress(db, hook.oldEmail, hook.email);
  const contactId = await contactByEmail(db, hook.email);
  if (!contactId) return "unknown-contact";
  if (hook.type === "profile") {
    const byLabel = new Map(groups.map((group) => [group.label, group.id]));
    const groupIds = hook.groupNames
      ?.map((name) => byLabel.get(name))
      .filter((id): id is string => id !== undefined);
    await db.transaction(async (tx) => {
      const names = {
        ...(hook.firstname !== undefined ? { firstname: hook.firstname } : {}),
        ...(hook.lastname !== undefined ? { lastname: hook.lastname } : {}),
      };
      if (Object.keys(names).length > 0) {
        await tx.update(contacts).set(names).where(eq(contacts.id, contactId));
      }
      if (groupIds) {
        await tx
          .update(contactProfiles)
          .set({ newsletterGroups: groupIds })
          .where(eq(contactProfiles.contactId, contactId));
      }
    });
    return "applied";
  }
  const status =
    hook.type === "subscribe" ? "subscribed" : hook.type === "cleaned" ? "cleaned" : "unsubscribed";
  const changed = await db
    .update(contactProfiles)
    .set({ newsletterStatus: status })
    .where(
      and(eq(contactProfiles.contactId, contactId), ne(contactProfiles.newsletterStatus, status)),
    )
    .returning({ id: contactProfiles.contactId });
  return changed.length > 0 ? "applied" : "unchanged";
}

/**
 * Mailchimp's `upemail`: the newsletter goes to the new address from now on; the sign-in
 * address stays. Anyone holding a newsletter's "update profile" link (a forwarded email) can
 * send one, so it must not move a login: the member changes that in Agora, confirming the new
 * address (services/email-change). An address another contact signs in or is sent with stays
 * theirs.
 */
async function moveNewsletterAddress(
  db: Database,
  from: string | undefined,
  to: string,
): Promise<WebhookOutcome> {
  const contactId = from && (await contactByEmail(db, from));
  if (!contactId) return "unknown-contact";
  const holder = await contactByEmail(db, to);
  if (holder && holder !== contactId) return "unchanged";
  const [contact] = await db
    .select({ email: contacts.email })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  if (!contact) return "unknown-contact";
  const chosenEmail = to === contact.email ? null : to;
  const [sent] = await db
    .select({ email: newsletterMembers.email, chosenEmail: newsletterMembers.chosenEmail })
    .from(newsletterMembers)
    .where(eq(newsletterMembers.contactId, contactId));
  if (sent?.email === to && sent.chosenEmail === chosenEmail) return "unchanged";
  await db
    .insert(newsletterMembers)
    .values({ contactId, email: to, chosenEmail })
    .onConflictDoUpdate({ target: newsletterMembers.contactId, set: { email: to, chosenEmail } });
  return "applied";
}
