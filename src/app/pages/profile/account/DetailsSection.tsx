import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { isApiError } from "../../../../core/api";
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type Contact,
  type UpdateContact,
} from "../../../../core/contacts";
import {
  firstError,
  validateEmail,
  validateMaxLength,
  validateRequired,
} from "../../../../core/validation";
import { api } from "../../../../stores/api";
import { notify } from "../../../../stores/notifications";
import { loadCurrentUser } from "../../../../stores/session";
import { TextField, useForm } from "../../../../ui/form";
import { AccountForm } from "./AccountSection";
import { PHONE_MAX_LENGTH } from "./limits";

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
  const form = useForm({
    id: "account-details",
    initial: {
      firstname: contact.firstname,
      lastname: contact.lastname,
      email: contact.email,
      telephone: contact.profile?.telephone ?? "",
    },
    validate: ({ firstname, lastname, email, telephone }) => ({
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
      telephone: validateMaxLength(telephone.trim(), PHONE_MAX_LENGTH),
    }),
    explain: (error) => (isApiError(error, ["duplicate-email"]) ? { field: "email" } : undefined),
  });

  const submit = form.handleSubmit(async ({ firstname, lastname, email, telephone }) => {
    const update: UpdateContact = {
      firstname: firstname.trim(),
      lastname: lastname.trim(),
      email: email.trim(),
      profile: { telephone: telephone.trim() },
    };
    const saved = await api.patch<Contact>("contact/me", update);
    onSaved(saved);
    notify.success(t`Your details are saved.`);
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
        <TextField
          {...form.text("firstname")}
          label={t`First name`}
          autoComplete="given-name"
          required
        />
        <TextField
          {...form.text("lastname")}
          label={t`Last name`}
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        {...form.text("email")}
        label={t`Email address`}
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        {...form.text("telephone")}
        label={t`Phone number`}
        type="tel"
        autoComplete="tel"
        hint={t`Optional.`}
      />
    </AccountForm>
  );
}
