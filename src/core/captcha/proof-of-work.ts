// The local captcha's proof of work, apart from the challenge schemas so that the frame's
// captcha widget loads no validation library.
import type { LocalCaptchaChallenge } from ".";

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
  subtle: Pick<typeof globalThis.crypto.subtle, "digest"> = globalThis.crypto.subtle,
): Promise<string> {
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce++) {
    const input = encoder.encode(proofOfWorkInput(challenge, nonce));
    const digest = new Uint8Array(await subtle.digest("SHA-256", input));
    if (leadingZeroBits(digest) >= difficulty) return proofOfWorkInput(challenge, nonce);
  }
}
