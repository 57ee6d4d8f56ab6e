import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Contact } from "@core/contacts/contact";

/** Money in the organisation's currency (`useMoney`). */
type Money = (value: number, options?: { whole?: boolean }) => string;

/** "£5 a month", "£60 a year", or "" for a contact who gives nothing. */
export function contributionText(
  contact: Pick<Contact, "contributionAmount" | "contributionPeriod">,
  i18n: I18n,
  money: Money,
): string {
  const { contributionAmount: amount, contributionPeriod: period } = contact;
  if (amount === undefined) return "";
  const value = money(amount, { whole: Number.isInteger(amount) });
  return period === "annually" ? i18n._(msg`${value} a year`) : i18n._(msg`${value} a month`);
}
