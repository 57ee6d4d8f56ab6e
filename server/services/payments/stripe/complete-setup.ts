import type Stripe from "stripe";
import { SetupIncompleteError, type CompletedSetup, type PaymentProvider } from "../provider";
import { isMissing, stripeCall } from "./client";
import { addressOf, failureOf, idOf, methodOf, splitName } from "./translate";

/** The payment method a setup made: for iDEAL, the SEPA Debit method Stripe generated. */
async function setUpMethod(
  stripe: Stripe,
  intent: Stripe.SetupIntent,
): Promise<Stripe.PaymentMethod> {
  const attempt = intent.latest_attempt;
  const generated =
    attempt && typeof attempt !== "string"
      ? idOf(attempt.payment_method_details.ideal?.generated_sepa_debit)
      : undefined;
  const id = generated ?? idOf(intent.payment_method);
  if (!id) throw new SetupIncompleteError("The setup made no payment method");
  return stripe.paymentMethods.retrieve(id);
}

/** A customer's EU VAT id, added once: the invoices Stripe makes for them show it. */
async function addVatNumber(
  stripe: Stripe,
  customerId: string,
  value: string,
  setupId: string,
): Promise<void> {
  const known = await stripe.customers.listTaxIds(customerId, { limit: 100 });
  if (known.data.some((taxId) => taxId.type === "eu_vat" && taxId.value === value)) return;
  await stripe.customers.createTaxId(
    customerId,
    { type: "eu_vat", value },
    { idempotencyKey: `tax-id:${setupId}` },
  );
}

/**
 * A setup the payer finished: the customer made (or the known one updated, with the names Agora
 * knows) and the payment method made its default.
 */
export async function completeStripeSetup(
  stripe: Stripe,
  providerFlowId: string,
  customer: Parameters<PaymentProvider["completeSetup"]>[1],
): Promise<CompletedSetup> {
  return stripeCall("complete a setup", async (): Promise<CompletedSetup> => {
    const intent = await stripe.setupIntents.retrieve(providerFlowId, {
      expand: ["latest_attempt"],
    });
    if (intent.status !== "succeeded") {
      throw new SetupIncompleteError("The payment method was not set up", failureOf(intent));
    }
    const method = await setUpMethod(stripe, intent);
    const details = method.billing_details;
    // The names Agora knows, else those the payer gave Stripe's form (a join by card).
    const name = `${customer.firstname} ${customer.lastname}`.trim() || details.name || "";
    const address = details.address?.line1
      ? {
          line1: details.address.line1,
          line2: details.address.line2 ?? "",
          city: details.address.city ?? "",
          postal_code: details.address.postal_code ?? "",
          country: details.address.country ?? "",
        }
      : undefined;
    const known = customer.customerId
      ? await stripe.customers.retrieve(customer.customerId).catch((error: unknown) => {
          if (isMissing(error)) return undefined;
          throw error;
        })
      : undefined;
    let customerId: string;
    if (known && !known.deleted) {
      customerId = known.id;
      await stripe.customers.update(customerId, {
        email: customer.email,
        ...(name ? { name } : {}),
        ...(address ? { address } : {}),
      });
      if (customer.vatNumber) await addVatNumber(stripe, customerId, customer.vatNumber, intent.id);
    } else {
      const made = await stripe.customers.create(
        {
          email: customer.email,
          ...(name ? { name } : {}),
          ...(address ? { address } : {}),
          ...(customer.vatNumber
            ? { tax_id_data: [{ type: "eu_vat", value: customer.vatNumber }] }
            : {}),
          metadata: { agoraSetup: intent.id },
        },
        { idempotencyKey: `customer:${intent.id}` },
      );
      customerId = made.id;
    }
    if (idOf(method.customer) !== customerId) {
      await stripe.paymentMethods.attach(method.id, { customer: customerId });
    }
    await stripe.customers.update(customerId, {
      invoice_settings: { default_payment_method: method.id },
    });
    const billingAddress = addressOf(details.address);
    return {
      customerId,
      mandateId: method.id,
      method: methodOf(method.type),
      payer: { ...splitName(details.name), ...(billingAddress ? { billingAddress } : {}) },
    };
  });
}
