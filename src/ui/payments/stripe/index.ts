export { stripeAppearance } from "./appearance";
export {
  STRIPE_FAILED,
  STRIPE_UNAVAILABLE,
  mountStripeStep,
  type LoadStripe,
  type Payer,
  type StripeConfirmation,
  type StripeStep,
  type StripeStepError,
  type StripeStepOptions,
} from "./stripe-step";
