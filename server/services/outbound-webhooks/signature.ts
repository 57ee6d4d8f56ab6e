import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** The header a delivery's signature travels in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = "agora-signature";

/** A new endpoint's signing secret: 32 random bytes, shown to the admin once. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** HMAC-SHA256 of `<timestamp>.<body>`: the timestamp is signed, so a replay can be dated. */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/**
 * Whether a header signs this body with this secret and is at most `toleranceSeconds` old: what
 * a receiver does (docs/webhooks.md shows the same steps), used by our tests' listener.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  now = Date.now(),
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(
    (header ?? "").split(",").map((part) => part.split("=", 2) as [string, string]),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, body), "hex");
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
