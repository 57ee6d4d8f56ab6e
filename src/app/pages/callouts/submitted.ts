// The callout a response was just sent to, so its thank-you page takes focus (and a page
// opened from a link or a reload does not).
let justSubmitted: string | undefined;

export function rememberSubmitted(calloutId: string): void {
  justSubmitted = calloutId;
}

/** True once after `rememberSubmitted` for this callout. */
export function takeSubmitted(calloutId: string): boolean {
  const submitted = justSubmitted === calloutId;
  justSubmitted = undefined;
  return submitted;
}
