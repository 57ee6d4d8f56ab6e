import type { DatabaseConnection } from "../db/connection";
import { createCalloutService } from "./callouts";
import { createAccountServices } from "./composition/accounts";
import { createCalloutServices } from "./composition/callouts";
import { createContactServices } from "./composition/contacts";
import type { ServiceCore } from "./composition/core";
import { hearEvents } from "./composition/events";
import { createPaymentServices } from "./composition/payments";
import { createSignInServices } from "./composition/sign-in";
import {
  DEFAULT_SIGNUP_RATE_LIMITS,
  type SecurityTuning,
  type ServiceEnvironment,
} from "./composition/tuning";
import { createContactService } from "./contacts";
import { createContactList } from "./contact-list/list";
import { createContentService } from "./content";
import { createEmailService, outboxDirectory } from "./email";
import { publicPngOf } from "./email/public-logo";
import { createEmailEditor } from "./email/editor";
import { createOverrideStore } from "./email/overrides";
import { createHealthService } from "./health";
import { createJobRunner } from "./jobs";
import { createRequestsInFlight } from "../lib/requests-in-flight";
import { createEventBus } from "./events/bus";
import { createNewsletterService } from "./newsletter";
import { createReaderGroups } from "./newsletter/reader-groups";
import { scheduleRoleLapses } from "./membership/lapses";
import { createTableStats } from "./maintenance/table-stats";
import { createExportLimiter } from "../lib/export/limiter";
import { createExportPacer } from "../lib/export/pacer";
import { createOutboundWebhooks } from "./outbound-webhooks";
import { scheduleDeliveryPruning } from "./outbound-webhooks/prune";
import { DEFAULT_SCRYPT_COST, createPasswordService } from "./passwords";
import { createPaymentClock, takesTestPayments } from "./payments";
import { createPasswordChanged } from "./passwords/changed";
import { cacheInvalidationFor } from "./shared-state/cache-invalidation";
import { createUploadService } from "./uploads";
import { createUploadStore } from "./uploads/stores";

export {
  DEFAULT_SIGNUP_RATE_LIMITS,
  type SecurityTuning,
  type ServiceEnvironment,
} from "./composition/tuning";

/** How long settings and callouts are reused should a change on another server go unheard. */
const READ_CACHE_MS = 1000;

/** The domain services one app instance uses. */
export type Services = ReturnType<typeof createServices>;

/**
 * The composition root: builds the core the other services stand on, then the groups of
 * `./composition`, handing each what it needs.
 */
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
    baseUrl: config.baseUrl,
  });
  const passwords = createPasswordService(tuning.scryptCost ?? DEFAULT_SCRYPT_COST);
  // The app starts it once the database is migrated (plugins/background-jobs).
  const requests = createRequestsInFlight();
  // Exports read their pages in turns, small while requests come.
  const exportPacer = createExportPacer(requests);
  const jobs = createJobRunner({
    db,
    log,
    // The embedded database runs each job's statements on this thread: jobs go one at a time
    // while requests come (`busy`), not only while one is being answered. PostgreSQL runs them
    // in its own processes, where that rule cost nine tenths of the drain rate and nothing of
    // `/health` (docs/performance.md, issue #24).
    serving: database.engine === "pglite" ? requests.busy : requests.serving,
    ...(tuning.jobPollMs ? { pollMs: tuning.jobPollMs } : {}),
  });
  // The embedded database has no autovacuum: its busy tables are analysed here.
  const tableStats = createTableStats(database, log);
  tableStats.schedule(jobs);
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
  // Services tell other domains what happens through the bus's `emit`, in the transaction of
  // the change; each domain's handlers are registered here, before anything can emit.
  const bus = createEventBus();
  const { emit } = bus;
  const webhooks = createOutboundWebhooks({
    db,
    jobs,
    allowPrivate: config.webhooksAllowPrivate,
    cacheMs,
    invalidation,
    tell: emit,
  });
  const newsletter = createNewsletterService({
    db,
    jobs,
    log,
    settings: config.newsletter,
  });
  hearEvents(bus, { webhooks, newsletter, email, baseUrl: config.baseUrl });
  const passwordChanged = createPasswordChanged(emit);
  const readerGroups = createReaderGroups(newsletter, content);
  const roleLapses = scheduleRoleLapses(jobs, db, emit);
  const contacts = createContactService(db, passwords, { now: clock.now, emit, passwordChanged });
  const contactList = createContactList(db, clock.now, exportPacer);
  const signIn = createSignInServices(database, tuning, config);
  const callouts = createCalloutService(db, content, {
    cacheMs,
    invalidation,
    baseUrl: config.baseUrl,
  });
  const core: ServiceCore = {
    db,
    config,
    log,
    tuning,
    clock,
    content,
    passwords,
    jobs,
    tableStats,
    emit,
    newsletter,
    readerGroups,
    contacts,
    contactList,
    email,
    passwordChanged,
    callouts,
    exportPacer,
    ...signIn,
  };
  const { recovery, ...accounts } = createAccountServices(core);
  const { payments, contributions, join, paymentList, paymentExport } = createPaymentServices({
    ...core,
    recovery,
  });
  scheduleDeliveryPruning(jobs, db);
  return {
    health: createHealthService(database),
    /** Hears other servers' changes to the caches once started with the background jobs. */
    invalidation,
    exports: createExportLimiter(undefined, requests),
    jobs,
    /** Counted by the app (plugins/background-jobs); the job runner holds back meanwhile. */
    requests,
    tableStats,
    content,
    passwords,
    contacts,
    contactList,
    ...createContactServices(core),
    sessions: signIn.sessions,
    mfa: signIn.mfa,
    limiter: signIn.limiter,
    ...accounts,
    uploads,
    email,
    emailEditor: createEmailEditor({ email, overrides, content, baseUrl: config.baseUrl }),
    callouts,
    captcha: signIn.captcha,
    ...createCalloutServices(core),
    recovery,
    payments,
    contributions,
    paymentList,
    paymentExport,
    join,
    signupRateLimits: tuning.signupRateLimits ?? {
      ...DEFAULT_SIGNUP_RATE_LIMITS,
      perMinute: config.signupRateLimit || undefined,
    },
    rateCounters: signIn.rateCounters,
    webhooks,
    newsletter,
    readerGroups,
    /** Tells of the roles whose end fell in a period (the daily `role-lapses` run). */
    roleLapses,
  };
}
