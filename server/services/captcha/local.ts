import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { leadingZeroBits, type LocalCaptchaChallenge } from "@core/captcha";
import type { Database } from "../../db/connection";
import { serverKeys, spentCaptchaTokens } from "../../db/schema";
import { CAPTCHA_TOKEN_MAX_LENGTH, type CaptchaVerifier } from "./verifier";

/** About 4,000 hashes on average: well under a second in a browser, a cost for bulk senders. */
export const DEFAULT_CAPTCHA_DIFFICULTY = 12;
/** Long enough to solve and submit; a form should fetch its challenge when it submits. */
export const DEFAULT_CAPTCHA_TTL_MS = 10 * 60 * 1000;
const VERSION = "v1";
const KEY_NAME = "captcha";

export interface LocalCaptchaOptions {
  difficulty?: number;
  ttlMs?: number;
  now?: () => Date;
}

export type LocalCaptcha = CaptchaVerifier & { challenge(): Promise<LocalCaptchaChallenge> };

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/**
 * Agora's own captcha, which works without any third party and offline. A challenge is
 * `v1.<expires ms>.<difficulty>.<salt>.<HMAC>`, signed with a key kept in the database (so
 * any server of an installation checks what another signed); the token is the challenge plus
 * a nonce that makes SHA-256 of the token start with `difficulty` zero bits. A token counts
 * once: its challenge is recorded as spent until it expires.
 *
 * This raises the cost of sending many responses; it does not tell people from machines. A
 * newsroom that needs that configures a provider (`CAPTCHA_PROVIDER`).
 */
export function createLocalCaptcha(db: Database, options: LocalCaptchaOptions = {}): LocalCaptcha {
  const difficulty = options.difficulty ?? DEFAULT_CAPTCHA_DIFFICULTY;
  const ttlMs = options.ttlMs ?? DEFAULT_CAPTCHA_TTL_MS;
  const now = options.now ?? (() => new Date());
  let key: Promise<Buffer> | undefined;

  /** The signing key, made by whichever server needs it first. */
  async function loadKey(): Promise<Buffer> {
    await db
      .insert(serverKeys)
      .values({ name: KEY_NAME, secret: randomBytes(32).toString("base64") })
      .onConflictDoNothing();
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
    if (!row) throw new Error("The captcha key could not be stored");
    return Buffer.from(row.secret, "base64");
  }

  async function signature(payload: string): Promise<string> {
    // A failed load is tried again next time rather than cached.
    key ??= loadKey().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return createHmac("sha256", await key)
      .update(payload)
      .digest("base64url");
  }

  async function isAuthentic(payload: string, given: string): Promise<boolean> {
    const expected = Buffer.from(await signature(payload));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** Records the challenge as used; false when it already was. */
  async function spend(challenge: string, expires: Date): Promise<boolean> {
    await db.delete(spentCaptchaTokens).where(lt(spentCaptchaTokens.expires, now()));
    const inserted = await db
      .insert(spentCaptchaTokens)
      .values({ hash: sha256(challenge).toString("hex"), expires })
      .onConflictDoNothing()
      .returning({ hash: spentCaptchaTokens.hash });
    return inserted.length === 1;
  }

  return {
    async challenge() {
      const expires = new Date(now().getTime() + ttlMs);
      const salt = randomBytes(12).toString("base64url");
      const payload = `${VERSION}.${expires.getTime()}.${difficulty}.${salt}`;
      return {
        provider: "local",
        challenge: `${payload}.${await signature(payload)}`,
        difficulty,
        expires: expires.toISOString(),
      };
    },

    async verify(token) {
      if (token.length > CAPTCHA_TOKEN_MAX_LENGTH) return false;
      const parts = token.split(".");
      if (parts.length !== 6) return false;
      const [version, expiresText = "", difficultyText = "", salt, mac = ""] = parts;
      const expires = Number(expiresText);
      const required = Number(difficultyText);
      if (version !== VERSION || !Number.isSafeInteger(expires) || !salt) return false;
      if (expires <= now().getTime() || expires > now().getTime() + ttlMs) return false;
      if (!Number.isInteger(required) || required < 0 || required > 256) return false;
      const payload = parts.slice(0, 4).join(".");
      if (!(await isAuthentic(payload, mac))) return false;
      if (leadingZeroBits(sha256(token)) < required) return false;
      return spend(`${payload}.${mac}`, new Date(expires));
    },
  };
}
