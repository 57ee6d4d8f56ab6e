import type { I18n } from "@lingui/core";
import type { MembershipState } from "@core/contributions";
import { ENDED_REASON_LABELS, MEMBERSHIP_STATE_LABELS } from "@core/contributions/state-labels";

/**
 * A membership state as the staff's words say it, written in JS from the labels: what the SQL
 * that writes a state's words (membership/state-sql.ts) is held to.
 */
export function membershipInWords(english: I18n, state: MembershipState): string {
  const label = english._(MEMBERSHIP_STATE_LABELS[state.status]);
  return state.status === "ended" && state.endedReason
    ? `${label} ${english._(ENDED_REASON_LABELS[state.endedReason])}`
    : label;
}
