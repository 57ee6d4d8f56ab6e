import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { JoinProblems } from "./join-model";
import type { PayerName } from "./PayerNameFields";
import type { JoinMessages } from "./useJoinMessages";
import type { JoinServerErrors } from "./useJoinSubmit";

/**
 * What the join form shows under each field: its problem as the reader types (the email and
 * names once left or submitted), else what the server refused.
 */
export function useJoinErrors(
  problems: JoinProblems,
  serverErrors: JoinServerErrors,
  messages: JoinMessages,
) {
  const { t } = useLingui();
  const [emailTouched, setEmailTouched] = useState(false);
  const [namesTouched, setNamesTouched] = useState<Record<PayerName, boolean>>({
    firstname: false,
    lastname: false,
  });
  const errors = {
    amount: problems.amount ? messages.amount[problems.amount] : serverErrors.amount,
    email:
      (emailTouched && problems.email ? messages.email[problems.email] : undefined) ??
      serverErrors.email,
    paymentMethod: problems.paymentMethod
      ? t`No payment method is available. Please contact us.`
      : serverErrors.paymentMethod,
    firstname:
      namesTouched.firstname && problems.firstname
        ? messages.names.firstname
        : serverErrors.firstname,
    lastname:
      namesTouched.lastname && problems.lastname ? messages.names.lastname : serverErrors.lastname,
  };
  return {
    errors,
    touchAll: () => {
      setEmailTouched(true);
      setNamesTouched({ firstname: true, lastname: true });
    },
    leaveEmail: (email: string) => setEmailTouched(email.trim() !== "" || emailTouched),
    leaveName: (name: PayerName, value: string) =>
      setNamesTouched((now) => ({ ...now, [name]: now[name] || value.trim() !== "" })),
  };
}
