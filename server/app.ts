import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config, TrustProxy } from "./config";
import type { DatabaseConnection } from "./db/connection";
import { loggerOptions, type LogStream } from "./logger";
import { withoutTrailingSlash } from "./plugins/api-url";
import { accessControl, type IdentifyCaller } from "./plugins/access";
import { backgroundJobs } from "./plugins/background-jobs";
import { identifyCallers } from "./plugins/caller";
import { compressAnswers } from "./plugins/compress";
import { clientErrors, errorBodies, routerErrors } from "./plugins/errors";
import { rawBodies } from "./plugins/raw-body";
import { refuseUnsafeText } from "./plugins/safe-text";
import { securityHeaders } from "./plugins/security-headers";
import { describeRoutes } from "./openapi/plugin";
import { staticFiles } from "./plugins/static";
import { apiRoutes } from "./routes";
import { MAX_PATH_PARAM_LENGTH } from "./routes/params";
import { webhookRoutes } from "./routes/payment-webhooks";
import { createServices, type SecurityTuning, type Services } from "./services";
import { paymentStartWarning } from "./services/payments/start-warning";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's services, for start-up work beside the routes (seeding the demo accounts). */
    services: Services;
  }
}

/** JSON bodies up to 1 MiB; uploads (multipart) will have their own limit. */
export const BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  /** Open and migrated: the app never migrates or closes it. */
  database: DatabaseConnection;
  /** JSON logs to stdout (`true`) or a stream; silent when left out. */
  logger?: boolean | LogStream;
  /** Who is calling; by default from the API key or session cookie (plugins/caller). */
  identifyCaller?: IdentifyCaller;
  /** Tests only: cheaper password hashing and no delay on failed sign-ins. */
  securityTuning?: SecurityTuning;
}

/** A hop count as proxy-addr reads one: the nearest `count` addresses are our proxies. */
function trustedProxies(
  setting: TrustProxy,
): boolean | string[] | ((_: string, hop: number) => boolean) {
  return typeof setting === "number" ? (_address, hop) => hop < setting : setting;
}

/** The whole HTTP server, ready to `listen` or to answer `inject` in tests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // loadConfig refuses this too; checked again for configs built by hand.
  if (config.testHooks && config.nodeEnv === "production") {
    throw new Error("Test hooks cannot be enabled in production");
  }
  const app = Fastify({
    logger:
      options.logger === undefined || options.logger === false
        ? false
        : loggerOptions(config.logLevel, options.logger === true ? undefined : options.logger),
    bodyLimit: BODY_LIMIT,
    // Client address and scheme from X-Forwarded-* only behind a proxy that sets them.
    trustProxy: trustedProxies(config.trustProxy),
    rewriteUrl: (request) => withoutTrailingSlash(request.url ?? "/"),
    // The params' structs allow as much (routes/params.ts), so the document says one limit.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // Refusals before any route runs, in the contract's error body like every other.
    frameworkErrors: routerErrors(MAX_PATH_PARAM_LENGTH),
    clientErrorHandler: clientErrors,
  });

  // JSON only (uploads will add multipart): browsers send text/plain across sites without a
  // CORS preflight, so refusing it keeps cross-site forms from reaching any handler.
  app.removeContentTypeParser("text/plain");
  errorBodies(app);
  // Stripe's form loads Stripe.js and its frames when Stripe is configured.
  securityHeaders(app, config.captcha, { stripe: config.payments.stripe !== undefined });
  compressAnswers(app);
  // Before access control: identifying the caller reads the session cookie.
  await app.register(fastifyCookie);
  const services = createServices(database, options.securityTuning, { config, log: app.log });
  const paymentWarning = paymentStartWarning(config.payments, config.nodeEnv === "production");
  if (paymentWarning) app.log.warn(paymentWarning);
  app.decorate("services", services);
  accessControl(app, options.identifyCaller ?? identifyCallers(services));
  // After access control: a caller who may not call the route learns nothing of its input.
  refuseUnsafeText(app);
  // After access control, whose onRoute hook refuses a route that declares no access.
  describeRoutes(app);

  backgroundJobs(app, services);
  // Before the routes: it adds its hook to each route that asks for its body's bytes.
  rawBodies(app);
  await app.register(apiRoutes, {
    prefix: "/api/1.0",
    services,
    testHooks: config.testHooks,
    database,
  });
  await app.register(webhookRoutes, { services });
  await staticFiles(app, {
    distDir: config.distDir,
    publicDir: config.publicDir,
    baseUrl: config.baseUrl,
    services,
  });

  await app.ready();
  return app;
}
