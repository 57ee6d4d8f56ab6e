import type { CaptchaChallenge } from "@core/captcha";
import type { CaptchaSettings } from "../../config";
import type { Database } from "../../db/connection";
import { createLocalCaptcha, type LocalCaptchaOptions } from "./local";
import { createSiteverifyCaptcha, type SiteverifyOptions } from "./siteverify";
import type { CaptchaVerifier } from "./verifier";

export { createLocalCaptcha } from "./local";
export { createSiteverifyCaptcha } from "./siteverify";
export { CaptchaUnavailableError, type CaptchaVerifier } from "./verifier";

/** What a form needs to get a token, and the check of the token it sends. */
export interface CaptchaService extends CaptchaVerifier {
  challenge(): Promise<CaptchaChallenge>;
}

export interface CaptchaServiceOptions {
  local?: LocalCaptchaOptions;
  /** Tests: where the provider's check goes. */
  siteverify?: Pick<SiteverifyOptions, "verifyUrl" | "fetch" | "timeoutMs">;
}

/** The configured captcha: Agora's own by default, or a provider's. */
export function createCaptchaService(
  db: Database,
  settings: CaptchaSettings,
  options: CaptchaServiceOptions = {},
): CaptchaService {
  if (settings.provider === "local") return createLocalCaptcha(db, options.local);
  const verifier = createSiteverifyCaptcha({
    provider: settings.provider,
    secret: settings.secret,
    ...options.siteverify,
  });
  const challenge: CaptchaChallenge = { provider: settings.provider, siteKey: settings.siteKey };
  return { verify: verifier.verify, challenge: () => Promise.resolve(challenge) };
}
