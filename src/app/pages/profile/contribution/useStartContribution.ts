import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { startContribution } from "@core/contributions/api";
import { api } from "@stores/api";
import { messageForApiError } from "@ui/form/apiErrorMessage";
import {
  asksNames,
  coversFee,
  parseAmount,
  type JoinProblems,
  type JoinSettings,
  type JoinValues,
} from "@ui/join-form/join-model";
import { goTo } from "@app/pages/shared/go-to";

export const START_COMPLETE_URL = "/profile/contribution/complete";

/**
 * Sending the start form: the first problem gets the focus, else the contribution starts and
 * the member goes to the provider's page, or Stripe's form shows (`secret`).
 */
export function useStartContribution(
  settings: JoinSettings,
  values: JoinValues,
  problems: JoinProblems,
) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [namesChecked, setNamesChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [secret, setSecret] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(values.amount);
    if (problems.amount || !values.paymentMethod || amount === undefined) {
      document.getElementById("start-amount")?.focus();
      return;
    }
    setNamesChecked(true);
    const missingName = problems.firstname ? "firstname" : problems.lastname ? "lastname" : "";
    if (missingName) {
      document.getElementById(`start-${missingName}`)?.focus();
      return;
    }
    // PayPal and iDEAL go to their page next, with the names given here.
    const names = asksNames(settings, values)
      ? { firstname: values.firstname.trim(), lastname: values.lastname.trim() }
      : {};
    setBusy(true);
    setFailure(undefined);
    try {
      const params = await api.send(
        startContribution({
          amount,
          period: values.period,
          payFee: coversFee(settings, values),
          prorate: false,
          paymentMethod: values.paymentMethod,
          completeUrl: START_COMPLETE_URL,
          ...names,
        }),
      );
      if (params.redirectUrl) goTo(params.redirectUrl, navigate);
      else if (params.clientSecret) setSecret(params.clientSecret);
      else setFailure(t`This payment method can't be used here yet. Please choose another one.`);
    } catch (error) {
      const message = messageForApiError(error);
      setFailure(message && i18n._(message));
    } finally {
      setBusy(false);
    }
  };

  return { submit, namesChecked, busy, failure, secret, leaveStripe: () => setSecret(undefined) };
}
