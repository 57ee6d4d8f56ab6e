import { HttpError, badRequest } from "@core/errors";
import { setupFailureCode } from "@core/payments/setup-failure";
import { ProviderError, SetupIncompleteError } from "../payments";

/** The contract's 400 for a field, as `parseInput` words it. */
export function invalidField(property: string, message: string, rule = "isValid"): HttpError {
  return new HttpError(400, {
    message: "Invalid body, check 'errors' property for more info.",
    errors: [{ property, constraints: { [rule]: message } }],
  });
}

/** The contract's refusal of a change, with what to do instead. */
export const cantUpdate = (message: string) =>
  badRequest(message, { code: "cant-update-contribution" });

/**
 * Runs a provider call, answering its known failures as the caller should hear them: a setup
 * the payer did not finish is a 400, a provider that cannot be reached a 503 (try again).
 */
export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SetupIncompleteError) {
      throw badRequest("The payment method was not set up: it was declined or cancelled", {
        code: setupFailureCode(error.reason),
      });
    }
    if (error instanceof ProviderError) {
      throw new HttpError(503, {
        message:
          "The payment provider cannot be reached just now; please try again in a few minutes",
      });
    }
    throw error;
  }
}
