import { and, eq, gt } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Contact } from "@core/contacts";
import { badRequest, forbidden } from "@core/errors";
import { isUuid } from "@core/validation";
import { contacts, joinFlows } from "../../db/schema";
import { hasAccount, hasSecondFactor, hasStaffRole, isActiveMember, isClaimable } from "./accounts";
import { confirmContact } from "./confirm-contact";
import type { JoinDependencies } from "./deps";
import { expiredLink, expiry, hashToken, reread, type JoinFlow } from "./flows";
import { joinSetup } from "./payment-setup";

/**
 * `POST /signup/confirm-email`: the link was opened. The contact is made (or a contact
 * nobody could log in as claimed), their contribution started, and they are signed in,
 * unless they have a second factor: then 403 `requires-2fa` says to log in. Confirming
 * twice makes one member: a repeat by the same signed-in contact answers the same (a
 * repeat finishing a contribution that did not start signs in only while the account still
 * has the join's password and no staff role: otherwise the link has expired); the
 * address of an active member or of an account with a password, a staff role or a second
 * factor is refused with `duplicate-email`.
 */
export async function confirm(
  deps: JoinDependencies,
  reply: FastifyReply,
  joinFlowId: string,
  callerId: string | undefined,
): Promise<Contact> {
  const { db, email, sessions, contributions } = deps;
  if (!isUuid(joinFlowId)) throw expiredLink();
  const [flow] = await db
    .select()
    .from(joinFlows)
    .where(and(eq(joinFlows.tokenHash, hashToken(joinFlowId)), gt(joinFlows.createdAt, expiry)));
  if (!flow) throw expiredLink();
  let contactId = flow.contactId;
  if (flow.confirmedAt) {
    // Used already. Only a join whose contribution did not start (the provider was away)
    // may be finished with the link again; its contact may repeat it once signed in.
    const paymentFlow = flow.paymentFlowId
      ? await contributions.flows.get(flow.paymentFlowId)
      : undefined;
    const unfinished = paymentFlow && !paymentFlow.completedAt;
    if (callerId !== flow.contactId && !unfinished) throw expiredLink();
    // Only while the account is as the join left it: a new password or a staff role
    // since voids the link, as a password change voids a reset link. A second factor keeps
    // the mailbox from a session anyway: the link finishes the contribution, no more.
    if (
      callerId !== flow.contactId &&
      !(await asJoinLeftIt(deps, flow)) &&
      !(flow.contactId && (await hasSecondFactor(db, flow.contactId)))
    ) {
      throw expiredLink();
    }
  } else {
    const existing = await deps.contacts.findByEmail(flow.email);
    if (existing && (await isActiveMember(deps, existing.id))) {
      throw badRequest("This email address already belongs to a member: log in instead", {
        code: "duplicate-email",
      });
    }
    if (existing && !(await isClaimable(db, existing))) throw hasAccount();
  }
  // The provider's part first: the payer's names and address may fill the contact's.
  const payment = await joinSetup(deps, flow);
  if (!flow.confirmedAt) {
    contactId =
      (await confirmContact(deps, flow, payment?.setup.payer ?? {})) ?? (await reread(db, flow.id));
  }
  if (!contactId) throw expiredLink();
  if (payment && !payment.paymentFlow.completedAt) {
    await contributions.activate(contactId, payment.paymentFlow, payment.setup, payment.form);
  }
  // The emails and webhooks queued in its transactions go now.
  email.poke();
  if (callerId !== contactId) {
    // The mailbox alone never passes a second factor: its owner logs in with their code.
    if (await hasSecondFactor(db, contactId)) {
      throw forbidden("Your email address is confirmed. Log in to continue", {
        code: "requires-2fa",
      });
    }
    await sessions.start(reply, contactId);
  }
  const contact = await deps.contacts.get(contactId, [], { isAdmin: false });
  if (!contact) throw expiredLink();
  return contact;
}

/**
 * Whether the contact a join made or claimed is as the join left it: the join's password
 * (a contact it made) or none (one it claimed), and no staff role.
 */
async function asJoinLeftIt(deps: JoinDependencies, flow: JoinFlow): Promise<boolean> {
  const { db } = deps;
  if (!flow.contactId) return false;
  const [contact] = await db
    .select({ id: contacts.id, passwordHash: contacts.passwordHash })
    .from(contacts)
    .where(eq(contacts.id, flow.contactId));
  if (!contact) return false;
  if (contact.passwordHash !== null && contact.passwordHash !== flow.passwordHash) return false;
  // The second factor is asked for after the contribution is finished (`requires-2fa`).
  return !(await hasStaffRole(db, contact.id));
}
