import type { CaptchaSettings } from "../config";

/** What each captcha provider's widget loads: its script, its frame and its API calls. */
const CAPTCHA_SOURCES: Record<Exclude<CaptchaSettings["provider"], "local">, string[]> = {
  turnstile: ["https://challenges.cloudflare.com"],
  hcaptcha: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
  captchafox: ["https://cdn.captchafox.com", "https://*.captchafox.com"],
};

/**
 * What Stripe.js needs (Stripe's published policy): its script, the frames of the Payment
 * Element and of 3-D Secure, and its API. Allowed only when Stripe is configured.
 */
const STRIPE_SOURCES = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

export type PageKind = "dashboard" | "frame";

/**
 * The Content-Security-Policy of our HTML pages. Scripts only from our own origin (and the
 * configured captcha's), so injected markup cannot run code; styles may be set inline because
 * the theme and the map position elements through `style`. The dashboard may only be framed by
 * itself; frames by any newsroom's site, said explicitly.
 */
export function contentPolicy(
  kind: PageKind,
  captcha: CaptchaSettings,
  { stripe = false }: { stripe?: boolean } = {},
): string {
  const third = captcha.provider === "local" ? [] : CAPTCHA_SOURCES[captcha.provider];
  const sources = (...own: string[]) => [...own, ...third].join(" ");
  const withStripe = (own: string, kind: keyof typeof STRIPE_SOURCES) =>
    stripe ? `${own} ${STRIPE_SOURCES[kind].join(" ")}` : own;
  return [
    "default-src 'self'",
    `script-src ${withStripe(sources("'self'"), "script")}`,
    `style-src ${sources("'self'", "'unsafe-inline'")}`,
    // Map tiles come from whichever tile server a callout names.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${withStripe(sources("'self'"), "connect")}`,
    `frame-src ${withStripe(sources("'self'"), "frame")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${kind === "dashboard" ? "'self'" : "*"}`,
  ].join("; ");
}

/** API answers are data, never pages: nothing loads from them and nobody frames them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
