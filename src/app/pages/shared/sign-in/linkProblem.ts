import { isApiError } from "@core/api";
import type { LinkProblem } from "./ExpiredLink";

/** Whether a reset request failed because of its link, and how (contract 2.17). */
export function linkProblemOf(error: unknown): LinkProblem | undefined {
  if (isApiError(error, ["not-found"], [404])) return "expired";
  if (isApiError(error, ["wrong-type"], [400])) return "invalid";
  return undefined;
}
