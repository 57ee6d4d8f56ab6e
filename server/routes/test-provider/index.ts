import type { FastifyPluginAsync } from "fastify";
import { badRequest, notFound } from "@core/errors";
import {
  AdvanceTestClock,
  AuthenticateTestCheckout,
  ConfirmTestCheckout,
  TestCheckout,
  TestClock,
  TestClockMove,
  addDuration,
  parseDuration,
} from "@core/payments";
import type { Services } from "../../services";
import type { TestProvider } from "../../services/payments/test-provider";
import { IdParams } from "../params";
import { route } from "../route";

/** How far one request may move the clock: a demo's years, not a typo's centuries. */
const MAX_ADVANCE_YEARS = 5;

/**
 * The test provider's own pages' API, present only while it takes the payments: its checkout
 * (for anyone holding the page's address, as a provider's hosted page is) and its clock
 * (admins: moving it runs the renewals, retries and failures that fall due meanwhile).
 */
export const testProviderRoutes: FastifyPluginAsync<{
  services: Services;
  test: TestProvider;
}> = async (app, { services, test }) => {
  const anyone = { config: { access: "anyone" as const } };
  const admin = { config: { access: "admin" as const } };
  const { clock } = services.payments;
  const tag = "Test payment provider";
  const checkoutDoc = {
    description: "Present only while the built-in test provider takes the payments.",
    tag,
    params: IdParams,
    answer: TestCheckout,
    errors: { 404: "No such checkout." },
  };

  const found = (checkout: TestCheckout | undefined): TestCheckout => {
    if (!checkout) throw notFound("No such checkout");
    return checkout;
  };

  route(
    app,
    "GET",
    "/test-provider/checkout/:id",
    anyone,
    { ...checkoutDoc, summary: "A test checkout, as its page shows it" },
    async (request) => found(await test.checkout.get(request.params.id)),
  );

  route(
    app,
    "POST",
    "/test-provider/checkout/:id",
    anyone,
    {
      ...checkoutDoc,
      summary: "Pay a test checkout with a test card, bank account or method",
      body: ConfirmTestCheckout,
    },
    async (request) => {
      const body = request.body;
      return found(await test.checkout.confirm(request.params.id, body));
    },
  );

  route(
    app,
    "POST",
    "/test-provider/checkout/:id/authenticate",
    anyone,
    {
      ...checkoutDoc,
      summary: "Approve or refuse a test checkout's strong customer authentication",
      body: AuthenticateTestCheckout,
    },
    async (request) => {
      const body = request.body;
      return found(await test.checkout.authenticate(request.params.id, body.approve));
    },
  );

  route(
    app,
    "POST",
    "/test-provider/checkout/:id/cancel",
    anyone,
    {
      ...checkoutDoc,
      summary: "Leave a test checkout without paying",
      bodyType: "none",
    },
    async (request) => found(await test.checkout.cancel(request.params.id)),
  );

  const reading = async (): Promise<TestClock> => {
    const [now, offset] = await Promise.all([clock.now(), clock.offsetMs()]);
    return { now: now.toISOString(), offsetSeconds: Math.round(offset / 1000) };
  };

  route(
    app,
    "GET",
    "/test-provider/clock",
    admin,
    {
      summary: "The test provider's clock: now, and how far it was moved",
      description: "Present only while the built-in test provider takes the payments.",
      tag,
      answer: TestClock,
      examples: [{ summary: "The clock", as: "admin", status: 200 }],
    },
    reading,
  );

  route(
    app,
    "POST",
    "/test-provider/clock",
    admin,
    {
      summary: "Move the test clock forward (at most 5 years), running what falls due",
      description:
        "Present only while the built-in test provider takes the payments. Answers the clock " +
        "and what the move ran: charges taken, paid, failed and to be retried, failed for " +
        "good, and subscriptions ended.",
      tag,
      body: AdvanceTestClock,
      answer: TestClockMove,
    },
    async (request) => {
      const body = request.body;
      const duration = parseDuration(body.advance);
      const now = await clock.now();
      const limit = addDuration(now, {
        years: MAX_ADVANCE_YEARS,
        months: 0,
        days: 0,
        milliseconds: 0,
      });
      const target = duration && addDuration(now, duration);
      if (!target || target > limit) {
        throw badRequest(`Move the clock by at most ${MAX_ADVANCE_YEARS} years at a time`, {
          errors: [
            {
              property: "advance",
              constraints: { max: `At most P${MAX_ADVANCE_YEARS}Y at a time` },
            },
          ],
        });
      }
      const ran = await test.advanceTo(target);
      return { ...(await reading()), ran };
    },
  );
};
