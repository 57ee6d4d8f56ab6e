/**
 * The checks that depend on work merged later (issue #23), each switched on by the lead once it
 * is in: "money" is the membership state machine (`ContributionInfo.membership`), "money-fix"
 * the preview endpoint, the failed-renewal recovery charge and "ended after failed payments".
 * `AGORA_MODEL_SWITCHES=all` (or a comma list of names) turns them on without editing.
 */
const ON_BY_DEFAULT = {
  /** money: what the API says equals the state machine's output for the stored facts. */
  apiAgreesWithStateMachine: true,
  /** money: the legacy dates never contradict each other (renewal before expiry, no pending
   * payment after a failure); the findings, which the state machine fixes. */
  legacyFieldsCoherent: true,
  /** money-fix: `POST …/contribution/preview` then `PATCH` with `chargeNow` charges exactly it. */
  previewThenCharge: true,
  /** money-fix: completing a new method after a failed renewal charges that period at once. */
  recoveryChargesFailedPeriod: true,
  /** money-fix: retries running out end the contribution with its own emails, not "cancelled". */
  endedAfterFailedPayments: true,
};
export type Switch = keyof typeof ON_BY_DEFAULT;

const fromEnv = (process.env.AGORA_MODEL_SWITCHES ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);

export function switchedOn(name: Switch): boolean {
  return ON_BY_DEFAULT[name] || fromEnv.includes("all") || fromEnv.includes(name);
}
