import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Struct } from "superstruct";
import { Link } from "wouter";
import { Button } from "@ui/button";
import { ErrorSummary, TextField, formActions, formStack, useForm } from "@ui/form";
import { Text } from "@ui/typography";
import { AuthPanel } from "@app/pages/shared/AuthPanel";
import { useEmailParam } from "@app/pages/shared/sign-in/signIn";

export interface LinkRequestProps<B extends { email: string }> {
  /** Prefix of the field ids. */
  formId: string;
  heading: string;
  intro: string;
  submitLabel: string;
  /** The schema of the request's body, which checks the email address. */
  schema: Struct<B, unknown>;
  /** The request's body for this (trimmed) address. */
  body: (email: string) => B;
  /** Asks the server to email the link; it answers the same whether the account exists or not. */
  request: (body: B) => Promise<unknown>;
  /** The confirmation, the same for any address, so it does not tell who has an account. */
  sentText: (email: string) => string;
}

/** An email form that asks for a link by email, then a neutral "check your email" message. */
export function LinkRequest<B extends { email: string }>({
  formId,
  heading,
  intro,
  submitLabel,
  schema,
  body,
  request,
  sentText,
}: LinkRequestProps<B>) {
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm({
    id: formId,
    labels: {
      email: msg`Email address`,
    },
    initial: { email: useEmailParam() },
    schema,
    toBody: ({ email }) => body(email.trim()),
  });

  if (sentTo !== undefined) {
    return (
      <AuthPanel focusHeading heading={t`Check your email`} intro={sentText(sentTo)}>
        <Text size="sm">{t`Nothing arrived after a few minutes? Look in your spam folder, or check the address and try again.`}</Text>
        <div className={formActions}>
          <Button variant="primaryOutlined" onClick={() => setSentTo(undefined)}>
            {t`Try again`}
          </Button>
          <Link href="/auth/login">{t`Back to log in`}</Link>
        </div>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel heading={heading} intro={intro}>
      <form
        className={formStack}
        noValidate
        onSubmit={form.handleSubmit(async (sent) => {
          await request(sent);
          setSentTo(sent.email);
        })}
      >
        <TextField {...form.text("email")} type="email" autoComplete="email" />
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {submitLabel}
          </Button>
          <Link href="/auth/login">{t`Back to log in`}</Link>
        </div>
      </form>
    </AuthPanel>
  );
}
