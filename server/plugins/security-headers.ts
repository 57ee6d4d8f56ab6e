import type { FastifyInstance } from "fastify";

export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/**
 * Headers every answer carries. API answers may never be framed and, as they can hold
 * personal data, are not cached unless a route says otherwise. Frames under `/embed/` get no
 * framing rule at all: any newsroom's site may embed them.
 */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (isApiPath(request.url)) {
      reply.header("content-security-policy", "frame-ancestors 'none'");
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    }
  });
}
