import type { FastifyReply } from "fastify";
import { MAX_PASSWORD_TRIES, type LoginBody } from "@core/auth";
import { unauthorized, type HttpError } from "@core/errors";
import type { ContactService } from "../contacts";
import type { MfaService } from "../mfa";
import { invalidToken } from "../mfa";
import type { PasswordService } from "../passwords";
import type { SessionService } from "../sessions";
import { beginAttempt, failAfter, type LoginLimiter } from "../../lib/login-limiter";

/** Wrong attempts wait this long before they are answered, so guessing is slow. */
export const DEFAULT_FAILURE_DELAY_MS = 1000;

export const loginFailed = () =>
  unauthorized("Invalid password/email combination", { code: "login-failed" });

export const accountLocked = () =>
  unauthorized(
    "Account locked due to too many failed login attempts. Please reset your password or contact support for help.",
    { code: "account-locked" },
  );

/**
 * What is wrong with signing in as `contact` with `password`, or undefined when nothing is.
 * Login and the device reset share it. The hash is checked even without a contact or a
 * password, so every failure takes as long as a wrong password and the timing tells nothing
 * about the email; wrong passwords count towards the lock atomically, so parallel guesses all
 * count; a locked account fails even with the right password.
 */
export async function passwordProblem(
  { contacts, passwords }: { contacts: ContactService; passwords: PasswordService },
  contact: { id: string; passwordHash: string | null; passwordTries: number } | undefined,
  password: string,
): Promise<HttpError | undefined> {
  const right = await passwords.verify(password, contact?.passwordHash ?? null);
  if (!contact?.passwordHash) return loginFailed();
  if (!right) {
    const tries = await contacts.recordWrongPassword(contact.id);
    return tries >= MAX_PASSWORD_TRIES ? accountLocked() : loginFailed();
  }
  return contact.passwordTries >= MAX_PASSWORD_TRIES ? accountLocked() : undefined;
}

export interface AuthDependencies {
  contacts: ContactService;
  passwords: PasswordService;
  mfa: MfaService;
  sessions: SessionService;
  limiter: LoginLimiter;
  /** Waits before a failure is answered (DEFAULT_FAILURE_DELAY_MS). */
  failureDelay: () => Promise<void>;
}

/** Signing in with email, password and, when the contact has one, a second-factor code. */
export function createAuthService(deps: AuthDependencies) {
  const { contacts, mfa, sessions, limiter } = deps;

  const fail = (error: HttpError) => failAfter(deps.failureDelay, error);

  return {
    /**
     * Signs the contact in on this reply (a new session), or throws the contract's error:
     * `login-failed`, `account-locked`, `requires-2fa`, `invalid-token` (all 401), or 429
     * `TOO_MANY_REQUESTS` when the client's address failed too often.
     */
    async login(reply: FastifyReply, body: LoginBody): Promise<void> {
      const attempt = await beginAttempt(limiter, reply, "sign-in attempts");

      const contact = await contacts.findByEmail(body.email);
      const problem = await passwordProblem(deps, contact, body.password);
      if (problem || !contact?.passwordHash) return fail(problem ?? loginFailed());

      const checkCode = await mfa.codeChecker(contact.id);
      if (checkCode) {
        const token = body.token?.trim() ?? "";
        if (token === "") {
          await limiter.succeeded(attempt);
          throw unauthorized("Enter the code from your authenticator app", {
            code: "requires-2fa",
          });
        }
        if (!(await checkCode(token, reply))) return fail(invalidToken());
      }

      // Only if still unlocked: a wrong guess racing this one may have locked the account.
      if (!(await contacts.recordRightPassword(contact.id, body.password, contact.passwordHash))) {
        return fail(accountLocked());
      }
      await limiter.succeeded(attempt);
      await sessions.start(reply, contact.id);
    },
  };
}
