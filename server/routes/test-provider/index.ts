import type { FastifyPluginAsync } from "fastify";
import { badRequest, notFound, parseInput } from "../../../src/core/errors";
import {
  AdvanceTestClock,
  AuthenticateTestCheckout,
  ConfirmTestCheckout,
  addDuration,
  parseDuration,
  type TestCheckout,
  type TestClock,
} from "../../../src/core/payments";
import type { Services } from "../../services";
import type { TestProvider } from "../../services/payments/test-provider";
import { idParam } from "../params";

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

  const found = (checkout: TestCheckout | undefined): TestCheckout => {
    if (!checkout) throw notFound("No such checkout");
    return checkout;
  };

  app.get("/test-provider/checkout/:id", anyone, async (request) =>
    found(await test.checkout.get(idParam(request))),
  );

  app.post("/test-provider/checkout/:id", anyone, async (request) => {
    const body = parseInput(ConfirmTestCheckout, request.body, "body");
    return found(await test.checkout.confirm(idParam(request), body));
  });

  app.post("/test-provider/checkout/:id/authenticate", anyone, async (request) => {
    const body = parseInput(AuthenticateTestCheckout, request.body, "body");
    return found(await test.checkout.authenticate(idParam(request), body.approve));
  });

  app.post("/test-provider/checkout/:id/cancel", anyone, async (request) =>
    found(await test.checkout.cancel(idParam(request))),
  );

  const reading = async (): Promise<TestClock> => {
    const [now, offset] = await Promise.all([clock.now(), clock.offsetMs()]);
    return { now: now.toISOString(), offsetSeconds: Math.round(offset / 1000) };
  };

  app.get("/test-provider/clock", admin, reading);

  app.post("/test-provider/clock", admin, async (request) => {
    const body = parseInput(AdvanceTestClock, request.body, "body");
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
          { property: "advance", constraints: { max: `At most P${MAX_ADVANCE_YEARS}Y at a time` } },
        ],
      });
    }
    await test.advanceTo(target);
    return reading();
  });
};
