import { STRIPE_COUNTRIES, type StripeCountry } from "@core/fees";

/** Where the Stripe SDK sends its calls: Stripe itself unless a test points it at a stand-in. */
export interface ApiEndpoint {
  host: string;
  port: number;
  protocol: "http" | "https";
}

/** A Stripe account's keys. The secret key and webhook secret are passwords: never log them. */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The account's region, which sets its fees. */
  country: StripeCountry;
  /** Tests only (never read from the environment): a local stand-in of Stripe's API. */
  endpoint?: ApiEndpoint;
}

export const GOCARDLESS_ENVIRONMENTS = ["sandbox", "live"] as const;
export type GoCardlessEnvironment = (typeof GOCARDLESS_ENVIRONMENTS)[number];

/** A GoCardless account's access. The token and webhook secret are passwords: never log them. */
export interface GoCardlessSettings {
  accessToken: string;
  environment: GoCardlessEnvironment;
  webhookSecret: string;
  /** Tests only (never read from the environment): a local stand-in of GoCardless's API. */
  baseUrl?: string;
}

/**
 * The real payment providers configured; with neither, the built-in test provider takes
 * payments where it is allowed (`testPayments`), and nothing does where it is not.
 */
export interface PaymentSettings {
  stripe?: StripeSettings;
  gocardless?: GoCardlessSettings;
  /**
   * Whether the test provider may take payments while no real provider is configured:
   * `AGORA_TEST_PAYMENTS`, by default off in production (its card 4242… would grant real
   * memberships) and on elsewhere. Absent (settings made by hand in tests): allowed.
   */
  testPayments?: boolean;
}

const STRIPE_VARIABLES = [
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_COUNTRY",
] as const;
const GOCARDLESS_VARIABLES = [
  "GOCARDLESS_ACCESS_TOKEN",
  "GOCARDLESS_ENVIRONMENT",
  "GOCARDLESS_WEBHOOK_SECRET",
] as const;

/** Which of a provider's variables are set: none (off), all, or some (a problem naming the rest). */
export function present<Name extends string>(
  names: readonly Name[],
  value: (name: string) => string | undefined,
  provider: string,
  problems: string[],
): Record<Name, string> | undefined {
  const set = names.filter((name) => value(name) !== undefined);
  if (set.length === 0) return undefined;
  const missing = names.filter((name) => value(name) === undefined);
  if (missing.length > 0) {
    problems.push(
      `${provider} is half configured: ${set.join(", ")} ${set.length === 1 ? "is" : "are"} set but ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing (set all of them, or none to leave ${provider} off)`,
    );
    return undefined;
  }
  return Object.fromEntries(names.map((name) => [name, value(name) ?? ""])) as Record<Name, string>;
}

function isStripeCountry(value: string): value is StripeCountry {
  return (STRIPE_COUNTRIES as readonly string[]).includes(value);
}

function isGoCardlessEnvironment(value: string): value is GoCardlessEnvironment {
  return (GOCARDLESS_ENVIRONMENTS as readonly string[]).includes(value);
}

/**
 * The payment providers of the environment. A provider is on when all its variables are set,
 * off when none is; some of them is a problem that names the missing ones, so a server never
 * starts taking payments it cannot verify. Keys are checked by their prefixes only (values are
 * never quoted back: they are secrets).
 */
export function paymentSettings(
  value: (name: string) => string | undefined,
  problems: string[],
): PaymentSettings {
  const settings: PaymentSettings = {};
  const stripe = present(STRIPE_VARIABLES, value, "Stripe", problems);
  if (stripe) {
    const country = stripe.STRIPE_COUNTRY.toLowerCase();
    const before = problems.length;
    if (!isStripeCountry(country)) {
      problems.push(
        `STRIPE_COUNTRY must be one of ${STRIPE_COUNTRIES.join(", ")} (got "${stripe.STRIPE_COUNTRY}")`,
      );
    }
    if (!/^(sk|rk)_(test|live)_/.test(stripe.STRIPE_SECRET_KEY)) {
      problems.push("STRIPE_SECRET_KEY must be a secret key (sk_test_… or sk_live_…)");
    }
    if (!/^pk_(test|live)_/.test(stripe.STRIPE_PUBLISHABLE_KEY)) {
      problems.push("STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_… or pk_live_…)");
    }
    if (!stripe.STRIPE_WEBHOOK_SECRET.startsWith("whsec_")) {
      problems.push("STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)");
    }
    const testKey = stripe.STRIPE_SECRET_KEY.includes("_test_");
    if (testKey !== stripe.STRIPE_PUBLISHABLE_KEY.startsWith("pk_test_")) {
      problems.push(
        "STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys",
      );
    }
    if (problems.length === before && isStripeCountry(country)) {
      settings.stripe = {
        secretKey: stripe.STRIPE_SECRET_KEY,
        publishableKey: stripe.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: stripe.STRIPE_WEBHOOK_SECRET,
        country,
      };
    }
  }
  const gocardless = present(GOCARDLESS_VARIABLES, value, "GoCardless", problems);
  if (gocardless) {
    const environment = gocardless.GOCARDLESS_ENVIRONMENT.toLowerCase();
    if (isGoCardlessEnvironment(environment)) {
      settings.gocardless = {
        accessToken: gocardless.GOCARDLESS_ACCESS_TOKEN,
        environment,
        webhookSecret: gocardless.GOCARDLESS_WEBHOOK_SECRET,
      };
    } else {
      problems.push(
        `GOCARDLESS_ENVIRONMENT must be sandbox or live (got "${gocardless.GOCARDLESS_ENVIRONMENT}")`,
      );
    }
  }
  return settings;
}
