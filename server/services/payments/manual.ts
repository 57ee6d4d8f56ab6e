import { ProviderError, type PaymentProvider } from "./provider";

const none = () => Promise.resolve();
const refuse = (what: string) => () =>
  Promise.reject(new ProviderError(`Manual contributions have no ${what}: admins record them`));

/**
 * Money paid outside Agora (a standing order, cash at the office), recorded by admins as a
 * `Manual` contribution with its source and reference. Nothing is collected, so it offers no
 * payment method and keeps no customer: ending one asks nothing of anyone.
 */
export const manualProvider: PaymentProvider = {
  name: "manual",
  methods: [],
  startSetup: refuse("payment method to set up"),
  setupStatus: () => Promise.resolve("failed"),
  completeSetup: refuse("payment method to set up"),
  cancelSetup: none,
  createSubscription: refuse("subscription"),
  getSubscription: () => Promise.resolve(undefined),
  updateSubscription: refuse("subscription"),
  cancelSubscription: none,
  charge: refuse("charges"),
  payFailedRenewal: refuse("charges"),
  payFailedCharge: refuse("charges"),
  paymentSource: () => Promise.resolve(undefined),
  hasPendingPayment: () => Promise.resolve(false),
  updateCustomer: none,
  deleteCustomer: none,
  cancelMandate: none,
};
