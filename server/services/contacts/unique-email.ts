import { badRequest } from "@core/errors";
import { isUniqueViolation } from "../../db/errors";

export const duplicateEmail = () =>
  badRequest("Email address already exists", { code: "duplicate-email" });

/** Runs a write, turning a taken email into the contract's `duplicate-email`. */
export async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "contacts_email_unique")) throw duplicateEmail();
    throw error;
  }
}
