import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { CAPTCHA_PROVIDERS, type CaptchaProvider } from "@core/captcha";
import { isUrl } from "@core/validation";
import { newsletterSettings, type NewsletterSettings } from "./config-newsletter";
import { paymentSettings, type PaymentSettings } from "./config-payments";
import { parseS3Url, type S3Location } from "./config-uploads";
import { findProjectRoot } from "./project-root";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Everything the server reads from its environment, read once at start. */
export interface Config {
  port: number;
  host: string;
  /** The embedded database, the outbox and, by default, uploads live here. */
  dataDir: string;
  /** Uploaded pictures and PDFs: `AGORA_UPLOADS_DIR`, by default `<dataDir>/uploads`. */
  uploadsDir: string;
  /**
   * The bucket every server shares, from `AGORA_UPLOADS_S3_URL=s3://bucket/prefix`; the SDK's
   * own variables (`AWS_REGION`, `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`,
   * `AWS_ENDPOINT_URL_S3`) say where it is and who may write. Unset: `uploadsDir`.
   */
  uploadsS3: S3Location | undefined;
  /** PostgreSQL when set; otherwise the embedded database in `<dataDir>/pgdata`. */
  databaseUrl: string | undefined;
  /**
   * Whether a fresh instance gets the demo organisation's settings and paying members:
   * `AGORA_DEMO`, by default on except in production.
   */
  demo: boolean;
  /**
   * Whether a fresh instance also gets demo accounts, whose passwords are published: only on a
   * loopback address (the quick start) or when `AGORA_DEMO=1` asks for them, never in production.
   */
  demoAccounts: boolean;
  /** `LOG_LEVEL`; by default `info`, or `warn` on a terminal, where a person reads each line. */
  logLevel: LogLevel;
  /** Readable lines on a terminal, one JSON object per line otherwise (for log collectors). */
  logFormat: "pretty" | "json";
  nodeEnv: string;
  /** Test-only routes under `/api/1.0/__test/`; never allowed in production. */
  testHooks: boolean;
  /**
   * Behind reverse proxies: how many there are, or their addresses. The client's address is
   * then the right-most `X-Forwarded-For` entry no trusted proxy added (rate limits key on it),
   * and the scheme comes from `X-Forwarded-Proto` (Secure cookies). Off, anyone could forge them.
   */
  trustProxy: TrustProxy;
  /** Answers one sender may send to one callout in 10 minutes; 0: no limit. */
  answerRateLimit: number;
  /** Joins one client address may start in a minute; 0: no per-minute limit. */
  signupRateLimit: number;
  /**
   * Where people open Agora, for absolute links (emails, the OpenAPI servers, returns from
   * payment providers); no trailing slash. `AGORA_BASE_URL`, required in production; by
   * default the address the server listens on, which it prints.
   */
  baseUrl: string;
  /**
   * Emails go to this SMTP server (`smtp://user:pass@host:587`, `smtps://…:465`); without it
   * they are kept as files in `<dataDir>/outbox`. Holds a password: never log it.
   */
  smtpUrl: string | undefined;
  /**
   * Who checks the captchas callouts ask for: Agora itself (`local`, the default: a signed
   * proof-of-work challenge) or a provider, with its secret and the site key its widget needs.
   * The secret is a password: never log it.
   */
  captcha: CaptchaSettings;
  /**
   * Stripe and GoCardless, when their keys are set (`config-payments.ts`); with neither, the
   * built-in test provider takes payments, in production only with `AGORA_TEST_PAYMENTS=1`.
   * Holds secrets: never log it.
   */
  payments: PaymentSettings;
  /**
   * Mailchimp, when its keys are set (`config-newsletter.ts`); otherwise the local stand-in
   * (`AGORA_TEST_NEWSLETTER`, on by default in development and the demo). Holds secrets.
   */
  newsletter: NewsletterSettings;
  /**
   * Outbound webhooks may go to loopback, link-local and private addresses
   * (`AGORA_WEBHOOKS_ALLOW_PRIVATE=1`): for an installation whose tools sit on its own network,
   * and for tests' local listener. Off by default: an admin's URL must not reach the server's
   * neighbours.
   */
  webhooksAllowPrivate: boolean;
  /** The built browser files (`app`, `embed`, `loader`) and the files served as they are. */
  distDir: string;
  publicDir: string;
}

/** Off, a number of proxy hops, or proxy addresses and CIDR ranges (as proxy-addr reads them). */
export type TrustProxy = false | number | string[];

export type CaptchaSettings =
  | { provider: "local" }
  | { provider: Exclude<CaptchaProvider, "local">; secret: string; siteKey: string };

/** A configuration problem an operator can fix; `main` prints it without a stack trace. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const TRUE = ["1", "true", "yes", "on"];
const FALSE = ["0", "false", "no", "off"];

function isCaptchaProvider(value: string): value is CaptchaProvider {
  return (CAPTCHA_PROVIDERS as readonly string[]).includes(value);
}

function captchaSettings(
  value: (name: string) => string | undefined,
  problems: string[],
): CaptchaSettings {
  const provider = value("CAPTCHA_PROVIDER")?.toLowerCase() ?? "local";
  if (!isCaptchaProvider(provider)) {
    problems.push(`CAPTCHA_PROVIDER must be one of ${CAPTCHA_PROVIDERS.join(", ")}`);
    return { provider: "local" };
  }
  if (provider === "local") return { provider };
  const secret = value("CAPTCHA_SECRET");
  const siteKey = value("CAPTCHA_SITE_KEY");
  if (!secret || !siteKey) {
    problems.push(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SECRET and CAPTCHA_SITE_KEY`);
    return { provider: "local" };
  }
  return { provider, secret, siteKey };
}

/** Whether only this machine can reach an address (so published demo passwords are harmless). */
export function isLoopback(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, "");
  return address === "localhost" || address === "::1" || /^127(\.\d{1,3}){3}$/.test(address);
}

/** proxy-addr's names for private ranges, beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

function trustProxySetting(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || FALSE.includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  const entries = raw.split(",").map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  // "true" would trust the left-most address, which any client can write: never offered.
  problems.push(
    `TRUST_PROXY must be the number of proxies in front of Agora (1 to 10) or their addresses, e.g. 10.0.0.0/8,loopback (got "${raw}")`,
  );
  return false;
}

/** The address the server listens on, as a browser opens it: a wildcard host is this machine. */
export function listeningAddress(host: string, port: number): string {
  const name = ["0.0.0.0", "::", "::0"].includes(host) ? "localhost" : host;
  return `http://${name.includes(":") ? `[${name}]` : name}:${port}`;
}

/**
 * The configuration from the environment; `terminal` tells whether log lines go to a person
 * (stdout is a TTY).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  root = findProjectRoot(),
  terminal = Boolean(process.stdout.isTTY),
): Config {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw === "" ? undefined : raw;
  };

  const flag = (name: string, fallback: boolean): boolean => {
    const raw = value(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (TRUE.includes(raw)) return true;
    if (FALSE.includes(raw)) return false;
    problems.push(`${name} must be 1 or 0 (got "${raw}")`);
    return fallback;
  };

  const portText = value("PORT") ?? "3000";
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${portText}")`);
  }

  const databaseUrl = value("DATABASE_URL");
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push("DATABASE_URL must be a postgres:// or postgresql:// URL");
  }

  // On a terminal, requests and jobs would bury the address and the demo accounts.
  const logLevelText = (value("LOG_LEVEL") ?? (terminal ? "warn" : "info")).toLowerCase();
  const logLevel = isLogLevel(logLevelText) ? logLevelText : "info";
  if (!isLogLevel(logLevelText)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${logLevelText}")`);
  }

  const nodeEnv = value("NODE_ENV")?.toLowerCase() ?? "development";
  const production = nodeEnv === "production";
  const testHooks = flag("AGORA_TEST_HOOKS", false);
  const webhooksAllowPrivate = flag("AGORA_WEBHOOKS_ALLOW_PRIVATE", false);
  if (testHooks && !__AGORA_TEST_HOOKS__) {
    problems.push(
      "AGORA_TEST_HOOKS works only in the build made for tests (npm run build:server-test), never in npm start's",
    );
  } else if (testHooks && production) {
    problems.push(
      "AGORA_TEST_HOOKS must not be set when NODE_ENV=production: the test hooks change data without logging in",
    );
  }

  const answerLimitText = value("ANSWER_RATE_LIMIT") ?? "30";
  const answerRateLimit = Number(answerLimitText);
  if (!/^\d{1,6}$/.test(answerLimitText)) {
    problems.push(
      `ANSWER_RATE_LIMIT must be a whole number of answers, or 0 for no limit (got "${answerLimitText}")`,
    );
  }

  const signupLimitText = value("SIGNUP_RATE_LIMIT") ?? "5";
  const signupRateLimit = Number(signupLimitText);
  if (!/^\d{1,6}$/.test(signupLimitText)) {
    problems.push(
      `SIGNUP_RATE_LIMIT must be a whole number of joins a minute, or 0 for no such limit (got "${signupLimitText}")`,
    );
  }

  const host = value("HOST") ?? "127.0.0.1";
  // Demo members are fictitious payers who would be emailed: asked for by name in production.
  const demo = flag("AGORA_DEMO", !production);
  const demoAsked = demo && value("AGORA_DEMO") !== undefined;
  const demoAccounts = demo && !production && (demoAsked || isLoopback(host));
  const trustProxy = trustProxySetting(value("TRUST_PROXY"), problems);

  const baseUrlText = value("AGORA_BASE_URL")?.replace(/\/+$/, "");
  const baseUrl = baseUrlText ?? listeningAddress(host, port);
  if (baseUrlText !== undefined && (!isUrl(baseUrlText) || /[?#]/.test(baseUrlText))) {
    problems.push(
      `AGORA_BASE_URL must be the http:// or https:// address people open, without ? or # (got "${baseUrl}")`,
    );
  } else if (baseUrlText === undefined && production) {
    problems.push(
      "AGORA_BASE_URL must be set when NODE_ENV=production: the address people open, e.g. https://members.example.org (emails, payment providers and the API description link to it)",
    );
  }

  const uploadsS3Text = value("AGORA_UPLOADS_S3_URL");
  const uploadsS3 = uploadsS3Text === undefined ? undefined : parseS3Url(uploadsS3Text);
  if (uploadsS3Text !== undefined && !uploadsS3) {
    problems.push(
      `AGORA_UPLOADS_S3_URL must be s3://bucket or s3://bucket/prefix (got "${uploadsS3Text}")`,
    );
  }

  const smtpUrl = value("SMTP_URL");
  if (smtpUrl !== undefined && !isSmtpUrl(smtpUrl)) {
    // Not quoted back: the URL holds the mail server's password.
    problems.push(
      "SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@host:587",
    );
  }
  const captcha = captchaSettings(value, problems);
  const payments: PaymentSettings = {
    ...paymentSettings(value, problems),
    // A staging site asks for it by name; in production it would grant memberships for free.
    testPayments: flag("AGORA_TEST_PAYMENTS", !production),
  };
  // Off in production and in tests unless asked for: tests that want it say so.
  const newsletter = newsletterSettings(
    value,
    problems,
    flag("AGORA_TEST_NEWSLETTER", !production && nodeEnv !== "test"),
  );
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDirText = value("AGORA_DATA_DIR");
  const dataDir = dataDirText === undefined ? join(root, "data") : resolve(dataDirText);
  const uploadsDirText = value("AGORA_UPLOADS_DIR");
  return {
    port,
    host,
    dataDir,
    uploadsDir: uploadsDirText === undefined ? join(dataDir, "uploads") : resolve(uploadsDirText),
    uploadsS3,
    databaseUrl,
    demo,
    demoAccounts,
    logLevel,
    logFormat: terminal ? "pretty" : "json",
    nodeEnv,
    testHooks,
    trustProxy,
    answerRateLimit,
    signupRateLimit,
    webhooksAllowPrivate,
    baseUrl,
    smtpUrl,
    captcha,
    payments,
    newsletter,
    distDir: join(root, "dist"),
    publicDir: join(root, "public"),
  };
}
