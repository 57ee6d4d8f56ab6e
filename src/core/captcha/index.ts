import { enums, integer, literal, object, string, type Infer } from "superstruct";
import { union } from "../validation/union";

/** The captcha services a server may use besides its own (see server/services/captcha). */
const EXTERNAL_CAPTCHA_PROVIDERS = ["turnstile", "hcaptcha", "captchafox"] as const;
export const CAPTCHA_PROVIDERS = ["local", ...EXTERNAL_CAPTCHA_PROVIDERS] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/**
 * The server's own captcha: a signed challenge, valid for a few minutes, and a proof of work
 * (find a `nonce` for which SHA-256 of `<challenge>.<nonce>` starts with `difficulty` zero
 * bits). Solve it with `solveCaptcha` and send `<challenge>.<nonce>` as `captchaToken`.
 */
export const LocalCaptchaChallenge = object({
  provider: literal("local"),
  challenge: string(),
  difficulty: integer(),
  expires: string(),
});
export type LocalCaptchaChallenge = Infer<typeof LocalCaptchaChallenge>;

/** A provider's widget needs its site key; its token goes in `captchaToken` as it comes. */
export const ProviderCaptchaChallenge = object({
  provider: enums(EXTERNAL_CAPTCHA_PROVIDERS),
  siteKey: string(),
});
export type ProviderCaptchaChallenge = Infer<typeof ProviderCaptchaChallenge>;

/** `GET /captcha/challenge`: what the form needs to get a captcha token. */
export const CaptchaChallenge = union([LocalCaptchaChallenge, ProviderCaptchaChallenge]);
export type CaptchaChallenge = Infer<typeof CaptchaChallenge>;

export { leadingZeroBits, proofOfWorkInput, solveCaptcha } from "./proof-of-work";
