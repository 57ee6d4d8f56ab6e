import type { PaymentSource } from "@core/contributions/schemas";

/** The masked details of a payment method, as the member recognises it. */
export function describePaymentSource(source: PaymentSource): string {
  switch (source.method) {
    case "s_card":
      return source.isLink
        ? source.email
        : `${source.brand ? `${source.brand} ` : ""}•••• ${source.last4}, ${String(source.expiryMonth).padStart(2, "0")}/${source.expiryYear}`;
    case "s_sepa":
      return `${source.country} ${source.bankCode} •••• ${source.last4}`;
    case "s_bacs":
      return `${source.sortCode} •••• ${source.last4}`;
    case "s_paypal":
      return source.payerEmail;
    case "gc_direct-debit":
      return `${source.accountHolderName}, ${source.bankName} •••• ${source.accountNumberEnding}`;
    case null:
      return [source.source, source.reference].filter(Boolean).join(", ");
  }
}
