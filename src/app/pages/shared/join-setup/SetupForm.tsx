import { msg } from "@lingui/core/macro";
import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useLocation } from "wouter";
import type { Contact } from "@core/contacts";
import { UpdateContact } from "@core/contacts";
import { myContact, updateMyContact } from "@core/contacts/api";
import type { JoinSetupContent } from "@core/content";
import { validateRequired } from "@core/validation";
import { api } from "@stores/api";
import { setQueryData } from "@stores/query";
import { loadCurrentUser } from "@stores/session";
import { $general } from "@stores/settings";
import { Button } from "@ui/button";
import { ContentBlock } from "@ui/callout-form/ContentBlock";
import {
  Checkbox,
  CheckboxGroup,
  ErrorSummary,
  NEW_PASSWORD_LABELS,
  NewPasswordFields,
  TextField,
  formActions,
  formStack,
  repeatedPasswordError,
  useForm,
} from "@ui/form";
import { Heading, Text } from "@ui/typography";
import { AuthPanel } from "../AuthPanel";
import { addressBody, addressValues } from "../account/addressForm";

const section = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const pair = css`
  display: grid;
  gap: 1.25rem;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Where a new member goes once set up: the survey if there is one, else their profile. */
const afterSetup = (setup: Pick<JoinSetupContent, "surveySlug">) =>
  setup.surveySlug ? "/join/survey" : "/profile?welcomeMessage=true";

export interface SetupFormProps {
  setup: JoinSetupContent;
  contact: Contact;
  /** The membership builder's preview: the form works, nothing is sent. */
  preview?: boolean;
}

/** The setup form itself, for the page and for the membership builder's preview. */
export function SetupForm({ setup, contact, preview = false }: SetupFormProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const { organisationName } = useStore($general);
  const groups = setup.newsletterGroups;
  const offersNewsletter = setup.showNewsletterOptIn;
  const form = useForm({
    id: "join-setup",
    labels: {
      firstname: msg`First name`,
      lastname: msg`Last name`,
      ...NEW_PASSWORD_LABELS,
      "deliveryAddress.line1": msg`Address line 1`,
      "deliveryAddress.line2": msg`Address line 2`,
      "deliveryAddress.city": msg`City or town`,
      "deliveryAddress.postcode": msg`Postcode`,
      deliveryOptIn: msg`I'd like to receive post from ${organisationName}`,
      newsletterOptIn: msg`Send me the newsletter`,
      newsletterGroups: msg`Newsletters`,
    },
    initial: {
      firstname: contact.firstname,
      lastname: contact.lastname,
      password: "",
      confirmPassword: "",
      ...addressValues(contact.profile),
      newsletterOptIn: contact.profile?.newsletterStatus === "subscribed",
      newsletterGroups: [
        ...new Set([
          ...(contact.profile?.newsletterGroups ?? []),
          ...groups.filter((group) => group.checked).map((group) => group.id),
        ]),
      ],
    },
    schema: UpdateContact,
    toBody: (values): UpdateContact => {
      const profile = {
        ...(setup.showMailOptIn ? addressBody(values).profile : {}),
        ...(offersNewsletter && (values.newsletterOptIn || values.newsletterGroups.length > 0)
          ? { newsletterStatus: "subscribed" as const, newsletterGroups: values.newsletterGroups }
          : {}),
      };
      return {
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        password: values.password,
        ...(Object.keys(profile).length > 0 ? { profile } : {}),
      };
    },
    validate: ({ firstname, lastname, password, confirmPassword }) => ({
      firstname: validateRequired(firstname),
      lastname: validateRequired(lastname),
      password: validateRequired(password),
      confirmPassword: repeatedPasswordError(password, confirmPassword),
    }),
  });

  const submit = form.handleSubmit(async (body) => {
    if (preview) return;
    const saved = await api.send(updateMyContact(body));
    setQueryData(myContact(), saved);
    await loadCurrentUser();
    navigate(afterSetup(setup), { replace: true });
  });

  const name = contact.firstname;
  return (
    <AuthPanel
      heading={name ? t`Welcome, ${name}!` : t`Welcome!`}
      intro={t`Confirm your details and choose a password to finish setting up your account.`}
    >
      {setup.welcome && <ContentBlock html={setup.welcome} />}
      <form className={formStack} noValidate onSubmit={submit}>
        <div className={pair}>
          <TextField {...form.text("firstname")} autoComplete="given-name" required />
          <TextField {...form.text("lastname")} autoComplete="family-name" required />
        </div>
        <NewPasswordFields
          password={{ ...form.text("password"), required: true }}
          confirmation={{ ...form.text("confirmPassword"), required: true }}
        />
        {setup.showMailOptIn && (
          <section className={section} aria-labelledby="join-setup-mail">
            <Heading id="join-setup-mail" level={2} size="sm">
              {setup.mailTitle || t`Post`}
            </Heading>
            {setup.mailText && <ContentBlock html={setup.mailText} />}
            <Checkbox
              {...form.checkbox("deliveryOptIn")}
              {...(setup.mailOptIn ? { label: setup.mailOptIn } : {})}
            />
            <TextField {...form.text("deliveryAddress.line1")} autoComplete="address-line1" />
            <TextField {...form.text("deliveryAddress.line2")} autoComplete="address-line2" />
            <div className={pair}>
              <TextField {...form.text("deliveryAddress.city")} autoComplete="address-level2" />
              <TextField {...form.text("deliveryAddress.postcode")} autoComplete="postal-code" />
            </div>
          </section>
        )}
        {offersNewsletter && (
          <section className={section} aria-labelledby="join-setup-newsletter">
            <Heading id="join-setup-newsletter" level={2} size="sm">
              {setup.newsletterTitle || t`Newsletter`}
            </Heading>
            {setup.newsletterText && <ContentBlock html={setup.newsletterText} />}
            {groups.length > 0 ? (
              <CheckboxGroup
                {...form.checkboxes("newsletterGroups")}
                options={groups.map((group) => ({ value: group.id, label: group.label }))}
              />
            ) : (
              <Checkbox
                {...form.checkbox("newsletterOptIn")}
                {...(setup.newsletterOptIn ? { label: setup.newsletterOptIn } : {})}
              />
            )}
          </section>
        )}
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {t`Continue`}
          </Button>
        </div>
        <Text size="sm">{t`You can change these details at any time in your account.`}</Text>
      </form>
    </AuthPanel>
  );
}
