import { setTimeout as sleep } from "node:timers/promises";
import type { Config } from "../config";
import type { DatabaseConnection } from "../db/connection";
import { createApiKeyService } from "./api-keys";
import {
  DEFAULT_CODE_LIMITS,
  DEFAULT_LOGIN_LIMITS,
  createLoginLimiter,
  type LoginLimits,
} from "../lib/login-limiter";
import { DEFAULT_FAILURE_DELAY_MS, createAuthService } from "./auth";
import { createCalloutService } from "./callouts";
import { createReviewerService } from "./callouts/reviewers";
import { createTagService } from "./callout-tags";
import { createCaptchaService, type CaptchaServiceOptions } from "./captcha";
import { createContactTagService } from "./contact-tags";
import { createContactService } from "./contacts";
import { createActivityService } from "./contacts/activity";
import { createContactImporter } from "./contacts/import";
import { createContactList } from "./contact-list/list";
import { createContentService } from "./content";
import { createContributionService } from "./contributions";
import { createEmailService, outboxDirectory } from "./email";
import { publicPngOf } from "./email/public-logo";
import { createEmailEditor } from "./email/editor";
import { createOverrideStore } from "./email/overrides";
import { createHealthService } from "./health";
import { createJobRunner, type JobLog } from "./jobs";
import { createRequestsInFlight } from "./jobs/requests-in-flight";
import { fanOut } from "./events/fan-out";
import { createNewsletterService } from "./newsletter";
import { createReaderGroups } from "./newsletter/reader-groups";
import { scheduleRoleLapses } from "./membership/lapses";
import { createTableStats } from "./maintenance/table-stats";
import { createExportLimiter } from "./exports/limiter";
import { createMfaService } from "./mfa";
import { createNoticeService } from "./notices";
import { createOutboundWebhooks } from "./outbound-webhooks";
import { tellSuperadmins } from "./outbound-webhooks/disabled-email";
import { scheduleDeliveryPruning } from "./outbound-webhooks/prune";
import { DEFAULT_SCRYPT_COST, createPasswordService, type ScryptCost } from "./passwords";
import { createPaymentClock, createPaymentsService, takesTestPayments } from "./payments";
import { createPaymentExport } from "./payments/export";
import { createPaymentList } from "./payments/list";
import { createEmailChangeService } from "./email-change";
import { createRecoveryService } from "./recovery";
import { createResponseService } from "./responses";
import { createResponseDigest } from "./responses/digest";
import { DEFAULT_ANSWER_RATE_LIMITS, type AnswerRateLimits } from "./responses/rate-limits";
import { createSegmentService } from "./segments";
import { createSessionService } from "./sessions";
import { createPasswordChanged } from "./passwords/changed";
import { createMfaRemovalNotice } from "./mfa/removed-by-staff";
import { createSignupService, scheduleJoinExpiry } from "./join";
import { cacheInvalidationFor } from "./shared-state/cache-invalidation";
import { createRecipientLimit } from "./shared-state/recipient-limit";
import { rateCountersFor } from "./shared-state/rate-counters";
import { createStatsService } from "./stats";
import { createUploadService, type UploadRateLimits } from "./uploads";
import { createUploadStore } from "./uploads/stores";

/** How long settings and callouts are reused should a change on another server go unheard. */
const READ_CACHE_MS = 1000;

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

/** The domain services one app instance uses. */
export type Services = ReturnType<typeof createServices>;

export function createServices(
  database: DatabaseConnection,
  tuning: SecurityTuning = {},
  environment: ServiceEnvironment,
) {
  const { db } = database;
  const { config, log } = environment;
  const cacheMs = tuning.readCacheMs ?? READ_CACHE_MS;
  // Settings, callouts, the payment clock and webhook endpoints changed on any server.
  const invalidation = cacheInvalidationFor(database, log);
  // While the test provider takes the payments, its clock may move.
  const clock = createPaymentClock(db, {
    movable: takesTestPayments(config.payments),
    cacheMs,
    invalidation,
  });
  const content = createContentService(db, {
    cacheMs,
    invalidation,
    // Read when the join form is asked for, once the providers exist (below).
    paymentMethods: () => payments.methods,
    stripe: () => payments.stripePublic,
    testPayments: () => payments.test !== undefined,
    taxChanged: (tax) => payments.taxChanged(tax),
    baseUrl: config.baseUrl,
  });
  const passwords = createPasswordService(tuning.scryptCost ?? DEFAULT_SCRYPT_COST);
  // The app starts it once the database is migrated (plugins/background-jobs).
  const requests = createRequestsInFlight();
  const jobs = createJobRunner({
    db,
    log,
    serving: requests.serving,
    ...(tuning.jobPollMs ? { pollMs: tuning.jobPollMs } : {}),
  });
  // The embedded database has no autovacuum: its busy tables are analysed here.
  const tableStats = createTableStats(database, log);
  tableStats.schedule(jobs);
  // Services tell outbound webhooks what happens through `emit`.
  const webhooks = createOutboundWebhooks({
    db,
    jobs,
    allowPrivate: config.webhooksAllowPrivate,
    cacheMs,
    invalidation,
    // Email is made below; an endpoint is turned off only once jobs run, after all this.
    onDisabled: (endpoint) => tellSuperadmins(db, email, config.baseUrl, endpoint),
  });
  // The newsletter sync hears the same events, in the same transactions.
  const newsletter = createNewsletterService({
    db,
    jobs,
    log,
    settings: config.newsletter,
  });
  const emit = newsletter.enabled ? fanOut(webhooks.emit, [newsletter]) : webhooks.emit;
  const readerGroups = createReaderGroups(newsletter, content);
  const roleLapses = scheduleRoleLapses(jobs, db, emit);
  const contacts = createContactService(db, passwords, {
    now: clock.now,
    emit,
    // Email is made below; a password changes only once requests come, after all this.
    passwordChanged: () => passwordChanged(),
  });
  const contactList = createContactList(db, clock.now);
  const sessions = createSessionService(db);
  // Wrong second-factor codes per account, beside the per-address limit below.
  const mfa = createMfaService(
    db,
    createLoginLimiter(db, tuning.codeLimits ?? DEFAULT_CODE_LIMITS),
  );
  const overrides = createOverrideStore(db);
  const uploads = createUploadService({
    store: createUploadStore(config),
    baseUrl: config.baseUrl,
    rateLimits: tuning.uploadRateLimits,
  });
  const email = createEmailService({
    db,
    jobs,
    content,
    overrides,
    smtpUrl: config.smtpUrl,
    outboxDir: outboxDirectory(config.dataDir),
    baseUrl: config.baseUrl,
    log,
    // An SVG logo goes out as its PNG copy (uploaded) or twin (the site's own files): many
    // mail apps block SVG.
    emailImage: async (url) =>
      (await uploads.emailImage(url)) ?? publicPngOf(config.publicDir, config.baseUrl, url),
  });
  const passwordChanged = createPasswordChanged({ email, baseUrl: config.baseUrl });
  const callouts = createCalloutService(db, content, {
    cacheMs,
    invalidation,
    baseUrl: config.baseUrl,
  });
  const captcha = createCaptchaService(db, config.captcha, tuning.captcha);
  // Failed sign-ins per client address: login and the reset links count in the same table.
  const limiter = createLoginLimiter(db, tuning.loginLimits ?? DEFAULT_LOGIN_LIMITS);
  const pause = tuning.pause ?? ((ms: number) => sleep(ms).then(() => undefined));
  const failureDelay = () => pause(DEFAULT_FAILURE_DELAY_MS);
  // The rate limits' hit counters: in PostgreSQL when the servers share one.
  const rateCounters = rateCountersFor(database);
  // Emails anyone may ask to be sent to an address: a few an hour to each address.
  const recipientLimit = createRecipientLimit(rateCounters);
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
  const payments = createPaymentsService({
    db,
    content,
    email,
    jobs,
    log,
    baseUrl: config.baseUrl,
    clock,
    settings: config.payments,
    emit,
  });
  const contributions = createContributionService({
    db,
    content,
    email,
    jobs,
    payments,
    baseUrl: config.baseUrl,
    emit,
  });
  const signup = createSignupService({
    db,
    content,
    email,
    passwords,
    sessions,
    recovery,
    contacts,
    contributions,
    payments,
    jobs,
    log,
    emit,
  });
  scheduleJoinExpiry(jobs, signup);
  scheduleDeliveryPruning(jobs, db);
  payments.onSetupFulfilled(async (provider, providerFlowId) => {
    const flow = await contributions.flows.findByProvider(provider, providerFlowId);
    if (!flow) return;
    if (flow.purpose === "join") await signup.completeFlow(flow);
    else await contributions.completeFlow(flow);
  });
  return {
    health: createHealthService(database),
    /** Hears other servers' changes to the caches once started with the background jobs. */
    invalidation,
    exports: createExportLimiter(),
    jobs,
    /** Counted by the app (plugins/background-jobs); the job runner holds back meanwhile. */
    requests,
    tableStats,
    content,
    passwords,
    contacts,
    contactList,
    activity: createActivityService(db),
    contactImport: createContactImporter(db, jobs, log, emit, clock.now, (tables) =>
      tableStats.afterBulkWrite(tables),
    ),
    contactTags: createContactTagService(
      db,
      (tables) => tableStats.afterBulkWrite(tables),
      (tx, contactIds) => newsletter.queue(tx, contactIds),
    ),
    segments: createSegmentService(db, contactList),
    sessions,
    mfa,
    /** Tells a contact the team turned their second factor off. */
    mfaRemovedByStaff: createMfaRemovalNotice({ db, email, baseUrl: config.baseUrl }),
    limiter,
    apiKeys: createApiKeyService(db),
    notices: createNoticeService(db, { baseUrl: config.baseUrl }),
    uploads,
    auth: createAuthService({
      contacts,
      passwords,
      mfa,
      sessions,
      limiter,
      failureDelay,
    }),
    email,
    emailEditor: createEmailEditor({ email, overrides, content, baseUrl: config.baseUrl }),
    callouts,
    reviewers: createReviewerService(db, contacts),
    calloutTags: createTagService(db),
    captcha,
    responses: createResponseService({
      db,
      callouts,
      contacts,
      email,
      captcha,
      readerGroups,
      baseUrl: config.baseUrl,
      emit,
      rateLimits: tuning.answerRateLimits ?? {
        ...DEFAULT_ANSWER_RATE_LIMITS,
        perCallout: config.answerRateLimit,
      },
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
    responseDigest: createResponseDigest({ db, email, jobs, baseUrl: config.baseUrl }),
    recovery,
    payments,
    contributions,
    paymentList: createPaymentList(db, contacts.getMany),
    paymentExport: createPaymentExport(db),
    stats: createStatsService(db, contacts),
    signup,
    signupRateLimits: tuning.signupRateLimits ?? {
      ...DEFAULT_SIGNUP_RATE_LIMITS,
      perMinute: config.signupRateLimit || undefined,
    },
    rateCounters,
    webhooks,
    newsletter,
    readerGroups,
    /** Tells of the roles whose end fell in a period (the daily `role-lapses` run). */
    roleLapses,
  };
}
