export { chargeableCents, toCents } from "./chargeable";
export {
  CONTRIBUTION_PERIODS,
  ContributionPeriod,
  PAYMENT_METHODS,
  PaymentMethod,
  STRIPE_COUNTRIES,
  StripeCountry,
  type StripeMethod,
} from "./payment-method";
export { isRedirectMethod } from "./redirect-methods";
