import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/connection";
import { contacts, sessions } from "../../db/schema";

export const SESSION_COOKIE = "agora.sid";
/** How long a session lasts without use; every use (at most once a minute) extends it. */
export const SESSION_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** Expiry and `lastSeen` are written at most this often, not on every request. */
export const SESSION_WRITE_INTERVAL_MS = 60 * 1000;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The cookie holds the token; the table holds its hash, so reading the table logs nobody in. */
function sessionId(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The id of the session this request's cookie names, if the cookie is well formed. */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token !== undefined && TOKEN.test(token) ? sessionId(token) : undefined;
}

function setCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    // `protocol` reads X-Forwarded-Proto only when TRUST_PROXY is on.
    secure: reply.request.protocol === "https",
    maxAge: SESSION_MAX_AGE_MS / 1000,
  });
}

function clearCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: reply.request.protocol === "https",
  });
}

export type SessionService = ReturnType<typeof createSessionService>;

/** Server-side sessions behind the `agora.sid` cookie. */
export function createSessionService(db: Database) {
  return {
    /**
     * Signs the contact in on this reply: the request's old session (if any) ends and a new
     * one with a new random id begins, so an id known before sign-in is worth nothing after.
     */
    async start(reply: FastifyReply, contactId: string): Promise<void> {
      const now = new Date();
      const oldId = sessionIdOf(reply.request);
      if (oldId) await db.delete(sessions).where(eq(sessions.id, oldId));
      // Sign-ins are rare enough to sweep expired sessions here rather than on a timer.
      await db.delete(sessions).where(lt(sessions.expires, now));
      const token = randomBytes(32).toString("base64url");
      await db.insert(sessions).values({
        id: sessionId(token),
        contactId,
        expires: new Date(now.getTime() + SESSION_MAX_AGE_MS),
      });
      await db.update(contacts).set({ lastSeen: now }).where(eq(contacts.id, contactId));
      setCookie(reply, token);
    },

    /** Signs out: the session is deleted and the cookie cleared. */
    async end(reply: FastifyReply): Promise<void> {
      const id = sessionIdOf(reply.request);
      if (id) await db.delete(sessions).where(eq(sessions.id, id));
      if (reply.request.cookies[SESSION_COOKIE] !== undefined) clearCookie(reply);
    },

    /**
     * The contact signed in on this request, if any. Rolls the expiry forward and records
     * `lastSeen`, each at most once a minute; a stale cookie is cleared.
     */
    async resolve(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
      const id = sessionIdOf(request);
      if (!id) {
        if (request.cookies[SESSION_COOKIE] !== undefined) clearCookie(reply);
        return undefined;
      }
      const now = new Date();
      const [session] = await db
        .select({
          contactId: sessions.contactId,
          expires: sessions.expires,
          lastSeen: contacts.lastSeen,
        })
        .from(sessions)
        .innerJoin(contacts, eq(contacts.id, sessions.contactId))
        .where(and(eq(sessions.id, id), gt(sessions.expires, now)));
      if (!session) {
        clearCookie(reply);
        return undefined;
      }
      const renewAt = session.expires.getTime() - SESSION_MAX_AGE_MS + SESSION_WRITE_INTERVAL_MS;
      if (now.getTime() >= renewAt) {
        await db
          .update(sessions)
          .set({ expires: new Date(now.getTime() + SESSION_MAX_AGE_MS) })
          .where(eq(sessions.id, id));
        const token = request.cookies[SESSION_COOKIE];
        if (token) setCookie(reply, token);
      }
      if (
        !session.lastSeen ||
        now.getTime() - session.lastSeen.getTime() >= SESSION_WRITE_INTERVAL_MS
      ) {
        await db.update(contacts).set({ lastSeen: now }).where(eq(contacts.id, session.contactId));
      }
      return session.contactId;
    },

    /**
     * Signs the contact out everywhere, except on `keep`'s session: after a password change,
     * other devices must sign in with the new one.
     */
    async endAllFor(contactId: string, keep?: FastifyRequest): Promise<void> {
      const keepId = keep && sessionIdOf(keep);
      await db
        .delete(sessions)
        .where(
          keepId
            ? and(eq(sessions.contactId, contactId), ne(sessions.id, keepId))
            : eq(sessions.contactId, contactId),
        );
    },
  };
}
