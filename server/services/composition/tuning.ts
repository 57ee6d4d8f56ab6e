import type { Config } from "../../config";
import type { LoginLimits } from "../../lib/login-limiter";
import type { CaptchaServiceOptions } from "../captcha";
import type { JobLog } from "../jobs";
import type { ScryptCost } from "../passwords";
import type { AnswerRateLimits } from "../responses/rate-limits";
import type { UploadRateLimits } from "../uploads";

/**
 * The costs that make guessing passwords slow. Production uses the defaults; tests lower them
 * so that hundreds of sign-ins take seconds, and check the defaults on their own.
 */
export interface SecurityTuning {
  scryptCost?: ScryptCost;
  /** How a failed sign-in waits before it is answered; tests inject one that returns at once. */
  pause?: (ms: number) => Promise<void>;
  loginLimits?: LoginLimits;
  /** Wrong second-factor codes per account. */
  codeLimits?: LoginLimits;
  /** The local captcha's difficulty, or where a provider's check goes (tests). */
  captcha?: CaptchaServiceOptions;
  /** Uploads per sender and hour; tests lower them to reach the limit quickly. */
  uploadRateLimits?: UploadRateLimits;
  /** How long settings and callouts read are reused; tests that write them directly: 0. */
  readCacheMs?: number;
  /** How often the job runner looks for due jobs (emails among them); tests look often. */
  jobPollMs?: number;
  /** Answers per sender; tests lower them to reach the limit quickly. */
  answerRateLimits?: AnswerRateLimits;
  /** Joins per client address; tests that join many times from one address raise it. */
  signupRateLimits?: SignupRateLimits;
}

/** Requests one client address may make to the join routes (which send emails) in a window. */
export interface SignupRateLimits {
  max: number;
  windowMs: number;
  /**
   * Joins (`POST /signup`) one client address may start in a minute, beside `max`: beabee's
   * newer API allows 5 and refuses the 6th. Left out, no such limit (tests joining often).
   */
  perMinute?: number;
}

/**
 * Enough for a household joining together and a few retries; a script flooding inboxes is
 * stopped (each address also gets few confirmations an hour, services/join).
 */
export const DEFAULT_SIGNUP_RATE_LIMITS: SignupRateLimits = {
  max: 10,
  windowMs: 15 * 60 * 1000,
  perMinute: 5,
};

/** What services need from outside: the configuration, and the app's logger. */
export interface ServiceEnvironment {
  config: Pick<
    Config,
    | "baseUrl"
    | "dataDir"
    | "smtpUrl"
    | "uploadsDir"
    | "uploadsS3"
    | "publicDir"
    | "captcha"
    | "answerRateLimit"
    | "signupRateLimit"
    | "payments"
    | "newsletter"
    | "webhooksAllowPrivate"
  >;
  log: JobLog;
}
