import type { FastifyInstance } from "fastify";
import { Secret, TOTP } from "otpauth";
import type { DatabaseConnection } from "../db/connection";
import { contactMfa } from "../db/schema";
import type { OutboxSummary } from "../services/email";
import { readOutbox } from "./email";

/** Test helpers for the recovery flows. */

/**
 * The email to `to` from `template` in the outbox, once the app has run every job due (emails
 * are sent by jobs): the test waits for the sending itself, never for a clock, so a loaded
 * machine cannot make it miss one. Throws when none was sent. Apps sharing one database each
 * run jobs: give them all, since the email may be in any one's hands.
 */
export async function waitForEmail(
  apps: FastifyInstance | readonly FastifyInstance[],
  outboxDir: string,
  to: string,
  template: string,
): Promise<OutboxSummary> {
  await Promise.all([apps].flat().map((app) => app.services.email.flush()));
  const found = (await readOutbox(outboxDir)).find(
    (email) => email.to === to && email.template === template,
  );
  if (!found) throw new Error(`No ${template} email to ${to} was sent`);
  return found;
}

/** The link of a reset email (its first link), and the flow id at its end. */
export function resetLinkOf(email: { links: string[] }): { link: string; id: string } {
  const link = email.links[0] ?? "";
  return { link, id: link.slice(link.lastIndexOf("/") + 1) };
}

/** Turns two-factor codes on for a contact; answers codes now, and a wrong one. */
export async function addAuthenticator(database: DatabaseConnection, contactId: string) {
  const secret = new Secret({ size: 20 });
  await database.db.insert(contactMfa).values({ contactId, type: "totp", secret: secret.base32 });
  const totp = new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 });
  return {
    code: () => totp.generate(),
    wrongCode: () => String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, "0"),
  };
}

let addresses = 0;

/** A client address of its own, so one test's requests never count against another's limit. */
export function freshAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}
