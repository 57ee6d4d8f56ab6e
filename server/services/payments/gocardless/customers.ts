import type { PaymentProvider } from "../provider";
import { isGoneOrDone } from "./api";
import { unlessDone, type GoCardlessProviderDependencies } from "./calls";

/** The customer and its mandates: the payment method members see, name changes, deletion. */
export function goCardlessCustomers({
  api,
}: GoCardlessProviderDependencies): Pick<
  PaymentProvider,
  "paymentSource" | "updateCustomer" | "deleteCustomer" | "cancelMandate"
> {
  return {
    async paymentSource(mandateId) {
      try {
        const mandate = await api.getMandate(mandateId);
        if (
          ["cancelled", "failed", "expired", "consumed", "blocked"].includes(mandate.status ?? "")
        ) {
          return undefined;
        }
        const account = mandate.links?.customer_bank_account;
        if (!account) return undefined;
        const bank = await api.getBankAccount(account);
        return {
          method: "gc_direct-debit",
          bankName: bank.bank_name ?? "",
          accountHolderName: bank.account_holder_name ?? "",
          accountNumberEnding: bank.account_number_ending ?? "",
        };
      } catch (error) {
        if (isGoneOrDone(error)) return undefined;
        throw error;
      }
    },

    async updateCustomer(customerId, details) {
      const body = {
        ...(details.email !== undefined ? { email: details.email } : {}),
        ...(details.firstname !== undefined ? { given_name: details.firstname } : {}),
        ...(details.lastname !== undefined ? { family_name: details.lastname } : {}),
      };
      if (Object.keys(body).length === 0) return;
      await unlessDone(() => api.updateCustomer(customerId, body));
    },

    async deleteCustomer(customerId) {
      // Cancelling a mandate cancels its subscriptions; then the customer's data goes.
      const mandates = await api.listMandates(customerId).catch((error: unknown) => {
        if (isGoneOrDone(error)) return [];
        throw error;
      });
      for (const mandate of mandates) {
        if (mandate.id) await unlessDone(() => api.cancelMandate(mandate.id ?? ""));
      }
      await unlessDone(() => api.removeCustomer(customerId));
    },

    async cancelMandate(mandateId) {
      await unlessDone(() => api.cancelMandate(mandateId));
    },
  };
}
