import { join, resolve } from "node:path";
import { CAPTCHA_PROVIDERS, type CaptchaProvider } from "../src/core/callouts";
import { isUrl } from "../src/core/validation";
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
  /** PostgreSQL when set; otherwise the embedded database in `<dataDir>/pgdata`. */
  databaseUrl: string | undefined;
  /** Whether a fresh instance gets the demo organisation's settings. */
  demo: boolean;
  logLevel: LogLevel;
  nodeEnv: string;
  /** Test-only routes under `/api/1.0/__test/`; never allowed in production. */
  testHooks: boolean;
  /**
   * Behind a reverse proxy: take the client's address from `X-Forwarded-For` (login rate
   * limit) and the scheme from `X-Forwarded-Proto` (Secure cookies). Off, anyone could forge them.
   */
  trustProxy: boolean;
  /** Where people open Agora, for links printed or emailed; no trailing slash. */
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
  /** The built browser files (`app`, `embed`, `loader`) and the files served as they are. */
  distDir: string;
  publicDir: string;
  migrationsDir: string;
}

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = findProjectRoot()): Config {
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

  const logLevelText = (value("LOG_LEVEL") ?? "info").toLowerCase();
  const logLevel = isLogLevel(logLevelText) ? logLevelText : "info";
  if (!isLogLevel(logLevelText)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${logLevelText}")`);
  }

  const nodeEnv = value("NODE_ENV") ?? "development";
  const testHooks = flag("AGORA_TEST_HOOKS", false);
  if (testHooks && nodeEnv === "production") {
    problems.push(
      "AGORA_TEST_HOOKS must not be set when NODE_ENV=production: the test hooks change data without logging in",
    );
  }

  const demo = flag("AGORA_DEMO", true);
  const trustProxy = flag("TRUST_PROXY", false);

  const baseUrlText = value("AGORA_BASE_URL")?.replace(/\/+$/, "");
  const baseUrl = baseUrlText ?? `http://localhost:${port}`;
  if (baseUrlText !== undefined && (!isUrl(baseUrlText) || /[?#]/.test(baseUrlText))) {
    problems.push(
      `AGORA_BASE_URL must be the http:// or https:// address people open, without ? or # (got "${baseUrl}")`,
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
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDirText = value("AGORA_DATA_DIR");
  const dataDir = dataDirText === undefined ? join(root, "data") : resolve(dataDirText);
  const uploadsDirText = value("AGORA_UPLOADS_DIR");
  return {
    port,
    host: value("HOST") ?? "0.0.0.0",
    dataDir,
    uploadsDir: uploadsDirText === undefined ? join(dataDir, "uploads") : resolve(uploadsDirText),
    databaseUrl,
    demo,
    logLevel,
    nodeEnv,
    testHooks,
    trustProxy,
    baseUrl,
    smtpUrl,
    captcha,
    distDir: join(root, "dist"),
    publicDir: join(root, "public"),
    migrationsDir: join(root, "server", "db", "migrations"),
  };
}
