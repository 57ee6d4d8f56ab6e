import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Contact } from "../../../../../core/contacts/contact";

/** "5 a month", "60 a year", or "" for a contact who gives nothing. */
export function contributionText(
  contact: Pick<Contact, "contributionAmount" | "contributionPeriod">,
  i18n: I18n,
): string {
  const { contributionAmount: amount, contributionPeriod: period } = contact;
  if (amount === undefined) return "";
  const value = i18n.number(amount, { maximumFractionDigits: 2 });
  return period === "annually" ? i18n._(msg`${value} a year`) : i18n._(msg`${value} a month`);
}
