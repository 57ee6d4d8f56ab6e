import type { PaymentProvider } from "../provider";
import type { GoCardlessProviderDependencies } from "./calls";
import { goCardlessCharges } from "./charges";
import { goCardlessCustomers } from "./customers";
import { goCardlessSetup } from "./setup";
import { goCardlessSubscriptions } from "./subscriptions";

/**
 * GoCardless behind the provider interface (contract 4.4), with Billing Requests: the payer
 * authorises a mandate on GoCardless's pages (bank details never reach Agora) and comes back
 * with Agora's flow id in the return address; Agora then reads the mandate and customer and
 * charges subscriptions and one-off payments against the mandate, in its currency.
 */
export function createGoCardlessProvider(deps: GoCardlessProviderDependencies): PaymentProvider {
  return {
    name: "gocardless",
    methods: ["gc_direct-debit"],
    ...goCardlessSetup(deps),
    ...goCardlessSubscriptions(deps),
    ...goCardlessCharges(deps),
    ...goCardlessCustomers(deps),
  };
}
