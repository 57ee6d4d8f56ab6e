import { isRedirectMethod } from "@core/fees";
import { SetupIncompleteError, type PaymentProvider } from "../provider";
import { stripeCall } from "./client";
import { completeStripeSetup } from "./complete-setup";
import { STRIPE_METHODS_BY_COUNTRY, type StripeProviderDependencies } from "./deps";
import { METHOD_TYPES, failureOf } from "./translate";

/**
 * Setting a payment method up on a SetupIntent: the browser's Payment Element confirms it, or,
 * for methods whose pages refuse a frame, Agora confirms it and sends the payer on.
 */
export function stripeSetup(
  deps: StripeProviderDependencies,
): Pick<
  PaymentProvider,
  "startSetup" | "setupStatus" | "setupFailure" | "completeSetup" | "cancelSetup"
> {
  const { stripe } = deps;
  const methods = STRIPE_METHODS_BY_COUNTRY[deps.country];

  return {
    async startSetup(request) {
      const method = request.method;
      if (method === "gc_direct-debit" || !methods.includes(method)) {
        throw new SetupIncompleteError(`Stripe does not take ${method} here`);
      }
      const base = {
        allowed_payment_method_types: [METHOD_TYPES[method]],
        usage: "off_session" as const,
        metadata: { agoraFlow: request.flowToken },
      };
      const options = { idempotencyKey: `setup:${request.flowToken}` };
      if (!isRedirectMethod(method)) {
        const intent = await stripeCall("start a setup", () =>
          stripe.setupIntents.create(base, options),
        );
        if (!intent.client_secret) throw new SetupIncompleteError("Stripe gave no client secret");
        // Stripe sends the payer back with `setup_intent=<id>`: the id is what they return with.
        return {
          providerFlowId: intent.id,
          returnToken: intent.id,
          params: { clientSecret: intent.client_secret },
        };
      }
      // PayPal's and the bank's pages refuse to open in a frame, where Stripe.js would send the
      // payer: the setup is confirmed here, with what the Payment Element would have sent, and
      // the payer opens Stripe's page for it in the whole window, as GoCardless's.
      const { client } = request;
      if (!client) throw new Error(`A ${method} setup needs the payer's browser`);
      const intent = await stripeCall("start a setup", () =>
        stripe.setupIntents.create(
          {
            ...base,
            confirm: true,
            payment_method_data: {
              type: METHOD_TYPES[method],
              billing_details: {
                name: `${request.firstname} ${request.lastname}`.trim(),
                email: request.email,
              },
            },
            mandate_data: {
              customer_acceptance: {
                type: "online",
                online: { ip_address: client.ipAddress, user_agent: client.userAgent },
              },
            },
            return_url: request.completeUrl,
          },
          options,
        ),
      );
      const redirectUrl = intent.next_action?.redirect_to_url?.url;
      if (intent.status !== "requires_action" || !redirectUrl) {
        throw new SetupIncompleteError(`Stripe did not send the payer on (${intent.status})`);
      }
      return { providerFlowId: intent.id, returnToken: intent.id, params: { redirectUrl } };
    },

    async setupStatus(providerFlowId) {
      const intent = await stripeCall("read a setup", () =>
        stripe.setupIntents.retrieve(providerFlowId),
      );
      if (intent.status === "succeeded") return "succeeded";
      return intent.status === "canceled" ? "failed" : "pending";
    },

    async setupFailure(providerFlowId) {
      const intent = await stripeCall("read a setup", () =>
        stripe.setupIntents.retrieve(providerFlowId),
      );
      return failureOf(intent);
    },

    completeSetup: (providerFlowId, customer) =>
      completeStripeSetup(stripe, providerFlowId, customer),

    async cancelSetup(providerFlowId) {
      await stripeCall("cancel a setup", async () => {
        const intent = await stripe.setupIntents.retrieve(providerFlowId);
        if (intent.status === "succeeded" || intent.status === "canceled") return;
        await stripe.setupIntents.cancel(providerFlowId);
      });
    },
  };
}
