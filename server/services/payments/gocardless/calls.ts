import { isGoneOrDone, type GoCardlessApi } from "./api";

export interface GoCardlessProviderDependencies {
  api: GoCardlessApi;
  /** The organisation's currency (settings): the mandate asked for is in it. */
  currency: () => Promise<string>;
}

/** The currency of each direct debit scheme: a subscription is charged in its mandate's. */
export const SCHEME_CURRENCIES: Readonly<Record<string, string>> = {
  bacs: "GBP",
  sepa_core: "EUR",
  autogiro: "SEK",
  betalingsservice: "DKK",
  becs: "AUD",
  becs_nz: "NZD",
  pad: "CAD",
  ach: "USD",
};

/** YYYY-MM-DD, as GoCardless writes dates. */
export const day = (date: Date) => date.toISOString().slice(0, 10);

/** Runs a call whose target may be gone or already done (cancelled twice): no error then. */
export async function unlessDone(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!isGoneOrDone(error)) throw error;
  }
}
