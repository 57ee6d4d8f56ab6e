import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ApiError } from "@core/api/api-error";
import { parseLocale } from "@core/i18n/locales";
import { messageForApiError } from "../form/apiErrorMessage";
import { clearDraft, saveDraft } from "./join-draft";
import {
  JOIN_URLS,
  returnToFrameUrl,
  signupBody,
  type JoinProblems,
  type JoinSettings,
  type JoinValues,
} from "./join-model";
import type { JoinMessages } from "./useJoinMessages";

// Loaded when the reader submits: the request, and Stripe's form when the setup asks for it.
const loadSubmit = () => import("./submit-join");

export type JoinServerErrors = Partial<Record<keyof JoinProblems, string>>;

/** The last part of each property a 400 names, nested ones (`contribution.amount`) too. */
function refusedFields(error: ApiError): string[] {
  const names: string[] = [];
  const walk = (items: ApiError["errors"]) => {
    for (const item of items) {
      names.push(item.property.split(".").pop() ?? "");
      if (item.children) walk(item.children);
    }
  };
  walk(error.errors);
  return names;
}

interface JoinSubmitOptions {
  settings: JoinSettings;
  values: JoinValues;
  messages: JoinMessages;
  returnHere: boolean;
  go(url: string): boolean;
}

/**
 * Sending the join: the request, where it leads (Stripe's form, the provider's page, or a link
 * when the page could not be opened), and what the server refused, field by field.
 */
export function useJoinSubmit({ settings, values, messages, returnHere, go }: JoinSubmitOptions) {
  const { t, i18n } = useLingui();
  const [retried, setRetried] = useState(false);
  const [completeUrl, setCompleteUrl] = useState<string>(JOIN_URLS.completeUrl);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<JoinServerErrors>({});
  const [stuckAt, setStuckAt] = useState<string>();
  const [secret, setSecret] = useState<string>();

  const refusals = (error: unknown): JoinServerErrors => {
    const refused = error instanceof ApiError && error.status === 400 ? refusedFields(error) : [];
    const fields: JoinServerErrors = {};
    // The period and the fee are refused only with the amount they go with.
    if (["amount", "period", "payFee"].some((name) => refused.includes(name))) {
      fields.amount = t`Check the amount: we can't take this one`;
    }
    if (refused.includes("email")) fields.email = messages.email.invalid;
    if (error instanceof ApiError && error.code === "duplicate-email") {
      const message = messageForApiError(error);
      if (message) fields.email = i18n._(message);
    }
    for (const name of ["firstname", "lastname"] as const) {
      if (refused.includes(name)) fields[name] = messages.names[name];
    }
    if (refused.includes("paymentMethod")) {
      fields.paymentMethod = t`This payment method is not offered. Please choose another one.`;
    }
    return fields;
  };

  const send = async () => {
    setSending(true);
    setRetried(true);
    try {
      const { submitJoin } = await loadSubmit();
      // Kept before leaving; where the browser keeps nothing, the frame has nothing to come
      // back to, and the full site's return page handles the failure.
      const kept = saveDraft({ values });
      const back = returnHere && kept ? returnToFrameUrl(history.length) : JOIN_URLS.completeUrl;
      setCompleteUrl(back);
      const locale = parseLocale(i18n.locale);
      const outcome = await submitJoin({
        ...signupBody(settings, values, back),
        ...(locale ? { locale } : {}),
      });
      if (outcome.paymentFlowId) saveDraft({ values, paymentFlowId: outcome.paymentFlowId });
      else clearDraft();
      if (outcome.kind === "client-secret") {
        setSecret(outcome.clientSecret);
      } else if (!go(outcome.url)) {
        setStuckAt(outcome.url);
      }
    } catch (error) {
      const fields = refusals(error);
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) {
        const message = messageForApiError(error);
        setFailure(message ? i18n._(message) : undefined);
      }
    } finally {
      setSending(false);
    }
  };

  return {
    send,
    sending,
    retried,
    failure,
    clearFailure: () => setFailure(undefined),
    serverErrors,
    clearServerError: (field: keyof JoinProblems) =>
      setServerErrors(({ [field]: _, ...rest }) => rest),
    stuckAt,
    secret,
    closeSecret: () => setSecret(undefined),
    completeUrl,
  };
}
