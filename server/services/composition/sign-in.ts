import { setTimeout as sleep } from "node:timers/promises";
import type { DatabaseConnection } from "../../db/connection";
import {
  DEFAULT_CODE_LIMITS,
  DEFAULT_LOGIN_LIMITS,
  createLoginLimiter,
} from "../../lib/login-limiter";
import { DEFAULT_FAILURE_DELAY_MS } from "../auth";
import { createCaptchaService } from "../captcha";
import { createMfaService } from "../mfa";
import { createSessionService } from "../sessions";
import { createRecipientLimit } from "../shared-state/recipient-limit";
import { rateCountersFor } from "../shared-state/rate-counters";
import type { SecurityTuning, ServiceEnvironment } from "./tuning";

/** Sessions, second factors, and what slows down guessing and flooding: the limits and delays. */
export function createSignInServices(
  database: DatabaseConnection,
  tuning: SecurityTuning,
  config: ServiceEnvironment["config"],
) {
  const { db } = database;
  const sessions = createSessionService(db);
  // Wrong second-factor codes per account, beside the per-address limit below.
  const mfa = createMfaService(
    db,
    createLoginLimiter(db, tuning.codeLimits ?? DEFAULT_CODE_LIMITS),
  );
  const captcha = createCaptchaService(db, config.captcha, tuning.captcha);
  // Failed sign-ins per client address: login and the reset links count in the same table.
  const limiter = createLoginLimiter(db, tuning.loginLimits ?? DEFAULT_LOGIN_LIMITS);
  const pause = tuning.pause ?? ((ms: number) => sleep(ms).then(() => undefined));
  const failureDelay = () => pause(DEFAULT_FAILURE_DELAY_MS);
  // The rate limits' hit counters: in PostgreSQL when the servers share one.
  const rateCounters = rateCountersFor(database);
  // Emails anyone may ask to be sent to an address: a few an hour to each address.
  const recipientLimit = createRecipientLimit(rateCounters);
  return { sessions, mfa, captcha, limiter, failureDelay, rateCounters, recipientLimit };
}
