import { msg } from "@lingui/core/macro";
import type { EndedReason, MembershipStateName } from "./state";

/** How staff read a membership's state: the contact page and the contacts export. */
export const MEMBERSHIP_STATE_LABELS = {
  active: msg`Active`,
  "payment-failed": msg`Last payment failed`,
  "cancelled-expiring": msg`Cancelled, ending`,
  ended: msg`Ended`,
  none: msg`Not a member`,
} as const satisfies Record<MembershipStateName, unknown>;

/** Why an ended membership ended, read after "Ended". */
export const ENDED_REASON_LABELS = {
  cancelled: msg`after a cancellation`,
  "payment-failed": msg`after failed payments`,
  staff: msg`by staff`,
} as const satisfies Record<EndedReason, unknown>;
