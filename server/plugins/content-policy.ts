import type { CaptchaSettings } from "../config";

/** What each captcha provider's widget loads: its script, its frame and its API calls. */
const CAPTCHA_SOURCES: Record<Exclude<CaptchaSettings["provider"], "local">, string[]> = {
  turnstile: ["https://challenges.cloudflare.com"],
  hcaptcha: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
  captchafox: ["https://cdn.captchafox.com", "https://*.captchafox.com"],
};

export type PageKind = "dashboard" | "frame";

/**
 * The Content-Security-Policy of our HTML pages. Scripts only from our own origin (and the
 * configured captcha's), so injected markup cannot run code; styles may be set inline because
 * the theme and the map position elements through `style`. The dashboard may only be framed by
 * itself; frames by any newsroom's site, said explicitly.
 */
export function contentPolicy(kind: PageKind, captcha: CaptchaSettings): string {
  const third = captcha.provider === "local" ? [] : CAPTCHA_SOURCES[captcha.provider];
  const sources = (...own: string[]) => [...own, ...third].join(" ");
  return [
    "default-src 'self'",
    `script-src ${sources("'self'")}`,
    `style-src ${sources("'self'", "'unsafe-inline'")}`,
    // Map tiles come from whichever tile server a callout names.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${sources("'self'")}`,
    `frame-src ${sources("'self'")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${kind === "dashboard" ? "'self'" : "*"}`,
  ].join("; ");
}

/** API answers are data, never pages: nothing loads from them and nobody frames them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
