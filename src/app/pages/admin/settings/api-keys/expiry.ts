/** The choices of the expiry select (behaviour E1): days, or never. */
export const EXPIRY_CHOICES = ["30", "60", "90", "never"] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];
export const DEFAULT_EXPIRY: ExpiryChoice = "30";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `expires` of a new key: that many days from `now`, or null for never. */
export function expiryDate(choice: ExpiryChoice, now = new Date()): string | null {
  return choice === "never"
    ? null
    : new Date(now.getTime() + Number(choice) * DAY_MS).toISOString();
}

/** Whether a key's expiry has passed: such a key no longer works. */
export function hasExpired(expires: string | null, now = new Date()): boolean {
  return expires !== null && new Date(expires).getTime() <= now.getTime();
}
