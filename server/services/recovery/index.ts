import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { ResetFlowType } from "@core/auth";
import { HttpError, badRequest, notFound } from "@core/errors";
import type { ResetDeviceBody, ResetPasswordBody } from "@core/recovery";
import type { Database } from "../../db/connection";
import { contactMfa, contacts as contactsTable } from "../../db/schema";
import { loginFailed, passwordProblem } from "../auth";
import { beginAttempt, failAfter, type LoginLimiter } from "../../lib/login-limiter";
import type { ContactService } from "../contacts";
import type { EmailService } from "../email";
import type { MfaService } from "../mfa";
import { invalidToken } from "../mfa";
import type { PasswordService } from "../passwords";
import type { PreparePasswordChange } from "../passwords/changed";
import type { SessionService } from "../sessions";
import type { RecipientLimit } from "../shared-state/recipient-limit";
import { consumeFlows, createFlowStore, type ResetFlow } from "./flows";
import { siteUrl } from "./site-url";
import type { Emit } from "../events/emit";

/**
 * Link requests are answered no sooner than this, whether or not the email belongs to an
 * account, so the time taken tells nothing either.
 */
export const ANSWER_MS = 200;

export interface RecoveryDependencies {
  db: Database;
  contacts: ContactService;
  passwords: PasswordService;
  mfa: MfaService;
  sessions: SessionService;
  email: EmailService;
  /** Where the site is: link addresses must be on it. */
  baseUrl: string;
  /**
   * Failed sign-ins per client address, shared with login: a wrong code or password on a
   * link counts as one, so a link cannot be used to guess codes faster than login allows.
   */
  limiter: LoginLimiter;
  /** How long a wrong code or password waits before it is answered, as at login. */
  failureDelay: () => Promise<void>;
  emit?: Emit;
  /** Ends the contact's sessions and tells them, in the transaction that sets the password. */
  passwordChanged: PreparePasswordChange;
  /** Links one address may be sent an hour, whoever asks for them. */
  recipientLimit: RecipientLimit;
}

/** One answer for a link that never existed, has expired or was used: the holder can do the same. */
export const expiredLink = () =>
  notFound("This link has expired or was already used", { code: "not-found" });

const wrongType = (type: ResetFlowType) =>
  badRequest(
    type === "password"
      ? "This link is for choosing a new password, not for turning off two-factor authentication"
      : "This link is for turning off two-factor authentication, not for choosing a password",
    { code: "wrong-type" },
  );

/** The contract's validation error for a link address that is not on this site. */
function foreignResetUrl(baseUrl: string): HttpError {
  return new HttpError(400, {
    message: "Invalid body, check 'errors' property for more info.",
    errors: [
      {
        property: "resetUrl",
        constraints: { isSameSite: `Must be an address on this site (${new URL(baseUrl).origin})` },
      },
    ],
  });
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;

/**
 * Recovery by email (contract 2.17, 3.6): a link to choose a new password, or to turn off a
 * lost second factor. Links work for 24 hours and once; using one voids all of the contact's
 * links, ends their other sessions and signs them in.
 */
export function createRecoveryService(deps: RecoveryDependencies) {
  const { db, contacts, passwords, mfa, sessions, email, baseUrl, limiter } = deps;
  const flows = createFlowStore(db);

  /** The link's absolute address, or a 400 when it is not on this site. */
  function linkBase(resetUrl: string): string {
    const url = siteUrl(resetUrl, baseUrl);
    if (!url) throw foreignResetUrl(baseUrl);
    return url;
  }

  async function freshFlow(id: string, type: ResetFlowType): Promise<ResetFlow> {
    const flow = await flows.findFresh(id);
    if (!flow) throw expiredLink();
    if (flow.type !== type) throw wrongType(flow.type);
    return flow;
  }

  /**
   * Emails a link to the account with this email, if any, and if the address has not had its
   * few links this hour: same answer, same time, whichever.
   */
  async function requestLink(type: ResetFlowType, address: string, resetUrl: string) {
    const started = Date.now();
    const base = linkBase(resetUrl);
    const allowed = await deps.recipientLimit(`reset-${type}`, address);
    const contact = allowed ? await contacts.findByEmail(address) : undefined;
    // A lost-device link only means something for an account with a second factor.
    if (contact && (type === "password" || (await mfa.get(contact.id)))) {
      const id = await flows.create(contact.id, type);
      // Only queued: how long the mail server takes never shows in the answer.
      await email.send(type === "password" ? "reset-password" : "reset-device", contact, {
        RPLINK: `${base}/${id}`,
      });
    }
    await sleep(Math.max(0, started + ANSWER_MS - Date.now()));
  }

  const fail = (error: HttpError) => failAfter(deps.failureDelay, error);

  /** Ends every session of the contact and starts a new one on this reply. */
  async function signInAfresh(reply: FastifyReply, contactId: string): Promise<void> {
    // Whoever held the account before the reset (a thief, a lost phone) is signed out.
    await sessions.endAllFor(contactId);
    await sessions.start(reply, contactId);
  }

  return {
    /** `POST /reset-password`: a link to choose a new password, for a known email. */
    requestPasswordReset: (address: string, resetUrl: string) =>
      requestLink("password", address, resetUrl),

    /** `POST /reset-device`: a link to turn off two-factor codes, for an account that has them. */
    requestDeviceReset: (address: string, resetUrl: string) =>
      requestLink("totp", address, resetUrl),

    /**
     * A password link for a contact, e.g. one made without a password (`create-admin`, the
     * `email-exists-set-password` email): `<baseUrl>/auth/set-password/<id>` by default.
     */
    async createPasswordLink(contactId: string, url = "/auth/set-password"): Promise<string> {
      const base = linkBase(url);
      return `${base}/${await flows.create(contactId, "password")}`;
    },

    /**
     * `PUT /reset-password/:id`: sets the new password (which unlocks the account), voids the
     * contact's links and signs them in. With a second factor, a current code is needed too.
     */
    async resetPassword(reply: FastifyReply, id: string, body: ResetPasswordBody): Promise<void> {
      const flow = await freshFlow(id, "password");
      const checkCode = await mfa.codeChecker(flow.contactId);
      if (checkCode) {
        const token = body.token?.trim() ?? "";
        if (token === "") {
          throw badRequest("Enter the code from your authenticator app", {
            code: "mfa-token-required",
          });
        }
        const attempt = await beginAttempt(limiter, reply, "attempts");
        if (!(await checkCode(token, reply))) return fail(invalidToken());
        await limiter.succeeded(attempt);
      }
      const passwordHash = await passwords.hash(body.password);
      const passwordChanged = await deps.passwordChanged();
      await db.transaction(async (tx) => {
        if (!(await consumeFlows(tx, flow))) throw expiredLink();
        // As contacts.setPassword does, in this transaction: a link is never used up
        // without the password changing.
        await tx
          .update(contactsTable)
          .set({ passwordHash, passwordTries: 0 })
          .where(eq(contactsTable.id, flow.contactId));
        await deps.emit?.(tx, "contact.updated", {
          contactId: flow.contactId,
          changed: ["password"],
        });
        // Every earlier session ends with the old password (signInAfresh does so again).
        await passwordChanged(tx, flow.contactId);
      });
      email.poke();
      await signInAfresh(reply, flow.contactId);
    },

    /**
     * `PUT /reset-device/:id`: with the account's password, turns its second factor off, voids
     * the contact's links and signs them in. Wrong passwords count towards the lockout.
     */
    async resetDevice(reply: FastifyReply, id: string, body: ResetDeviceBody): Promise<void> {
      const flow = await freshFlow(id, "totp");
      const attempt = await beginAttempt(limiter, reply, "attempts");
      const contact = await contacts.findById(flow.contactId);
      const problem = await passwordProblem(deps, contact, body.password);
      if (problem || !contact) return fail(problem ?? loginFailed());
      await limiter.succeeded(attempt);
      await db.transaction(async (tx) => {
        if (!(await consumeFlows(tx, flow))) throw expiredLink();
        await tx.delete(contactMfa).where(eq(contactMfa.contactId, contact.id));
        await tx
          .update(contactsTable)
          .set({ passwordTries: 0 })
          .where(eq(contactsTable.id, contact.id));
      });
      await signInAfresh(reply, contact.id);
    },
  };
}
