import { enums, integer, literal, object, string, union, type Infer } from "superstruct";

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

/** What is hashed for the proof of work. */
export function proofOfWorkInput(challenge: string, nonce: number): string {
  return `${challenge}.${nonce}`;
}

/** How many zero bits a hash starts with. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/**
 * Solves the server's own challenge in the browser (Web Crypto; a fraction of a second at the
 * default difficulty) and answers the `captchaToken` to send. Tokens are single-use: get a
 * new challenge for every submission.
 */
export async function solveCaptcha(
  { challenge, difficulty }: Pick<LocalCaptchaChallenge, "challenge" | "difficulty">,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce++) {
    const input = encoder.encode(proofOfWorkInput(challenge, nonce));
    const digest = new Uint8Array(await subtle.digest("SHA-256", input));
    if (leadingZeroBits(digest) >= difficulty) return proofOfWorkInput(challenge, nonce);
  }
}
