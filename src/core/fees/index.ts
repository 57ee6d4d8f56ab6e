export { calcPaymentFee, type FeeInput } from "./calc-payment-fee";
export { DIRECT_DEBIT_FEE, STRIPE_FEES, applyFeeRate, type FeeRate } from "./fee-rates";
export {
  PAYMENT_METHODS,
  type ContributionPeriod,
  type PaymentMethod,
  type StripeCountry,
  type StripeMethod,
} from "./payment-method";
