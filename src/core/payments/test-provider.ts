import { assign, boolean, enums, number, object, optional, string, type Infer } from "superstruct";
import { textSize } from "../validation";
import { boundedText } from "../contacts/fields";
import { ContributionPeriod, PaymentMethod } from "../fees";
import { isoDuration } from "./duration";

/**
 * The built-in `test` provider, used when no payment provider is configured: its checkout
 * page stands in for Stripe's or GoCardless's, and its clock can be moved forward.
 */

/** The methods the test provider offers: a card and a direct debit (as a bank account). */
export const TEST_PROVIDER_METHODS = [
  "s_card",
  "gc_direct-debit",
] as const satisfies readonly PaymentMethod[];

/**
 * What happens when the payer confirms: the method is accepted; declined; the bank asks the
 * payer to approve it first (then it is accepted or declined); or accepted, with the first
 * charge paid and every later one failing (insufficient funds).
 */
export const TEST_CHECKOUT_OUTCOMES = [
  "succeed",
  "decline",
  "authenticate",
  "insufficient-funds-later",
] as const;
export const TestCheckoutOutcome = enums(TEST_CHECKOUT_OUTCOMES);
export type TestCheckoutOutcome = Infer<typeof TestCheckoutOutcome>;

/** Numbers that pass the checks, for the checkout page to offer. */
export const TEST_CARD_NUMBER = "4242 4242 4242 4242";
export const TEST_IBAN = "DE89 3704 0044 0532 0130 00";

export const TEST_CHECKOUT_STATUSES = [
  "open",
  "requires-authentication",
  "succeeded",
  "cancelled",
] as const;

/**
 * A checkout as its page shows it. `amount` and `period` are missing when only the payment
 * method changes; `total` is what is charged per period, fee included. `declined` says why
 * the last try failed (the payer may try again); `redirectUrl` is where to go once it is over.
 */
export const TestCheckout = object({
  status: enums(TEST_CHECKOUT_STATUSES),
  method: PaymentMethod,
  email: string(),
  organisationName: string(),
  currencyCode: string(),
  amount: optional(number()),
  period: optional(ContributionPeriod),
  total: optional(number()),
  declined: optional(string()),
  redirectUrl: optional(string()),
});
export type TestCheckout = Infer<typeof TestCheckout>;

/** `POST /test-provider/checkout/:id`: the card or bank account, and the outcome wanted. */
export const ConfirmTestCheckout = object({
  outcome: TestCheckoutOutcome,
  cardNumber: optional(textSize(string(), 0, 40)),
  /** `MM/YY`. */
  expiry: optional(textSize(string(), 0, 10)),
  cvc: optional(textSize(string(), 0, 10)),
  iban: optional(textSize(string(), 0, 50)),
  accountHolder: optional(boundedText(100)),
});
export type ConfirmTestCheckout = Infer<typeof ConfirmTestCheckout>;

/** `POST /test-provider/checkout/:id/authenticate`: the payer approves in their bank, or not. */
export const AuthenticateTestCheckout = object({ approve: boolean() });
export type AuthenticateTestCheckout = Infer<typeof AuthenticateTestCheckout>;

/** The test provider's time: `now` is real time plus the offset it was moved forward by. */
export const TestClock = object({ now: string(), offsetSeconds: number() });
export type TestClock = Infer<typeof TestClock>;

/**
 * What moving the clock ran, as the test provider reported it: charges taken (renewals, and
 * first charges falling due), paid, failed and to be tried again, failed for good (after the
 * last retry), and subscriptions ended.
 */
export const TestClockRun = object({
  charged: number(),
  paid: number(),
  retrying: number(),
  failed: number(),
  ended: number(),
});
export type TestClockRun = Infer<typeof TestClockRun>;

/** `POST /test-provider/clock`'s answer: the clock moved, and what that ran. */
export const TestClockMove = assign(TestClock, object({ ran: TestClockRun }));
export type TestClockMove = Infer<typeof TestClockMove>;

/** `POST /test-provider/clock`: how far to move it, e.g. `P1M`. */
export const AdvanceTestClock = object({ advance: isoDuration() });
export type AdvanceTestClock = Infer<typeof AdvanceTestClock>;

const digitsOf = (value: string) => value.replace(/[\s-]/g, "");

/** Whether a card number passes the Luhn check (12 to 19 digits, spaces allowed). */
export function isCardNumber(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card's brand from its number, as a card form shows it. */
export function cardBrand(value: string): string {
  const digits = digitsOf(value);
  if (digits.startsWith("4")) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  return "Card";
}

/** Whether an IBAN has a country, its check digits right (ISO 13616 mod 97) and 15–34 characters. */
export function isIban(value: string): boolean {
  const iban = digitsOf(value).toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const code = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The expiry month and year of `MM/YY` (or `MM/YYYY`), if it is a date at all. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]) + ((match[2] ?? "").length === 2 ? 2000 : 0);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

export interface PaymentDetailsProblem {
  property: "cardNumber" | "expiry" | "cvc" | "iban" | "accountHolder";
  message: string;
}

/** What is missing or wrong in the payment details for this method, field by field. */
export function testPaymentDetailsProblems(
  method: PaymentMethod,
  details: ConfirmTestCheckout,
  now: Date,
): PaymentDetailsProblem[] {
  const problems: PaymentDetailsProblem[] = [];
  if (method === "gc_direct-debit") {
    if (!details.iban || !isIban(details.iban)) {
      problems.push({ property: "iban", message: "Enter a valid IBAN, like " + TEST_IBAN });
    }
    if (!details.accountHolder?.trim()) {
      problems.push({ property: "accountHolder", message: "Enter the account holder's name" });
    }
    return problems;
  }
  if (!details.cardNumber || !isCardNumber(details.cardNumber)) {
    problems.push({ property: "cardNumber", message: "Enter a valid card number" });
  }
  const expiry = details.expiry ? parseExpiry(details.expiry) : undefined;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!expiry || expiry.year * 12 + expiry.month < thisMonth) {
    problems.push({ property: "expiry", message: "Enter an expiry date in the future, as MM/YY" });
  }
  if (!details.cvc || !/^\d{3,4}$/.test(details.cvc.trim())) {
    problems.push({ property: "cvc", message: "Enter the 3 or 4 digits on the back of the card" });
  }
  return problems;
}
