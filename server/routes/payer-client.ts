import type { FastifyRequest } from "fastify";
import type { PayerClient } from "../services/payments";

/**
 * The browser that asks to set up a payment method: Stripe records it as the one that accepted
 * the mandate when the server confirms a setup (PayPal, iDEAL). `request.ip` is the client's
 * address behind the trusted proxies.
 */
export function payerClient(request: FastifyRequest): PayerClient {
  return {
    ipAddress: request.ip,
    userAgent: request.headers["user-agent"] ?? "unknown",
  };
}
