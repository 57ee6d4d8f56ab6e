import { array, enums, nullable, number, object, optional, string, type Infer } from "superstruct";
import { Contact } from "../contacts/contact";
import type { FilterTable } from "../rules/fields";
import { pageOf } from "../rules/page";

export const PAYMENT_STATUSES = ["draft", "pending", "successful", "failed", "cancelled"] as const;
export const PaymentStatus = enums(PAYMENT_STATUSES);
export type PaymentStatus = Infer<typeof PaymentStatus>;

/**
 * What a payment was for (Agora's addition, issue #23): a subscription's first payment or a
 * renewal, the difference charged on raising an amount, a failed renewal paid afterwards, or
 * any other one-off charge.
 */
export const PAYMENT_PURPOSES = ["first", "renewal", "difference", "recovery", "one-off"] as const;
export const PaymentPurpose = enums(PAYMENT_PURPOSES);
export type PaymentPurpose = Infer<typeof PaymentPurpose>;

/**
 * A payment as the API answers it (contract 2.13). `id` is Agora's addition (the contract
 * leaves it out): lists need a key for their rows; so is `purpose`. `contact` comes with
 * `with=contact`, null once the contact was deleted.
 */
export const Payment = object({
  id: string(),
  amount: number(),
  chargeDate: string(),
  status: PaymentStatus,
  purpose: optional(PaymentPurpose),
  contact: optional(nullable(Contact)),
});
export type Payment = Infer<typeof Payment>;

/** How many payments of one status the filter matches, and their sum. */
export const PaymentTotal = object({ status: PaymentStatus, count: number(), amount: number() });
export type PaymentTotal = Infer<typeof PaymentTotal>;

/**
 * A page of payments. With `totals=true` (Agora's addition) `totals` sums every payment the
 * filter matches, one entry per status that has any, so a list can say what the filter adds
 * up to: asked apart from paging, as it reads every matching row.
 */
export const PaymentPage = object({
  ...pageOf(Payment).schema,
  totals: optional(array(PaymentTotal)),
});
export type PaymentPage = Infer<typeof PaymentPage>;

/** What payment lists sort by (`sort`); ties are broken by id. */
export const PAYMENT_SORTS = ["amount", "chargeDate"] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

export const PAYMENT_WITH = ["contact"] as const;
export type PaymentWith = (typeof PAYMENT_WITH)[number];

/** The payments filter table (contract 1.6). */
export const PAYMENT_FILTER_FIELDS = {
  id: { type: "text" },
  contact: { type: "contact" },
  chargeDate: { type: "date" },
  amount: { type: "number" },
  status: { type: "enum", options: PAYMENT_STATUSES },
} as const satisfies FilterTable;

/**
 * Who holds a contribution's money: a payment provider, or nobody (`manual`: paid outside
 * Agora, as an admin recorded it). `test` stands in for the real ones when none is configured.
 */
export const PAYMENT_PROVIDERS = ["test", "stripe", "gocardless", "manual"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
