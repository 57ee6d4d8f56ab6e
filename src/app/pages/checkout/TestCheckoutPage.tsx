import { useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { ApiError } from "@core/api/api-error";
import {
  authenticateTestCheckout,
  cancelTestCheckout,
  confirmTestCheckout,
  testCheckout,
} from "@core/payments/api";
import {
  TEST_CARD_NUMBER,
  TEST_IBAN,
  testPaymentDetailsProblems,
  type ConfirmTestCheckout,
  type PaymentDetailsProblem,
  type TestCheckout,
  type TestCheckoutOutcome,
} from "@core/payments/test-provider";
import { api } from "@stores/api";
import { useQuery } from "@stores/query";
import { Button } from "@ui/button";
import { RadioGroup, formActions, formStack } from "@ui/form";
import { FieldError } from "@ui/form/FieldParts";
import { messageForApiError } from "@ui/form/apiErrorMessage";
import { QueryView } from "@ui/query-view";
import { Spinner } from "@ui/spinner";
import type { PageProps } from "../../router/types";
import { AuthPanel } from "@app/pages/shared/AuthPanel";
import { goTo } from "@app/pages/shared/go-to";
import { ApprovalNotice } from "./ApprovalNotice";
import { CheckoutSummary } from "./CheckoutSummary";
import { PaymentDetailsFields } from "./PaymentDetailsFields";

type Field = PaymentDetailsProblem["property"];

/**
 * `/checkout/test/:id`: the test provider's checkout, standing in for Stripe's form or
 * GoCardless's pages. The payer sees what they pay, enters a test card or bank account, picks
 * what the bank does, and goes back to the page the join or change came from.
 */
export default function TestCheckoutPage({ params }: PageProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const read = testCheckout(params.id ?? "");
  const loaded = useQuery(read);
  const [checkout, setCheckout] = useState<TestCheckout>();

  // Over (paid, or given up): back to where the payer came from.
  const leaveTo = (checkout ?? (loaded.status === "ready" ? loaded.data : undefined))?.redirectUrl;
  useEffect(() => {
    if (leaveTo) goTo(leaveTo, navigate);
  }, [leaveTo, navigate]);

  if (leaveTo) return <Spinner size="lg" label={t`Loading the checkout`} />;
  const form = (current: TestCheckout) => (
    <CheckoutForm id={params.id ?? ""} checkout={current} onChange={setCheckout} />
  );
  // After a change the form shows the answer to it, not the first read.
  if (checkout) return form(checkout);
  return (
    <QueryView
      state={loaded}
      read={read}
      loading={t`Loading the checkout`}
      spinnerSize="lg"
      failed={
        <AuthPanel
          heading={t`The checkout can't load right now`}
          intro={t`Please try again in a moment.`}
        />
      }
      notFound={
        <AuthPanel
          heading={t`This checkout doesn't exist`}
          intro={t`It may have ended already. Start again from the page you came from.`}
        />
      }
    >
      {form}
    </QueryView>
  );
}

function CheckoutForm({
  id,
  checkout,
  onChange,
}: {
  id: string;
  checkout: TestCheckout;
  onChange(checkout: TestCheckout): void;
}) {
  const { t, i18n } = useLingui();
  const bank = checkout.method === "gc_direct-debit";
  const [details, setDetails] = useState({
    cardNumber: "",
    expiry: "",
    cvc: "",
    iban: "",
    accountHolder: "",
  });
  const [outcome, setOutcome] = useState<TestCheckoutOutcome>("succeed");
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState<"confirm" | "cancel" | "approve" | "refuse">();
  const [failure, setFailure] = useState<string>();

  const money = (amount: number) =>
    i18n.number(amount, { style: "currency", currency: checkout.currencyCode });
  const body: ConfirmTestCheckout = bank
    ? { outcome, iban: details.iban, accountHolder: details.accountHolder }
    : { outcome, cardNumber: details.cardNumber, expiry: details.expiry, cvc: details.cvc };
  const messages: Record<Field, string> = {
    cardNumber: t`Enter a valid card number, such as ${TEST_CARD_NUMBER}`,
    expiry: t`Enter an expiry date in the future, as MM/YY`,
    cvc: t`Enter the 3 or 4 digits on the back of the card`,
    iban: t`Enter a valid IBAN, such as ${TEST_IBAN}`,
    accountHolder: t`Enter the account holder's name`,
  };
  const problems = Object.fromEntries(
    testPaymentDetailsProblems(checkout.method, body, new Date()).map((problem) => [
      problem.property,
      messages[problem.property],
    ]),
  ) as Partial<Record<Field, string>>;
  const errorOf = (field: Field) =>
    (checked ? problems[field] : undefined) ?? serverProblems[field];

  const run = async (
    kind: NonNullable<typeof busy>,
    call: () => Promise<TestCheckout>,
  ): Promise<void> => {
    setBusy(kind);
    setFailure(undefined);
    try {
      onChange(await call());
    } catch (error) {
      const fields: Partial<Record<Field, string>> = {};
      if (error instanceof ApiError && error.status === 400) {
        for (const item of error.errors) {
          if (item.property in messages)
            fields[item.property as Field] = messages[item.property as Field];
        }
      }
      setServerProblems(fields);
      if (Object.keys(fields).length === 0) {
        const message = messageForApiError(error);
        setFailure(message ? i18n._(message) : undefined);
      }
    } finally {
      setBusy(undefined);
    }
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const first = Object.keys(problems)[0];
    if (first) {
      document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
    void run("confirm", () => api.send(confirmTestCheckout(id, body)));
  };
  const cancel = () => void run("cancel", () => api.send(cancelTestCheckout(id)));
  const update = (field: Field) => ({
    id: `checkout-${field}`,
    value: details[field],
    error: errorOf(field),
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setDetails((current) => ({ ...current, [field]: value }));
      setServerProblems(({ [field]: _, ...rest }) => rest);
    },
  });

  const outcomes: { value: TestCheckoutOutcome; label: string }[] = [
    { value: "succeed", label: t`Succeed` },
    { value: "decline", label: bank ? t`The bank refuses` : t`The card is declined` },
    { value: "authenticate", label: t`The bank asks me to approve it` },
    { value: "insufficient-funds-later", label: t`Succeed now, then fail for lack of funds` },
  ];

  return (
    <AuthPanel
      heading={t`Pay ${checkout.organisationName}`}
      intro={t`This is the test payment provider: no real money moves. Use the test details below.`}
    >
      <CheckoutSummary checkout={checkout} />
      {checkout.status === "requires-authentication" ? (
        <ApprovalNotice
          busy={busy === "approve" || busy === "refuse" ? busy : undefined}
          onAnswer={(approve) =>
            void run(approve ? "approve" : "refuse", () =>
              api.send(authenticateTestCheckout(id, { approve })),
            )
          }
        />
      ) : (
        <form className={formStack} noValidate onSubmit={confirm}>
          {checkout.declined && (
            <div role="alert">
              <FieldError id="checkout-declined">
                {bank
                  ? t`Your bank refused the payment. Try another account, or cancel.`
                  : t`The payment was declined. Try again, or cancel.`}
              </FieldError>
            </div>
          )}
          <PaymentDetailsFields bank={bank} field={update} />
          <RadioGroup
            id="checkout-outcome"
            label={t`What the bank does`}
            options={outcomes}
            value={outcome}
            onChange={(value) => setOutcome(value as TestCheckoutOutcome)}
          />
          {failure && (
            <div role="alert">
              <FieldError id="checkout-failure">{failure}</FieldError>
            </div>
          )}
          <div className={formActions}>
            <Button type="submit" loading={busy === "confirm"}>
              {checkout.total !== undefined ? t`Pay ${money(checkout.total)}` : t`Save`}
            </Button>
            <Button variant="text" loading={busy === "cancel"} onClick={cancel}>
              {t`Cancel and go back`}
            </Button>
          </div>
        </form>
      )}
    </AuthPanel>
  );
}
