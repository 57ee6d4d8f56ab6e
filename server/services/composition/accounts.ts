import { createApiKeyService } from "../api-keys";
import { createAuthService } from "../auth";
import { createEmailChangeService } from "../email-change";
import { createMfaRemovalNotice } from "../recovery/mfa-removed-notice";
import { createNoticeService } from "../notices";
import { createRecoveryService } from "../recovery";
import type { ServiceCore } from "./core";

/** Accounts: recovery, sign-in, email changes, API keys and the notices staff leave. */
export function createAccountServices(core: ServiceCore) {
  const { db, config, contacts, passwords, mfa, sessions, email, limiter, failureDelay } = core;
  const { emit, passwordChanged, recipientLimit } = core;
  const recovery = createRecoveryService({
    db,
    contacts,
    passwords,
    mfa,
    sessions,
    email,
    baseUrl: config.baseUrl,
    limiter,
    failureDelay,
    emit,
    passwordChanged,
    recipientLimit,
  });
  return {
    recovery,
    /** Tells a contact the team turned their second factor off. */
    mfaRemovedByStaff: createMfaRemovalNotice({ db, email, baseUrl: config.baseUrl }),
    apiKeys: createApiKeyService(db),
    notices: createNoticeService(db, { baseUrl: config.baseUrl }),
    auth: createAuthService({
      contacts,
      passwords,
      mfa,
      sessions,
      limiter,
      failureDelay,
    }),
    emailChanges: createEmailChangeService({
      db,
      contacts,
      passwords,
      email,
      baseUrl: config.baseUrl,
      limiter,
      failureDelay,
      emit,
      recipientLimit,
    }),
  };
}
