import type Stripe from "stripe";
import type { PaymentProvider } from "../provider";
import { isMissing, stripeCall } from "./client";
import { sourceOf } from "./translate";

/** The customer and its payment methods: what members see of one, name changes, deletion. */
export function stripeCustomers(
  stripe: Stripe,
): Pick<PaymentProvider, "paymentSource" | "updateCustomer" | "deleteCustomer" | "cancelMandate"> {
  return {
    async paymentSource(mandateId) {
      return stripeCall("read a payment method", async () => {
        try {
          const method = await stripe.paymentMethods.retrieve(mandateId);
          // Detached from its customer: nothing will be charged to it any more.
          return method.customer ? sourceOf(method) : undefined;
        } catch (error) {
          if (isMissing(error)) return undefined;
          throw error;
        }
      });
    },

    async updateCustomer(customerId, details) {
      const update: Stripe.CustomerUpdateParams = {};
      if (details.email !== undefined) update.email = details.email;
      if (details.firstname !== undefined && details.lastname !== undefined) {
        update.name = `${details.firstname} ${details.lastname}`.trim();
      }
      if (Object.keys(update).length === 0) return;
      await stripeCall("update a customer", async () => {
        try {
          await stripe.customers.update(customerId, update);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      });
    },

    async deleteCustomer(customerId) {
      // Stripe cancels the customer's subscriptions with it.
      await stripeCall("delete a customer", async () => {
        try {
          await stripe.customers.del(customerId);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      });
    },

    async cancelMandate(mandateId) {
      await stripeCall("detach a payment method", async () => {
        try {
          const method = await stripe.paymentMethods.retrieve(mandateId);
          if (method.customer) await stripe.paymentMethods.detach(mandateId);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      });
    },
  };
}
