import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { parseBeabeeHash, verifyBeabeeHash } from "./beabee";

/** scrypt's work factors: memory grows with N·r, time with N·r·p. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * One of OWASP's equivalent minimums for scrypt (32 MiB, p = 3). Stored with each hash, so
 * raising it later re-hashes each password at its next sign-in.
 */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };

/**
 * A cost for tests only (server tests, and servers with test hooks, which only the build made
 * for tests allows): hundreds of sign-ins a run took minutes at the real cost, which this
 * folder's tests check on their own.
 */
export const TEST_SCRYPT_COST: ScryptCost = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // Node refuses more than 32 MiB unless told; 128·N·r bytes is what scrypt needs.
  const maxmem = 256 * cost.N * cost.r;
  return new Promise((resolve, reject) => {
    // NFC: the same password typed on two systems may arrive composed differently.
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
function parse(stored: string): ParsedHash | undefined {
  const match = STORED.exec(stored);
  if (!match) return undefined;
  const [, N, r, p, salt, hash] = match;
  return {
    cost: { N: Number(N), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt ?? "", "base64"),
    hash: Buffer.from(hash ?? "", "base64"),
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;

/** Hashes and checks passwords with scrypt and a random salt per password. */
export function createPasswordService(cost: ScryptCost = DEFAULT_SCRYPT_COST) {
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, cost);
    const { N, r, p } = cost;
    return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
  }

  // What a password is checked against when there is no hash, so that "no such account"
  // takes as long as "wrong password".
  let dummy: Promise<ParsedHash | undefined> | undefined;

  return {
    hash,

    /**
     * Whether the password matches the stored hash, compared in constant time. Without a
     * usable hash (unknown email, no password set) it does the same work and answers false.
     */
    async verify(password: string, stored: string | null): Promise<boolean> {
      const imported = stored === null ? undefined : parseBeabeeHash(stored);
      if (imported) return verifyBeabeeHash(password, imported);
      const parsed = stored === null ? undefined : parse(stored);
      if (!parsed) {
        dummy ??= hash(randomBytes(16).toString("hex")).then(parse);
        const decoy = await dummy;
        if (decoy) await derive(password, decoy.salt, decoy.cost);
        return false;
      }
      const key = await derive(password, parsed.salt, parsed.cost);
      return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
    },

    /**
     * Whether a hash was made with other work factors than today's, or is not ours (a beabee
     * hash brought across), so should be redone.
     */
    needsRehash(stored: string): boolean {
      const parsed = parse(stored);
      return !parsed || (["N", "r", "p"] as const).some((key) => parsed.cost[key] !== cost[key]);
    },
  };
}
