import { css } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { isApiError } from "@core/api";
import { UpdateContact, normaliseEmail, type Contact } from "@core/contacts";
import { validateRequired } from "@core/validation";
import { updateContact, updateMyContact } from "@core/contacts/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { loadCurrentUser } from "@stores/session";
import { LOCALE_INFO, LOCALES, parseLocale } from "@core/i18n/locales";
import { Select, TextField, useForm } from "@ui/form";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { AccountForm } from "./AccountSection";

const names = css`
  display: grid;
  gap: 1.25rem;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * Names, email address and phone number: the member's own, or (`staff`) a contact's as staff
 * change them, whose new address needs no password and no confirmation from its owner.
 */
export function DetailsSection({
  contact,
  onSaved,
  staff = false,
}: {
  contact: Contact;
  onSaved: (contact: Contact) => void;
  staff?: boolean;
}) {
  const { t } = useLingui();
  const isNewEmail = (email: string) => !staff && normaliseEmail(email) !== contact.email;
  const form = useForm({
    id: "account-details",
    labels: {
      firstname: msg`First name`,
      lastname: msg`Last name`,
      email: msg`Email address`,
      currentPassword: msg`Current password`,
      telephone: msg`Phone number`,
      locale: msg`Language of emails`,
    },
    initial: {
      firstname: contact.firstname,
      lastname: contact.lastname,
      email: contact.email,
      // In the order the fields show: the error summary lists them so.
      currentPassword: "",
      telephone: contact.profile?.telephone ?? "",
      locale: contact.locale ?? "",
    },
    schema: UpdateContact,
    toBody: (values): UpdateContact => ({
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: values.email.trim(),
      profile: { telephone: values.telephone.trim() },
      locale: parseLocale(values.locale) ?? null,
      ...(isNewEmail(values.email) ? { currentPassword: values.currentPassword } : {}),
    }),
    // The server asks for it too, but only the form knows the address has changed.
    validate: ({ email, currentPassword }) => ({
      currentPassword: isNewEmail(email) ? validateRequired(currentPassword) : undefined,
    }),
    explain: (error) => {
      if (isApiError(error, ["duplicate-email"])) {
        return staff
          ? { field: "email", message: msg`Another contact has this email address already.` }
          : { field: "email" };
      }
      if (isApiError(error, ["login-failed"])) {
        return { field: "currentPassword", message: msg`That is not your current password.` };
      }
      return undefined;
    },
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const emailChanges = isNewEmail(form.values.email);

  const submit = form.handleSubmit(async (body, values) => {
    const saved = await api.send(staff ? updateContact(contact.id, body) : updateMyContact(body));
    onSaved(saved);
    form.reset({ ...values, email: saved.email, currentPassword: "" });
    if (staff) {
      notify.success(t`${saved.displayName}'s details are saved.`);
      return;
    }
    const email = values.email.trim();
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
      heading={staff ? t`Details` : t`Your details`}
      form={form}
      onSubmit={submit}
      submitLabel={t`Save details`}
    >
      {leaveGuard}
      <div className={names}>
        <TextField {...form.text("firstname")} autoComplete={staff ? "off" : "given-name"} />
        <TextField {...form.text("lastname")} autoComplete={staff ? "off" : "family-name"} />
      </div>
      <TextField {...form.text("email")} type="email" autoComplete={staff ? "off" : "email"} />
      {emailChanges && (
        <TextField
          {...form.text("currentPassword")}
          type="password"
          autoComplete="current-password"
          hint={t`To change your email address. We then send a link to the new address to confirm it.`}
        />
      )}
      <TextField
        {...form.text("telephone")}
        type="tel"
        autoComplete={staff ? "off" : "tel"}
        hint={t`Optional.`}
      />
      <Select
        {...form.select("locale")}
        options={[
          { value: "", label: t`The organisation's language` },
          ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_INFO[locale].name })),
        ]}
      />
    </AccountForm>
  );
}
