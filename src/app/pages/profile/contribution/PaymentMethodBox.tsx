import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { useLocation } from "wouter";
import { changePaymentMethod } from "@core/contributions/api";
import type { PaymentSource } from "@core/contributions/schemas";
import { isRedirectMethod } from "@core/fees/redirect-methods";
import { api } from "@stores/api";
import { $currentUser } from "@stores/session";
import { Button } from "@ui/button";
import { formActions } from "@ui/form";
import { FieldError } from "@ui/form/FieldParts";
import { messageForApiError } from "@ui/form/apiErrorMessage";
import { METHOD_NAMES } from "@ui/join-form/MethodChoice";
import { PayerNameFields, type PayerName } from "@ui/join-form/PayerNameFields";
import { Heading, Text } from "@ui/typography";
import { describePaymentSource } from "@app/pages/shared/payment-source";
import { part } from "./styles";
import { goTo } from "@app/pages/shared/go-to";
import { ProfileStripeForm } from "./ProfileStripeForm";

const CHANGE_COMPLETE_URL = "/profile/contribution/payment-method/complete";

/** How the member pays, and a change of method through the provider's page. */
export function PaymentMethodBox({
  source,
  blocked,
  failed = false,
}: {
  source: PaymentSource;
  /** The membership state does not allow a change now (a payment is on its way). */
  blocked: boolean;
  /** The last payment failed: a new method charges it again (issue #23). */
  failed?: boolean;
}) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const user = useStore($currentUser);
  const [names, setNames] = useState({
    firstname: user?.firstname ?? "",
    lastname: user?.lastname ?? "",
  });
  const [namesChecked, setNamesChecked] = useState(false);
  if (source.method === null) return null;
  // PayPal's or the bank's page opens next: it needs names the member may never have given.
  const asksNames = isRedirectMethod(source.method) && !(user?.firstname && user.lastname);
  const missing = (name: PayerName) => asksNames && !names[name].trim();

  const change = async () => {
    setNamesChecked(true);
    const firstMissing = (["firstname", "lastname"] as const).find(missing);
    if (firstMissing) {
      document.getElementById(`change-payment-${firstMissing}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const params = await api.send(
        changePaymentMethod({
          completeUrl: CHANGE_COMPLETE_URL,
          ...(asksNames
            ? { firstname: names.firstname.trim(), lastname: names.lastname.trim() }
            : {}),
        }),
      );
      if (params.redirectUrl) goTo(params.redirectUrl, navigate);
      else if (params.clientSecret) setSecret(params.clientSecret);
      else setFailure(t`This payment method can't be changed here yet. Please contact us.`);
    } catch (error) {
      const message = messageForApiError(error);
      setFailure(message && i18n._(message));
    } finally {
      setBusy(false);
    }
  };

  if (secret) {
    return (
      <section className={part} aria-label={t`Change payment method`}>
        <ProfileStripeForm
          id="change-payment"
          clientSecret={secret}
          completeUrl={CHANGE_COMPLETE_URL}
          submitLabel={t`Save the new payment method`}
          onBack={() => setSecret(undefined)}
        />
      </section>
    );
  }

  return (
    <section className={part} aria-labelledby="payment-method">
      <Heading id="payment-method" level={2} size="md">
        {t`Payment method`}
      </Heading>
      <Text>
        {i18n._(METHOD_NAMES[source.method])}: {describePaymentSource(source)}
      </Text>
      {asksNames && (
        <PayerNameFields
          id="change-payment"
          values={names}
          errors={{
            firstname: namesChecked && missing("firstname") ? t`Enter your first name` : undefined,
            lastname: namesChecked && missing("lastname") ? t`Enter your last name` : undefined,
          }}
          onChange={(name, value) => setNames((current) => ({ ...current, [name]: value }))}
        />
      )}
      {failure && (
        <div role="alert">
          <FieldError id="payment-method-failure">{failure}</FieldError>
        </div>
      )}
      <div className={formActions}>
        <Button
          variant="primaryOutlined"
          loading={busy}
          disabled={blocked}
          onClick={() => void change()}
        >
          {failed ? t`Update payment method` : t`Change payment method`}
        </Button>
      </div>
    </section>
  );
}
