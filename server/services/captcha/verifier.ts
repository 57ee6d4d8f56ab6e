/**
 * Checks the `captchaToken` of a callout response. Resolves false for a wrong, expired or
 * reused token; rejects only when the check could not be made (a provider out of reach).
 */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<boolean>;
}

/** Tokens longer than this are refused unread: providers' tokens are about 2 KB at most. */
export const CAPTCHA_TOKEN_MAX_LENGTH = 4096;

/** The check could not be made: the provider did not answer, or not as documented. */
export class CaptchaUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CaptchaUnavailableError";
  }
}
