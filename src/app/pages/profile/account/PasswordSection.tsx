import { useLingui } from "@lingui/react/macro";
import type { UpdateContact } from "../../../../core/contacts";
import { api } from "../../../../stores/api";
import { notify } from "../../../../stores/notifications";
import { Button } from "../../../../ui/button";
import {
  ErrorSummary,
  NewPasswordFields,
  formActions,
  formStack,
  newPasswordErrors,
  useForm,
} from "../../../../ui/form";
import { AccountSection } from "./AccountSection";

const HEADING_ID = "account-password";

/** A new password, entered twice; the current one is not asked for (contract 2.3). */
export function PasswordSection({ email }: { email: string }) {
  const { t } = useLingui();
  const form = useForm({
    id: "account-password",
    initial: { password: "", confirmPassword: "" },
    validate: ({ password, confirmPassword }) => newPasswordErrors(password, confirmPassword),
  });

  const submit = form.handleSubmit(async ({ password }) => {
    const update: UpdateContact = { password };
    await api.patch("contact/me", update);
    form.reset();
    notify.success(t`Your password is changed.`);
  });

  return (
    <AccountSection id={HEADING_ID} heading={t`Change password`}>
      <form className={formStack} noValidate aria-labelledby={HEADING_ID} onSubmit={submit}>
        {/* Tells password managers whose password this is. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields
          password={form.text("password")}
          confirmation={form.text("confirmPassword")}
        />
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {t`Change password`}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
