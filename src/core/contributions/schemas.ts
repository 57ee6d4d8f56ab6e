import {
  boolean,
  enums,
  literal,
  min,
  number,
  object,
  optional,
  refine,
  string,
  type Infer,
} from "superstruct";
import { union } from "../validation/union";
import { NAME_MAX_LENGTH, boundedText } from "../contacts/fields";
import { ContributionPeriod, PaymentMethod } from "../fees";
import { CONTRIBUTION_TYPES } from "../rules/tables";
import { MAX_CONTRIBUTION_AMOUNT, hasWholeCents } from "./amounts";
import { URL_MAX_LENGTH, isSitePath, isUrl, textSize } from "../validation";
import { MembershipStatus } from "./membership";
import { MembershipState } from "./state";

export const ContributionType = enums(CONTRIBUTION_TYPES);
export type ContributionType = Infer<typeof ContributionType>;

/**
 * An amount per period in currency units: more than 0, whole cents, at most
 * `MAX_CONTRIBUTION_AMOUNT`. The organisation's minimum is checked with its settings
 * (`contributionProblems`).
 */
export const contributionAmount = () =>
  refine(
    number(),
    "amount",
    (value) =>
      (Number.isFinite(value) &&
        value > 0 &&
        value <= MAX_CONTRIBUTION_AMOUNT &&
        hasWholeCents(value)) ||
      `Must be an amount of more than 0 and at most ${MAX_CONTRIBUTION_AMOUNT}, in whole cents`,
  );

/**
 * An address of this site that an id or a query is added to: where the payer comes back to
 * after the provider's page, or where an emailed link leads. An http(s) URL (the server
 * checks that it is on its own site) or a path, without a query, fragment or backslash.
 */
export const returnUrl = () =>
  refine(
    textSize(string(), 1, URL_MAX_LENGTH),
    "isUrl",
    (value) =>
      (isUrl(value) && !/[?#]/.test(value)) ||
      (isSitePath(value) && !/[?#\\]/.test(value)) ||
      "Must be an http(s) address of this site or a path starting with /, without a query",
  );

/**
 * The payer's names, which the methods of another site's page (PayPal, iDEAL:
 * `isRedirectMethod`) need before the payer is sent there; other methods ask for them later.
 */
export const payerNames = {
  firstname: optional(boundedText(NAME_MAX_LENGTH)),
  lastname: optional(boundedText(NAME_MAX_LENGTH)),
};

/** What a member chooses: how much, how often, whether they cover the fee, and whether to pay
 * a change's difference now (contract 2.3, `PATCH /contact/:id/contribution`). */
export const ContributionForm = object({
  amount: contributionAmount(),
  period: ContributionPeriod,
  payFee: boolean(),
  prorate: boolean(),
});
export type ContributionForm = Infer<typeof ContributionForm>;

/**
 * `PATCH /contact/:id/contribution`: the change, with the amount to pay now that the member
 * was shown (`ContributionPreview.chargeNow`): refused with `charge-changed` when it no longer
 * is what would be charged.
 */
export const ContributionChange = object({
  amount: contributionAmount(),
  period: ContributionPeriod,
  payFee: boolean(),
  prorate: boolean(),
  chargeNow: optional(
    refine(
      min(number(), 0),
      "hasWholeCents",
      (value) => hasWholeCents(value) || "Must be an amount in whole cents",
    ),
  ),
});
export type ContributionChange = Infer<typeof ContributionChange>;

/**
 * `POST /contact/:id/contribution/preview`: what a change would charge, from the one
 * computation the change itself makes (the payment clock's time, the period paid for). In
 * currency units, the fee the member covers included.
 */
export const ContributionPreview = object({
  /** Charged at once when the change is made; 0 when nothing is. */
  chargeNow: number(),
  /** The next renewal's amount after the change. */
  nextPaymentAmount: number(),
  /** When that renewal is taken. */
  nextPaymentAt: optional(string()),
});
export type ContributionPreview = Infer<typeof ContributionPreview>;

/**
 * `POST /contact/:id/contribution`: a new contribution with a new payment method, and the
 * payer's names for it (the contact's own when not given).
 */
export const StartContribution = object({
  amount: contributionAmount(),
  period: ContributionPeriod,
  payFee: boolean(),
  prorate: boolean(),
  paymentMethod: PaymentMethod,
  completeUrl: returnUrl(),
  ...payerNames,
});
export type StartContribution = Infer<typeof StartContribution>;

/** What a provider's setup step gives the browser: a secret for its form, or a page to open. */
export const PaymentFlowParams = object({
  clientSecret: optional(string()),
  redirectUrl: optional(string()),
  /**
   * A join's: the id the payer comes back with (`paymentFlowIdFrom`), so the join frame, back
   * in the article without the return page's address, can ask `/signup/complete` how it went.
   */
  paymentFlowId: optional(string()),
});
export type PaymentFlowParams = Infer<typeof PaymentFlowParams>;

/** `…/complete`: the id the payer came back with (see `paymentFlowIdFrom`). */
export const CompletePaymentFlow = object({ paymentFlowId: textSize(string(), 1, 200) });
export type CompletePaymentFlow = Infer<typeof CompletePaymentFlow>;

/** `PUT /contact/:id/payment-method`: the method defaults to the current one. */
export const UpdatePaymentMethod = object({
  completeUrl: returnUrl(),
  paymentMethod: optional(PaymentMethod),
  // PayPal and iDEAL need them when the contact has none on file.
  ...payerNames,
});
export type UpdatePaymentMethod = Infer<typeof UpdatePaymentMethod>;

export const MANUAL_FIELD_MAX_LENGTH = 200;

/**
 * `PATCH /contact/:id/contribution/force` (admins): a contribution paid outside any provider
 * (`Manual`, with where the money comes from) or none. Amount and period are set together.
 */
export const ForceContribution = object({
  type: enums(["Manual", "None"]),
  amount: optional(contributionAmount()),
  period: optional(ContributionPeriod),
  source: optional(boundedText(MANUAL_FIELD_MAX_LENGTH)),
  reference: optional(boundedText(MANUAL_FIELD_MAX_LENGTH)),
});
export type ForceContribution = Infer<typeof ForceContribution>;

/** How a contribution is paid, as the member sees it (contract 2.3, PaymentSource). */
export const CardSource = object({
  method: literal("s_card"),
  isLink: literal(false),
  /** Agora's addition: Visa, Mastercard, …, when known. */
  brand: optional(string()),
  last4: string(),
  expiryMonth: number(),
  expiryYear: number(),
});
export const LinkSource = object({
  method: literal("s_card"),
  isLink: literal(true),
  email: string(),
});
export const SepaSource = object({
  method: literal("s_sepa"),
  country: string(),
  bankCode: string(),
  branchCode: string(),
  last4: string(),
});
export const BacsSource = object({
  method: literal("s_bacs"),
  sortCode: string(),
  last4: string(),
});
export const PaypalSource = object({
  method: literal("s_paypal"),
  payerEmail: string(),
  payerId: string(),
});
export const DirectDebitSource = object({
  method: literal("gc_direct-debit"),
  bankName: string(),
  accountHolderName: string(),
  accountNumberEnding: string(),
});
/** Paid outside any provider: where the money comes from, as the admin recorded it. */
export const ManualSource = object({
  method: literal(null),
  source: optional(string()),
  reference: optional(string()),
});
export const PaymentSource = union(
  [CardSource, LinkSource, SepaSource, BacsSource, PaypalSource, DirectDebitSource, ManualSource],
  ["Card", "Stripe Link", "SEPA debit", "BACS debit", "PayPal", "GoCardless debit", "Paid by hand"],
);
export type PaymentSource = Infer<typeof PaymentSource>;

/**
 * A contact's contribution and membership (contract 2.3, ContributionInfo). Amounts are per
 * period; `nextAmount` is a change that starts at renewal; dates are ISO strings.
 */
export const ContributionInfo = object({
  type: ContributionType,
  amount: optional(number()),
  nextAmount: optional(number()),
  period: optional(ContributionPeriod),
  payFee: optional(boolean()),
  /** A payment is on its way (a direct debit takes days): changes wait for it. */
  hasPendingPayment: optional(boolean()),
  paymentSource: optional(PaymentSource),
  cancellationDate: optional(string()),
  /** When the next payment is due: only while active, not cancelled, and contributing. */
  renewalDate: optional(string()),
  membershipStatus: MembershipStatus,
  membershipExpiryDate: optional(string()),
  /** Agora's addition: the membership state machine's view (issue #23), which every date above
   * agrees with. */
  membership: optional(MembershipState),
});
export type ContributionInfo = Infer<typeof ContributionInfo>;
