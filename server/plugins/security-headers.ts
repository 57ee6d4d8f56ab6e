import type { FastifyInstance } from "fastify";
import type { CaptchaSettings } from "../config";
import { isApiPath } from "./api-url";
import { API_POLICY, contentPolicy } from "./content-policy";

/** Browsers that once reached us over https keep to it for two years. */
const HSTS = "max-age=63072000";

function isFramePath(url: string): boolean {
  return url === "/embed" || url.startsWith("/embed/");
}

/**
 * Headers every answer carries. API answers may never be framed and, as they can hold
 * personal data, are not cached unless a route says otherwise. HTML pages get a
 * Content-Security-Policy: the dashboard framed only by itself, frames by any site.
 */
export function securityHeaders(
  app: FastifyInstance,
  captcha: CaptchaSettings,
  options: { stripe: boolean },
): void {
  const policies = {
    dashboard: contentPolicy("dashboard", captcha, options),
    frame: contentPolicy("frame", captcha, options),
  };
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    if (isApiPath(request.url)) {
      reply.header("content-security-policy", API_POLICY);
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
      return;
    }
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.startsWith("text/html") && !reply.hasHeader("content-security-policy")) {
      reply.header(
        "content-security-policy",
        policies[isFramePath(request.url) ? "frame" : "dashboard"],
      );
    }
  });
}
