export { calcPaymentFee, type FeeInput } from "./calc-payment-fee";
export { chargeableCents, feeCents, toCents, type ChargeInput } from "./chargeable";
export { DIRECT_DEBIT_FEE, STRIPE_FEES, applyFeeRate, type FeeRate } from "./fee-rates";
export {
  CONTRIBUTION_PERIODS,
  ContributionPeriod,
  PAYMENT_METHODS,
  PaymentMethod,
  STRIPE_COUNTRIES,
  StripeCountry,
  type StripeMethod,
} from "./payment-method";
export { REDIRECT_METHODS, isRedirectMethod } from "./redirect-methods";
