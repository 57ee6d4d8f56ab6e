import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { monthlyAmount, prorationDifference, type ContributionInfo } from "@core/contributions";
import type { PaymentPage } from "@core/payments";
import type { DatabaseConnection } from "../db/connection";
import { contributions } from "../db/schema";
import { emailsTo } from "./payments";

/**
 * What the providers' end-to-end tests (Stripe's, GoCardless's) look at: the member's own
 * view of their contribution and payments, the stored contribution, the emails sent.
 */
export function memberView(
  app: () => FastifyInstance,
  database: () => DatabaseConnection,
  outbox: () => string,
) {
  return {
    /** `GET /contact/me/contribution`, as the member's contribution page reads it. */
    async info(cookie: string): Promise<ContributionInfo> {
      const response = await app().inject({
        url: "/api/1.0/contact/me/contribution",
        headers: { cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ContributionInfo>();
    },

    /** The member's payments, oldest first, as amount and status. */
    async history(cookie: string) {
      const response = await app().inject({
        url: "/api/1.0/contact/me/payment?sort=chargeDate&order=ASC",
        headers: { cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PaymentPage>().items.map(({ amount, status }) => ({ amount, status }));
    },

    /** A request of the member's to the API (`url` below /api/1.0/). */
    call(cookie: string, method: "PATCH" | "POST" | "PUT", url: string, payload = {}) {
      return app().inject({ method, url: `/api/1.0/${url}`, headers: { cookie }, payload });
    },

    /** The member changes their amount (`PATCH /contact/me/contribution`), fee not covered. */
    change(
      cookie: string,
      form: { amount: number; period: "monthly" | "annually"; prorate: boolean },
    ) {
      return app().inject({
        method: "PATCH",
        url: "/api/1.0/contact/me/contribution",
        headers: { cookie },
        payload: { ...form, payFee: false },
      });
    },

    /** The member gives a new name, and what it set off (the provider's customer) has run. */
    async rename(cookie: string, firstname: string, lastname: string): Promise<void> {
      const renamed = await app().inject({
        method: "PATCH",
        url: "/api/1.0/contact/me",
        headers: { cookie },
        payload: { firstname, lastname },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await app().services.jobs.drain();
    },

    /** The member deletes their account, and what it set off has run. */
    async deleteAccount(cookie: string): Promise<void> {
      const deleted = await app().inject({
        method: "DELETE",
        url: "/api/1.0/contact/me",
        headers: { cookie },
      });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
      await app().services.jobs.drain();
    },

    /** The contribution as stored. */
    async contribution(contactId: string) {
      const [row] = await database()
        .db.select()
        .from(contributions)
        .where(eq(contributions.contactId, contactId));
      if (!row) throw new Error("No contribution");
      return row;
    },

    /** The templates of the emails an address received, oldest first. */
    async templates(address: string): Promise<string[]> {
      return (await emailsTo(app(), outbox(), address)).map((email) => email.template);
    },
  };
}

/**
 * The difference the contribution page shows before the member changes their amount (the
 * same rule as `ChangeContribution`): what the tests hold the amount charged to.
 */
export function previewedDifference(info: ContributionInfo, nextAmount: number): number {
  if (!info.renewalDate || info.amount === undefined || !info.period) return 0;
  return prorationDifference({
    currentMonthly: monthlyAmount(info.amount, info.period),
    nextMonthly: monthlyAmount(nextAmount, info.period),
    renewalDate: new Date(info.renewalDate),
    now: new Date(),
  }).oneOff;
}
