import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { serverKeys } from "../../db/schema";

const KEY_NAME = "webhook-secrets";

/**
 * Seals endpoints' signing secrets (AES-256-GCM) with a key of its own in `server_keys`, so
 * the webhooks table alone (a partial dump, a log of rows) reveals no secret, and a changed
 * sealed value fails to open rather than signing with something else.
 */
export function createSecretBox(db: Database) {
  let key: Promise<Buffer> | undefined;

  async function loadKey(): Promise<Buffer> {
    await db
      .insert(serverKeys)
      .values({ name: KEY_NAME, secret: randomBytes(32).toString("base64") })
      .onConflictDoNothing();
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
    if (!row) throw new Error("The webhook secrets' key could not be stored");
    return Buffer.from(row.secret, "base64");
  }

  function theKey(): Promise<Buffer> {
    key ??= loadKey().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  }

  return {
    async seal(secret: string): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", await theKey(), iv);
      const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64")).join(".");
    },
    async open(sealed: string): Promise<string> {
      const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64"));
      if (!iv || !tag || !data) throw new Error("A webhook secret is not sealed as expected");
      const decipher = createDecipheriv("aes-256-gcm", await theKey(), iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
    },
  };
}
