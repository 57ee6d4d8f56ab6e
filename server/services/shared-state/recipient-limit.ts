import { normaliseEmail } from "@core/contacts";
import type { RateCounters } from "./rate-counters";

/** Emails one address may be sent in an hour by one path anyone can ask for (e.g. reset links). */
export const EMAILS_PER_RECIPIENT_PER_HOUR = 3;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether `path` may email `address` once more this hour: true for the first few requests
 * naming it, false beyond, whoever asks and from however many client addresses (the per-client
 * limits cannot stop that). Each call counts, whether or not the address has an account, so
 * being limited says nothing about it; callers answer as if they had sent.
 */
export type RecipientLimit = (path: string, address: string) => Promise<boolean>;

export function createRecipientLimit(
  counters: RateCounters,
  perHour = EMAILS_PER_RECIPIENT_PER_HOUR,
): RecipientLimit {
  return async (path, address) => {
    const { hits } = await counters.hit(`recipient:${path}:${normaliseEmail(address)}`, HOUR_MS);
    return hits <= perHour;
  };
}
