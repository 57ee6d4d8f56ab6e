import {
  convertAmount,
  hasWholeCents,
  MAX_CONTRIBUTION_AMOUNT,
  minimumAmount,
} from "@core/contributions/amounts";
import { isFeeRequired } from "@core/contributions/pay-fee";
import type { JoinContent } from "@core/content/join";
import type { PaymentContent } from "@core/content/payment";
import type { GeneralContent } from "@core/content/general";
import { calcPaymentFee } from "@core/fees/calc-payment-fee";
import type { ContributionPeriod, PaymentMethod } from "@core/fees/payment-method";
import { isRedirectMethod } from "@core/fees/redirect-methods";
import { isEmail } from "@core/validation/predicates";
import type { SignupBody } from "@core/join/join";

/**
 * The join form's logic, apart from how it looks: what it starts with, what stepping, switching
 * period and covering the fee do, what is wrong, and the body it sends. Types only from the
 * schemas, so the frame carries no validator code.
 */

/** The settings the join form shows: content `join`, part of `payment` and of `general`. */
export interface JoinSettings {
  join: Pick<
    JoinContent,
    | "title"
    | "subtitle"
    | "initialAmount"
    | "initialPeriod"
    | "periods"
    | "showNoContribution"
    | "paymentMethods"
    | "minMonthlyAmount"
    | "showAbsorbFee"
    | "stripePublicKey"
  >;
  payment: Pick<PaymentContent, "stripeCountry" | "taxRateEnabled" | "taxRate" | "noticeText"> &
    Partial<Pick<PaymentContent, "testPayments">>;
  general: Pick<
    GeneralContent,
    | "organisationName"
    | "currencyCode"
    | "currencySymbol"
    | "privacyLink"
    | "hideContribution"
    | "theme"
  >;
}

export interface JoinValues {
  period: ContributionPeriod;
  /** What the reader typed, so "5." or "" stay as typed while they edit. */
  amount: string;
  noContribution: boolean;
  email: string;
  paymentMethod: PaymentMethod | undefined;
  /** The reader's choice to cover the fee; see `coversFee` for what is sent. */
  payFee: boolean;
  /** Asked for here only for PayPal and iDEAL (`asksNames`); Stripe's form asks otherwise. */
  firstname: string;
  lastname: string;
}

export type AmountProblem = "invalid" | "too-high" | "below-minimum";
export type EmailProblem = "required" | "invalid";

export interface JoinProblems {
  amount?: AmountProblem;
  email?: EmailProblem;
  paymentMethod?: "required";
  firstname?: "required";
  lastname?: "required";
}

const ALL_PERIODS: readonly ContributionPeriod[] = ["monthly", "annually"];

/** The periods offered, in the admins' order; both when none is set. */
export function offeredPeriods(join: JoinSettings["join"]): ContributionPeriod[] {
  const names = join.periods.map((period) => period.name);
  return names.length > 0 ? names : [...ALL_PERIODS];
}

/** The suggested amounts of a period. */
export function presetAmounts(join: JoinSettings["join"], period: ContributionPeriod): number[] {
  return join.periods.find((entry) => entry.name === period)?.presetAmounts ?? [];
}

/** An amount as typed: a comma is taken for a decimal point; undefined if it is no number. */
export function parseAmount(text: string): number | undefined {
  const normalised = text.trim().replace(",", ".");
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(normalised)) return undefined;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : undefined;
}

/** An amount as the field shows it: whole numbers without decimals, others with two. */
export function amountText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** The least the reader may give in this period. */
export function minimumFor(settings: JoinSettings, period: ContributionPeriod): number {
  return minimumAmount(settings.join.minMonthlyAmount, period);
}

/** Whether a contribution can be paid at all: some payment provider takes a method offered. */
export function takesContributions(settings: Pick<JoinSettings, "join">): boolean {
  return settings.join.paymentMethods.length > 0;
}

/**
 * Whether joining is impossible for now: the organisation asks for a contribution, no payment
 * provider takes one, and joining without one is not offered.
 */
export function joiningClosed(settings: JoinSettings): boolean {
  return (
    !settings.general.hideContribution &&
    !takesContributions(settings) &&
    !settings.join.showNoContribution
  );
}

/**
 * The values the form opens with: those the reader typed before a checkout that failed (the
 * draft), where the settings still offer them; else `?period=` and `?amount=` when they are
 * usable (a period on offer, an amount that is a number), else the admins' defaults; the
 * default amount follows a period from the address (60 a year for a default of 5 a month).
 */
export function initialValues(
  settings: JoinSettings,
  query: URLSearchParams,
  draft?: JoinValues,
): JoinValues {
  const fresh = valuesFromQuery(settings, query);
  if (!draft) return fresh;
  const { join, general } = settings;
  const period = offeredPeriods(join).find((name) => name === draft.period);
  return {
    ...fresh,
    ...(period && parseAmount(draft.amount) !== undefined ? { period, amount: draft.amount } : {}),
    noContribution: general.hideContribution || (join.showNoContribution && draft.noContribution),
    email: draft.email,
    ...(join.paymentMethods.find((method) => method === draft.paymentMethod)
      ? { paymentMethod: draft.paymentMethod }
      : {}),
    payFee: draft.payFee,
    firstname: draft.firstname,
    lastname: draft.lastname,
  };
}

function valuesFromQuery(settings: JoinSettings, query: URLSearchParams): JoinValues {
  const { join, general } = settings;
  const periods = offeredPeriods(join);
  const asked = query.get("period");
  const period =
    periods.find((name) => name === asked) ??
    (periods.includes(join.initialPeriod) ? join.initialPeriod : periods[0]!);
  const askedAmount = parseAmount(query.get("amount") ?? "");
  const amount =
    askedAmount !== undefined && askedAmount > 0
      ? askedAmount
      : convertAmount(join.initialAmount, join.initialPeriod, period);
  return {
    period,
    amount: amountText(amount),
    noContribution: general.hideContribution || !takesContributions(settings),
    email: "",
    paymentMethod: join.paymentMethods[0],
    payFee: false,
    firstname: "",
    lastname: "",
  };
}

/** Whether the form takes a contribution at all (not for "no contribution right now"). */
export function contributes(settings: JoinSettings, values: JoinValues): boolean {
  return (
    !values.noContribution && !settings.general.hideContribution && takesContributions(settings)
  );
}

/**
 * Whether the form asks for the reader's names: a method of another site's page (PayPal,
 * iDEAL) goes there straight from the form, and it needs them first.
 */
export function asksNames(settings: JoinSettings, values: JoinValues): boolean {
  return contributes(settings, values) && isRedirectMethod(values.paymentMethod);
}

/** Whether the fee option shows: offered, on a monthly contribution. */
export function offersFee(settings: JoinSettings, values: Pick<JoinValues, "period">): boolean {
  return settings.join.showAbsorbFee && values.period === "monthly";
}

/** Whether the fee must be covered: a monthly amount of exactly 1 (contract 4.2). */
export function feeForced(settings: JoinSettings, values: JoinValues): boolean {
  return (
    offersFee(settings, values) && isFeeRequired(parseAmount(values.amount) ?? 0, values.period)
  );
}

/** Whether the contribution covers the fee: chosen, or forced. */
export function coversFee(settings: JoinSettings, values: JoinValues): boolean {
  return offersFee(settings, values) && (values.payFee || feeForced(settings, values));
}

/** The fee on this amount and method, to the cent; 0 for an annual contribution. */
export function feeFor(settings: JoinSettings, values: JoinValues): number {
  const amount = parseAmount(values.amount);
  if (amount === undefined || !values.paymentMethod) return 0;
  const fee = calcPaymentFee(
    { amount, period: values.period, paymentMethod: values.paymentMethod },
    settings.payment.stripeCountry,
  );
  return Math.round(fee * 100) / 100;
}

/** What is charged per period: the amount, and the fee when covered. */
export function totalFor(settings: JoinSettings, values: JoinValues): number {
  const amount = parseAmount(values.amount) ?? 0;
  const fee = coversFee(settings, values) ? feeFor(settings, values) : 0;
  return Math.round((amount + fee) * 100) / 100;
}

/**
 * The amount one step up or down (arrows and the stepper): by 1, never below the minimum
 * going down; an amount that is no number starts again from the minimum.
 */
export function stepAmount(amount: string, direction: 1 | -1, minimum: number): string {
  const current = parseAmount(amount);
  if (current === undefined) return amountText(minimum);
  const next = current + direction;
  if (direction < 0 && next < minimum) return amountText(Math.max(current, minimum));
  return amountText(Math.min(next, MAX_CONTRIBUTION_AMOUNT));
}

/** The values after switching period: the amount converted (×12, or a twelfth rounded down). */
export function switchPeriod(values: JoinValues, period: ContributionPeriod): JoinValues {
  if (period === values.period) return values;
  const amount = parseAmount(values.amount);
  return {
    ...values,
    period,
    amount:
      amount === undefined
        ? values.amount
        : amountText(convertAmount(amount, values.period, period)),
  };
}

/** What is wrong with an amount as typed, given the least the reader may give. */
export function amountProblem(text: string, minimum: number): AmountProblem | undefined {
  const amount = parseAmount(text);
  if (amount === undefined || amount <= 0 || !hasWholeCents(amount)) return "invalid";
  if (amount > MAX_CONTRIBUTION_AMOUNT) return "too-high";
  if (amount < minimum) return "below-minimum";
  return undefined;
}

/** What is wrong, by field; empty when the form can be sent. */
export function joinProblems(settings: JoinSettings, values: JoinValues): JoinProblems {
  const problems: JoinProblems = {};
  const email = values.email.trim();
  if (email === "") problems.email = "required";
  else if (!isEmail(email)) problems.email = "invalid";
  if (!contributes(settings, values)) return problems;
  const amount = amountProblem(values.amount, minimumFor(settings, values.period));
  if (amount) problems.amount = amount;
  if (!values.paymentMethod) problems.paymentMethod = "required";
  if (asksNames(settings, values)) {
    if (!values.firstname.trim()) problems.firstname = "required";
    if (!values.lastname.trim()) problems.lastname = "required";
  }
  return problems;
}

/** The addresses the emails and the provider lead back to: pages of this site. */
export const JOIN_URLS = {
  loginUrl: "/auth/login",
  setPasswordUrl: "/auth/set-password",
  confirmUrl: "/join/confirm-email",
  completeUrl: "/join/complete",
} as const;

/**
 * The return page of a join from the frame: the article's place in the tab's history (its
 * length when the reader left), so a failed checkout can go back to it (JoinCompletePage).
 */
export const returnToFrameUrl = (historyLength: number) =>
  `${JOIN_URLS.completeUrl}/return/${historyLength}`;

/** `POST /signup`'s body for values without problems (see `joinProblems`). */
export function signupBody(
  settings: JoinSettings,
  values: JoinValues,
  completeUrl: string = JOIN_URLS.completeUrl,
): SignupBody {
  const { loginUrl, setPasswordUrl, confirmUrl } = JOIN_URLS;
  const body: SignupBody = { email: values.email.trim(), loginUrl, setPasswordUrl, confirmUrl };
  if (contributes(settings, values) && values.paymentMethod) {
    body.contribution = {
      amount: parseAmount(values.amount)!,
      period: values.period,
      payFee: coversFee(settings, values),
      prorate: false,
      paymentMethod: values.paymentMethod,
      completeUrl,
    };
    if (asksNames(settings, values)) {
      body.firstname = values.firstname.trim();
      body.lastname = values.lastname.trim();
    }
  }
  return body;
}
