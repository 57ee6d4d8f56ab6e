import { PAYMENT_FLOW_PARAM } from "@core/payments";
import {
  ProviderError,
  SetupIncompleteError,
  type CompletedSetup,
  type PaymentProvider,
} from "../provider";
import { unlessDone, type GoCardlessProviderDependencies } from "./calls";

/**
 * Setting a mandate up with a Billing Request: the payer authorises it on GoCardless's pages
 * and comes back with Agora's flow id in the return address.
 */
export function goCardlessSetup(
  deps: GoCardlessProviderDependencies,
): Pick<PaymentProvider, "startSetup" | "setupStatus" | "completeSetup" | "cancelSetup"> {
  const { api } = deps;

  return {
    async startSetup(request) {
      if (request.method !== "gc_direct-debit") {
        throw new SetupIncompleteError(`GoCardless does not take ${request.method}`);
      }
      const currency = (await deps.currency()).toUpperCase();
      const billingRequest = await api.createBillingRequest(
        { mandate_request: { currency } },
        `setup:${request.flowToken}`,
      );
      const back = new URL(request.completeUrl);
      back.searchParams.set(PAYMENT_FLOW_PARAM, request.flowToken);
      const flow = await api.createBillingRequestFlow(
        {
          redirect_uri: back.toString(),
          exit_uri: back.toString(),
          prefilled_customer: {
            email: request.email,
            given_name: request.firstname,
            family_name: request.lastname,
          },
          links: { billing_request: billingRequest.id },
        },
        `setup-flow:${request.flowToken}`,
      );
      if (!flow.authorisation_url) throw new ProviderError("GoCardless gave no page to open");
      return {
        providerFlowId: billingRequest.id,
        returnToken: request.flowToken,
        params: { redirectUrl: flow.authorisation_url },
      };
    },

    async setupStatus(providerFlowId) {
      const billingRequest = await api.getBillingRequest(providerFlowId);
      if (billingRequest.status === "fulfilled") return "succeeded";
      return billingRequest.status === "cancelled" ? "failed" : "pending";
    },

    async completeSetup(providerFlowId): Promise<CompletedSetup> {
      const billingRequest = await api.getBillingRequest(providerFlowId);
      const customerId = billingRequest.links?.customer;
      const mandateId = billingRequest.links?.mandate_request_mandate;
      if (billingRequest.status !== "fulfilled" || !customerId || !mandateId) {
        throw new SetupIncompleteError("The mandate was not set up");
      }
      const customer = await api.getCustomer(customerId);
      const address =
        customer.address_line1 && customer.city && customer.postal_code
          ? {
              line1: customer.address_line1,
              ...(customer.address_line2 ? { line2: customer.address_line2 } : {}),
              city: customer.city,
              postcode: customer.postal_code,
            }
          : undefined;
      return {
        customerId,
        mandateId,
        method: "gc_direct-debit",
        payer: {
          ...(customer.given_name ? { firstname: customer.given_name } : {}),
          ...(customer.family_name ? { lastname: customer.family_name } : {}),
          ...(address ? { billingAddress: address } : {}),
        },
      };
    },

    async cancelSetup(providerFlowId) {
      const billingRequest = await api.getBillingRequest(providerFlowId);
      if (billingRequest.status === "fulfilled" || billingRequest.status === "cancelled") return;
      await unlessDone(() => api.cancelBillingRequest(providerFlowId));
    },
  };
}
