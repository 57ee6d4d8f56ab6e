export type StripeObject = Record<string, unknown> & { id: string };
export type Body = Record<string, unknown>;

export interface StripeEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: StripeObject; previous_attributes?: Body };
}

export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const missing = (kind: string, id: string) =>
  new StripeFailure(404, "invalid_request_error", "resource_missing", `No such ${kind}: '${id}'`);

export interface ConfirmedMethod {
  type: "card" | "sepa_debit" | "bacs_debit" | "paypal" | "ideal";
  /** The payer's name and address as the Payment Element collected them. */
  name?: string;
  address?: { line1: string; city: string; postal_code: string; country: string };
}

export interface RenewOptions {
  fail?: boolean;
  willRetry?: boolean;
  draft?: boolean;
}
