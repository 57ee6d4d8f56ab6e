import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { ContributionInfo } from "@core/contributions";
import type { TestCheckout, TestCheckoutOutcome } from "@core/payments";
import {
  contactRoles,
  contributions,
  paymentCustomers,
  payments,
  testProviderCharges,
  testProviderSubscriptions,
} from "../../db/schema";
import { createTestContact, signIn } from "../accounts";
import { buildTestApp, FAST_SECURITY } from "../app";
import { createTestDatabase, type TestDatabase } from "../database";
import { readOutbox } from "../email";
import { TEST_ACCOUNT, checkoutToken, returnedFlowId, signupPayload } from "../payments";

/**
 * The system under test: the real app on an embedded database, with an admin to move the test
 * provider's clock. Sequences share one world for a few runs (a fresh database costs about a
 * second); each sequence has a member of its own, so others' renewals never mix with its facts.
 */
export interface World {
  database: TestDatabase;
  app: FastifyInstance;
  dataDir: string;
  outbox: string;
  admin: string;
  /** Runs played in this world, so it is replaced before the clock drifts too far. */
  runs: number;
}

const tuning = { ...FAST_SECURITY, signupRateLimits: { max: 100_000, windowMs: 60_000 } };

/** The team's address, where emails to admins go. */
export const TEAM = "team@example.org";

async function startApp(world: Pick<World, "database" | "dataDir">): Promise<FastifyInstance> {
  return buildTestApp({
    database: world.database.connection,
    securityTuning: tuning,
    config: { dataDir: world.dataDir },
  });
}

export async function openWorld(): Promise<World> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), "agora-model-"));
  const app = await startApp({ database, dataDir });
  const contact = await createTestContact(database.connection, { roles: ["admin"] });
  const admin = await signIn(app, contact);
  await app.services.content.update("email", { supportEmail: TEAM });
  return { database, app, dataDir, outbox: join(dataDir, "outbox"), admin, runs: 0 };
}

export async function closeWorld(world: World): Promise<void> {
  await world.app.close();
  await world.database.dispose();
  await rm(world.dataDir, { recursive: true, force: true });
}

/**
 * The server stops and another starts on the same database and data folder, as after a
 * deploy or a crash between two steps: nothing may depend on what the old one held in memory.
 */
export async function restartApp(world: World): Promise<void> {
  await world.app.close();
  world.app = await startApp(world);
}

export async function now(world: World): Promise<Date> {
  return world.app.services.payments.clock.now();
}

/** A card that stays valid however far the clock moves. */
export const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/2999", cvc: "123" };

export type Method = "s_card" | "gc_direct-debit";

/** What the payer does at the test checkout, each way a real one can go. */
export const CHECKOUT_PATHS = [
  "succeed",
  "insufficient-funds-later",
  "authenticate-approve",
  "decline-then-succeed",
  "authenticate-refuse-then-succeed",
  "decline-abandon",
  "cancel",
] as const;
export type CheckoutPath = (typeof CHECKOUT_PATHS)[number];

/** Whether the payer comes back with a payment method set up. */
export const completes = (path: CheckoutPath) => path !== "decline-abandon" && path !== "cancel";

async function checkoutCall(
  app: FastifyInstance,
  token: string,
  suffix: string,
  payload: object,
): Promise<TestCheckout> {
  const response = await app.inject({
    method: "POST",
    url: `/api/1.0/test-provider/checkout/${token}${suffix}`,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TestCheckout>();
}

/**
 * Plays a checkout the setup step answered (`started`) along `path`: answers the flow id the
 * payer returns with, or undefined when they never complete it.
 */
export async function playCheckout(
  app: FastifyInstance,
  started: LightMyRequestResponse,
  method: Method,
  path: CheckoutPath,
): Promise<string | undefined> {
  expect(started.statusCode, started.body).toBe(200);
  const token = checkoutToken(started.json<{ redirectUrl: string }>().redirectUrl);
  const details = method === "gc_direct-debit" ? TEST_ACCOUNT : CARD;
  const pay = (outcome: TestCheckoutOutcome) =>
    checkoutCall(app, token, "", { outcome, ...details });
  let checkout: TestCheckout;
  switch (path) {
    case "succeed":
    case "insufficient-funds-later":
      checkout = await pay(path);
      break;
    case "authenticate-approve":
      await pay("authenticate");
      checkout = await checkoutCall(app, token, "/authenticate", { approve: true });
      break;
    case "decline-then-succeed":
      expect((await pay("decline")).declined).toBeTruthy();
      checkout = await pay("succeed");
      break;
    case "authenticate-refuse-then-succeed":
      await pay("authenticate");
      expect(
        (await checkoutCall(app, token, "/authenticate", { approve: false })).declined,
      ).toBeTruthy();
      checkout = await pay("succeed");
      break;
    case "decline-abandon":
      await pay("decline");
      return undefined;
    case "cancel":
      checkout = await checkoutCall(app, token, "/cancel", {});
      expect(checkout.status).toBe("cancelled");
      return undefined;
  }
  expect(checkout.status).toBe("succeeded");
  return returnedFlowId(checkout.redirectUrl ?? "");
}

export interface Member {
  id: string;
  email: string;
  /** A last name no other run's member has, to tell the team's emails about them apart. */
  lastname: string;
  cookie: string;
}

let joined = 0;

export interface JoinForm {
  amount: number;
  period: "monthly" | "annually";
  payFee: boolean;
  method: Method;
  path: CheckoutPath;
}

/**
 * A reader joins through every step a browser takes; answers their address and, unless they
 * abandoned the checkout, the new member, signed in.
 */
export async function joinAsReader(
  world: World,
  form: JoinForm,
): Promise<{ email: string; member?: Member }> {
  const { app } = world;
  joined += 1;
  const email = `model-${process.pid}-${joined}@example.org`;
  const lastname = `Model${process.pid}x${joined}`;
  const started = await app.inject({
    method: "POST",
    url: "/api/1.0/signup",
    payload: signupPayload(email, { ...form, paymentMethod: form.method }),
  });
  const flowId = await playCheckout(app, started, form.method, form.path);
  if (!flowId) return { email };
  const completed = await app.inject({
    method: "POST",
    url: "/api/1.0/signup/complete",
    payload: { paymentFlowId: flowId, firstname: "Sam", lastname },
  });
  expect(completed.statusCode, completed.body).toBe(204);
  await app.services.jobs.drain();
  const confirmation = (await emailsTo(world, email)).find(
    (message) => message.template === "confirm-email",
  );
  const link = confirmation?.links.find((href) => href.includes("/join/confirm-email/")) ?? "";
  const confirmed = await app.inject({
    method: "POST",
    url: "/api/1.0/signup/confirm-email",
    payload: { joinFlowId: link.slice(link.lastIndexOf("/") + 1) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const cookie = confirmed.cookies.find((candidate) => candidate.name === "agora.sid");
  await app.services.jobs.drain();
  return {
    email,
    member: {
      id: confirmed.json<{ id: string }>().id,
      email,
      lastname,
      cookie: `agora.sid=${cookie?.value ?? ""}`,
    },
  };
}

export async function emailsTo(world: World, address: string) {
  await world.app.services.jobs.drain();
  return (await readOutbox(world.outbox)).filter((email) => email.to.includes(address));
}

/** The templates sent to the member, and to the team about them, oldest first. */
export async function sentAbout(
  world: World,
  member: Member,
): Promise<{ member: string[]; team: string[] }> {
  await world.app.services.jobs.drain();
  const all = await readOutbox(world.outbox);
  return {
    member: all.filter((email) => email.to.includes(member.email)).map((email) => email.template),
    team: all
      .filter((email) => email.to.includes(TEAM) && email.text.includes(member.lastname))
      .map((email) => email.template),
  };
}

export function call(
  world: World,
  cookie: string,
  method: "GET" | "PATCH" | "POST" | "PUT",
  url: string,
  payload?: object,
) {
  return world.app.inject({
    method,
    url: `/api/1.0/${url}`,
    headers: { cookie },
    ...(method === "GET" ? {} : { payload: payload ?? {} }),
  });
}

export async function info(world: World, member: Member): Promise<ContributionInfo> {
  const response = await call(world, member.cookie, "GET", "contact/me/contribution");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContributionInfo>();
}

/** What is stored about the member's money, read straight from the tables. */
export async function facts(world: World, member: Member) {
  const { db } = world.database.connection;
  const [contribution] = await db
    .select()
    .from(contributions)
    .where(eq(contributions.contactId, member.id));
  const [role] = await db
    .select()
    .from(contactRoles)
    .where(and(eq(contactRoles.contactId, member.id), eq(contactRoles.role, "member")));
  const paid = await db.select().from(payments).where(eq(payments.contactId, member.id));
  const customers = await db
    .select({ id: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.contactId, member.id));
  const charges =
    customers.length === 0
      ? []
      : await db
          .select()
          .from(testProviderCharges)
          .where(
            inArray(
              testProviderCharges.customerId,
              customers.map((customer) => customer.id),
            ),
          );
  // Every subscription the member's customers ever had at the test provider, oldest first.
  const subscriptions =
    customers.length === 0
      ? []
      : await db
          .select({ id: testProviderSubscriptions.id })
          .from(testProviderSubscriptions)
          .where(
            inArray(
              testProviderSubscriptions.customerId,
              customers.map((customer) => customer.id),
            ),
          );
  const [subscription] = contribution?.subscriptionId
    ? await db
        .select()
        .from(testProviderSubscriptions)
        .where(eq(testProviderSubscriptions.id, contribution.subscriptionId))
    : [];
  return {
    contribution,
    role,
    payments: paid,
    charges,
    subscription,
    subscriptionIds: subscriptions.map((row) => row.id),
    customers: customers.map((c) => c.id),
  };
}
export type Facts = Awaited<ReturnType<typeof facts>>;
