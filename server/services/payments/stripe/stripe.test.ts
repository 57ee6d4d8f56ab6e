import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProviderError, SetupIncompleteError, type CustomerRequest } from "../provider";
import { stripeClient } from "./client";
import { MEMBERSHIP_PRODUCT_ID, createStripeProvider, type StripeProvider } from "./index";
import { startStripeStandIn, type StripeStandIn } from "@server/test-support/stripe-stand-in";
import { payAtRedirect } from "@server/test-support/stripe";

/** The adapter alone against the stand-in: what it asks Stripe for, call by call. */
let standIn: StripeStandIn;
let provider: StripeProvider;
let taxRate: number | null = null;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = createStripeProvider({
    stripe: stripeClient({ secretKey: "sk_test_adapter", endpoint: standIn.endpoint }),
    country: "eu",
    currency: () => Promise.resolve("EUR"),
    taxRate: () => Promise.resolve(taxRate),
    now: () => Promise.resolve(new Date()),
  });
});
afterAll(async () => {
  await standIn.close();
});

const customer = {
  email: "ana@example.org",
  firstname: "Ana",
  lastname: "Lopes",
  customerId: null,
};

const client = { ipAddress: "203.0.113.7", userAgent: "Mozilla/5.0 (test)" };
const completeUrl = "https://agora.example/join/complete";
const billed = {
  name: "Ana Maria Lopes",
  address: { line1: "Rua 1", city: "Lisboa", postal_code: "1000-001", country: "PT" },
};

/** A setup the payer confirmed in the Payment Element (card, SEPA, BACS). */
async function setUp(
  type: "card" | "sepa_debit",
  method: "s_card" | "s_sepa",
  request: CustomerRequest = { ...customer, vatNumber: "PT123456789" },
) {
  const started = await provider.startSetup({
    method,
    ...customer,
    flowToken: `flow-${Math.random()}`,
    completeUrl,
  });
  standIn.confirmSetup(started.providerFlowId, { type, ...billed });
  return provider.completeSetup(started.providerFlowId, request);
}

/** A setup of a method of another site (PayPal, iDEAL): started here, approved on its page. */
async function redirectSetUp(method: "s_paypal" | "s_ideal", outcome: "approve" | "decline") {
  const started = await provider.startSetup({
    method,
    ...customer,
    flowToken: `flow-${Math.random()}`,
    completeUrl,
    client,
  });
  const back = await payAtRedirect(started.params.redirectUrl ?? "", outcome);
  return { started, back };
}

describe("the Stripe adapter", () => {
  it("offers the methods of the account's region", () => {
    expect(provider.methods).toEqual(["s_card", "s_sepa", "s_paypal", "s_ideal"]);
  });

  it("starts a setup for the one method chosen and answers its client secret", async () => {
    const started = await provider.startSetup({
      method: "s_sepa",
      ...customer,
      flowToken: "flow-sepa",
      completeUrl,
    });
    expect(started.returnToken).toBe(started.providerFlowId);
    expect(started.params).toEqual({ clientSecret: expect.stringMatching(/^seti_\w+_secret_/) });
    expect(standIn.objects.get(started.providerFlowId)).toMatchObject({
      allowed_payment_method_types: ["sepa_debit"],
      usage: "off_session",
      status: "requires_payment_method",
    });
    expect(await provider.setupStatus(started.providerFlowId)).toBe("pending");
    expect(await provider.setupFailure!(started.providerFlowId)).toBe("incomplete");
    await provider.cancelSetup(started.providerFlowId);
    expect(await provider.setupStatus(started.providerFlowId)).toBe("failed");
    expect(await provider.setupFailure!(started.providerFlowId)).toBe("cancelled");
    await expect(provider.completeSetup(started.providerFlowId, customer)).rejects.toMatchObject({
      name: "SetupIncompleteError",
      reason: "cancelled",
    });
  });

  it("confirms a PayPal setup itself and answers PayPal's page, which returns to Agora", async () => {
    const { started, back } = await redirectSetUp("s_paypal", "approve");
    expect(started.params.clientSecret).toBeUndefined();
    expect(standIn.objects.get(started.providerFlowId)).toMatchObject({
      allowed_payment_method_types: ["paypal"],
      usage: "off_session",
      mandate_data: {
        customer_acceptance: {
          type: "online",
          online: { ip_address: client.ipAddress, user_agent: client.userAgent },
        },
      },
    });
    // Back on the completion page with the setup's id, as after the Payment Element.
    expect(`${back.origin}${back.pathname}`).toBe(completeUrl);
    expect(back.searchParams.get("setup_intent")).toBe(started.returnToken);
    expect(back.searchParams.get("redirect_status")).toBe("succeeded");
    expect(await provider.setupStatus(started.providerFlowId)).toBe("succeeded");
    const completed = await provider.completeSetup(started.providerFlowId, customer);
    // The names and email the form asked for reached Stripe with the method.
    expect(standIn.objects.get(completed.mandateId)).toMatchObject({
      type: "paypal",
      customer: completed.customerId,
      billing_details: { name: "Ana Lopes", email: "ana@example.org" },
    });
    expect(completed).toMatchObject({ method: "s_paypal", payer: { firstname: "Ana" } });
  });

  it("leaves a setup declined on PayPal's page incomplete", async () => {
    const { started, back } = await redirectSetUp("s_paypal", "decline");
    expect(back.searchParams.get("redirect_status")).toBe("failed");
    expect(await provider.setupStatus(started.providerFlowId)).toBe("pending");
    // The join form tells the payer it was declined, not that they left.
    expect(await provider.setupFailure!(started.providerFlowId)).toBe("declined");
    await expect(provider.completeSetup(started.providerFlowId, customer)).rejects.toBeInstanceOf(
      SetupIncompleteError,
    );
  });

  it("cannot confirm a redirect method without the payer's browser", async () => {
    await expect(
      provider.startSetup({ method: "s_ideal", ...customer, flowToken: "no-client", completeUrl }),
    ).rejects.toThrow("browser");
  });

  it("refuses a method the account does not take", async () => {
    await expect(
      provider.startSetup({
        method: "s_bacs",
        ...customer,
        flowToken: "flow-bacs",
        completeUrl: "https://agora.example/join/complete",
      }),
    ).rejects.toBeInstanceOf(SetupIncompleteError);
  });

  it("keeps iDEAL's generated SEPA Debit method, with the payer's name", async () => {
    const { started } = await redirectSetUp("s_ideal", "approve");
    expect(standIn.objects.get(started.providerFlowId)).toMatchObject({
      allowed_payment_method_types: ["ideal"],
    });
    const completed = await provider.completeSetup(started.providerFlowId, customer);
    expect(completed).toMatchObject({
      method: "s_sepa",
      payer: { firstname: "Ana", lastname: "Lopes" },
    });
    expect(standIn.objects.get(completed.mandateId)).toMatchObject({
      type: "sepa_debit",
      customer: completed.customerId,
    });
    expect(await provider.paymentSource(completed.mandateId)).toEqual({
      method: "s_sepa",
      country: "NL",
      bankCode: "INGB",
      branchCode: "",
      last4: "5264",
    });
  });

  it("makes the customer with the payer's name, address and VAT id", async () => {
    const completed = await setUp("sepa_debit", "s_sepa");
    expect(completed).toMatchObject({
      method: "s_sepa",
      payer: {
        firstname: "Ana Maria",
        lastname: "Lopes",
        billingAddress: { line1: "Rua 1", city: "Lisboa", postcode: "1000-001" },
      },
    });
    expect(standIn.objects.get(completed.customerId)).toMatchObject({
      email: "ana@example.org",
      name: "Ana Lopes",
      tax_ids: [{ type: "eu_vat", value: "PT123456789" }],
      invoice_settings: { default_payment_method: completed.mandateId },
    });
  });

  it("adds the VAT id to a customer it reuses, once", async () => {
    const made = await setUp("card", "s_card", customer);
    expect(standIn.objects.get(made.customerId)).toMatchObject({ tax_ids: [] });
    for (let round = 0; round < 2; round++) {
      const reused = await setUp("card", "s_card", {
        ...customer,
        customerId: made.customerId,
        vatNumber: "PT123456789",
      });
      expect(reused.customerId).toBe(made.customerId);
    }
    expect(standIn.objects.get(made.customerId)).toMatchObject({
      tax_ids: [{ type: "eu_vat", value: "PT123456789" }],
    });
  });

  it("shows PayPal by its payer and forgets a detached method", async () => {
    const { started } = await redirectSetUp("s_paypal", "approve");
    const completed = await provider.completeSetup(started.providerFlowId, customer);
    expect(await provider.paymentSource(completed.mandateId)).toEqual({
      method: "s_paypal",
      payerEmail: "payer@example.org",
      payerId: "PAYER1",
    });
    await provider.cancelMandate(completed.mandateId);
    await provider.cancelMandate(completed.mandateId);
    expect(await provider.paymentSource(completed.mandateId)).toBeUndefined();
    expect(await provider.paymentSource("pm_never")).toBeUndefined();
  });

  it("waits for a renewal date with a trial, with the tax rate included, made once", async () => {
    taxRate = 20;
    const { customerId, mandateId } = await setUp("card", "s_card");
    const renewal = new Date(Date.now() + 10 * 86_400_000);
    const request = {
      customerId,
      mandateId,
      chargeable: 1200,
      period: "annually" as const,
      startAt: renewal,
      idempotencyKey: "later",
    };
    const state = await provider.createSubscription(request);
    expect(state).toMatchObject({ status: "active", chargeable: 1200, period: "annually" });
    expect(state.nextChargeAt?.getTime()).toBe(Math.floor(renewal.getTime() / 1000) * 1000);
    const again = await provider.createSubscription(request);
    expect(again.id).toBe(state.id);
    const stored = standIn.objects.get(state.id);
    expect(stored).toMatchObject({
      status: "trialing",
      trial_end: Math.floor(renewal.getTime() / 1000),
      items: { data: [{ price: { currency: "eur", product: MEMBERSHIP_PRODUCT_ID } }] },
    });
    const [rate] = stored?.default_tax_rates as string[];
    expect(standIn.objects.get(rate ?? "")).toMatchObject({ percentage: 20, inclusive: true });
    // Nothing charged yet: the period already paid for runs to the renewal date.
    expect(await provider.hasPendingPayment(customerId)).toBe(false);
    taxRate = null;
  });

  it("charges a difference as an invoice of its own, also when the card declines it", async () => {
    const { customerId, mandateId } = await setUp("card", "s_card");
    const paid = await provider.charge({
      customerId,
      mandateId,
      amount: 5500,
      description: "Contribution change",
      idempotencyKey: "one",
    });
    expect(standIn.objects.get(paid.paymentId)).toMatchObject({ status: "paid", total: 5500 });
    standIn.declineNext();
    const declined = await provider.charge({
      customerId,
      mandateId,
      amount: 100,
      description: "Contribution change",
      idempotencyKey: "two",
    });
    expect(standIn.objects.get(declined.paymentId)).toMatchObject({
      status: "open",
      attempted: true,
    });
    expect(await provider.hasPendingPayment(customerId)).toBe(true);
  });

  it("answers Stripe's outages as a provider error", async () => {
    standIn.outage = true;
    try {
      await expect(provider.getSubscription("sub_x")).rejects.toBeInstanceOf(ProviderError);
    } finally {
      standIn.outage = false;
    }
    expect(await provider.getSubscription("sub_never")).toBeUndefined();
  });

  it("pushes name and email changes to the customer", async () => {
    const { customerId } = await setUp("card", "s_card");
    await provider.updateCustomer(customerId, {
      email: "ana.new@example.org",
      firstname: "Ana",
      lastname: "Silva",
    });
    expect(standIn.objects.get(customerId)).toMatchObject({
      email: "ana.new@example.org",
      name: "Ana Silva",
    });
    await provider.deleteCustomer(customerId);
    await provider.deleteCustomer(customerId);
    expect(standIn.objects.get(customerId)).toBeUndefined();
  });
});
