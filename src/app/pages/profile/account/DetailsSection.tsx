import { css } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { hasFieldError, isApiError } from "../../../../core/api";
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TELEPHONE_MAX_LENGTH,
  normaliseEmail,
  type Contact,
  type UpdateContact,
} from "../../../../core/contacts";
import {
  PHONE_MESSAGE,
  firstError,
  validateEmail,
  validateMaxLength,
  validatePhone,
  validateRequired,
} from "../../../../core/validation";
import { updateMyContact } from "../../../../core/contacts/api";
import { api } from "../../../../stores/api";
import { notify } from "../../../../stores/notifications";
import { loadCurrentUser } from "../../../../stores/session";
import { TextField, useForm } from "../../../../ui/form";
import { AccountForm } from "./AccountSection";

const names = css`
  display: grid;
  gap: 1.25rem;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Names, email address and phone number. */
export function DetailsSection({
  contact,
  onSaved,
}: {
  contact: Contact;
  onSaved: (contact: Contact) => void;
}) {
  const { t } = useLingui();
  const isNewEmail = (email: string) => normaliseEmail(email) !== contact.email;
  const form = useForm({
    id: "account-details",
    labels: {
      firstname: msg`First name`,
      lastname: msg`Last name`,
      email: msg`Email address`,
      currentPassword: msg`Current password`,
      telephone: msg`Phone number`,
    },
    initial: {
      firstname: contact.firstname,
      lastname: contact.lastname,
      email: contact.email,
      // In the order the fields show: the error summary lists them so.
      currentPassword: "",
      telephone: contact.profile?.telephone ?? "",
    },
    validate: ({ firstname, lastname, email, telephone, currentPassword }) => ({
      firstname: firstError(firstname.trim(), [
        validateRequired,
        (value) => validateMaxLength(value, NAME_MAX_LENGTH),
      ]),
      lastname: firstError(lastname.trim(), [
        validateRequired,
        (value) => validateMaxLength(value, NAME_MAX_LENGTH),
      ]),
      email: firstError(email.trim(), [
        validateRequired,
        validateEmail,
        (value) => validateMaxLength(value, EMAIL_MAX_LENGTH),
      ]),
      telephone: firstError(telephone.trim(), [
        validatePhone,
        (value) => validateMaxLength(value, TELEPHONE_MAX_LENGTH),
      ]),
      currentPassword: isNewEmail(email) ? validateRequired(currentPassword) : undefined,
    }),
    explain: (error) => {
      if (isApiError(error, ["duplicate-email"])) return { field: "email" };
      // The server checks the number too; a refusal it finds is shown where this one would be.
      if (hasFieldError(error, ["profile", "telephone"])) {
        return { field: "telephone", message: PHONE_MESSAGE };
      }
      if (isApiError(error, ["login-failed"])) {
        return { field: "currentPassword", message: msg`That is not your current password.` };
      }
      return undefined;
    },
  });
  const emailChanges = isNewEmail(form.values.email);

  const submit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    const update: UpdateContact = {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email,
      profile: { telephone: values.telephone.trim() },
      ...(isNewEmail(email) ? { currentPassword: values.currentPassword } : {}),
    };
    const saved = await api.send(updateMyContact(update));
    onSaved(saved);
    form.reset({ ...values, email: saved.email, currentPassword: "" });
    if (normaliseEmail(email) !== saved.email) {
      notify.success(
        t`Your details are saved. We sent a link to ${email}: your email address changes when you open it.`,
      );
    } else {
      notify.success(t`Your details are saved.`);
    }
    // The menu and the greeting show the name and address too.
    await loadCurrentUser();
  });

  return (
    <AccountForm
      id="account-details"
      heading={t`Your details`}
      form={form}
      onSubmit={submit}
      submitLabel={t`Save details`}
    >
      <div className={names}>
        <TextField {...form.text("firstname")} autoComplete="given-name" required />
        <TextField {...form.text("lastname")} autoComplete="family-name" required />
      </div>
      <TextField {...form.text("email")} type="email" autoComplete="email" required />
      {emailChanges && (
        <TextField
          {...form.text("currentPassword")}
          type="password"
          autoComplete="current-password"
          hint={t`To change your email address. We then send a link to the new address to confirm it.`}
          required
        />
      )}
      <TextField {...form.text("telephone")} type="tel" autoComplete="tel" hint={t`Optional.`} />
    </AccountForm>
  );
}
