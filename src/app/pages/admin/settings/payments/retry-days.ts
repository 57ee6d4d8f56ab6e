/** The retry schedule as staff type it: day numbers separated by commas or spaces. */
export function formatRetryDays(days: readonly number[]): string {
  return days.join(", ");
}

/**
 * The day numbers typed, or undefined when something typed is not a whole number. Blank is
 * no retries at all. Order and range are the schema's to judge.
 */
export function parseRetryDays(text: string): number[] | undefined {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== "");
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  return parts.map(Number);
}
