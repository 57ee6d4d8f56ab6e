import { pbkdf2, timingSafeEqual } from "node:crypto";

/**
 * Passwords brought across from beabee (`import-beabee`) keep beabee's hash until their owner
 * next signs in, when the sign-in re-hashes them with ours (`needsRehash`): nobody has to
 * reset a password to move. beabee derives PBKDF2-HMAC-SHA512 over the password as typed,
 * with its salt's hex text (not the bytes it spells) as the salt and a count kept per user.
 */
const PREFIX = "beabee-pbkdf2-sha512";
const STORED = /^beabee-pbkdf2-sha512\$(\d+)\$([^$]+)\$([0-9a-f]+)$/;

/** A beabee contact's `password.hash`, `salt` and `iterations` as one stored hash of ours. */
export function beabeeHash(hash: string, salt: string, iterations: number): string {
  return [PREFIX, iterations, salt, hash.toLowerCase()].join("$");
}

export interface BeabeeHash {
  iterations: number;
  salt: string;
  hash: Buffer;
}

export function parseBeabeeHash(stored: string): BeabeeHash | undefined {
  const match = STORED.exec(stored);
  if (!match) return undefined;
  const [, iterations, salt, hash] = match;
  const parsed = { iterations: Number(iterations), salt: salt ?? "", hash };
  if (!parsed.iterations || !hash || hash.length % 2 !== 0) return undefined;
  return { ...parsed, hash: Buffer.from(hash, "hex") };
}

/** Whether the password matches a beabee hash, compared in constant time. */
export function verifyBeabeeHash(password: string, parsed: BeabeeHash): Promise<boolean> {
  return new Promise((resolve, reject) => {
    pbkdf2(password, parsed.salt, parsed.iterations, parsed.hash.length, "sha512", (error, key) =>
      error ? reject(error) : resolve(timingSafeEqual(key, parsed.hash)),
    );
  });
}
