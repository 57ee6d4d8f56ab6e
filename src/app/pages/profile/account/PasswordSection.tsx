import { useLingui } from "@lingui/react/macro";
import { UpdateContact } from "@core/contacts";
import { updateMyContact } from "@core/contacts/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { NEW_PASSWORD_LABELS, NewPasswordFields, repeatedPasswordError, useForm } from "@ui/form";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { AccountForm } from "@app/pages/shared/account/AccountSection";

/** A new password, entered twice; the current one is not asked for (contract 2.3). */
export function PasswordSection({ email }: { email: string }) {
  const { t } = useLingui();
  const form = useForm({
    id: "account-password",
    labels: NEW_PASSWORD_LABELS,
    initial: { password: "", confirmPassword: "" },
    schema: UpdateContact,
    toBody: ({ password }): UpdateContact => ({ password }),
    validate: ({ password, confirmPassword }) => ({
      confirmPassword: repeatedPasswordError(password, confirmPassword),
    }),
  });
  const leaveGuard = useLeaveGuard(form.dirty);

  const submit = form.handleSubmit(async (body) => {
    await api.send(updateMyContact(body));
    form.reset();
    notify.success(t`Your password is changed.`);
  });

  return (
    <AccountForm
      id="account-password"
      heading={t`Change password`}
      form={form}
      onSubmit={submit}
      submitLabel={t`Change password`}
    >
      {leaveGuard}
      {/* Tells password managers whose password this is. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        password={form.text("password")}
        confirmation={form.text("confirmPassword")}
      />
    </AccountForm>
  );
}
