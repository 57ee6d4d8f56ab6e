import { setupFailureCode, type SetupFailure } from "../../../src/core/payments/setup-failure";
import type { Emit } from "../outbound-webhooks/emit";
import { createHash, randomUUID } from "node:crypto";
import { and, count, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { normaliseEmail, type Contact } from "../../../src/core/contacts";
import { isRoleActive, type PaymentFlowParams } from "../../../src/core/contributions";
import { badRequest, conflict, forbidden, notFound } from "../../../src/core/errors";
import { chargeableCents } from "../../../src/core/fees";
import { JOIN_FLOW_DAYS, type SignupBody, type SignupCompleteBody } from "../../../src/core/join";
import { isUuid } from "../../../src/core/validation";
import type { Database, Transaction } from "../../db/connection";
import { isUniqueViolation } from "../../db/errors";
import {
  contactMfa,
  contactProfiles,
  contactRoles,
  contacts,
  joinFlows,
  paymentFlows,
} from "../../db/schema";
import type { ContactService } from "../contacts";
import type { ContentService } from "../content";
import type { ContributionService, PaymentFlow } from "../contributions";
import { withProvider } from "../contributions/errors";
import { cancelSubscriptionJob } from "../payments/provider-jobs";
import type { EmailService } from "../email";
import type { JobLog, JobRunner } from "../jobs";
import { memberRole } from "../membership/roles";
import type { PasswordService } from "../passwords";
import type { CompletedSetup, PayerClient, PaymentsService } from "../payments";
import type { RecoveryService } from "../recovery";
import type { SessionService } from "../sessions";

/**
 * Confirmation emails (or "you already have an account") one address receives in an hour at
 * most, whoever asks: the join form cannot be used to flood someone's inbox.
 */
export const CONFIRMATIONS_PER_HOUR = 3;

export interface SignupDependencies {
  db: Database;
  content: ContentService;
  email: EmailService;
  passwords: PasswordService;
  sessions: SessionService;
  recovery: RecoveryService;
  contacts: ContactService;
  contributions: ContributionService;
  payments: PaymentsService;
  jobs: JobRunner;
  log: JobLog;
  /** Tells outbound webhooks of members who joined. */
  emit?: Emit;
}

type JoinFlow = typeof joinFlows.$inferSelect;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const expiredLink = () =>
  notFound("This link has expired or was already used", { code: "not-found" });

const hasAccount = () =>
  badRequest("This email address already has an account: log in instead", {
    code: "duplicate-email",
  });

/**
 * Whether a join may take this existing contact over by confirming the email: only one nobody
 * could log in as (no password, no staff role, no second factor), such as a guest respondent or
 * a contact staff added. Anyone else's account is theirs: a join must never set its password.
 */
async function isClaimable(
  reader: Database | Transaction,
  contact: { id: string; passwordHash: string | null },
): Promise<boolean> {
  if (contact.passwordHash) return false;
  const [staff, mfa] = await Promise.all([
    hasStaffRole(reader, contact.id),
    hasSecondFactor(reader, contact.id),
  ]);
  return !staff && !mfa;
}

async function hasStaffRole(reader: Database | Transaction, contactId: string) {
  const rows = await reader
    .select({ role: contactRoles.role })
    .from(contactRoles)
    .where(
      and(
        eq(contactRoles.contactId, contactId),
        inArray(contactRoles.role, ["admin", "superadmin"]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

async function hasSecondFactor(reader: Database | Transaction, contactId: string) {
  const rows = await reader
    .select({ id: contactMfa.id })
    .from(contactMfa)
    .where(eq(contactMfa.contactId, contactId))
    .limit(1);
  return rows.length > 0;
}

/** Flows older than this are gone, whatever became of them. */
const expiry = sql`now() - make_interval(days => ${JOIN_FLOW_DAYS})`;

export type SignupService = ReturnType<typeof createSignupService>;

/**
 * Joining (contract 2.2, 3.5): a reader gives their email and perhaps a contribution (set up
 * with a provider first), confirms the email by the link sent to it, and becomes a contact,
 * a member with a contribution if they gave one, signed in. Existing members, and anyone whose
 * account has a password, a staff role or a second factor, get a log-in or set-password email
 * instead, and their address cannot be confirmed: a join never takes an account over. A
 * contact nobody could log in as is claimed without the join form's password (whoever filled
 * the form in chose it). A join never confirmed goes after 7 days, with its provider setup.
 */
export function createSignupService(deps: SignupDependencies) {
  const { db, content, email, passwords, sessions, recovery, contributions, payments, jobs } = deps;

  async function isActiveMember(contactId: string): Promise<boolean> {
    const [role, now] = await Promise.all([memberRole(db, contactId), payments.clock.now()]);
    return role !== null && isRoleActive(role, now);
  }

  async function sentLastHour(address: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(joinFlows)
      .where(
        and(
          eq(joinFlows.email, address),
          gt(joinFlows.confirmationSentAt, sql`now() - interval '1 hour'`),
        ),
      );
    return row?.n ?? 0;
  }

  /** The payer is back, or the provider said so: the names kept, the confirmation sent once. */
  async function completeJoin(
    paymentFlow: PaymentFlow,
    flow: JoinFlow,
    body: Pick<SignupCompleteBody, "firstname" | "lastname" | "vatNumber">,
  ): Promise<void> {
    const provider = payments.provider(paymentFlow.provider);
    const status = provider
      ? await withProvider(() => provider.setupStatus(paymentFlow.providerFlowId))
      : "failed";
    if (status !== "succeeded") {
      const reason: SetupFailure = provider?.setupFailure
        ? await withProvider(() => provider.setupFailure!(paymentFlow.providerFlowId))
        : status === "failed"
          ? "cancelled"
          : "incomplete";
      throw badRequest("The payment method was not set up: it was declined or cancelled", {
        code: setupFailureCode(reason),
      });
    }
    const names = {
      ...(body.firstname?.trim() ? { firstname: body.firstname.trim() } : {}),
      ...(body.lastname?.trim() ? { lastname: body.lastname.trim() } : {}),
      ...(body.vatNumber?.trim()
        ? { vatNumber: body.vatNumber.replace(/\s/g, "").toUpperCase() }
        : {}),
    };
    const [updated] =
      Object.keys(names).length > 0
        ? await db
            .update(joinFlows)
            .set(names)
            // Never once the email went with the names it had.
            .where(and(eq(joinFlows.id, flow.id), isNull(joinFlows.confirmationSentAt)))
            .returning()
        : [flow];
    if (updated && !updated.confirmationSentAt) await sendConfirmation(updated);
  }

  /**
   * The email that finishes a join (contract 2.2, `sendConfirmEmail`): to an active member or
   * anyone with an account to protect (a password, a staff role, a second factor), a link to log
   * in or to set a password; to anyone else, the confirmation link. The answer never says
   * which, and an address gets a few of these an hour at most.
   */
  async function sendConfirmation(flow: JoinFlow): Promise<void> {
    if ((await sentLastHour(flow.email)) >= CONFIRMATIONS_PER_HOUR) {
      deps.log.warn({}, "A join asked for more confirmation emails to one address than allowed");
      return;
    }
    const existing = await deps.contacts.findByEmail(flow.email);
    if (existing && (!(await isClaimable(db, existing)) || (await isActiveMember(existing.id)))) {
      const claimed = await db
        .update(joinFlows)
        .set({ confirmationSentAt: new Date() })
        .where(and(eq(joinFlows.id, flow.id), isNull(joinFlows.confirmationSentAt)))
        .returning({ id: joinFlows.id });
      if (claimed.length === 0) return;
      if (existing.passwordHash) {
        await email.send("email-exists-login", existing, { LOGINLINK: flow.loginUrl });
      } else {
        const link = await recovery.createPasswordLink(existing.id, flow.setPasswordUrl);
        await email.send("email-exists-set-password", existing, { SPLINK: link });
      }
      // They have an account: the payment method set up with this join is not used.
      await cancelPaymentSetup(flow);
      return;
    }
    const token = randomUUID();
    const claimed = await db
      .update(joinFlows)
      .set({ tokenHash: hashToken(token), confirmationSentAt: new Date() })
      .where(and(eq(joinFlows.id, flow.id), isNull(joinFlows.confirmationSentAt)))
      .returning({ id: joinFlows.id });
    if (claimed.length === 0) return;
    await email.send(
      "confirm-email",
      {
        email: flow.email,
        firstname: flow.firstname,
        lastname: flow.lastname,
        locale: flow.locale,
      },
      { CONFIRMLINK: `${flow.confirmUrl}/${token}` },
    );
  }

  /** Gives up a join's payment setup at the provider (and any subscription made with it). */
  async function cancelPaymentSetup(flow: Pick<JoinFlow, "paymentFlowId">): Promise<void> {
    if (!flow.paymentFlowId) return;
    const paymentFlow = await contributions.flows.get(flow.paymentFlowId);
    if (!paymentFlow || paymentFlow.completedAt) return;
    const provider = payments.provider(paymentFlow.provider);
    if (!provider) return;
    if (paymentFlow.subscriptionId) {
      await jobs.enqueue(db, cancelSubscriptionJob, {
        provider: provider.name,
        subscriptionId: paymentFlow.subscriptionId,
      });
    }
    await withProvider(() => provider.cancelSetup(paymentFlow.providerFlowId));
  }

  /**
   * Writes the contact of a confirmed join, or brings a contact who was not a member up to
   * date, in the transaction that marks the join confirmed, with the webhooks that tell of it:
   * answers its id. Undefined when another request confirmed the join first.
   */
  async function confirmContact(
    flow: JoinFlow,
    billing: CompletedSetup["payer"],
  ): Promise<string | undefined> {
    const setup = await content.get("join/setup");
    const firstname = flow.firstname || billing.firstname || "";
    const lastname = flow.lastname || billing.lastname || "";
    const address = setup.showMailOptIn ? (billing.billingAddress ?? null) : null;
    const write = () =>
      db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ confirmedAt: joinFlows.confirmedAt })
          .from(joinFlows)
          .where(eq(joinFlows.id, flow.id))
          .for("update");
        if (!locked || locked.confirmedAt) return undefined;
        const [existing] = await tx
          .select({
            id: contacts.id,
            firstname: contacts.firstname,
            lastname: contacts.lastname,
            passwordHash: contacts.passwordHash,
          })
          .from(contacts)
          .where(eq(contacts.email, flow.email))
          .for("update");
        let contactId: string;
        if (existing) {
          // Checked again under the lock: a password, a staff role or a second factor may
          // have come since the email went, and then the account is not the join's to take.
          if (!(await isClaimable(tx, existing))) throw hasAccount();
          contactId = existing.id;
          // Never the join form's password: whoever filled it in chose it, and the mailbox's
          // owner only confirmed. Signed in by the link, they choose their own (/join/setup).
          const names = {
            ...(firstname ? { firstname } : {}),
            ...(lastname ? { lastname } : {}),
          };
          if (firstname || lastname) {
            await tx.update(contacts).set(names).where(eq(contacts.id, contactId));
          }
          const changed = [
            ...(firstname && firstname !== existing.firstname ? ["firstname"] : []),
            ...(lastname && lastname !== existing.lastname ? ["lastname"] : []),
          ];
          if (changed.length > 0) {
            await deps.emit?.(tx, "contact.updated", { contactId, changed });
          }
        } else {
          const [created] = await tx
            .insert(contacts)
            .values({
              email: flow.email,
              firstname,
              lastname,
              passwordHash: flow.passwordHash,
              locale: flow.locale,
            })
            .returning({ id: contacts.id });
          if (!created) throw new Error("The new contact was not returned");
          contactId = created.id;
          await tx.insert(contactProfiles).values({
            contactId,
            ...(address ? { deliveryAddress: address } : {}),
          });
          await deps.emit?.(tx, "contact.created", {
            contactId,
            email: flow.email,
            firstname,
            lastname,
          });
        }
        await tx
          .update(joinFlows)
          .set({ confirmedAt: new Date(), contactId })
          .where(eq(joinFlows.id, flow.id));
        const to = { email: flow.email, firstname, lastname };
        await email.send("welcome", to, {}, tx);
        if (!existing) {
          await email.sendToAdmins(
            "new-member",
            { MEMBERID: contactId, MEMBERNAME: `${firstname} ${lastname}`.trim() || flow.email },
            tx,
          );
        }
        await deps.emit?.(tx, "member.joined", {
          contactId,
          newContact: !existing,
          email: flow.email,
        });
        return contactId;
      });
    try {
      return await write();
    } catch (error) {
      // A contact with this email was created meanwhile (another join, an admin): join it.
      if (isUniqueViolation(error, "contacts_email_unique")) return write();
      throw error;
    }
  }

  /** The payment method a join set up, once the provider confirms it (kept on its flow). */
  async function joinSetup(flow: JoinFlow) {
    if (!flow.paymentFlowId) return undefined;
    const paymentFlow = await contributions.flows.get(flow.paymentFlowId);
    if (!paymentFlow?.form) return undefined;
    const provider = payments.provider(paymentFlow.provider);
    if (!provider) throw badRequest("This payment method is no longer offered");
    const setup = await contributions.flows.setUp(paymentFlow, provider, {
      email: flow.email,
      firstname: flow.firstname,
      lastname: flow.lastname,
      customerId: null,
      ...(flow.vatNumber ? { vatNumber: flow.vatNumber } : {}),
    });
    return { paymentFlow, form: paymentFlow.form, setup };
  }

  return {
    /**
     * `POST /signup`: without a contribution the confirmation email goes out now; with one,
     * the payer is sent to the provider first (the answer says where) and the email follows
     * `complete`. Addresses in the body must be on this site.
     */
    async signup(body: SignupBody, client?: PayerClient): Promise<PaymentFlowParams | undefined> {
      const links = {
        loginUrl: contributions.ownUrl(body.loginUrl, "loginUrl"),
        setPasswordUrl: contributions.ownUrl(body.setPasswordUrl, "setPasswordUrl"),
        confirmUrl: contributions.ownUrl(body.confirmUrl, "confirmUrl"),
      };
      const address = normaliseEmail(body.email);
      const names = {
        firstname: body.firstname?.trim() ?? "",
        lastname: body.lastname?.trim() ?? "",
      };
      const passwordHash = body.password ? await passwords.hash(body.password) : null;
      const locale = body.locale ?? null;
      const { contribution } = body;
      if (!contribution) {
        const [flow] = await db
          .insert(joinFlows)
          .values({ email: address, ...names, passwordHash, locale, ...links })
          .returning();
        if (flow) await sendConfirmation(flow);
        return undefined;
      }
      const { rules, country } = await contributions.settings();
      contributions.checkForm(contribution, rules);
      const completeUrl = contributions.ownUrl(
        contribution.completeUrl,
        "contribution.completeUrl",
      );
      const provider = payments.forMethod(contribution.paymentMethod);
      if (!provider) throw badRequest("This payment method is not offered");
      const form = {
        amount: contribution.amount,
        period: contribution.period,
        payFee: contribution.payFee,
        prorate: contribution.prorate,
      };
      const started = await contributions.flows.start({
        provider,
        method: contribution.paymentMethod,
        purpose: "join",
        contactId: null,
        form,
        payer: { email: address, ...names },
        completeUrl,
        ...(client ? { client } : {}),
        charge: {
          amount: form.amount,
          period: form.period,
          chargeable: chargeableCents(
            { ...form, paymentMethod: contribution.paymentMethod },
            country,
          ),
        },
      });
      await db.insert(joinFlows).values({
        email: address,
        ...names,
        passwordHash,
        locale,
        paymentFlowId: started.id,
        ...links,
      });
      return { ...started.params, paymentFlowId: started.returnToken };
    },

    /**
     * `POST /signup/complete`: the payer is back from the provider. Once the provider says the
     * method is set up, the names are kept and the confirmation email goes out, once: after
     * that, 409 `join-completed`.
     */
    async complete(body: SignupCompleteBody): Promise<void> {
      const paymentFlow = await contributions.flows.find(body.paymentFlowId);
      const [flow] = paymentFlow
        ? await db.select().from(joinFlows).where(eq(joinFlows.paymentFlowId, paymentFlow.id))
        : [];
      if (!paymentFlow || !flow) throw notFound("No such join");
      if (flow.confirmedAt || flow.confirmationSentAt) {
        // The email went with the names it had: later calls cannot rewrite them.
        throw conflict("This join is complete: the email that finishes it has been sent", {
          code: "join-completed",
        });
      }
      await completeJoin(paymentFlow, flow, body);
    },

    /**
     * A join's payment flow the provider reports set up (GoCardless's
     * `billing_requests.fulfilled`, when the payer never came back): the confirmation email goes
     * out as from the return page, once whichever comes first. The names are the provider's.
     */
    async completeFlow(paymentFlow: PaymentFlow): Promise<void> {
      const [flow] = await db
        .select()
        .from(joinFlows)
        .where(eq(joinFlows.paymentFlowId, paymentFlow.id));
      if (!flow || flow.confirmedAt || flow.confirmationSentAt) return;
      await completeJoin(paymentFlow, flow, {});
    },

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
    async confirm(
      reply: FastifyReply,
      joinFlowId: string,
      callerId: string | undefined,
    ): Promise<Contact> {
      if (!isUuid(joinFlowId)) throw expiredLink();
      const [flow] = await db
        .select()
        .from(joinFlows)
        .where(
          and(eq(joinFlows.tokenHash, hashToken(joinFlowId)), gt(joinFlows.createdAt, expiry)),
        );
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
          !(await asJoinLeftIt(flow)) &&
          !(flow.contactId && (await hasSecondFactor(db, flow.contactId)))
        ) {
          throw expiredLink();
        }
      } else {
        const existing = await deps.contacts.findByEmail(flow.email);
        if (existing && (await isActiveMember(existing.id))) {
          throw badRequest("This email address already belongs to a member: log in instead", {
            code: "duplicate-email",
          });
        }
        if (existing && !(await isClaimable(db, existing))) throw hasAccount();
      }
      // The provider's part first: the payer's names and address may fill the contact's.
      const payment = await joinSetup(flow);
      if (!flow.confirmedAt) {
        contactId =
          (await confirmContact(flow, payment?.setup.payer ?? {})) ?? (await reread(flow.id));
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
    },

    /**
     * Joins older than 7 days go, confirmed or not, and so do payment flows: the provider
     * setups the payer never finished (for a join or a contribution) are cancelled first.
     */
    async expire(): Promise<void> {
      const unfinished = await db
        .select({ id: paymentFlows.id })
        .from(paymentFlows)
        .where(and(lt(paymentFlows.createdAt, expiry), isNull(paymentFlows.completedAt)));
      for (const flow of unfinished) await cancelPaymentSetup({ paymentFlowId: flow.id });
      await db.delete(joinFlows).where(lt(joinFlows.createdAt, expiry));
      await db.delete(paymentFlows).where(lt(paymentFlows.createdAt, expiry));
    },
  };

  /**
   * Whether the contact a join made or claimed is as the join left it: the join's password
   * (a contact it made) or none (one it claimed), and no staff role.
   */
  async function asJoinLeftIt(flow: JoinFlow): Promise<boolean> {
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

  async function reread(id: string): Promise<string | null> {
    const [row] = await db
      .select({ contactId: joinFlows.contactId })
      .from(joinFlows)
      .where(eq(joinFlows.id, id));
    return row?.contactId ?? null;
  }
}

/** The recurring clean-up of joins never confirmed (hourly, once across servers). */
export function scheduleJoinExpiry(jobs: JobRunner, signup: SignupService): void {
  jobs.schedule({ name: "join-flows-expiry", every: { minutes: 60 }, run: () => signup.expire() });
}
