import type { CaptchaProvider } from "@core/captcha";
import {
  CAPTCHA_TOKEN_MAX_LENGTH,
  CaptchaUnavailableError,
  type CaptchaVerifier,
} from "./verifier";

export type SiteverifyProvider = Exclude<CaptchaProvider, "local">;

/** Where each provider checks tokens; all three take a form post and answer `{success}`. */
export const SITEVERIFY_URLS: Record<SiteverifyProvider, string> = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  hcaptcha: "https://api.hcaptcha.com/siteverify",
  captchafox: "https://api.captchafox.com/siteverify",
};

export interface SiteverifyOptions {
  provider: SiteverifyProvider;
  secret: string;
  /** The provider's own address by default; tests point it at a local stub. */
  verifyUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * A captcha provider's server-side check (Cloudflare Turnstile, hCaptcha, CaptchaFox): the
 * token the widget gave, the secret and the client's address go to its siteverify endpoint.
 * A provider that does not answer in time, or not with `{success: boolean}`, rejects with
 * `CaptchaUnavailableError`: a reader is not told their answer failed when it was never checked.
 */
export function createSiteverifyCaptcha(options: SiteverifyOptions): CaptchaVerifier {
  const url = options.verifyUrl ?? SITEVERIFY_URLS[options.provider];
  const timeoutMs = options.timeoutMs ?? 5000;
  const send = options.fetch ?? fetch;
  // CaptchaFox spells the address parameter differently from the other two.
  const addressField = options.provider === "captchafox" ? "remoteIp" : "remoteip";

  return {
    async verify(token, remoteIp) {
      if (token === "" || token.length > CAPTCHA_TOKEN_MAX_LENGTH) return false;
      const body = new URLSearchParams({
        secret: options.secret,
        response: token,
        [addressField]: remoteIp,
      });
      let answer: unknown;
      try {
        const response = await send(url, {
          method: "POST",
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`The provider answered ${response.status}`);
        answer = await response.json();
      } catch (error) {
        throw new CaptchaUnavailableError(`${options.provider} could not check the captcha`, {
          cause: error,
        });
      }
      const success = (answer as { success?: unknown } | null)?.success;
      if (typeof success !== "boolean") {
        throw new CaptchaUnavailableError(`${options.provider} answered without "success"`);
      }
      return success;
    },
  };
}
