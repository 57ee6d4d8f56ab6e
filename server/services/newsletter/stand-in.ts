import type { NewsletterGroupRecord } from "../../db/schema";
import type { MailchimpWebhook } from "./webhook";
import {
  BATCH_SIZE,
  NewsletterProviderError,
  subscriberHash,
  type AudienceMember,
  type NewsletterProvider,
  type UpsertOutcome,
} from "./provider";

/** The groups a fresh stand-in audience has, so the demo offers some. */
export const STAND_IN_GROUPS: NewsletterGroupRecord[] = [
  { id: "weekly", label: "Weekly briefing" },
  { id: "events", label: "Events" },
  { id: "investigations", label: "Investigations" },
];

/**
 * A local audience behaving as Mailchimp's does for the calls Agora makes, in memory: used by
 * default in tests and the demo. Tests change it "in Mailchimp" (`unsubscribe`, `clean`,
 * `confirm`), which answers the webhook Mailchimp would send, and make it refuse
 * (`failWith`).
 */
export function createStandInAudience(audienceId = "stand-in") {
  const members = new Map<string, AudienceMember>();
  let groups = STAND_IN_GROUPS.map((group) => ({ ...group }));
  let failure: NewsletterProviderError | undefined;
  /** Calls made, by kind: tests check that bulk writes were batched. */
  const calls = { upsert: 0, removeTags: 0, changeEmail: 0, groups: 0, members: 0 };

  function check(): void {
    if (failure) throw failure;
  }

  function changeIn(email: string, change: (member: AudienceMember) => void): AudienceMember {
    const member = members.get(subscriberHash(email));
    if (!member) throw new Error(`${email} is not in the stand-in audience`);
    change(member);
    return member;
  }

  const provider: NewsletterProvider = {
    kind: "test",
    audienceId,
    async upsert(batch): Promise<UpsertOutcome[]> {
      calls.upsert += 1;
      check();
      if (batch.length > BATCH_SIZE) {
        throw new NewsletterProviderError(`A batch holds at most ${BATCH_SIZE} members`, 400);
      }
      return batch.map((member) => {
        const hash = subscriberHash(member.email);
        const existing = members.get(hash);
        // As Mailchimp: a cleaned address stays cleaned (it bounced), whatever is asked; tags
        // are only added (its tags endpoint takes them off).
        const status = existing?.status === "cleaned" ? "cleaned" : member.status;
        const tags = [...new Set([...(existing?.tags ?? []), ...member.tags])].sort();
        members.set(hash, { ...structuredClone(member), status, tags });
        return { email: member.email, status };
      });
    },
    async removeTags(email, tags) {
      calls.removeTags += 1;
      check();
      const member = members.get(subscriberHash(email));
      if (!member) throw new NewsletterProviderError(`${email} is not in the audience`, 404);
      member.tags = member.tags.filter((tag) => !tags.includes(tag));
    },
    async changeEmail(from, to) {
      calls.changeEmail += 1;
      check();
      const member = members.get(subscriberHash(from));
      if (!member) throw new NewsletterProviderError(`${from} is not in the audience`, 404);
      members.delete(subscriberHash(from));
      members.set(subscriberHash(to), { ...member, email: to });
    },
    async groups() {
      calls.groups += 1;
      check();
      return groups.map((group) => ({ ...group }));
    },
    async members(offset, count) {
      calls.members += 1;
      check();
      const all = [...members.values()];
      return {
        members: all.slice(offset, offset + count).map((member) => structuredClone(member)),
        total: all.length,
      };
    },
  };

  const webhookOf = (type: MailchimpWebhook["type"], member: AudienceMember) => ({
    type,
    email: member.email,
    firstname: member.mergeFields.FNAME,
    lastname: member.mergeFields.LNAME,
    groupNames: groups.filter((group) => member.groups.includes(group.id)).map((g) => g.label),
  });

  return {
    provider,
    calls,
    /** The member as the audience holds it. */
    member(email: string): AudienceMember | undefined {
      const member = members.get(subscriberHash(email));
      return member && structuredClone(member);
    },
    size: () => members.size,
    /** Every later call fails with this, until `failWith(undefined)`. */
    failWith(message: string | undefined, status = 400): void {
      failure = message === undefined ? undefined : new NewsletterProviderError(message, status);
    },
    setGroups(next: NewsletterGroupRecord[]): void {
      groups = next.map((group) => ({ ...group }));
    },
    /** The reader unsubscribes through Mailchimp's link: the webhook Mailchimp then sends. */
    unsubscribe(email: string): MailchimpWebhook {
      return webhookOf(
        "unsubscribe",
        changeIn(email, (m) => (m.status = "unsubscribed")),
      );
    },
    /** The address bounced for good. */
    clean(email: string): MailchimpWebhook {
      return webhookOf(
        "cleaned",
        changeIn(email, (m) => (m.status = "cleaned")),
      );
    },
    /** The reader confirmed a double opt-in. */
    confirm(email: string): MailchimpWebhook {
      return webhookOf(
        "subscribe",
        changeIn(email, (m) => (m.status = "subscribed")),
      );
    },
    /** The reader changes their address in Mailchimp's profile form. */
    changeAddress(from: string, to: string): MailchimpWebhook {
      const member = changeIn(from, (m) => (m.email = to));
      members.delete(subscriberHash(from));
      members.set(subscriberHash(to), member);
      return { ...webhookOf("upemail", member), oldEmail: from };
    },
    /** A change made in Mailchimp that sends no webhook (for reconcile to find). */
    edit(email: string, change: (member: AudienceMember) => void): void {
      changeIn(email, change);
    },
    clear(): void {
      members.clear();
    },
  };
}

export type StandInAudience = ReturnType<typeof createStandInAudience>;
